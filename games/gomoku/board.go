package gomoku

import (
	"fmt"
	"strings"
)

// Board is a square grid of stones, a plain value for analysis: unlike
// [State] it knows nothing of turns or rules, so computer players may set
// and clear stones freely while searching. The zero Board has size 0; use
// [NewBoard] or [State.Board].
type Board struct {
	size  int
	cells [MaxSize * MaxSize]Color // cells[y*size+x]
}

// NewBoard returns an empty board of the given size; it fails with ErrSize.
func NewBoard(size int) (Board, error) {
	if size < MinSize || size > MaxSize {
		return Board{}, fmt.Errorf("%w: %d (want %d to %d)", ErrSize, size, MinSize, MaxSize)
	}
	return Board{size: size}, nil
}

// Size returns the width of the board.
func (b *Board) Size() int { return b.size }

// At returns the stone at p, Empty for an empty point or one off the board.
func (b *Board) At(p Point) Color {
	if !p.On(b.size) {
		return Empty
	}
	return b.cells[p.Y*b.size+p.X]
}

// Set puts c (Empty to clear) at p; points off the board are ignored.
func (b *Board) Set(p Point, c Color) {
	if p.On(b.size) {
		b.cells[p.Y*b.size+p.X] = c
	}
}

// Stones returns the number of stones on the board.
func (b *Board) Stones() int {
	n := 0
	for _, c := range b.cells[:b.size*b.size] {
		if c != Empty {
			n++
		}
	}
	return n
}

// directions are the four line directions: along a row, along a column,
// and the two diagonals (rising to the right, rising to the left).
var directions = [4]Point{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// Directions returns the four line directions, in the order the rules
// check them: along a row {1, 0}, along a column {0, 1}, and the two
// diagonals, rising to the right {1, 1} and to the left {-1, 1}.
func Directions() [4]Point { return directions }

// at is At with a sentinel for points off the board, which block lines
// like a stone of neither colour.
func (b *Board) at(x, y int) Color {
	if x < 0 || y < 0 || x >= b.size || y >= b.size {
		return offBoard
	}
	return b.cells[y*b.size+x]
}

// offBoard marks a point beyond the edge.
const offBoard Color = 3

// Run returns the unbroken line of stones of p's colour through p along
// direction d (one of [Directions]), from one end to the other. It is empty
// if p is empty or off the board.
func (b *Board) Run(p Point, d Point) []Point {
	c := b.At(p)
	if c == Empty {
		return nil
	}
	lo, hi := b.extent(p, d, c)
	run := make([]Point, 0, hi-lo+1)
	for k := lo; k <= hi; k++ {
		run = append(run, Point{p.X + k*d.X, p.Y + k*d.Y})
	}
	return run
}

// extent returns how far the line of c through p reaches backwards (lo <=
// 0) and forwards (hi >= 0) along d, counting p itself as c.
func (b *Board) extent(p Point, d Point, c Color) (lo, hi int) {
	for b.at(p.X+(lo-1)*d.X, p.Y+(lo-1)*d.Y) == c {
		lo--
	}
	for b.at(p.X+(hi+1)*d.X, p.Y+(hi+1)*d.Y) == c {
		hi++
	}
	return lo, hi
}

// runLength returns the length of c's line through p along d, counting p
// as c whatever is there.
func (b *Board) runLength(p Point, d Point, c Color) int {
	lo, hi := b.extent(p, d, c)
	return hi - lo + 1
}

// wins reports whether n stones in a row win for c under r.
func wins(n int, c Color, r Rule) bool {
	if r.exact(c) {
		return n == 5
	}
	return n >= 5
}

// WinningLine returns the first line through p (in the order of
// [Directions]) that wins for the stone at p under r, or nil if there is
// none. Under freestyle the line may be longer than five.
func (b *Board) WinningLine(p Point, r Rule) []Point {
	c := b.At(p)
	if c == Empty {
		return nil
	}
	for _, d := range directions {
		if wins(b.runLength(p, d, c), c, r) {
			return b.Run(p, d)
		}
	}
	return nil
}

// Wins reports whether c playing at the empty point p makes a winning line
// under r (whether or not the move is forbidden otherwise: a five always
// takes precedence).
func (b *Board) Wins(p Point, c Color, r Rule) bool {
	if b.At(p) != Empty || !p.On(b.size) {
		return false
	}
	for _, d := range directions {
		if wins(b.runLength(p, d, c), c, r) {
			return true
		}
	}
	return false
}

// String draws the board from the top row down, "X" for black, "O" for
// white and "." for an empty point, one row per line.
func (b *Board) String() string {
	var sb strings.Builder
	for y := b.size - 1; y >= 0; y-- {
		for x := range b.size {
			sb.WriteByte(".XO"[b.cells[y*b.size+x]])
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// ParseBoard reads a board drawn as by [Board.String]: one line per row
// from the top, "X" or "x" for black, "O" or "o" for white and any other
// character for an empty point; blank lines and spaces are ignored. The
// board is as wide as it is tall. It fails with ErrSize or ErrBadID.
func ParseBoard(s string) (Board, error) {
	var rows []string
	for _, line := range strings.Split(s, "\n") {
		line = strings.ReplaceAll(strings.TrimSpace(line), " ", "")
		if line != "" {
			rows = append(rows, line)
		}
	}
	b, err := NewBoard(len(rows))
	if err != nil {
		return Board{}, err
	}
	for i, row := range rows {
		if len(row) != b.size {
			return Board{}, fmt.Errorf("%w: row %d has %d points, want %d", ErrBadID, i+1, len(row), b.size)
		}
		y := b.size - 1 - i
		for x := range b.size {
			switch row[x] {
			case 'X', 'x':
				b.cells[y*b.size+x] = Black
			case 'O', 'o':
				b.cells[y*b.size+x] = White
			}
		}
	}
	return b, nil
}
