package gomoku

import (
	"fmt"
	"strings"
)

// maxIDLen bounds the input Parse looks at; the longest canonical ID (a
// full 19x19 board) is under 1,500 bytes.
const maxIDLen = 4096

// ID returns the game's ID: its params, ":" and its moves joined by "."
// ("renju:h8.h9.i8"). Parse(s.ID()) rebuilds s. See the package doc for
// the grammar.
func (s State) ID() string {
	return s.params.String() + ":" + FormatMoves(s.moves)
}

// Parse returns the game named by an ID such as "renju:h8.h9.i8",
// "freestyle-19:" or "standard:h8,i9": the params, then the moves, which
// are replayed through [State.Apply]. It fails with ErrBadID, ErrSize,
// ErrBadRule, ErrBadPoint or an error wrapping ErrIllegalMove.
func Parse(id string) (State, error) {
	if len(id) > maxIDLen {
		return State{}, fmt.Errorf("%w: too long", ErrBadID)
	}
	head, list, ok := strings.Cut(id, ":")
	if !ok {
		return State{}, fmt.Errorf("%w: %q has no ':'", ErrBadID, id)
	}
	p, err := ParseParams(head)
	if err != nil {
		return State{}, err
	}
	s, err := New(p)
	if err != nil {
		return State{}, err
	}
	moves, err := ParseMoves(list, p.Size)
	if err != nil {
		return State{}, err
	}
	return Replay(s, moves)
}

// Replay plays moves from s in order and returns the resulting state, or
// the first error with the number of the move that caused it.
func Replay(s State, moves []Point) (State, error) {
	for _, m := range moves {
		next, err := s.Apply(m)
		if err != nil {
			return State{}, fmt.Errorf("move %d: %w", s.MoveCount()+1, err)
		}
		s = next
	}
	return s, nil
}
