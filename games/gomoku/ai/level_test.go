package ai

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
)

// testNodes keeps the searches of the tests small and their moves pinned.
const testNodes = 6000

func parse(t *testing.T, id string) gomoku.State {
	t.Helper()
	s, err := gomoku.Parse(id)
	if err != nil {
		t.Fatalf("Parse(%q): %v", id, err)
	}
	return s
}

func points(t *testing.T, list string) []gomoku.Point {
	t.Helper()
	ps, err := gomoku.ParseMoves(list, 15)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// Each position is a game ID and the moves that answer it; every level
// above Easy must find one.
func TestTactics(t *testing.T) {
	tests := []struct {
		name string
		id   string
		want string // any of these points
	}{
		{"win with a five", "freestyle:h8.a1.h9.a3.h10.a5.h11.a7", "h7 h12"},
		{"win rather than block", "freestyle:h8.a1.h9.a2.h10.a3.h11.a4", "h7 h12"},
		{"block rather than make an overline under standard", "standard:a1.o15.b1.o14.c1.o13.d1.o12.f1.g8.g1.n15", "o11"},
		{"block a four", "freestyle:h8.a1.h9.o15.h10.a15.h11", "h7 h12"},
		{"block a closed four", "freestyle:h8.h7.h9.a1.h10.b1.h11", "h12"},
		{"block an open three", "freestyle:a15.h8.o15.h9.a1.h10", "h7 h11 h6 h12"},
		{"make an open four", "freestyle:h8.a1.h9.a3.h10.a5", "h7 h11"},
		{"block a split three", "freestyle:a15.h8.o15.h9.a1.h11", "h10 h7 h12"},
		{"make a four-three", "freestyle:e8.d8.f8.a1.g8.a3.h9.a5.h10.a7", "h8"},
		{"white makes a four whose end is forbidden for black", "renju:g8.h4.i8.h5.g7.h6.i9.a1.h3", "h7"},
	}
	for _, tt := range tests {
		for _, l := range []Level{Medium, Hard, Strongest} {
			t.Run(tt.name+"/"+l.String(), func(t *testing.T) {
				s := parse(t, tt.id)
				r, err := Choose(context.Background(), s, Options{Level: l, Seed: 1, MaxNodes: testNodes})
				if err != nil {
					t.Fatal(err)
				}
				if want := points(t, tt.want); !slices.Contains(want, r.Move) {
					t.Errorf("Choose(%s) = %v (%s); want one of %s\n%v", tt.id, r.Move, r.Reason, tt.want, s)
				}
			})
		}
	}
}

// The weight-table player takes a five when it has one and blocks one
// otherwise: its table scores four stones in a row above anything else.
func TestEasyBlocksAndWins(t *testing.T) {
	for _, tt := range []struct{ id, want string }{
		{"freestyle:h8.a1.h9.a3.h10.a5.h11.a7", "h7 h12"},
		{"freestyle:h8.h7.h9.a1.h10.b1.h11", "h12"},
	} {
		r, err := Choose(context.Background(), parse(t, tt.id), Options{Level: Easy})
		if err != nil || !slices.Contains(points(t, tt.want), r.Move) {
			t.Errorf("Easy on %s: %v, %v; want %s", tt.id, r.Move, err, tt.want)
		}
	}
}

func TestRenjuBlackCannotBlockOnForbiddenPoint(t *testing.T) {
	// White threatens five at h8, where black would make a double three:
	// black cannot block and must not try.
	s := parse(t, "renju:g8.h4.i8.h5.g7.h6.i9.h7.h3.n14")
	if err := s.Legal(gomoku.Point{X: 7, Y: 7}); !errors.Is(err, gomoku.ErrForbidden) {
		t.Fatalf("h8 should be forbidden: %v\n%v", err, s)
	}
	for _, l := range Levels {
		r, err := Choose(context.Background(), s, Options{Level: l, Seed: 3, MaxNodes: testNodes})
		if err != nil || s.Legal(r.Move) != nil {
			t.Errorf("%v: Choose = %v, %v", l, r.Move, err)
		}
	}
}

func TestDeterministic(t *testing.T) {
	s := parse(t, "standard:h8.h9.i8.g7.j9")
	for _, l := range Levels {
		a, err1 := Choose(context.Background(), s, Options{Level: l, Seed: 7, MaxNodes: testNodes})
		b, err2 := Choose(context.Background(), s, Options{Level: l, Seed: 7, MaxNodes: testNodes})
		if err1 != nil || err2 != nil || a.Move != b.Move || a.Nodes != b.Nodes {
			t.Errorf("%v: %v (%d nodes) then %v (%d nodes)", l, a.Move, a.Nodes, b.Move, b.Nodes)
		}
	}
}

// TestWholeTime checks that a search told to use its whole time, in a
// position with no forced result, returns at its deadline and not before
// (a loaded machine only makes it later).
func TestWholeTime(t *testing.T) {
	s := parse(t, benchID)
	const limit = 250 * time.Millisecond
	start := time.Now()
	r, err := Choose(context.Background(), s, Options{Level: Strongest, Seed: 1, MaxTime: limit, WholeTime: true})
	if took := time.Since(start); err != nil || took < limit || r.Reason != "search" {
		t.Errorf("Choose = %v (%s), %v after %v, want a search of %v at least", r.Move, r.Reason, err, took, limit)
	}
}

func TestYieldAndCancel(t *testing.T) {
	s := parse(t, "freestyle:h8.h9.i8.g7")
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	r, err := Choose(ctx, s, Options{Level: Strongest, MaxNodes: 1 << 40, MaxTime: time.Minute, Yield: func() {
		calls++
		if calls == 5 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || calls < 5 || s.Legal(r.Move) != nil {
		t.Errorf("Choose = %v, %v after %d yields", r.Move, err, calls)
	}
	if r.Nodes > 10*checkEvery {
		t.Errorf("cancelled search ran %d nodes", r.Nodes)
	}
}

func TestErrors(t *testing.T) {
	over := parse(t, "freestyle:a1.b1.a2.b2.a3.b3.a4.b4.a5")
	if _, err := Choose(context.Background(), over, Options{Level: Hard}); !errors.Is(err, ErrGameOver) {
		t.Errorf("finished game: %v", err)
	}
	if _, err := Choose(context.Background(), parse(t, "renju:"), Options{Level: 9}); !errors.Is(err, ErrBadLevel) {
		t.Errorf("bad level: %v", err)
	}
	if _, err := ParseLevel("grandmaster"); !errors.Is(err, ErrBadLevel) {
		t.Errorf("ParseLevel: %v", err)
	}
	for _, l := range Levels {
		if got, err := ParseLevel(l.String()); err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l, got, err)
		}
	}
}

func TestFirstMoveIsCentre(t *testing.T) {
	for _, l := range Levels {
		for _, id := range []string{"renju:", "freestyle-19:"} {
			s := parse(t, id)
			r, err := Choose(context.Background(), s, Options{Level: l, MaxNodes: testNodes})
			if c := s.Size() / 2; err != nil || r.Move != (gomoku.Point{X: c, Y: c}) {
				t.Errorf("%v on %s: %v, %v", l, id, r.Move, err)
			}
		}
	}
}

func TestWeights(t *testing.T) {
	s := parse(t, "freestyle:h8.h9.i8")
	w := Weights(s)
	// g8: black h8 i8 to the right ("11"), white h9 up-right ("2").
	if got := w[7][6]; got != weightTable["11"]+weightTable["2"] {
		t.Errorf("weight of g8 = %d", got)
	}
	if w[7][7] != -1 {
		t.Errorf("weight of an occupied point = %d", w[7][7])
	}
}

// Black (freestyle) could make two open threes at once at i8 next move;
// white must leave black no such point.
func TestPreventsDoubleThree(t *testing.T) {
	s := parse(t, "freestyle:f8.a1.g8.a15.i10.o1.i11")
	for _, l := range []Level{Medium, Hard, Strongest} {
		r, err := Choose(context.Background(), s, Options{Level: l, Seed: 2, MaxNodes: testNodes})
		if err != nil {
			t.Fatal(err)
		}
		next, err := s.Apply(r.Move)
		if err != nil {
			t.Fatal(err)
		}
		// Renju's double three is exactly the fork looked for here.
		b := next.Board()
		for _, f := range b.ForbiddenPoints() {
			if f.Reason == gomoku.DoubleThree {
				t.Errorf("%v played %v; black can still fork at %v\n%v", l, r.Move, f.Point, next)
			}
		}
	}
}

func TestZeroStateIsNoGame(t *testing.T) {
	for _, l := range Levels {
		if _, err := Choose(context.Background(), gomoku.State{}, Options{Level: l}); !errors.Is(err, ErrNoMove) {
			t.Errorf("%v on the zero State: %v", l, err)
		}
	}
}
