package main

import (
	"math"
	"strings"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

func TestElo(t *testing.T) {
	for _, tt := range []struct {
		t            tally
		diff, margin float64
		bound        bool
	}{
		{tally{won: 10, lost: 10}, 0, 0, false},
		{tally{won: 3, lost: 1}, 191, 0, false},
		{tally{won: 32}, 365, 0, true},
		{tally{lost: 32}, -365, 0, true},
	} {
		diff, margin, bound := elo(tt.t)
		if math.Abs(diff-tt.diff) > 1 || bound != tt.bound {
			t.Errorf("elo(%v) = %.1f ± %.1f, bound %v; want %.0f, bound %v", tt.t, diff, margin, bound, tt.diff, tt.bound)
		}
	}
	// 50% over 100 games with no draws: se = 0.05, so 95% is 0.402..0.598,
	// about ±70 Elo.
	if _, m, _ := elo(tally{won: 50, lost: 50}); math.Abs(m-70) > 2 {
		t.Errorf("margin of 50-50 = %.1f; want about 70", m)
	}
	if got := formatElo(tally{won: 30, lost: 2}); !strings.HasPrefix(got, "+") || !strings.Contains(got, "±") {
		t.Errorf("formatElo = %q", got)
	}
}

func TestOpenings(t *testing.T) {
	seen := map[string]bool{}
	for k, o := range openings {
		if seen[o] {
			t.Errorf("opening %d, %s, twice", k, o)
		}
		seen[o] = true
		for sym := range 8 {
			s, err := opening(k, sym, 2)
			if err != nil {
				t.Errorf("opening %d, %s, symmetry %d: %v", k, o, sym, err)
				continue
			}
			if s.MoveCount() != 3 || s.Moves()[0] != (gomoku.Point{X: 7, Y: 7}) {
				t.Errorf("opening %d, symmetry %d: %s", k, sym, s.ID())
			}
		}
	}
	if len(openings) < 12 {
		t.Errorf("%d openings; want at least 12", len(openings))
	}
}
