package minesweeper

import (
	"context"
	"fmt"
	"slices"
)

// Action is the kind of a move.
type Action uint8

// The actions.
const (
	// Open opens a hidden or question-marked cell. The first Open of a game
	// lays the mines, never within one cell of it.
	Open Action = iota
	// Flag toggles a flag: on a hidden or question-marked cell, off a flagged one.
	Flag
	// Question toggles a question mark: on a hidden or flagged cell, off a marked one.
	Question
	// Chord opens the unflagged neighbours of an open number whose flags
	// around it equal the number.
	Chord
)

var actionLetters = [...]byte{'o', 'f', 'q', 'c'}

// String returns the action's letter in a save: o, f, q or c.
func (a Action) String() string {
	if int(a) < len(actionLetters) {
		return string(actionLetters[a])
	}
	return "?"
}

// Move is an action on the cell at column X, row Y (both from 0).
type Move struct {
	Action Action
	X, Y   int
}

// String returns the move as written in a save, such as "o15,8".
func (m Move) String() string { return fmt.Sprintf("%v%d,%d", m.Action, m.X, m.Y) }

// Apply plays m and returns the new state; s is unchanged. An illegal move
// returns an error wrapping ErrIllegalMove. The first Open of a no-guess
// game runs the generator; use ApplyContext to bound it or yield.
func (s State) Apply(m Move) (State, error) {
	return s.ApplyContext(context.Background(), m, Options{})
}

// ApplyContext is Apply with a context and options for the no-guess
// generator that the first Open may run. They stop it, never change it.
func (s State) ApplyContext(ctx context.Context, m Move, opt Options) (State, error) {
	if s.marks == nil {
		return s, fmt.Errorf("%w: no game", ErrIllegalMove)
	}
	if s.status.Over() {
		return s, fmt.Errorf("%w: the game is %v", ErrIllegalMove, s.status)
	}
	if !s.inside(m.X, m.Y) {
		return s, fmt.Errorf("%w: %v is off the %dx%d board", ErrIllegalMove, m, s.p.Width, s.p.Height)
	}
	i := m.Y*s.p.Width + m.X
	t := s
	t.marks = slices.Clone(s.marks)
	switch m.Action {
	case Open:
		switch s.marks[i] {
		case mOpen:
			return s, fmt.Errorf("%w: %v: cell already open", ErrIllegalMove, m)
		case mFlag:
			return s, fmt.Errorf("%w: %v: cell is flagged", ErrIllegalMove, m)
		}
		if t.status == Ready {
			mine, err := Layout(ctx, s.p, s.seed, m.X, m.Y, opt)
			if err != nil {
				return s, err
			}
			t.mine = mine
			t.count = geometryFor(s.p.Width, s.p.Height).counts(mine)
			t.status = Playing
		}
		t.open([]int{i})
	case Flag:
		switch s.marks[i] {
		case mOpen:
			return s, fmt.Errorf("%w: %v: cell is open", ErrIllegalMove, m)
		case mFlag:
			t.marks[i] = mHidden
			t.flags--
		default:
			t.marks[i] = mFlag
			t.flags++
		}
	case Question:
		switch s.marks[i] {
		case mOpen:
			return s, fmt.Errorf("%w: %v: cell is open", ErrIllegalMove, m)
		case mQuestion:
			t.marks[i] = mHidden
		case mFlag:
			t.marks[i] = mQuestion
			t.flags--
		default:
			t.marks[i] = mQuestion
		}
	case Chord:
		if s.marks[i] != mOpen || s.count[i] == 0 {
			return s, fmt.Errorf("%w: %v: not an open number", ErrIllegalMove, m)
		}
		g := geometryFor(s.p.Width, s.p.Height)
		flags := 0
		var todo []int
		for _, j := range g.nb(i) {
			switch s.marks[j] {
			case mFlag:
				flags++
			case mHidden, mQuestion:
				todo = append(todo, int(j))
			}
		}
		if flags != int(s.count[i]) {
			return s, fmt.Errorf("%w: %v: %d flags around a %d", ErrIllegalMove, m, flags, s.count[i])
		}
		if len(todo) == 0 {
			return s, fmt.Errorf("%w: %v: nothing to open", ErrIllegalMove, m)
		}
		t.open(todo)
	default:
		return s, fmt.Errorf("%w: unknown action %d", ErrIllegalMove, m.Action)
	}
	t.moves = append(slices.Clip(s.moves), m)
	return t, nil
}

// open opens the cells, flooding from every 0 with an explicit queue. A
// mine among them loses the game (the first one is the exploded mine). The
// flood also opens question marks and wrong flags in its way: a neighbour
// of a 0 is never a mine.
func (s *State) open(cells []int) {
	for _, i := range cells {
		if s.mine[i] {
			s.status = Lost
			s.exploded = i
			return
		}
	}
	g := geometryFor(s.p.Width, s.p.Height)
	queue := cells
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if s.marks[i] == mOpen {
			continue
		}
		if s.marks[i] == mFlag {
			s.flags--
		}
		s.marks[i] = mOpen
		s.opened++
		if s.count[i] == 0 {
			for _, j := range g.nb(i) {
				if s.marks[j] != mOpen {
					queue = append(queue, int(j))
				}
			}
		}
	}
	if s.opened == s.p.Cells()-s.p.Mines {
		s.status = Won
		for i, m := range s.mine {
			if m && s.marks[i] != mFlag {
				s.marks[i] = mFlag
				s.flags++
			}
		}
	}
}
