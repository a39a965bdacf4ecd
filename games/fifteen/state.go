package fifteen

import (
	"fmt"
	"strings"
)

// State is a position of the puzzle together with the counters of the game
// that led to it. It is a comparable value: [State.Apply] returns a new State
// and never changes the old one. The zero State is not a game; get one from
// [New], [FromTiles] or [Parse].
type State struct {
	n      uint8
	blank  uint8
	cells  [maxCells]uint8 // cells[r*n+c] is the tile there, 0 for the blank
	moves  int
	slides int
	id     string // the ID of the game's starting position
}

// Status tells whether a game is still being played.
type Status int8

// The statuses of a game.
const (
	Playing Status = iota // some tile is out of place
	Solved                // every tile is home
)

// String returns "playing" or "solved".
func (st Status) String() string {
	if st == Solved {
		return "solved"
	}
	return "playing"
}

// FromTiles returns the position whose cells, in reading order, hold tiles
// (0 for the blank); the board size is the square root of len(tiles). The
// game's ID lists the tiles. It fails with ErrSize, ErrBadTiles or
// ErrUnsolvable.
func FromTiles(tiles []int) (State, error) {
	n := 0
	for n*n < len(tiles) {
		n++
	}
	if n*n != len(tiles) {
		return State{}, fmt.Errorf("%w: %d tiles is not a square board", ErrSize, len(tiles))
	}
	if err := (Params{Size: n}).Validate(); err != nil {
		return State{}, err
	}
	var s State
	s.n = uint8(n)
	var seen [maxCells]bool
	for i, t := range tiles {
		if t < 0 || t >= n*n || seen[t] {
			return State{}, fmt.Errorf("%w: tile %d at cell %d", ErrBadTiles, t, i)
		}
		seen[t] = true
		s.cells[i] = uint8(t)
		if t == 0 {
			s.blank = uint8(i)
		}
	}
	if !s.solvable() {
		return State{}, fmt.Errorf("%w: %s", ErrUnsolvable, s.Position())
	}
	s.id = s.Position()
	return s, nil
}

// Goal returns the solved position of the given size; it fails with ErrSize.
func Goal(p Params) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	tiles := make([]int, p.Size*p.Size)
	for i := range len(tiles) - 1 {
		tiles[i] = i + 1
	}
	return FromTiles(tiles)
}

// solvable reports whether the permutation parity (blank counted as tile
// n*n) equals the parity of the blank's taxicab distance to its home cell.
// Every move flips both, and the goal has both even; see the package doc.
func (s State) solvable() bool {
	n := int(s.n)
	var visited [maxCells]bool
	cycles := 0
	for i := range n * n {
		if visited[i] {
			continue
		}
		cycles++
		for j := i; !visited[j]; {
			visited[j] = true
			// The tile in cell j belongs in cell home(t).
			t := int(s.cells[j])
			if t == 0 {
				j = n*n - 1
			} else {
				j = t - 1
			}
		}
	}
	permOdd := (n*n-cycles)%2 == 1
	r, c := int(s.blank)/n, int(s.blank)%n
	distOdd := (2*n-2-r-c)%2 == 1
	return permOdd == distOdd
}

// Params returns the size of the board.
func (s State) Params() Params { return Params{Size: int(s.n)} }

// Size returns the width of the board.
func (s State) Size() int { return int(s.n) }

// Tile returns the tile at row r, column c (from 0, top left), 0 for the
// blank or for a cell outside the board.
func (s State) Tile(r, c int) int {
	n := int(s.n)
	if r < 0 || c < 0 || r >= n || c >= n {
		return 0
	}
	return int(s.cells[r*n+c])
}

// Tiles returns the tiles in reading order, 0 for the blank.
func (s State) Tiles() []int {
	n := int(s.n)
	out := make([]int, n*n)
	for i := range out {
		out[i] = int(s.cells[i])
	}
	return out
}

// Find returns the row and column of tile t (0 finds the blank); ok is
// false if t is not on the board.
func (s State) Find(t int) (r, c int, ok bool) {
	n := int(s.n)
	for i := range n * n {
		if int(s.cells[i]) == t {
			return i / n, i % n, true
		}
	}
	return 0, 0, false
}

// Blank returns the row and column of the blank.
func (s State) Blank() (r, c int) {
	if s.n == 0 {
		return 0, 0
	}
	return int(s.blank) / int(s.n), int(s.blank) % int(s.n)
}

// Moves returns the number of tiles moved so far (a slide of k tiles counts k).
func (s State) Moves() int { return s.moves }

// Slides returns the number of moves made so far (a slide of k tiles counts one).
func (s State) Slides() int { return s.slides }

// Started reports whether a move has been made; the game's timer runs from
// the first move.
func (s State) Started() bool { return s.slides > 0 }

// Status reports whether the puzzle is solved.
func (s State) Status() Status {
	n := int(s.n)
	if n == 0 {
		return Playing
	}
	for i := range n*n - 1 {
		if int(s.cells[i]) != i+1 {
			return Playing
		}
	}
	return Solved
}

// String draws the board, one row per line, with "." for the blank.
func (s State) String() string {
	n := int(s.n)
	w := len(fmt.Sprint(n*n - 1))
	var b strings.Builder
	for r := range n {
		for c := range n {
			if c > 0 {
				b.WriteByte(' ')
			}
			if t := s.cells[r*n+c]; t == 0 {
				fmt.Fprintf(&b, "%*s", w, ".")
			} else {
				fmt.Fprintf(&b, "%*d", w, t)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
