package minesweeper

import (
	"context"
	"errors"
	"math"
	"testing"
)

func TestHintProbabilities(t *testing.T) {
	tests := []struct {
		name  string
		rows  []string
		moves string
		prob  map[Point]float64
	}{
		{
			// One mine among the 8 around the 1, two among the 16 others.
			name:  "a lone 1 is as risky as anywhere",
			rows:  []string{"*....", ".....", ".....", "...*.", "....*"},
			moves: "o1,1",
			prob:  map[Point]float64{{0, 0}: 0.125, {2, 2}: 0.125, {4, 4}: 0.125, {1, 1}: -1},
		},
		{
			// One mine among the 8 around the 1, the other among the 16
			// beyond; the flag is ignored.
			name:  "the mine count sets the interior",
			rows:  []string{"*....", ".....", ".....", ".....", "....*"},
			moves: "o1,1 f4,4",
			prob:  map[Point]float64{{0, 0}: 0.125, {2, 1}: 0.125, {3, 3}: 0.0625, {4, 4}: 0.0625},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := play(t, board(t, tt.rows...), tt.moves)
			h, err := s.Hint(context.Background(), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(h.Safe) != 0 || !h.Exact {
				t.Fatalf("Hint on\n%s= %+v; want probabilities", s, h)
			}
			sum := 0.0
			for i, p := range h.Prob {
				if p >= 0 {
					sum += p
				}
				if s.marks[i] == mOpen && p != -1 {
					t.Errorf("open cell %d has probability %v", i, p)
				}
			}
			if math.Abs(sum-float64(s.p.Mines)) > 1e-9 {
				t.Errorf("probabilities add up to %v; want %d mines", sum, s.p.Mines)
			}
			for c, want := range tt.prob {
				if got := h.Prob[c.Y*s.p.Width+c.X]; math.Abs(got-want) > 1e-9 {
					t.Errorf("probability at %v = %v; want %v on\n%s", c, got, want, s)
				}
			}
		})
	}
}

func TestHintSafeCells(t *testing.T) {
	for _, id := range []string{"expert#1/o15,8", "intermediate:ng#4/o0,0", "beginner#2/o8,8"} {
		s, err := Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		h, err := s.Hint(context.Background(), Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(h.Safe) == 0 || h.Prob != nil {
			t.Fatalf("Hint on %s = %+v; want safe cells\n%s", id, h, s)
		}
		for _, c := range h.Safe {
			if i := c.Y*s.p.Width + c.X; s.mine[i] || s.marks[i] == mOpen {
				t.Errorf("%s: Hint says %v is safe", id, c)
			}
		}
		for _, c := range h.Mines {
			if !s.mine[c.Y*s.p.Width+c.X] {
				t.Errorf("%s: Hint says %v is a mine", id, c)
			}
		}
	}
}

func TestHintBeforeAndAfter(t *testing.T) {
	s, _ := New(Preset(Expert), 3)
	h, err := s.Hint(context.Background(), Options{})
	if err != nil || len(h.Safe) != 1 || h.Safe[0] != (Point{15, 8}) {
		t.Errorf("Hint before the first click = %+v, %v", h, err)
	}
	lost := play(t, board(t, "*....", ".....", ".....", ".....", "....."), "o0,0")
	if _, err := lost.Hint(context.Background(), Options{}); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("Hint after a loss = %v; want ErrIllegalMove", err)
	}
}
