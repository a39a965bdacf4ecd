package ai

import (
	"slices"

	"github.com/pastime-games/pastime/games/gomoku"
)

// The evaluation is a linear function of counts, for the player to move
// and for the opponent: the lines of empty points by the shape they would
// make (a closed two up to an open four), the points by threat class
// (three up to open four), the windows of five points by how many stones
// of one colour, and none of the other, they hold, and the empty points
// by the set of their four shapes (see pointSet), whose weights say what
// a point is worth beyond its lines and class. The weights were fitted to
// a strong engine's values of positions from engine games (see "gomoku
// tune"), so the value is the logit of the player to move winning, in
// thousandths.
//
// The position keeps the sums that need no scan up to date: the counts of
// windows, and for each player the sum over the empty points of what the
// point's shapes, class and set are worth (see cellWorth): a stone changes
// only the points whose keys it changes.
const (
	lineFeatures   = int(shOpenFour)              // shapes shClosedTwo..shOpenFour
	classFeatures  = int(clOpenFour)              // classes clThree..clOpenFour
	windowFeatures = 4                            // windows holding 1..4 stones
	setFeatures    = setCount - 1                 // sets of shapes, but four of none
	windowStart    = lineFeatures + classFeatures // after lines and classes
	// SetStart is where a player's counts of points by set of shapes
	// begin, after his lines, classes and windows.
	SetStart     = windowStart + windowFeatures
	sideFeatures = SetStart + setFeatures
	// FeatureCount is the number of counts of the evaluation: the
	// player to move's, then the opponent's.
	FeatureCount = 2 * sideFeatures
)

// setCount is the number of sets of four shapes from shNone to
// shOpenFour, in any order of the lines.
const setCount = 210

// pointSet numbers each key's set of four shapes, 1 to setCount-1, where
// the set has a weight of its own: 0 for four lines of no shape, and for a
// key with a five or an overline, which the evaluation never sees on an
// empty point. Black's keys under renju share the set of the same shapes
// where the rule leaves the point's class as it is; where it does not (a
// forbidden point, a double three counted as one three) the point has
// its lines and class only, as the sets' weights were fitted to freestyle.
var pointSet = func() (t [keyMask + 1]uint8) {
	var index [shFive][shFive][shFive][shFive]uint8 // by shapes in order
	n := uint8(0)
	for a := range shFive {
		for b := a; b < shFive; b++ {
			for c := b; c < shFive; c++ {
				for d := c; d < shFive; d++ {
					index[a][b][c][d] = n
					n++
				}
			}
		}
	}
	for key := range keyCount {
		set := keyShapes(key)
		slices.Sort(set[:])
		if set[3] < shFive { // else 0: a five or an overline
			t[key] = index[set[0]][set[1]][set[2]][set[3]]
		}
		if pointInfos[renjuKeys+key].class == pointInfos[key].class {
			t[renjuKeys+key] = t[key]
		}
	}
	return t
}()

// lineFeature returns the index, within a player's counts, of the count
// of lines of shape sh; ok is false for a shape not counted.
func lineFeature(sh shape) (k int, ok bool) {
	return int(sh - shClosedTwo), sh >= shClosedTwo && sh <= shOpenFour
}

// classFeature returns the index, within a player's counts, of the
// count of points of class cl; ok is false for a class not counted.
func classFeature(cl class) (k int, ok bool) {
	return lineFeatures + int(cl-clThree), cl >= clThree && cl <= clOpenFour
}

// setFeature returns the index, within a player's counts, of the count
// of points with the set of shapes of key; ok is false for a set not
// counted.
func setFeature(key int) (k int, ok bool) {
	set := pointSet[key&keyMask]
	return SetStart + int(set) - 1, set > 0
}

// features writes the evaluation's counts for the player to move to f.
func (p *position) features(f *[FeatureCount]int32) {
	me, op := p.turn, 3-p.turn
	for side, c := range [2]int8{me, op} {
		g := f[side*sideFeatures:]
		for i, v := range p.cells[:p.w*p.w] {
			if v != empty {
				continue
			}
			for _, sh := range p.shapes[c][i*4 : i*4+4] {
				if k, ok := lineFeature(sh); ok {
					g[k]++
				}
			}
			if k, ok := setFeature(int(p.keys[c][i])); ok {
				g[k]++
			}
		}
		for cl := clThree; cl <= clOpenFour; cl++ {
			k, _ := classFeature(cl)
			g[k] = p.count[c][cl]
		}
		for n := 1; n <= windowFeatures; n++ {
			g[windowStart+n-1] = p.liveCount(c, n)
		}
	}
}

