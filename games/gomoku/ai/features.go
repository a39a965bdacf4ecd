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

// EvalWeights returns the evaluation's weights, in the order of
// [Features]' counts.
func EvalWeights() [FeatureCount]int32 { return evalWeights }

// weighted returns the evaluation's part that the windows make.
func (p *position) weighted() int {
	v := int32(0)
	for side, c := range [2]int8{p.turn, 3 - p.turn} {
		w := evalWeights[side*sideFeatures+windowStart:]
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
var cellWorth = func() (t [keyMask + 1]int64) {
	for key := range keyCount {
		var lines [2]int32 // the worth of the key's shapes, for each side
		for _, sh := range keyShapes(key) {
			if k, ok := lineFeature(sh); ok {
				lines[0] += evalWeights[k]
				lines[1] += evalWeights[sideFeatures+k]
			}
		}
		for _, i := range [2]int{key, renjuKeys + key} { // black's under renju too
			w := lines
			for side := range w {
				f := evalWeights[side*sideFeatures:]
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
}()

// moverWorth reads the worth to the player to move from a sum of
// cellWorth words.
func moverWorth(x int64) int { return int(int32(x)) }

// waiterWorth reads the worth to the opponent from a sum of cellWorth
// words.
func waiterWorth(x int64) int { return int((x - int64(int32(x))) >> 32) }
