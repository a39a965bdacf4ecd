// Command gomoku is the command-line companion of the Gomoku game.
//
//	gomoku forbidden [-size 15] [-explain] < positions
//
// reads positions from standard input, one per line as a move list from
// the first move ("h8 h9 i8 ..."; points may also be separated by "." or
// ","), and prints for each the points where black may not play under
// renju, ordered by column and then by row and separated by spaces, or
// "-" when there are none. A bad record prints a line starting with
// "error:" and the next lines go on. With -explain each point is followed
// by ":" and its reason: "h8:double-three", "j10:double-four",
// "k11:overline".
//
//	gomoku move [-level hard] [-seed 1] [-nodes N] [-time 2s] ID
//
// prints the computer's move in the game with the given ID
// ("renju:h8.h9"), with its search statistics on standard error.
//
//	gomoku match [-black hard] [-white easy] [-rule freestyle] [-games 10] [-seed 1] [-nodes N] [-v]
//
// plays computer players against each other, each pair of games from the
// same random three-stone opening with colours swapped, and prints the
// score and the average time per move of each (with -v, every game's ID).
//
//	gomoku match -a "bin/pbrain-pastime" -b "bin/pbrain-pastime -level easy" [-time 1s] [-rule freestyle] [-openings 16] [-sym 1] [-v]
//
// plays two Gomocup brains against each other over the protocol, one game
// at a time: each of a fixed list of three-stone openings once with
// either brain as black (with -sym k, in each of k orientations of the
// board), both brains given -time per move (INFO
// timeout_turn). A brain loses a game by an illegal move, an ERROR, a
// crash or an answer more than 2 s late. It prints the score of A, the
// Elo difference A-B with its 95% error bar, A's results with each
// colour, and each brain's move times and (for pbrain-pastime) search
// depth and speed.
//
//	gomoku tune [-skip 4] [-l2 1e-4] [-l2sets 3e-4] GAMES.sgf...
//	gomoku tune -values FILE [-scale 300] [-l2 1e-4] [-l2sets 3e-4]
//
// fits the weights of the engine's evaluation to the results of finished
// games (SGF, as match tools write them): every quiet position after the
// first -skip moves is an example, labelled with whether the player to
// move went on to win. With -values the examples are positions valued by
// a judge instead (lines "ID value", as "gomoku judge -label" writes
// them), each labelled with the chance its value gives the player to
// move. It prints the weights as Go source for
// games/gomoku/ai/features.go and the fit's log loss and accuracy on
// what it fitted, on every fifth game or position, held out, and of the
// weights in use on those.
//
//	gomoku judge -engine BRAIN -judge BRAIN [-judge-nodes 100000] [-judge-clear YXHASHCLEAR] [-eval RE] [-scale 300] [-keep 0] [-cache FILE] [-workers 1] [-time 1m] POSITIONS
//	gomoku judge -compare A B
//	gomoku judge -positions GAMES.sgf [-player NAME] [-from 8] [-to 43] [-every 1]
//	gomoku judge -label -judge BRAIN [-judge-nodes 100000] [-cache FILE] [-workers 1] POSITIONS
//
// screens an engine on single moves, with a stronger Gomocup brain as the
// judge. For each position of POSITIONS (game IDs, one a line) the engine
// chooses its move within its own budget (its command line's, such as
// "bin/pbrain-pastime -nodes 600000"), the judge searches the position
// after it (INFO max_node), and its value for the player to move, read from
// its MESSAGE lines with -eval and turned into a chance with -scale, is the
// move's worth to the engine. It prints each position, move and chance,
// tab-separated, and the mean chance on standard error. Each position is a
// new game for the engine (RESTART), and -judge-clear is sent to the judge
// before each (Rapfi's YXHASHCLEAR), so a run does not depend on the
// order of the positions. The judge's values are kept in -cache, so a
// move already judged costs nothing; with -keep
// only the positions the judge values within ±keep, with no forced result,
// are screened. -compare pairs two such runs by position and prints the
// moves changed and B's mean gain over A in points of chance with its 95%
// interval; -positions lists positions of SGF games as game IDs; -label
// has the judge alone value each position and prints it with its value,
// for "gomoku tune -values". A screen
// tells small changes apart in less time than a match, where only the
// results of whole games count.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `usage:
	gomoku forbidden [-size 15] [-explain] < positions
	gomoku move [-level hard] [-seed 1] [-nodes N] [-time 2s] ID
	gomoku match [-black hard] [-white easy] [-rule freestyle] [-games 10] [-seed 1] [-nodes N] [-v]
	gomoku match -a BRAIN -b BRAIN [-time 1s] [-rule freestyle] [-openings 16] [-sym 1] [-v]
	gomoku tune [-skip 4] [-l2 1e-4] [-l2sets 3e-4] GAMES.sgf...
	gomoku tune -values FILE [-scale 300] [-l2 1e-4] [-l2sets 3e-4]
	gomoku judge -engine BRAIN -judge BRAIN [-judge-nodes 100000] [-judge-clear YXHASHCLEAR] [-eval RE] [-scale 300] [-keep 0] [-cache FILE] [-workers 1] [-time 1m] POSITIONS
	gomoku judge -compare A B
	gomoku judge -positions GAMES.sgf [-player NAME] [-from 8] [-to 43] [-every 1]
	gomoku judge -label -judge BRAIN [-judge-nodes 100000] [-cache FILE] [-workers 1] POSITIONS
`

// run executes a command line and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "forbidden":
		return forbidden(args[1:], stdin, stdout, stderr)
	case "move":
		return move(args[1:], stdout, stderr)
	case "match":
		return match(args[1:], stdout, stderr)
	case "tune":
		return tune(args[1:], stdout, stderr)
	case "judge":
		return judge(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "gomoku: unknown command %q\n%s", args[0], usage)
	return 2
}
