package ai

import (
	"context"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

// TestLine checks that the best line starts with the move, is legal move
// after move, and in a won position ends with the five.
func TestLine(t *testing.T) {
	for _, id := range []string{benchID, "freestyle:h8.a1.i8.a3.j8.a5", "renju:h8.h9.i8.g8.i9.i10.j7.k6.g10.j9.h10.k10"} {
		s, err := gomoku.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Choose(context.Background(), s, Options{Level: Hard, Seed: 1, MaxTime: 1 << 40})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Line) == 0 || r.Line[0] != r.Move {
			t.Fatalf("%s: line %v does not start with the move %v", id, r.Line, r.Move)
		}
		for _, p := range r.Line {
			if s.Over() {
				t.Fatalf("%s: line %v goes on after the game ends", id, r.Line)
			}
			if s, err = s.Apply(p); err != nil {
				t.Fatalf("%s: line %v: %v", id, r.Line, err)
			}
		}
		if id == "freestyle:h8.a1.i8.a3.j8.a5" && (!s.Over() || s.Winner() != gomoku.Black) {
			t.Errorf("%s: line %v does not end with black's five", id, r.Line)
		}
	}
}

// TestWinIn checks how a result reads in won, lost and open positions.
func TestWinIn(t *testing.T) {
	for _, c := range []struct {
		id            string
		forced, winIn int
		chance        [2]float64 // the range of Chance
	}{
		// Black's open three: the open four, and five next.
		{"freestyle:h8.a1.i8.a3.j8.a5", 1, 2, [2]float64{1, 1}},
		// White faces an open four: black makes five next move.
		{"freestyle:h8.a1.i8.a3.j8.a5.k8", -1, -1, [2]float64{0, 0}},
		// White blocks the open three in time, and stands worse.
		{"freestyle:h8.a1.i8.a3.j8", 0, 0, [2]float64{0, 0.2}},
		{benchID, 0, 0, [2]float64{0.2, 0.8}},
	} {
		s, err := gomoku.Parse(c.id)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Choose(context.Background(), s, Options{Level: Hard, Seed: 1, MaxTime: 1 << 40})
		if err != nil {
			t.Fatal(err)
		}
		if r.Forced() != c.forced || r.WinIn != c.winIn {
			t.Errorf("%s: forced %d, win in %d (line %v), want %d and %d", c.id, r.Forced(), r.WinIn, r.Line, c.forced, c.winIn)
		}
		if ch := r.Chance(); ch < c.chance[0] || ch > c.chance[1] {
			t.Errorf("%s: chance %.3f, want %.1f to %.1f", c.id, ch, c.chance[0], c.chance[1])
		}
	}
}