// Features returns the evaluation's counts for the player to move in s,
// for fitting its weights. ok is false when the position is not quiet (a
// player can make five), where the search never evaluates.
func Features(s gomoku.State) (f [FeatureCount]int32, ok bool) {
	p := newPosition(s)
	defer p.release()
	if p.count[black][clFive] > 0 || p.count[white][clFive] > 0 {
		return f, false
	}
	p.features(&f)
	return f, true
}

// evalWeights are the fitted weights of the counts, in thousandths of a
// logit per unit of each: for the player to move, then for the opponent,
// his lines, classes and windows on the first line, then the sets of
// shapes in pointSet's order. Fitted with "gomoku tune -values" to the
// quiet positions of 2,512 games between the engine and three others
// (Wine, PentaZen, Rapfi; most at 0.2 s a move, from the balanced
// openings), each valued by Rapfi (classical, at 50,000 nodes): 46,736
// fitted and 11,683 held out.
var evalWeights = [FeatureCount]int32{
	-5, 43, 122, 305, 1387, 2926, -137, -376, -809, 1575, 3235, -21, -37, 16, 0,
	8, -21, -92, -33, -414, 249, 3, 9, -58, 22, -361, 111, -23, -40, 21, -181, 142, -107, -1, -211,
	102, 40, 26, 59, 56, 0, 0, 23, 26, -21, 89, -282, 93, 18, -4, 35, -165, 28, -18, 23,
	-198, 80, 133, -36, 8, 37, 0, 0, -63, -23, 4, 116, 7, 61, 141, 175, 13, -17, 76, 3,
	6, 0, 0, -22, 75, 155, 31, 321, 170, 7, 1, 1, 0, -268, 9, 0, 0, 0, 0, 0,
	0, 0, 0, -11, 67, -32, -72, -191, 2, 59, -4, 172, -110, 23, -93, 115, -92, 8, 207, 103,
	1, 1, 0, 0, 34, 38, -110, 227, 1, -180, -37, 253, 1, 189, 3, 0, 2, 0, 0, -54,
	-80, 171, 0, -155, 137, 0, 0, 0, 0, -78, 29, 0, 0, 0, 0, 0, 0, 0, 0, -212,
	-264, -124, 231, 8, 130, -161, 331, 0, -305, 8, 0, 0, 0, 0, -68, -18, 269, 0, -265, -17,
	0, 0, 0, 0, 160, 15, 0, 0, 0, 0, 0, 0, 0, 0, -41, -105, 7, 0, -15, 1,
	0, 0, 0, 0, -71, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	-23, -71, -140, -155, 181, -132, -21, 55, -739, -1161, -1036, 35, 155, 172, 0,
	23, 48, 71, -10, 247, 347, 42, 48, 64, -50, 191, 160, 70, 49, -37, 85, 173, 85, -20, 143,
	73, -74, -105, 537, 266, 175, 359, 43, 46, 39, -71, 119, 37, 62, 54, -67, 13, -47, 43, -36,
	92, -72, -176, -131, -337, 336, -84, 227, 118, 104, 8, -34, -157, -58, -97, -144, -202, -140, -62, 166,
	-120, -211, 0, 64, 124, -124, -268, 5, -72, -289, -55, -24, -8, 25, 120, 6, -8, 227, 0, 0,
	0, 0, 0, 99, 60, 36, 51, -67, 60, 68, 104, -132, 31, 37, 68, -52, 5, -156, -209, -164,
	-95, -34, 0, 0, 22, 82, 40, -99, -342, 3, -6, 79, -120, -35, -328, -215, 10, 29, -1, 88,
	16, -36, -173, -152, 239, -13, -55, 72, 0, 347, -24, -43, 0, -19, 0, 0, 0, 0, 0, 150,
	283, 45, 135, -290, 187, 166, -426, -244, 418, -115, -64, -54, -22, 0, -14, 164, -357, 168, -173, 331,
	80, -11, 0, 0, -16, 16, -56, 0, 0, 0, 0, 0, 0, 0, 95, -44, -98, 0, 144, -93,
	0, 0, 0, 0, 54, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
}

