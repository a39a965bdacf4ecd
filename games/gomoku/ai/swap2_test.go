package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
)

// swap2Opt keeps the swap2 tests' decisions small and pinned: a node
// budget and a time limit that never ends them.
func swap2Opt(seed uint64) Options {
	return Options{Level: Hard, Seed: seed, MaxNodes: 30_000, MaxTime: time.Hour}
}

// swap2Replay plays moves after s, failing the test on an illegal one.
func swap2Replay(t *testing.T, s gomoku.State, moves []gomoku.Point) gomoku.State {
	t.Helper()
	u, err := gomoku.Replay(s, moves)
	if err != nil {
		t.Fatalf("%s then %v: %v\n%v", s.ID(), moves, err, s)
	}
	return u
}

// swap2Value is the search's value of s for the player to move, with a
// budget like that of one of a decision's final searches.
func swap2Value(t *testing.T, s gomoku.State) int {
	t.Helper()
	r, err := Choose(context.Background(), s, Options{Level: Hard, Seed: 1, MaxNodes: 10_000, MaxTime: time.Hour})
	if err != nil {
		t.Fatalf("Choose(%s): %v", s.ID(), err)
	}
	return r.Score
}

func TestSwap2Open(t *testing.T) {
	for _, id := range []string{"freestyle:", "standard:", "freestyle-19:", "standard-8:", "freestyle-5:"} {
		for seed := range uint64(2) {
			t.Run(fmt.Sprintf("%s/%d", id, seed), func(t *testing.T) {
				s := parse(t, id)
				pts, err := Swap2Open(context.Background(), s, swap2Opt(seed))
				if err != nil {
					t.Fatal(err)
				}
				if len(pts) != 3 {
					t.Fatalf("Swap2Open(%s) = %v; want three stones", id, pts)
				}
				u := swap2Replay(t, s, pts) // distinct, on the board
				c := s.Size() / 2
				for _, p := range pts {
					if offEven(p.X-c) > swap2ShapeRange || offEven(p.Y-c) > swap2ShapeRange {
						t.Errorf("Swap2Open(%s) = %v: %v is far from the centre\n%v", id, pts, p, u)
					}
				}
			})
		}
	}
}

// The opener's three stones stand nearer even than three drawn at random
// the same way. One opening is no test: the small searches that value
// an opening swing by a few hundred from one budget to the next, so a
// pick near even by the opener's own searches can read 450 to 670 off
// at another budget (1 of 32 picks did, with this search and with a
// variant of it). Over sixteen openings the picks stood 130 to 200 from
// even on average, and random shapes 280 to 290.
func TestSwap2OpenEvener(t *testing.T) {
	var picked, drawn, n int
	for _, id := range []string{"freestyle:", "standard:"} {
		s := parse(t, id)
		shapes := openingShapes(s.Size(), 8, rand.New(rand.NewPCG(7, 7)))
		for seed := range uint64(8) {
			pts, err := Swap2Open(context.Background(), s, swap2Opt(seed))
			if err != nil {
				t.Fatal(err)
			}
			picked += offEven(swap2Value(t, swap2Replay(t, s, pts)))
			drawn += offEven(swap2Value(t, swap2Replay(t, s, shapes[seed][:])))
			n++
		}
	}
	t.Logf("mean distance from even over %d openings: %d picked, %d drawn at random", n, picked/n, drawn/n)
	if picked >= drawn {
		t.Errorf("the opener's picks stand %d from even on average, random shapes %d: want nearer", picked/n, drawn/n)
	}
}

func TestSwap2Answer(t *testing.T) {
	tests := []struct {
		name string
		id   string
		want Swap2Choice
	}{
		{"black pair in the centre, white in a corner", "freestyle:h8.a1.i8", TakeBlack},
		{"black pair in the centre, white in a corner, exact five", "standard:h8.a1.i9", TakeBlack},
		{"white in the centre, black in the corners", "freestyle:a1.h8.o15", TakeWhite},
		{"white in the centre, black on the edges, exact five", "standard:a8.h8.o8", TakeWhite},
		{"black stones apart, white between", "freestyle:f10.g8.i6", PlaceTwo},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := parse(t, tt.id)
			c, moves, err := Swap2Answer(context.Background(), s, swap2Opt(1))
			if err != nil {
				t.Fatal(err)
			}
			if c != tt.want {
				t.Fatalf("Swap2Answer(%s) = %v %v; want %v (value %d for white)\n%v", tt.id, c, moves, tt.want, swap2Value(t, s), s)
			}
			switch c {
			case TakeWhite:
				if len(moves) != 1 {
					t.Fatalf("Swap2Answer(%s) = %v %v; want one move", tt.id, c, moves)
				}
				swap2Replay(t, s, moves)
			case TakeBlack:
				if moves != nil {
					t.Errorf("Swap2Answer(%s) = %v %v; want no move", tt.id, c, moves)
				}
			case PlaceTwo:
				if len(moves) != 2 {
					t.Fatalf("Swap2Answer(%s) = %v %v; want two moves", tt.id, c, moves)
				}
				u := swap2Replay(t, s, moves)
				if u.At(moves[0]) != gomoku.White || u.At(moves[1]) != gomoku.Black || u.Turn() != gomoku.White {
					t.Errorf("Swap2Answer(%s) = %v %v: want a white stone, a black one, white to move\n%v", tt.id, c, moves, u)
				}
				if v := swap2Value(t, u); offEven(v) >= Swap2Margin {
					t.Errorf("Swap2Answer(%s) = %v %v, valued %d for white; want within %d\n%v", tt.id, c, moves, v, Swap2Margin, u)
				}
			}
		})
	}
}

