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
// cells, the one with the best chance of surviving both this guess and
// the next, where a number that makes some cell certainly safe counts as
// a safe next move.
//
// Measured at expert (30x16, 99 mines), first click in the middle
// opening an area, no-guess off, seeds 1 to 100000 (the games of
// "minesweeper play -n 100000 -seed 1"): won 52348, 52.35% (95% interval
// 52.04% to 52.66%), about 6 ms of one core a game. Before the
// fifty-fifty rule, the two-move safety and the larger endgame search the
// same games gave 52073 (52.07%; the paired difference is +0.27 points,
// standard error 0.06). From (3,3), where the published solvers start
// and report 53.5% to 54.3%, seeds 1 to 50000 won 26944, 53.89% (95%
// interval 53.45% to 54.32%; before, 53.49%). Searching endgames of up
// to 64 cells when they have few layouts won seeds 200001 to 300000 from
// the middle 52711 times (52.71%, 95% interval 52.40% to 53.02%) against
// 52683 before, for about 2 ms a game more.
//
// Long computations take a context and an [Options] whose Yield hook is
// called every few thousand search nodes, so a browser can time-slice them.
package minesweeper