// renjuWeights are the weights under renju, where the colours are not
// alike: [0] when black is to move (black's counts, then white's), [1]
// when white is. Fitted with "gomoku tune -values -rule renju" to the
// quiet positions of 1,044 renju games between the engine and PentaZen
// or Rapfi (at 1 s and 0.2 s a move, from the openings balanced for
// renju and the freestyle ones), each valued by Rapfi (classical, renju,
// at 50,000 nodes): 10,202 with black to move and 10,666 with white
// fitted, 2,550 and 2,666 held out, each weight drawn toward its
// freestyle value rather than toward zero.
var renjuWeights = [2][FeatureCount]int32{
	{
		51, -26, 76, -516, -251, 239, 386, -376, 506, 2693, 2940, 9, 93, -33, 2,
		-44, 27, -104, 98, -136, 775, -113, -23, -172, 110, -205, -168, 42, -52, 107, 81, -951, -65, 121, -71,
		499, 40, 242, 311, 56, 0, 0, -140, -106, -233, -17, -227, 313, -16, -68, 83, 53, 53, -218, 79,
		-65, 374, 133, 61, 59, 37, 0, 0, 27, -41, -41, 72, -635, -30, 160, 553, 122, -17, 372, 85,
		6, 0, 0, 298, -199, -213, 116, 321, 790, 212, 1, 1, 0, -268, -1177, -404, 0, 0, 0, 0,
		0, 0, 0, -96, 27, -351, 3, -587, 17, 110, -17, 27, 252, 32, 98, 274, 421, -53, 207, 521,
		40, 1, 0, 0, -224, 167, -153, -20, 1, -216, -371, -8, 1, 189, -148, 27, 2, 0, 0, 208,
		-544, -105, 0, -155, 65, 0, 0, 0, 0, -78, -68, 0, 0, 0, 0, 0, 0, 0, 0, -353,
		-81, -316, 74, 8, -177, 106, 341, 0, -305, 269, 0, 0, 0, 0, 217, 78, 83, 0, -265, 65,
		0, 0, 0, 0, 160, -40, 0, 0, 0, 0, 0, 0, 0, 0, -41, -110, -125, 44, -15, 1,
		0, 0, 0, 0, -71, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -56, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		9, -44, -29, 473, -63, -348, -532, -830, -678, -1172, -772, 10, 44, 381, 0,
		-5, 40, -20, -46, 385, 189, -24, 16, -2, -80, 281, 2, 60, 11, -27, 244, 86, -146, -139, 201,
		-136, -310, -260, -104, 140, -32, 905, -35, 21, -112, -61, 171, -89, 21, -34, -26, 45, -88, -26, 45,
		78, -344, -115, 72, 45, 274, -288, -108, 190, 136, 18, 131, -740, 155, 1, 273, -493, -510, -203, 155,
		236, -353, 0, -309, -244, -633, -186, 418, -394, 665, 219, -110, -8, -140, 151, 201, -19, 197, 0, 0,
		0, 0, 0, -15, -103, 187, -170, 176, 184, 99, 1, -49, 68, 421, -56, -211, -126, -598, 107, 23,
		-204, -75, 0, 0, 131, 47, 71, -248, -285, 19, -91, 29, 678, 270, -425, -296, -2, 29, -1, 462,
		220, -184, -193, 308, 148, -31, -55, -82, 0, 188, 341, -61, 0, -19, 0, 0, 0, 0, 0, 513,
		-57, -62, -6, -353, -51, 211, -547, 407, -65, -18, -64, -61, -22, 0, 432, 271, -465, 27, -538, 264,
		270, -11, -11, 0, -88, 16, -56, 0, 0, 0, 0, 0, 0, 0, 95, 190, -101, 0, 144, -107,
		0, 0, 0, 0, 54, 0, 0, 0, -8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
	},
	{
		-28, -28, 94, 37, 1348, 3091, -36, -86, -663, 1348, 3421, 21, 73, -230, 0,
		20, 11, -83, 6, -434, 262, 64, 50, -90, 31, -405, 121, 42, -33, 107, -236, 155, -5, -21, -254,
		109, -6, 224, 59, 59, 0, 0, 119, 43, 70, 87, -266, 95, 66, 5, 105, -91, 31, -103, -40,
		-160, 83, -54, 119, 8, 37, 0, 0, -5, -58, 139, -26, 7, -178, 164, -135, 14, 245, -55, 3,
		10, 0, 0, 339, 319, 731, 32, 390, -271, 7, 1, 1, 0, -95, 50, 0, 0, 0, 0, 0,
		0, 0, 0, -129, 217, -11, -116, 82, 2, 81, -17, -73, 252, 23, -161, 182, -401, 8, -18, 123,
		1, 1, 0, 0, 42, -5, 184, 38, 1, -38, -223, 250, 1, -66, 3, 0, 2, 0, 0, 361,
		-706, 289, 0, -133, 218, 0, 0, 0, 0, -534, 29, 0, 0, 0, 0, 0, 0, 0, 0, -387,
		-122, 78, -85, 8, -132, -95, 332, 0, 65, 8, 0, 0, 0, 0, -615, 106, 289, 0, 11, -17,
		0, 0, 0, 0, 160, 15, 0, 0, 0, 0, 0, 0, 0, 0, -41, -242, 7, 0, 77, 1,
		0, 0, 0, 0, -71, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		-46, -23, -46, 304, 197, 327, -110, 55, -457, -1111, -766, 3, -28, -76, 16,
		36, 26, 56, -168, 131, 333, 87, 68, 110, -172, 175, 164, 56, 55, -148, 50, 145, 92, -219, 107,
		304, -74, -39, 69, 266, 175, 359, 44, 156, 149, -64, 223, -53, 133, 99, -147, -8, 62, 69, -157,
		-94, -385, -176, 221, 91, 336, -84, 227, 65, 98, -101, 205, 198, 181, -191, -237, -304, -140, -71, -365,
		-120, -211, 0, 146, -178, -234, -121, 5, -464, 285, -55, -24, -8, 25, 545, 208, -8, 227, 0, 0,
		0, 0, 0, 328, 160, 118, 38, 400, 229, -35, -79, 45, -92, 600, -122, -154, -326, -406, -209, -394,
		-218, -34, 0, 0, 449, -26, 118, -45, -185, 349, 70, 16, 223, -35, -590, -960, 10, 29, -1, 76,
		508, -360, -332, -152, 597, 306, -55, 72, 0, 347, -180, -223, 0, -19, 0, 0, 0, 0, 0, 343,
		227, 149, 282, -245, 62, 280, -558, 13, 418, 235, -266, -54, -22, 0, -176, -484, -251, -100, -173, -410,
		-261, -11, 0, 0, -16, 49, -56, 0, 0, 0, 0, 0, 0, 0, 394, -153, 465, 0, 144, 128,
		0, 0, 0, 0, 54, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
	},
}

