package gomoku

import (
	"fmt"
	"slices"
)

// State is a game: the params, the stones, the moves that placed them and
// the outcome. It is a value: [State.Apply] and [State.Undo] return a new
// State and never change the old one. The zero State is not a game; get
// one from [New] or [Parse].
type State struct {
	params Params
	board  Board
	moves  []Point // never appended to in place: every State owns its prefix
	status Status
	line   []Point // the winning line, when status is a win
}

// Status tells whether a game is still being played and how it ended.
type Status int8

// The statuses of a game.
const (
	Playing Status = iota
	BlackWins
	WhiteWins
	Draw // the board is full
)

// String returns "playing", "black wins", "white wins" or "draw".
func (st Status) String() string {
	switch st {
	case BlackWins:
		return "black wins"
	case WhiteWins:
		return "white wins"
	case Draw:
		return "draw"
	}
	return "playing"
}

// New returns an empty board ready for black's first move; it fails with
// ErrSize or ErrBadRule.
func New(p Params) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	b, _ := NewBoard(p.Size)
	return State{params: p, board: b}, nil
}

// Params returns the size and rule of the game.
func (s State) Params() Params { return s.params }

// Size returns the width of the board.
func (s State) Size() int { return s.params.Size }

// Rule returns the rule set of the game.
func (s State) Rule() Rule { return s.params.Rule }

// At returns the stone at p, Empty for an empty point or one off the board.
func (s State) At(p Point) Color { return s.board.At(p) }

// Board returns a copy of the stones, for analysis.
func (s State) Board() Board { return s.board }

// Moves returns a copy of the moves played so far, black's first.
func (s State) Moves() []Point { return slices.Clone(s.moves) }

// MoveCount returns the number of moves played so far.
func (s State) MoveCount() int { return len(s.moves) }

// LastMove returns the last move played; ok is false at the start.
func (s State) LastMove() (p Point, ok bool) {
	if len(s.moves) == 0 {
		return Point{}, false
	}
	return s.moves[len(s.moves)-1], true
}

// Turn returns the colour to move: black after an even number of moves.
// It is still defined when the game is over.
func (s State) Turn() Color {
	if len(s.moves)%2 == 0 {
		return Black
	}
	return White
}

// Status reports whether the game goes on and how it ended.
func (s State) Status() Status { return s.status }

// Over reports whether the game has ended.
func (s State) Over() bool { return s.status != Playing }

// Winner returns the colour that won, or Empty while playing or after a draw.
func (s State) Winner() Color {
	switch s.status {
	case BlackWins:
		return Black
	case WhiteWins:
		return White
	}
	return Empty
}

// WinningLine returns the stones of the line that won, from one end to the
// other (five, or more under freestyle), or nil if nobody has won.
func (s State) WinningLine() []Point { return slices.Clone(s.line) }

// Legal returns nil if the player to move may play at p, or why not: an
// error wrapping ErrIllegalMove and one of ErrGameOver, ErrBadPoint,
// ErrOccupied or ErrForbidden.
func (s State) Legal(p Point) error {
	switch {
	case s.params.Size == 0:
		return fmt.Errorf("%w: %w", ErrIllegalMove, ErrSize)
	case s.status != Playing:
		return fmt.Errorf("%w: %v: %w (%v)", ErrIllegalMove, p, ErrGameOver, s.status)
	case !p.On(s.params.Size):
		return fmt.Errorf("%w: %w: %v is off the board", ErrIllegalMove, ErrBadPoint, p)
	case s.board.At(p) != Empty:
		return fmt.Errorf("%w: %v: %w", ErrIllegalMove, p, ErrOccupied)
	}
	if s.params.Rule == Renju && s.Turn() == Black {
		if r := s.board.Forbidden(p); r != Allowed {
			return fmt.Errorf("%w: %v: %w (%v)", ErrIllegalMove, p, ErrForbidden, r)
		}
	}
	return nil
}

// Apply plays m for the player to move and returns the new state; the
// receiver is unchanged. An illegal move returns the receiver unchanged
// and an error from [State.Legal].
func (s State) Apply(m Move) (State, error) {
	if err := s.Legal(m); err != nil {
		return s, err
	}
	c := s.Turn()
	next := s
	next.moves = append(s.moves[:len(s.moves):len(s.moves)], m)
	next.board.Set(m, c)
	if line := next.board.WinningLine(m, s.params.Rule); line != nil {
		next.line = line
		next.status = BlackWins
		if c == White {
			next.status = WhiteWins
		}
	} else if len(next.moves) == s.params.Size*s.params.Size {
		next.status = Draw
	}
	return next, nil
}

// Undo takes back the last move and returns the state before it; the
// receiver is unchanged. It fails with ErrNoMoves at the start.
func (s State) Undo() (State, error) {
	if len(s.moves) == 0 {
		return s, ErrNoMoves
	}
	last := s.moves[len(s.moves)-1]
	prev := s
	prev.moves = s.moves[: len(s.moves)-1 : len(s.moves)-1]
	prev.board.Set(last, Empty)
	prev.status = Playing
	prev.line = nil
	return prev, nil
}

// ForbiddenPoints returns the points where black may not play now, with
// the reasons, ordered by column and then by row; it is nil unless the
// rule is renju and the game is still being played. It does not depend on
// whose turn it is, so the UI can show black's forbidden points while
// white thinks.
func (s State) ForbiddenPoints() []Forbidden {
	if s.params.Rule != Renju || s.status != Playing {
		return nil
	}
	return s.board.ForbiddenPoints()
}

// Equal reports whether two states are the same game: same params and the
// same moves (hence the same stones and outcome).
func (s State) Equal(t State) bool {
	return s.params == t.params && slices.Equal(s.moves, t.moves)
}

// String draws the board as [Board.String] does.
func (s State) String() string { return s.board.String() }

// Rewind returns the game after its first n moves, for stepping back
// through a game (finished or not) without losing it: s itself is
// unchanged, and its later moves can be replayed from the result. It
// fails with ErrNoMoves if n is negative or more than the moves played.
func (s State) Rewind(n int) (State, error) {
	if n < 0 || n > len(s.moves) {
		return s, fmt.Errorf("%w: %d of %d moves", ErrNoMoves, n, len(s.moves))
	}
	for len(s.moves) > n {
		s, _ = s.Undo()
	}
	return s, nil
}
