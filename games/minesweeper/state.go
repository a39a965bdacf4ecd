package minesweeper

import (
	"slices"
	"strings"
)

// Status is the stage of a game.
type Status uint8

// The stages. A game is Ready until its first Open lays the mines.
const (
	Ready Status = iota
	Playing
	Won
	Lost
)

var statusNames = [...]string{"ready", "playing", "won", "lost"}

// String returns the status in lowercase.
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "Status(?)"
}

// Over reports whether the game has ended.
func (s Status) Over() bool { return s == Won || s == Lost }

// Tile is what a cell shows.
type Tile uint8

// The tiles. Mine, Exploded and WrongFlag appear only when a game is lost;
// when it is won every mine shows Flagged.
const (
	Hidden     Tile = iota // not opened, unmarked
	Flagged                // marked as a mine
	Questioned             // marked with a question mark
	Opened                 // open; Number gives its count
	Mine                   // a mine the player had not flagged (lost game)
	Exploded               // the mine that was opened (lost game)
	WrongFlag              // a flag on a cell without a mine (lost game)
)

var tileNames = [...]string{"hidden", "flagged", "questioned", "opened", "mine", "exploded", "wrong flag"}

// String returns the tile's name.
func (t Tile) String() string {
	if int(t) < len(tileNames) {
		return tileNames[t]
	}
	return "Tile(?)"
}

// mark is the player's side of a cell.
type mark uint8

const (
	mHidden mark = iota
	mFlag
	mQuestion
	mOpen
)

// State is a game position. It is a value: Apply returns a new State and
// never changes the one it is called on, and copies share only data that
// no longer changes (the layout).
type State struct {
	p        Params
	seed     uint64
	mine     []bool // nil while Ready
	count    []int8
	marks    []mark
	moves    []Move
	status   Status
	opened   int
	flags    int
	exploded int // cell index of the exploded mine, or -1
}

// New returns a fresh game: no mines are laid until the first Open.
func New(p Params, seed uint64) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	return State{p: p, seed: seed, marks: make([]mark, p.Cells()), exploded: -1}, nil
}

// Params returns the game's parameters.
func (s State) Params() Params { return s.p }

// Seed returns the game's seed.
func (s State) Seed() uint64 { return s.seed }

// Status returns the stage of the game.
func (s State) Status() Status { return s.status }

// Moves returns a copy of the moves played so far.
func (s State) Moves() []Move { return slices.Clone(s.moves) }

// Clicks returns the number of moves played, the denominator of the
// efficiency.
func (s State) Clicks() int { return len(s.moves) }

// Flags returns the number of flags on the board.
func (s State) Flags() int { return s.flags }

// MinesLeft returns the mine counter: mines minus flags (negative when the
// player has placed too many flags).
func (s State) MinesLeft() int { return s.p.Mines - s.flags }

// Opened returns the number of open cells.
func (s State) Opened() int { return s.opened }

func (s State) inside(x, y int) bool { return x >= 0 && y >= 0 && x < s.p.Width && y < s.p.Height }

// Tile returns what the cell at column x, row y shows. Outside the board it
// returns Hidden.
func (s State) Tile(x, y int) Tile {
	if !s.inside(x, y) || s.marks == nil {
		return Hidden
	}
	i := y*s.p.Width + x
	m := s.marks[i]
	if m == mOpen {
		return Opened
	}
	if s.status == Lost {
		switch {
		case i == s.exploded:
			return Exploded
		case s.mine[i] && m != mFlag:
			return Mine
		case !s.mine[i] && m == mFlag:
			return WrongFlag
		}
	}
	if m == mFlag {
		return Flagged
	}
	if m == mQuestion {
		return Questioned
	}
	return Hidden
}

// Number returns the count of mines around an open cell, and 0 for any
// other cell.
func (s State) Number(x, y int) int {
	if !s.inside(x, y) || s.marks == nil || s.marks[y*s.p.Width+x] != mOpen {
		return 0
	}
	return int(s.count[y*s.p.Width+x])
}

// String draws the board, one row per line: '-' hidden, 'F' flag, '?'
// question mark, '.' an open 0, '1' to '8' numbers, and after a loss '*'
// mine, 'X' the exploded mine, '!' a wrong flag.
func (s State) String() string {
	var b strings.Builder
	for y := 0; y < s.p.Height; y++ {
		for x := 0; x < s.p.Width; x++ {
			switch s.Tile(x, y) {
			case Hidden:
				b.WriteByte('-')
			case Flagged:
				b.WriteByte('F')
			case Questioned:
				b.WriteByte('?')
			case Opened:
				if n := s.Number(x, y); n == 0 {
					b.WriteByte('.')
				} else {
					b.WriteByte(byte('0' + n))
				}
			case Mine:
				b.WriteByte('*')
			case Exploded:
				b.WriteByte('X')
			case WrongFlag:
				b.WriteByte('!')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
