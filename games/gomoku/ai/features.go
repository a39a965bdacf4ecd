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
	setStart       = lineFeatures + classFeatures + windowFeatures
	sideFeatures   = setStart + setFeatures
	// FeatureCount is the number of counts of the evaluation: the
	// player to move's, then the opponent's.
	FeatureCount = 2 * sideFeatures
	// SetStart is where a player's counts of points by set of shapes
	// begin, after his lines, classes and windows.
	SetStart = setStart
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
		var set [4]shape
		for x, d := key, 0; d < 4; d++ {
			set[d] = shape(x % shapeCount)
			x /= shapeCount
		}
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
			if set := pointSet[p.keys[c][i]&keyMask]; set > 0 {
				g[setStart+int(set)-1]++
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
// quiet positions of 532 games between the engine and PentaZen, 0.2 s a
// move, from the balanced openings, each valued by Rapfi (classical, at
// 50,000 nodes): 11,303 fitted and 2,825 held out.
var evalWeights = [FeatureCount]int32{
	39, 72, 185, 48, 1398, 2948, 133, 59, -678, 1470, 3251, -56, -142, 270, 0,
	-32, -38, -139, 30, -677, 349, -71, -11, -128, 40, -569, 16, -44, -65, 105, -330, 82, -218, 96, -252,
	158, 150, -468, 31, 97, 0, 0, -22, -88, -79, 133, -442, 226, -99, -28, 92, -236, 23, -181, 70,
	-239, 39, 302, 63, 2, 2, 0, 0, -82, -86, 70, -86, 0, -72, 136, 311, 6, -19, 208, 0,
	1, 0, 0, 652, -398, -181, 0, 418, 276, 0, 0, 0, 0, -122, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 145, -12, -13, -175, -510, 0, -62, 24, 300, 557, 48, -319, 52, 37, 1, 89, 187,
	0, 1, 0, 0, -177, 241, 74, 601, 1, -97, 366, 550, 0, 247, 114, 0, 0, 0, 0, -147,
	-329, 362, 0, 37, -36, 0, 0, 0, 0, -501, 14, 0, 0, 0, 0, 0, 0, 0, 0, -195,
	-521, -518, 235, 0, -9, 29, 318, 0, -206, 6, 0, 0, 0, 0, 28, 316, 325, 0, -490, 126,
	0, 0, 0, 0, 18, 0, 0, 0, 0, 0, 0, 0, 0, 0, -3, -444, 0, 0, 97, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0,
	-61, -80, -189, -246, 32, -620, 39, 215, -642, -1091, -327, 52, 268, -24, 0,
	58, 56, 111, -68, 367, 387, 115, 70, 119, -54, 277, 183, 79, 54, -121, 164, 153, 134, -137, 147,
	157, -185, 212, 931, 355, 982, 0, 75, 137, 147, -18, 237, -223, 171, 90, -97, 18, 57, 38, -73,
	70, -103, -349, -174, -372, 186, -456, 0, 166, 120, -80, -55, -200, -35, -169, -255, 370, -186, 34, 674,
	-290, -233, 0, -506, 436, 288, -178, 301, 176, -42, 262, 0, -14, -613, -17, 17, -52, 0, 0, 0,
	0, 0, 0, 21, 62, 243, 122, 44, 696, 297, 112, -363, -56, -387, 492, 20, -298, -305, -2, -410,
	-508, 95, 0, 0, 334, -102, -88, -402, -741, 15, -357, -38, -354, -165, -439, 74, -256, 212, 0, 31,
	485, -689, -61, 111, 368, 4, -217, 2, 0, 837, -104, -31, 0, -85, 0, 0, 0, 0, 0, -81,
	480, 306, 474, 6, 205, -5, -349, -404, 672, -50, -227, 0, 0, 0, -484, -9, -158, 0, -123, -110,
	-174, 0, 0, 0, -193, 19, 0, 0, 0, 0, 0, 0, 0, 0, 0, 284, 0, 0, -34, 131,
	0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
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
// worth to the opponent times 2^32. A sum of such words reads back with moverWorth and
// waiterWorth while the first sum stays within 32 bits.
var cellWorth = func() (t [keyMask + 1]int64) {
	for key := range keyCount {
		for _, i := range [2]int{key, renjuKeys + key} { // black's under renju too
			in := pointInfos[i]
			var w [2]int32
			for side := range w {
				f := evalWeights[side*sideFeatures:]
				for x, d := key, 0; d < 4; d++ {
					if k, ok := lineFeature(shape(x % shapeCount)); ok {
						w[side] += f[k]
					}
					x /= shapeCount
				}
				if in.class >= clThree && in.class <= clOpenFour {
					w[side] += f[lineFeatures+int(in.class-clThree)]
				}
				if set := pointSet[i]; set > 0 {
					w[side] += f[setStart+int(set)-1]
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
