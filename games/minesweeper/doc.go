// Package minesweeper holds the rules of Minesweeper, a logic solver with
// exact mine probabilities, and a generator of boards that need no guess.
//
// # Rules
//
// A game is a [State] made by [New] from [Params] and a seed. The mines are
// laid by the first [Open], never within one cell of it, so the first click
// always opens an area; the layout is a function of the parameters, the
// seed and that first click (see [Layout]). Moves are [Open], [Flag],
// [Question] and [Chord]; [State.Apply] returns the next state and never
// changes its receiver, and an illegal move is an error wrapping
// [ErrIllegalMove]. A game is won when every safe cell is open (the mines
// are then flagged) and lost when a mine is opened ([State.Tile] then
// shows every mine, the exploded one and the wrong flags).
//
// With Params.NoGuess the layout can be cleared from the first click by
// logic alone: the generator solves each candidate layout as a player would
// and repairs it where the solver gets stuck.
//
// # Game IDs and saves
//
// A game ID names the parameters and the seed; it says nothing of where
// the mines are, which depends on the first click too:
//
//	id     = level [":ng"] "#" seed
//	level  = "beginner" | "intermediate" | "expert" | "custom:" W "x" H ":" M
//	seed   = decimal uint64, no leading zeros
//
// ":ng" marks a no-guess game. Examples: "expert#8812", "beginner:ng#5",
// "custom:20x12:30#77". A save is the ID followed by the moves:
//
//	save   = id *("/" move)
//	move   = ("o" | "f" | "q" | "c") X "," Y
//
// for open, flag, question mark and chord at column X, row Y from 0, such
// as "expert#8812/o15,8/f3,4/c5,6". [Parse] reads both and replays the
// moves, so Parse(s.Save()) rebuilds s exactly and Parse(s.ID()) starts the
// same game afresh.
//
// # Solver
//
// [State.Hint] reports the cells certainly safe or, when there are none,
// the exact mine probability of every cell. The solver applies the
// single-cell and two-number rules, then enumerates each connected part of
// the frontier, grouping cells that touch the same numbers, and combines
// the parts with the global mine count, weighting each total by the ways
// to place the remaining mines in the interior. [Autoplay] plays a game
// with it. When it must guess, it takes a forced fifty-fifty at once (two
// cells that nothing will ever tell apart), searches the last guesses
// exactly when few cells are left, and otherwise opens, among the safest
// live cells, the one with the best chance of surviving both this guess
// and the next, where a number that makes some cell certainly safe counts
// as a safe next move. A dead cell, whose number can be only one value,
// is never opened while a live one is left.
//
// Measured at expert (30x16, 99 mines), first click opening an area,
// no-guess off, 100,000 games each ("minesweeper play -n 100000 -seed S",
// with -first 3,3 for the corner):
//
//	first click  seeds            won    rate    95% interval
//	(3,3)        1-100000         54127  54.13%  53.82-54.44%
//	(3,3)        200001-300000    54280  54.28%  53.97-54.59%
//	middle       1-100000         52447  52.45%  52.14-52.76%
//	middle       200001-300000    52778  52.78%  52.47-53.09%
//
// (3,3) is where the published solvers start for the rates they report,
// 53.5% to 54.3%; over both sets of seeds this solver wins 54.20% there
// (53.99% to 54.42%), about 11 ms of one core a game. The middle, where
// "minesweeper play" starts by default, wins 1.5 points less on the same
// seeds. Each rule above was measured on the same games with and without
// it; see the comments in play.go and endgame.go.
//
// Long computations take a context and an [Options] whose Yield hook is
// called every few thousand search nodes, so a browser can time-slice them.
package minesweeper
