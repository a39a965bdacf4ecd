package fifteen

import (
	"errors"
	"slices"
	"testing"
)

func TestApply(t *testing.T) {
	start := `
		1  2  3  4
		5  6  .  8
		9 10  7 12
		13 14 11 15`
	tests := []struct {
		name   string
		board  string
		move   Move
		want   string
		moves  int
		slides int
		err    error
	}{
		{"one tile left", start, Move{8}, `
			1  2  3  4
			5  6  8  .
			9 10  7 12
			13 14 11 15`, 1, 1, nil},
		{"one tile down", start, Move{3}, `
			1  2  .  4
			5  6  3  8
			9 10  7 12
			13 14 11 15`, 1, 1, nil},
		{"two tiles right", start, Move{5}, `
			1  2  3  4
			.  5  6  8
			9 10  7 12
			13 14 11 15`, 2, 1, nil},
		{"two tiles up", start, Move{11}, `
			1  2  3  4
			5  6  7  8
			9 10 11 12
			13 14  . 15`, 2, 1, nil},
		{"not in line", start, Move{1}, "", 0, 0, ErrIllegalMove},
		{"blank", start, Move{0}, "", 0, 0, ErrIllegalMove},
		{"no such tile", start, Move{16}, "", 0, 0, ErrIllegalMove},
		{"after solved", `
			1 2 3
			4 5 6
			7 8 .`, Move{8}, "", 0, 0, ErrSolved},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := board(t, tt.board)
			before := s
			got, err := s.Apply(tt.move)
			if s != before {
				t.Fatalf("Apply mutated its receiver")
			}
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("Apply(%v) error = %v; want %v", tt.move, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Apply(%v) = %v", tt.move, err)
			}
			want := board(t, tt.want)
			if !sameTiles(got, want) {
				t.Errorf("Apply(%v) =\n%v want\n%v", tt.move, got, want)
			}
			if got.Moves() != tt.moves || got.Slides() != tt.slides || !got.Started() {
				t.Errorf("Apply(%v): moves %d slides %d; want %d %d", tt.move, got.Moves(), got.Slides(), tt.moves, tt.slides)
			}
			if got.ID() != s.ID() {
				t.Errorf("Apply changed the game ID to %q", got.ID())
			}
		})
	}
}

func TestSolvedAfterLastMove(t *testing.T) {
	s := board(t, "1 2 3 / 4 5 6 / . 7 8")
	s, err := s.Apply(Move{8})
	if err != nil || s.Status() != Solved || s.Moves() != 2 || s.Slides() != 1 {
		t.Fatalf("after 8: %v %v moves %d slides %d\n%v", err, s.Status(), s.Moves(), s.Slides(), s)
	}
	if s.Legal() != nil {
		t.Errorf("Legal() on a solved board = %v", s.Legal())
	}
}

func TestSliding(t *testing.T) {
	s := board(t, ". 1 2 / 3 4 5 / 6 7 8")
	tiles, d, err := s.Sliding(Move{2})
	if err != nil || d != Left || !slices.Equal(tiles, []int{1, 2}) {
		t.Errorf("Sliding(2) = %v %v %v; want [1 2] left", tiles, d, err)
	}
	tiles, d, err = s.Sliding(Move{6})
	if err != nil || d != Up || !slices.Equal(tiles, []int{3, 6}) {
		t.Errorf("Sliding(6) = %v %v %v; want [3 6] up", tiles, d, err)
	}
	if _, _, err := s.Sliding(Move{4}); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("Sliding(4) error = %v; want ErrIllegalMove", err)
	}
}

func TestMoveIn(t *testing.T) {
	s := board(t, "1 2 3 / 4 . 6 / 7 5 8")
	tests := []struct {
		d    Direction
		want int
	}{{Up, 5}, {Down, 2}, {Left, 6}, {Right, 4}}
	for _, tt := range tests {
		m, ok := s.MoveIn(tt.d)
		if !ok || m.Tile != tt.want {
			t.Errorf("MoveIn(%v) = %v, %v; want %d", tt.d, m, ok, tt.want)
		}
	}
	corner := board(t, "1 2 3 / 4 5 6 / 7 . 8")
	if m, ok := corner.MoveIn(Down); !ok || m.Tile != 5 {
		t.Errorf("MoveIn(down) = %v %v; want 5", m, ok)
	}
	if _, ok := corner.MoveIn(Up); ok {
		t.Errorf("MoveIn(up) with the blank on the bottom row should fail")
	}
	if got := len(s.Legal()); got != 4 {
		t.Errorf("Legal() has %d moves; want 4", got)
	}
}
