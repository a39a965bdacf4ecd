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
	lineFeatures   = int(shOpenFour) // shapes shClosedTwo..shOpenFour
	classFeatures  = int(clOpenFour) // classes clThree..clOpenFour
	windowFeatures = 4               // windows holding 1..4 stones
	setFeatures    = setCount - 1    // sets of shapes, but four of none
	// SetStart is where a player's counts of points by set of shapes
	// begin, after his lines, classes and windows.
	SetStart     = lineFeatures + classFeatures + windowFeatures
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
		k := lineFeatures
		for cl := clThree; cl <= clOpenFour; cl++ {
			g[k] = p.count[c][cl]
			k++
		}
		for n := 1; n <= 4; n++ {
			g[k] = p.liveCount(c, n)
			k++
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
// quiet positions of 1,458 games between the engine and three others
// (Wine, PentaZen, Rapfi; most at 0.2 s a move, from the balanced
// openings), each valued by Rapfi (classical, at 50,000 nodes): 26,075
// fitted and 6,518 held out.
var evalWeights = [FeatureCount]int32{
	-2, 34, 113, 443, 1264, 2876, -292, -598, -785, 1541, 3129, -18, -31, 325, 0,
	6, -20, -78, -24, -486, 265, -4, 16, -67, 2, -408, 57, -21, -30, 30, -188, 165, -85, 34, -186,
	119, -38, -276, 21, 74, 0, 0, -8, 8, -23, 106, -475, 150, 17, 16, 42, -213, 20, 45, 86,
	-95, 37, 166, 61, 8, 2, 0, 0, -63, 5, 12, 48, 1, -41, 132, 339, 13, 6, 221, 1,
	1, 0, 0, 201, 24, 198, 57, 364, 175, 1, 2, 0, 0, -21, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 137, -48, -4, -192, -219, 1, 79, -49, 319, 3, 31, -138, 143, -32, 1, 221, -34,
	1, 2, 0, 0, 89, 87, -20, 235, 1, -98, 57, 310, 0, 99, 57, 0, 3, 0, 0, 11,
	-155, 154, 0, -396, 162, 0, 0, 0, 0, -207, 50, 0, 0, 0, 0, 0, 0, 0, 0, -183,
	-441, -239, 192, 8, 59, -156, 291, 0, -328, 10, 0, 0, 0, 0, -107, 55, 254, 0, -256, 82,
	0, 0, 0, 0, 226, 5, 0, 0, 0, 0, 0, 0, 0, 0, -110, -354, 13, 0, -81, 0,
	0, 0, 0, 0, 44, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	-31, -44, -127, -255, 319, 147, 131, 370, -786, -1170, -1163, 14, 125, 6, 0,
	37, 40, 62, -26, 264, 402, 70, 51, 81, -48, 177, 180, 55, 46, -60, 56, 196, 75, -53, 127,
	151, -120, -32, 536, 361, 83, 555, 66, 54, 75, -61, 294, 72, 54, 54, -89, 21, -19, 28, -59,
	12, -212, -262, -263, -234, 616, 85, 379, 125, 77, -38, -24, -383, 98, -132, -222, -14, -165, 1, 56,
	-190, -379, 0, -102, 110, -144, -380, -23, -3, -83, -8, -9, -17, -330, 202, 5, -8, 0, 0, 0,
	0, 0, 0, 8, 148, 103, 0, 69, 285, 80, 165, -250, 20, 47, 81, -101, -180, -462, -421, -408,
	-182, -24, 0, 0, -22, 44, 30, -23, -416, 45, -131, -225, -186, -85, -369, -123, -59, 87, 0, 101,
	127, -44, -265, 343, 362, 9, -113, 1, 0, 609, -46, -15, 0, -24, 0, 0, 0, 0, 0, 8,
	437, 146, 309, -120, 389, 294, -511, -192, 517, -66, -106, -94, -47, 0, -275, 191, -236, -10, -186, 235,
	-42, 0, 0, 0, -39, 3, -81, 0, 0, 0, 0, 0, 0, 0, 3, 192, -4, 1, 286, -6,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
}

// EvalWeights returns the evaluation's weights, in the order of
// [Features]' counts.
func EvalWeights() [FeatureCount]int32 { return evalWeights }

// weighted returns the evaluation's part that the windows make.
func (p *position) weighted() int {
	v := int32(0)
	for side, c := range [2]int8{p.turn, 3 - p.turn} {
		w := evalWeights[side*sideFeatures+lineFeatures+classFeatures:]
		for n := 1; n <= 4; n++ {
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
		for _, i := range [2]int{key, renjuKeys + key} { // black's under renju too
			in := pointInfos[i]
			var w [2]int32
			for side := range w {
				f := evalWeights[side*sideFeatures:]
				for _, sh := range keyShapes(key) {
					if k, ok := lineFeature(sh); ok {
						w[side] += f[k]
					}
				}
				if in.class >= clThree && in.class <= clOpenFour {
					w[side] += f[lineFeatures+int(in.class-clThree)]
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
