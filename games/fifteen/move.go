package fifteen

import (
	"fmt"
	"strconv"
)

// Move is a click on a tile: the tile and every tile between it and the
// blank, which must share its row or column, slide one cell towards the
// blank. A Move of a tile next to the blank moves that tile alone.
type Move struct {
	Tile int
}

// String returns the tile number.
func (m Move) String() string { return strconv.Itoa(m.Tile) }

// Direction is the way tiles travel in a move.
type Direction int8

// The four directions, named after the way the tiles move (an arrow key
// moves the tile next to the blank in its own direction).
const (
	Up Direction = iota
	Down
	Left
	Right
)

// String returns "up", "down", "left" or "right".
func (d Direction) String() string {
	switch d {
	case Up:
		return "up"
	case Down:
		return "down"
	case Left:
		return "left"
	case Right:
		return "right"
	}
	return "Direction(" + strconv.Itoa(int(d)) + ")"
}

// delta returns the row and column step of d.
func (d Direction) delta() (dr, dc int) {
	switch d {
	case Up:
		return -1, 0
	case Down:
		return 1, 0
	case Left:
		return 0, -1
	case Right:
		return 0, 1
	}
	return 0, 0
}

// Sliding returns the tiles that m moves, the one next to the blank first,
// and the direction they travel. It fails with ErrIllegalMove if the tile is
// not on the board, is the blank, or is not in the blank's row or column.
func (s State) Sliding(m Move) ([]int, Direction, error) {
	n := int(s.n)
	if n == 0 || m.Tile <= 0 || m.Tile >= n*n {
		return nil, 0, fmt.Errorf("%w: no tile %d", ErrIllegalMove, m.Tile)
	}
	r, c, _ := s.Find(m.Tile)
	br, bc := s.Blank()
	var d Direction
	var k int
	switch {
	case r == br && c < bc:
		d, k = Right, bc-c
	case r == br && c > bc:
		d, k = Left, c-bc
	case c == bc && r < br:
		d, k = Down, br-r
	case c == bc && r > br:
		d, k = Up, r-br
	default:
		return nil, 0, fmt.Errorf("%w: tile %d is not in the blank's row or column", ErrIllegalMove, m.Tile)
	}
	dr, dc := d.delta()
	tiles := make([]int, k)
	for i := range k {
		// Walk from the blank back towards the clicked tile.
		tiles[i] = s.Tile(br-dr*(i+1), bc-dc*(i+1))
	}
	return tiles, d, nil
}

// Apply returns the state after m. It fails with ErrIllegalMove for a tile
// that cannot slide and with ErrSolved once the puzzle is solved.
func (s State) Apply(m Move) (State, error) {
	if s.n != 0 && s.Status() == Solved {
		return s, fmt.Errorf("%w: move %v", ErrSolved, m)
	}
	tiles, d, err := s.Sliding(m)
	if err != nil {
		return s, err
	}
	n := int(s.n)
	dr, dc := d.delta()
	step := dr*n + dc
	b := int(s.blank)
	for range tiles {
		// The tile on the far side of the blank takes its place.
		s.cells[b] = s.cells[b-step]
		b -= step
	}
	s.cells[b] = 0
	s.blank = uint8(b)
	s.moves += len(tiles)
	s.slides++
	return s, nil
}

// MoveIn returns the move that slides one tile in direction d into the
// blank, as an arrow key or a swipe does: Up moves the tile below the blank.
// It reports false if no tile lies on that side of the blank.
func (s State) MoveIn(d Direction) (Move, bool) {
	dr, dc := d.delta()
	if dr == 0 && dc == 0 || s.n == 0 {
		return Move{}, false
	}
	br, bc := s.Blank()
	r, c := br-dr, bc-dc
	if r < 0 || c < 0 || r >= int(s.n) || c >= int(s.n) {
		return Move{}, false
	}
	return Move{Tile: s.Tile(r, c)}, true
}

// Legal returns every legal move: each tile in the blank's row or column.
func (s State) Legal() []Move {
	if s.n == 0 || s.Status() == Solved {
		return nil
	}
	n := int(s.n)
	br, bc := s.Blank()
	var out []Move
	for i := range n {
		if i != bc {
			out = append(out, Move{Tile: s.Tile(br, i)})
		}
		if i != br {
			out = append(out, Move{Tile: s.Tile(i, bc)})
		}
	}
	return out
}