func TestSwap2Pick(t *testing.T) {
	tests := []struct {
		name string
		id   string
		want Swap2Choice // or either colour, for PlaceTwo
	}{
		{"black has an open three", "freestyle:h8.a1.i8.o15.j8", TakeBlack},
		{"white has a pair in the centre", "standard:a1.h8.o15.i9.a15", TakeWhite},
		{"near even", "freestyle:f10.g8.i6.h7.g5", PlaceTwo},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := parse(t, tt.id)
			c, moves, err := Swap2Pick(context.Background(), s, swap2Opt(1))
			if err != nil {
				t.Fatal(err)
			}
			if c != tt.want && (tt.want != PlaceTwo || c == PlaceTwo) {
				t.Fatalf("Swap2Pick(%s) = %v %v; want %v (value %d for white)\n%v", tt.id, c, moves, tt.want, swap2Value(t, s), s)
			}
			switch {
			case c == TakeWhite && len(moves) != 1:
				t.Fatalf("Swap2Pick(%s) = %v %v; want one move", tt.id, c, moves)
			case c == TakeWhite:
				swap2Replay(t, s, moves)
			case moves != nil:
				t.Errorf("Swap2Pick(%s) = %v %v; want no move", tt.id, c, moves)
			}
		})
	}
}

// With a node budget, a decision depends only on the position, the
// level and the seed; the whole opening is played twice to check.
func TestSwap2Deterministic(t *testing.T) {
	run := func(seed uint64) string {
		s := parse(t, "freestyle:")
		pts, err := Swap2Open(context.Background(), s, swap2Opt(seed))
		if err != nil {
			t.Fatal(err)
		}
		s = swap2Replay(t, s, pts)
		c, moves, err := Swap2Answer(context.Background(), s, swap2Opt(seed))
		if err != nil {
			t.Fatal(err)
		}
		out := fmt.Sprint(pts, c, moves)
		if c == PlaceTwo {
			c, moves, err = Swap2Pick(context.Background(), swap2Replay(t, s, moves), swap2Opt(seed))
			if err != nil {
				t.Fatal(err)
			}
			out += fmt.Sprint(c, moves)
		}
		return out
	}
	for seed := range uint64(2) {
		if a, b := run(seed), run(seed); a != b {
			t.Errorf("seed %d: %s, then %s", seed, a, b)
		}
	}
}

// Every level decides, with a legal move whenever it plays one; the
// levels that do not search play their own move.
func TestSwap2Levels(t *testing.T) {
	for _, l := range Levels {
		opt := Options{Level: l, Seed: 3, MaxNodes: 6000, MaxTime: time.Hour}
		s := parse(t, "standard:")
		pts, err := Swap2Open(context.Background(), s, opt)
		if err != nil {
			t.Fatalf("%v: %v", l, err)
		}
		s = swap2Replay(t, s, pts)
		for _, id := range []string{s.ID(), "freestyle:a1.h8.o15"} {
			s := parse(t, id)
			c, moves, err := Swap2Answer(context.Background(), s, opt)
			if err != nil || (c == TakeBlack) != (moves == nil) {
				t.Fatalf("%v: Swap2Answer(%s) = %v %v, %v", l, id, c, moves, err)
			}
			swap2Replay(t, s, moves)
		}
		c, moves, err := Swap2Pick(context.Background(), parse(t, "standard:a1.h8.o15.i9.a15"), opt)
		if err != nil || c != TakeWhite || len(moves) != 1 {
			t.Fatalf("%v: Swap2Pick = %v %v, %v", l, c, moves, err)
		}
	}
}

