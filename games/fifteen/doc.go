// Package fifteen implements the rules of Fifteen, the sliding puzzle, on
// square boards from 3x3 to 8x8 (4x4 by default).
//
// A board of size n holds the tiles 1 .. n*n-1 and one blank. The goal is
// the tiles in reading order with the blank in the bottom right corner. A
// move slides one tile into the blank, or several at once: clicking a tile in
// the blank's row or column slides every tile between it and the blank by
// one cell. Each tile moved counts as one move (as speed solvers count) and
// each click as one slide.
//
// # Game IDs
//
// Every game has an ID that rebuilds its starting position exactly:
//
//	ID    = size ( "#" seed | ":" tiles )
//	size  = n "x" n                    n in 3..8, e.g. "4x4"
//	seed  = base-36 digits (0-9, a-z)  a uint64, e.g. "k3f9"
//	tiles = n*n decimal numbers separated by ",", in reading order, 0 for the blank
//
// "4x4#k3f9" is the game New(Params{Size: 4}, seed) deals from that seed, a
// position drawn uniformly from the solvable unsolved positions; the ID
// "3x3:1,2,3,4,5,6,7,0,8" lists the tiles explicitly, so any solvable
// position can be shared. [Parse] turns an ID back into the same [State]
// (s.ID() names the start of the game; [State.Position] names the current
// tiles). A saved game is its ID plus its list of moves, replayed through
// [State.Apply].
//
// # Solvability
//
// Half of all arrangements cannot be solved. Counting the blank as the tile
// n*n, every move is a transposition of the blank with a tile and moves the
// blank by one cell, so the parity of the permutation and the parity of the
// blank's taxicab distance from its home corner change together. A position
// is solvable exactly when the two parities agree; this holds for odd and
// even widths alike, wherever the blank is (for odd widths it reduces to an
// even number of inversions, for even widths to inversions plus the blank's
// row counted from the bottom being even).
//
// The optimal and fast solvers live in the subpackage solver.
package fifteen
