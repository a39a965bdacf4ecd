package minesweeper

import "errors"

// Errors returned by the package, wrapped with details.
var (
	// ErrIllegalMove reports a move that the rules do not allow now.
	ErrIllegalMove = errors.New("minesweeper: illegal move")
	// ErrBadID reports a game ID or save that cannot be parsed.
	ErrBadID = errors.New("minesweeper: bad game id")
	// ErrGenerate reports that no layout could be made within the search bounds.
	ErrGenerate = errors.New("minesweeper: cannot generate layout")

	errContradiction = errors.New("minesweeper: numbers contradict each other")
)
