package ai

import (
	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai/vocab"
)

// Explain says, in one of vocab's Why words, why p is a good move for the
// player to move in s, given the Reason a search gave for choosing it:
// what the move makes for the player, or what it stops the opponent
// making, the strongest first (a win by threats that starts with an open
// four or a four-three is told by its first move). It returns "" for a
// quiet move, and for a point that is not a legal move.
func Explain(s gomoku.State, p gomoku.Point, reason string) string {
	if s.Over() || s.Legal(p) != nil {
		return ""
	}
	pos := newPosition(s)
	defer pos.release()
	i := pos.index(p.X, p.Y)
	me, op := pos.turn, 3-pos.turn
	mine, theirs := pos.at(me, i).class, pos.at(op, i).class
	if op == black && pos.forbids && pos.at(op, i).odd && pos.forbidden(i) {
		theirs = clNone // black could not play there: nothing to stop
	}
	switch {
	case mine == clFive:
		return vocab.WhyFive
	case theirs == clFive:
		return vocab.WhyBlockFive
	case mine == clOpenFour:
		return vocab.WhyOpenFour
	case mine == clFourThree:
		return vocab.WhyFourThree
	case reason == "vcf":
		return vocab.WhyVCF
	case reason == "vct":
		return vocab.WhyVCT
	case theirs == clOpenFour && !straight(pos, op, i):
		return vocab.WhyBlockOpenFour
	case theirs == clFourThree:
		return vocab.WhyBlockFourThree
	case mine == clDoubleThree:
		return vocab.WhyDoubleThree
	case theirs >= clFour && pos.threatens(op):
		// The opponent threatens a straight four, and this point is one
		// where he would make a four: it answers his three.
		return vocab.WhyBlockThree
	case mine == clFour:
		return vocab.WhyFour
	case mine == clThree:
		return vocab.WhyThree
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