func TestSwap2Errors(t *testing.T) {
	ctx := context.Background()
	open := func(ctx context.Context, s gomoku.State, opt Options) error {
		_, err := Swap2Open(ctx, s, opt)
		return err
	}
	answer := func(ctx context.Context, s gomoku.State, opt Options) error {
		_, _, err := Swap2Answer(ctx, s, opt)
		return err
	}
	pick := func(ctx context.Context, s gomoku.State, opt Options) error {
		_, _, err := Swap2Pick(ctx, s, opt)
		return err
	}
	decisions := []struct {
		name string
		f    func(context.Context, gomoku.State, Options) error
		id   string // a position the decision takes
	}{
		{"open", open, "freestyle:"},
		{"answer", answer, "freestyle:h8.h9.i8"},
		{"pick", pick, "freestyle:h8.h9.i8.g7.j9"},
	}
	for _, d := range decisions {
		for _, id := range []string{"freestyle:", "freestyle:h8", "standard:h8.h9.i8", "freestyle:h8.h9.i8.g7", "freestyle:h8.h9.i8.g7.j9", "freestyle:h8.h9.i8.g7.j9.a1"} {
			s := parse(t, id)
			if s.MoveCount() == parse(t, d.id).MoveCount() {
				continue
			}
			if err := d.f(ctx, s, swap2Opt(1)); !errors.Is(err, ErrSwap2) {
				t.Errorf("%s on %s: %v; want %v", d.name, id, err, ErrSwap2)
			}
		}
		renju := parse(t, "renju:"+d.id[len("freestyle:"):])
		if err := d.f(ctx, renju, swap2Opt(1)); !errors.Is(err, ErrSwap2) {
			t.Errorf("%s on %s: %v; want %v", d.name, renju.ID(), err, ErrSwap2)
		}
		if err := d.f(ctx, gomoku.State{}, swap2Opt(1)); !errors.Is(err, ErrSwap2) {
			t.Errorf("%s on the zero State: %v; want %v", d.name, err, ErrSwap2)
		}
		if err := d.f(ctx, parse(t, d.id), Options{Level: 9}); !errors.Is(err, ErrBadLevel) {
			t.Errorf("%s at level 9: %v; want %v", d.name, err, ErrBadLevel)
		}
		cancelled, cancel := context.WithCancel(ctx)
		cancel()
		if err := d.f(cancelled, parse(t, d.id), swap2Opt(1)); !errors.Is(err, context.Canceled) {
			t.Errorf("%s cancelled: %v", d.name, err)
		}
		// Cancelled during the search: the decision stops within a few
		// checks of the context.
		during, cancel := context.WithCancel(ctx)
		calls := 0
		opt := Options{Level: Strongest, Seed: 1, MaxTime: time.Minute, Yield: func() {
			if calls++; calls == 3 {
				cancel()
			}
		}}
		start := time.Now()
		if err := d.f(during, parse(t, d.id), opt); !errors.Is(err, context.Canceled) || calls > 20 {
			t.Errorf("%s cancelled after 3 yields: %v after %d yields and %v", d.name, err, calls, time.Since(start))
		}
		cancel()
	}
}

func TestSwap2ChoiceString(t *testing.T) {
	for c, want := range map[Swap2Choice]string{TakeWhite: "take white", TakeBlack: "take black", PlaceTwo: "place two", 7: "swap2choice(7)"} {
		if got := c.String(); got != want {
			t.Errorf("Swap2Choice(%d).String() = %q; want %q", int(c), got, want)
		}
	}
}

// BenchmarkSwap2 times each decision at Hard with its own budget.
func BenchmarkSwap2(b *testing.B) {
	ctx := context.Background()
	opt := Options{Level: Hard, Seed: 1}
	empty, _ := gomoku.Parse("freestyle:")
	three, _ := gomoku.Parse("freestyle:f10.g8.i6")
	five, _ := gomoku.Parse("freestyle:f10.g8.i6.h7.g5")
	b.Run("open", func(b *testing.B) {
		for b.Loop() {
			if _, err := Swap2Open(ctx, empty, opt); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("answer", func(b *testing.B) {
		for b.Loop() {
			if _, _, err := Swap2Answer(ctx, three, opt); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("pick", func(b *testing.B) {
		for b.Loop() {
			if _, _, err := Swap2Pick(ctx, five, opt); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func ExampleSwap2Answer() {
	// Black's two stones stand together in the centre, white's in a
	// corner: the second player takes black and lets white move.
	s, _ := gomoku.Parse("freestyle:h8.a1.i8")
	c, moves, err := Swap2Answer(context.Background(), s, Options{Level: Hard, Seed: 1, MaxNodes: 20_000})
	fmt.Println(c, moves, err)
	// Output: take black [] <nil>
}