// weightsFor returns the weights of a position of rule with c to move.
func weightsFor(rule gomoku.Rule, c int8) *[FeatureCount]int32 {
	if rule == gomoku.Renju {
		return &renjuWeights[c-black]
	}
	return &evalWeights
}

// EvalWeights returns the evaluation's weights for a position of rule
// with turn to move, in the order of [Features]' counts.
func EvalWeights(rule gomoku.Rule, turn gomoku.Color) [FeatureCount]int32 {
	return *weightsFor(rule, int8(turn))
}

// weighted returns the evaluation's part that the windows make.
func (p *position) weighted() int {
	v := int32(0)
	ws := p.weights[p.turn&3]
	for side, c := range [2]int8{p.turn, 3 - p.turn} {
		w := ws[side*sideFeatures+windowStart:]
		for n := 1; n <= windowFeatures; n++ {
			v += w[n-1] * p.liveCount(c, n)
		}
	}
	return int(v)
}

// cellWorth is what an empty point adds to the evaluation by its key:
// the weights of its lines' shapes, of its class and of its set. Both
// kinds of worth share one word, so that a point's change of key is one
// subtraction and one addition: the worth to the player to move plus the
// worth to the opponent times 2^32. A sum of such words reads back with
// moverWorth and waiterWorth while the first sum stays within 32 bits.
// renjuWorth is the same under renju, where black's keys (renjuKeys on)
// take black's weights and the others white's.
var (
	cellWorth  = worthTable(&evalWeights, &evalWeights)
	renjuWorth = worthTable(&renjuWeights[0], &renjuWeights[1])
)

// worthTable returns the words of cellWorth for the weights of positions
// with black to move (wb) and with white to move (ww). A key of black's
// is worth wb's first half to him when he is to move and ww's second
// half when he waits; white's keys the other way round.
func worthTable(wb, ww *[FeatureCount]int32) (t [keyMask + 1]int64) {
	for key := range keyCount {
		shapes := keyShapes(key)
		for _, i := range [2]int{key, renjuKeys + key} {
			mover, waiter := ww[:sideFeatures], wb[sideFeatures:]
			if i >= renjuKeys {
				mover, waiter = wb[:sideFeatures], ww[sideFeatures:]
			}
			var w [2]int32
			for side, f := range [2][]int32{mover, waiter} {
				for _, sh := range shapes {
					if k, ok := lineFeature(sh); ok {
						w[side] += f[k]
					}
				}
				if k, ok := classFeature(pointInfos[i].class); ok {
					w[side] += f[k]
				}
				if k, ok := setFeature(i); ok {
					w[side] += f[k]
				}
			}
			t[i] = int64(w[0]) + int64(w[1])<<32
		}
	}
	return t
}

// moverWorth reads the worth to the player to move from a sum of
// cellWorth words.
func moverWorth(x int64) int { return int(int32(x)) }

// waiterWorth reads the worth to the opponent from a sum of cellWorth
// words.
func waiterWorth(x int64) int { return int((x - int64(int32(x))) >> 32) }
