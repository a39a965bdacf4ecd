package gomoku

import (
	"fmt"
	"strconv"
	"strings"
)

// Point is an intersection of the board. X is the column from 0 (column
// "a", on the left) and Y the row from 0 (row "1", at the bottom), so on a
// 15x15 board Point{7, 7} is the centre "h8".
type Point struct {
	X, Y int
}

// Move is the point where the player to move places a stone.
type Move = Point

// String returns the point in the usual notation: the column letter and
// the row number from the bottom, such as "h8". Points too far off the
// board to name print as "?".
func (p Point) String() string {
	if p.X < 0 || p.X >= 26 || p.Y < 0 || p.Y > 98 {
		return "?"
	}
	return string(rune('a'+p.X)) + strconv.Itoa(p.Y+1)
}

// On reports whether p lies on a board of the given size.
func (p Point) On(size int) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < size && p.Y < size
}

// ParsePoint parses a point such as "h8" (a column letter a..t, upper
// or lower case, then a row number 1..20 without leading zeros) and
// checks that it lies on a board of the given size. It fails with
// ErrBadPoint.
func ParsePoint(s string, size int) (Point, error) {
	p, n := scanPoint(s)
	if n == 0 || n != len(s) {
		return Point{}, fmt.Errorf("%w: %q", ErrBadPoint, s)
	}
	if !p.On(size) {
		return Point{}, fmt.Errorf("%w: %s is off the %dx%d board", ErrBadPoint, p, size, size)
	}
	return p, nil
}

// scanPoint reads a point at the start of s and returns it with the
// number of bytes used, 0 if s does not start with a point.
func scanPoint(s string) (Point, int) {
	if len(s) < 2 {
		return Point{}, 0
	}
	c := s[0]
	switch {
	case c >= 'a' && c <= 'z':
		c -= 'a'
	case c >= 'A' && c <= 'Z':
		c -= 'A'
	default:
		return Point{}, 0
	}
	if s[1] < '1' || s[1] > '9' {
		return Point{}, 0
	}
	row := int(s[1] - '0')
	n := 2
	if len(s) > 2 && s[2] >= '0' && s[2] <= '9' {
		row = row*10 + int(s[2]-'0')
		n = 3
	}
	return Point{X: int(c), Y: row - 1}, n
}

// isSeparator reports whether c may separate two points in a move list.
func isSeparator(c byte) bool {
	return c == '.' || c == ',' || c == ' ' || c == '\t' || c == '+' || c == '_' || c == '-'
}

// ParseMoves parses a move list such as "h8 h9 i8", "h8.h9.i8" or
// "h8h9i8": points separated by any of ". , + _ -", spaces or nothing.
// Each point must lie on a board of the given size. It fails with
// ErrBadPoint.
func ParseMoves(s string, size int) ([]Point, error) {
	var moves []Point
	for i := 0; i < len(s); {
		if isSeparator(s[i]) {
			i++
			continue
		}
		p, n := scanPoint(s[i:])
		if n == 0 {
			end := i + 1
			for end < len(s) && !isSeparator(s[end]) {
				end++
			}
			return nil, fmt.Errorf("%w: %q in move %d", ErrBadPoint, s[i:end], len(moves)+1)
		}
		if !p.On(size) {
			return nil, fmt.Errorf("%w: move %d, %s, is off the %dx%d board", ErrBadPoint, len(moves)+1, p, size, size)
		}
		moves = append(moves, p)
		i += n
	}
	return moves, nil
}

// FormatMoves writes a move list as in game IDs, the points joined by ".".
func FormatMoves(moves []Point) string {
	var b strings.Builder
	for i, p := range moves {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(p.String())
	}
	return b.String()
}

// Color is the colour of a stone, or Empty for an empty point.
type Color int8

// The colours; black moves first.
const (
	Empty Color = iota
	Black
	White
)

// String returns "empty", "black" or "white".
func (c Color) String() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}

// Opponent returns the other colour (Empty for Empty).
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// StarPoints returns the marked points of a board of the given size, for
// drawing: the centre and the four points on the fourth lines from the
// edges (d4, l4, d12, l12 and h8 on 15x15), plus the four sides'
// midpoints on boards of 19 and more, as on a go board. Boards smaller
// than 9 have only the centre, if they have one.
func StarPoints(size int) []Point {
	c := size / 2
	if size < 9 {
		if size%2 == 1 {
			return []Point{{c, c}}
		}
		return nil
	}
	lo, hi := 3, size-4
	pts := []Point{{lo, lo}, {hi, lo}, {lo, hi}, {hi, hi}}
	if size%2 == 1 {
		pts = append(pts, Point{c, c})
		if size >= 19 {
			pts = append(pts, Point{c, lo}, Point{lo, c}, Point{hi, c}, Point{c, hi})
		}
	}
	return pts
}
