// Command pbrain-pastime is Pastime's Gomoku computer player as a Gomocup
// brain: it speaks the Gomocup (Piskvork) protocol on standard input and
// output, so tournament managers and match tools can play it against
// other brains.
//
//	pbrain-pastime [-level strongest] [-nodes N] [-seed 1] [-quiet]
//
// It understands START, RECTSTART (square boards only), BEGIN, TURN,
// BOARD ... DONE, INFO (timeout_turn, timeout_match, time_left,
// max_memory, rule), TAKEBACK, RESTART, ABOUT and END. Other commands
// get UNKNOWN; bad input (a malformed coordinate, an occupied point, a
// stone off the board, an unsupported size) gets a line starting with
// ERROR, and the brain goes on reading commands.
//
// Gomocup coordinates are "x,y" counted from 0 at the top-left corner; a
// Gomocup rule is a bit set where 1 means exactly five wins and 4 means
// renju (0 is freestyle). Boards of 5 to 20 points a side are supported,
// so both Gomocup's freestyle size, 20, and its renju size, 15, are; START
// with any other size gets ERROR.
//
// Each move is bounded by INFO timeout_turn (with a safety margin) and a
// share of INFO time_left, and the search uses all of it: time a move
// leaves over is lost (ai.Options.WholeTime). -nodes adds a node budget,
// which makes the moves depend only on the position, the level and the
// seed, as long as the budget rather than the clock ends the search.
// Before each move the brain prints a MESSAGE line with the search's
// depth, nodes and speed, unless -quiet.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/pastime-games/pastime/games/gomoku/ai"
)

func main() {
	level := flag.String("level", "strongest", "easy, medium, hard or strongest")
	nodes := flag.Int64("nodes", 0, "node budget per move (0: only the clock bounds the search)")
	seed := flag.Uint64("seed", 1, "seed for choosing between equal moves")
	quiet := flag.Bool("quiet", false, "print no MESSAGE lines")
	flag.Parse()
	l, err := ai.ParseLevel(*level)
	if err != nil {
		fmt.Fprintln(os.Stderr, "pbrain-pastime:", err)
		os.Exit(2)
	}
	b := newBrain(os.Stdout, config{level: l, nodes: *nodes, seed: *seed, quiet: *quiet})
	if err := b.serve(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "pbrain-pastime:", err)
		os.Exit(1)
	}
}
