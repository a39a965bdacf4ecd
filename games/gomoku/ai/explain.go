package ai

import "github.com/pastime-games/pastime/games/gomoku"

// Why a move is good, in a word a page can put into a sentence. Explain
// returns one of them, or "" when the move is simply the search's choice.
const (
	WhyFive           = "five"           // it makes five in a row
	WhyBlockFive      = "blockFive"      // it stops the opponent's five
	WhyVCF            = "vcf"            // it starts a win by continuous fours
	WhyVCT            = "vct"            // it starts a win by continuous threats
	WhyOpenFour       = "openFour"       // it makes a straight four, or two fours
	WhyFourThree      = "fourThree"      // it makes a four and an open three at once
	WhyBlockOpenFour  = "blockOpenFour"  // it takes the point of the opponent's double four
	WhyBlockFourThree = "blockFourThree" // it takes the point of the opponent's four-three
	WhyDoubleThree    = "doubleThree"    // it makes two open threes
	WhyBlockThree     = "blockThree"     // it answers the opponent's open three
	WhyFour           = "four"           // it makes a four
	WhyThree          = "three"          // it makes an open three
)

// Explain says why p is a good move for the player to move in s, given
// the Reason a search gave for choosing it: what the move makes for the
// player, or what it stops the opponent making, the strongest first (a
// win by threats that starts with an open four or a four-three is told
// by its first move). It
// returns "" for a quiet move, and for a point that is not a legal move.
func Explain(s gomoku.State, p gomoku.Point, reason string) string {
	if s.Over() || s.Legal(p) != nil {
		return ""
	}
	pos := newPosition(s)
	i := pos.index(p.X, p.Y)
	me, op := pos.turn, 3-pos.turn
	mine, theirs := pos.at(me, i).class, pos.at(op, i).class
	if op == black && pos.forbids && pos.at(op, i).odd && pos.forbidden(i) {
		theirs = clNone // black could not play there: nothing to stop
	}
	switch {
	case mine == clFive:
		return WhyFive
	case theirs == clFive:
		return WhyBlockFive
	case mine == clOpenFour:
		return WhyOpenFour
	case mine == clFourThree:
		return WhyFourThree
	case reason == "vcf":
		return WhyVCF
	case reason == "vct":
		return WhyVCT
	case theirs == clOpenFour && !straight(pos, op, i):
		return WhyBlockOpenFour
	case theirs == clFourThree:
		return WhyBlockFourThree
	case mine == clDoubleThree:
		return WhyDoubleThree
	case theirs >= clFour && pos.has(op, clOpenFour):
		// The opponent threatens a straight four, and this point is one
		// where he would make a four: it answers his three.
		return WhyBlockThree
	case mine == clFour:
		return WhyFour
	case mine == clThree:
		return WhyThree
	}
	return ""
}

// straight reports whether c makes a straight four at i along one line,
// from an open three, rather than two fours along two.
func straight(p *position, c int8, i int) bool {
	for _, sh := range p.shapes[c][i*4 : i*4+4] {
		if sh == shOpenFour {
			return true
		}
	}
	return false
}
