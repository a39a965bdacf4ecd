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
