package ai

import "github.com/pastime-games/pastime/games/gomoku"

// The evaluation is a linear function of counts, for the player to move
// and for the opponent: the lines of empty points by the shape they would
// make (a closed two up to an open four), the points by threat class
// (three up to open four), the windows of five points by how many stones
// of one colour, and none of the other, they hold. Its weights were fitted
// to the results of engine games (see "gomoku tune"), so the value is the
// logit of the player to move winning, in thousandths.
//
// The position keeps the sums that need no scan up to date: the counts of
// windows, and for each player the sum over the empty points of what the
// point's shapes and class are worth (see cellWorth): a stone changes
// only the points whose keys it changes.
const (
	lineFeatures   = int(shOpenFour) // shapes shClosedTwo..shOpenFour
	classFeatures  = int(clOpenFour) // classes clThree..clOpenFour
	windowFeatures = 4               // windows holding 1..4 stones
	sideFeatures   = lineFeatures + classFeatures + windowFeatures
	// FeatureCount is the number of counts of the evaluation: the
	// player to move's, then the opponent's.
	FeatureCount = 2 * sideFeatures
)

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
// logit per unit of each.
var evalWeights = [FeatureCount]int32{1, 19, 102, 461, 1015, 2632, -150, -411, -1186, 1306, 3080, 19, -134, 753, 0, -10, -52, -88, -369, -156, 78, 159, 484, 218, -469, -593, 41, 68, -516, 0}

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
// the weights of its lines' shapes and of its class. Both kinds of worth
// share one word, so that a point's change of key is one subtraction and
// one addition: the worth to the player to move plus the worth to the
// opponent times 2^32. A sum of such words reads back with moverWorth and
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
