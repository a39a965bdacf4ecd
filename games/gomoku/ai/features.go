package ai

import "github.com/pastime-games/pastime/games/gomoku"

// The evaluation is a linear function of counts the position keeps up to
// date, for the player to move and for the opponent: the lines of empty
// points by the shape they would make (a closed two up to an open four),
// the points by threat class (three up to open four), and the windows of
// five points by how many stones of one colour, and none of the other,
// they hold. Its weights were fitted to the results of engine games (see
// "gomoku tune"), so the value is the logit of the player to move
// winning, in thousandths.
const (
	lineFeatures   = int(shOpenFour) // shapes shClosedTwo..shOpenFour
	classFeatures  = int(clOpenFour) // classes clThree..clOpenFour
	windowFeatures = 4               // windows holding 1..4 stones
	sideFeatures   = lineFeatures + classFeatures + windowFeatures
	// FeatureCount is the number of inputs of the evaluation: the
	// player to move's, then the opponent's.
	FeatureCount = 2 * sideFeatures
)

// features writes the evaluation's inputs for the player to move to f.
func (p *position) features(f *[FeatureCount]int32) {
	me, op := p.turn, 3-p.turn
	for side, c := range [2]int8{me, op} {
		g := f[side*sideFeatures:]
		k := 0
		for s := shClosedTwo; s <= shOpenFour; s++ {
			g[k] = p.lines[c][s]
			k++
		}
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

// Features returns the evaluation's inputs for the player to move in s,
// for fitting its weights to game results. ok is false when the position
// is not quiet (a player can make five), where the search never
// evaluates.
func Features(s gomoku.State) (f [FeatureCount]int32, ok bool) {
	p := newPosition(s)
	if p.count[black][clFive] > 0 || p.count[white][clFive] > 0 {
		return f, false
	}
	p.features(&f)
	return f, true
}

// evalWeights are the fitted weights, in thousandths of a logit per unit
// of each input; a zero table falls back on the window count.
var evalWeights = [FeatureCount]int32{1, 19, 102, 461, 1015, 2632, -150, -411, -1186, 1306, 3080, 19, -134, 753, 0, -10, -52, -88, -369, -156, 78, 159, 484, 218, -469, -593, 41, 68, -516, 0}

// weighted returns the fitted evaluation.
func (p *position) weighted() int {
	var f [FeatureCount]int32
	p.features(&f)
	v := int32(0)
	for k, w := range evalWeights {
		v += w * f[k]
	}
	return int(v)
}
