// Package vocab holds the words the computer player of Gomoku shares with
// the pages that show it: the names of its levels and the reasons a hint
// gives. A page needs these words but not the player, whose search runs in
// a worker of its own, so they live apart from package ai and a page that
// imports them carries none of the engine's code or tables.
package vocab

// Levels names the computer's levels, from the weakest: ai.Level's values
// in order.
var Levels = [...]string{"easy", "medium", "hard", "strongest"}

// Why a move is good, in a word a page can put into a sentence. ai.Explain
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

// Whys lists every reason a hint can give.
var Whys = []string{
	WhyFive, WhyBlockFive, WhyVCF, WhyVCT, WhyOpenFour, WhyFourThree,
	WhyBlockOpenFour, WhyBlockFourThree, WhyDoubleThree, WhyBlockThree, WhyFour, WhyThree,
}
