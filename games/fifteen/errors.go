package fifteen

import "errors"

// Errors returned by this package, wrapped with details; test with errors.Is.
var (
	// ErrBadID reports an ID or position that does not follow the grammar.
	ErrBadID = errors.New("bad game id")
	// ErrSize reports an unsupported board size.
	ErrSize = errors.New("unsupported board size")
	// ErrBadTiles reports a list of tiles that is not a permutation of 0 .. n*n-1.
	ErrBadTiles = errors.New("tiles are not a permutation")
	// ErrUnsolvable reports a position that cannot reach the goal.
	ErrUnsolvable = errors.New("position is not solvable")
	// ErrIllegalMove reports a move that is not in the blank's row or column.
	ErrIllegalMove = errors.New("illegal move")
	// ErrSolved reports a move made after the puzzle was solved.
	ErrSolved = errors.New("puzzle is already solved")
)
