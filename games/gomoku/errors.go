package gomoku

import "errors"

// Errors returned by this package, wrapped with details; test with errors.Is.
// Every rejected move wraps ErrIllegalMove together with the precise reason
// (ErrBadPoint, ErrOccupied, ErrForbidden or ErrGameOver).
var (
	// ErrBadID reports a game ID that does not follow the grammar.
	ErrBadID = errors.New("bad game id")
	// ErrSize reports an unsupported board size.
	ErrSize = errors.New("unsupported board size")
	// ErrBadRule reports an unknown rule set.
	ErrBadRule = errors.New("unknown rule set")
	// ErrBadPoint reports a coordinate that is malformed or off the board.
	ErrBadPoint = errors.New("bad point")
	// ErrIllegalMove reports a move that may not be played.
	ErrIllegalMove = errors.New("illegal move")
	// ErrOccupied reports a move onto a stone.
	ErrOccupied = errors.New("point is occupied")
	// ErrForbidden reports a forbidden point for black under renju.
	ErrForbidden = errors.New("forbidden point")
	// ErrGameOver reports a move made after the game ended.
	ErrGameOver = errors.New("game is over")
	// ErrNoMoves reports an undo at the start of the game.
	ErrNoMoves = errors.New("no move to undo")
)
