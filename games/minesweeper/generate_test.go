package minesweeper

import (
	"context"
	"errors"
	"testing"
)

var levels = []Params{Preset(Beginner), Preset(Intermediate), Preset(Expert),
	{Width: 5, Height: 5, Mines: 8}, {Width: 50, Height: 50, Mines: 500}, {Width: 7, Height: 30, Mines: 70}}

func TestFirstClickOpensAnArea(t *testing.T) {
	for _, p := range levels {
		for _, ng := range []bool{false, true} {
			p.NoGuess = ng
			for k, seed := range []uint64{0, 1, 99, 1 << 40} {
				// Corners, edges and the middle.
				x := []int{0, p.Width - 1, p.Width / 2, 1}[k]
				y := []int{0, p.Height / 2, p.Height - 1, 1}[k]
				s, err := New(p, seed)
				if err != nil {
					t.Fatal(err)
				}
				s, err = s.Apply(Move{Open, x, y})
				if err != nil {
					t.Fatalf("%+v seed %d: first open at %d,%d: %v", p, seed, x, y, err)
				}
				if s.Status() == Lost || s.Tile(x, y) != Opened || s.Number(x, y) != 0 || s.Opened() < 4 {
					t.Errorf("%+v seed %d: first open at %d,%d did not open an area:\n%s", p, seed, x, y, s)
				}
				mines := 0
				for _, m := range s.mine {
					if m {
						mines++
					}
				}
				if mines != p.Mines {
					t.Errorf("%+v: laid %d mines", p, mines)
				}
			}
		}
	}
}

func TestLayoutIsDeterministic(t *testing.T) {
	for _, p := range levels[:3] {
		for _, ng := range []bool{false, true} {
			p.NoGuess = ng
			a, err1 := Layout(context.Background(), p, 42, 2, 3, Options{})
			calls := 0
			b, err2 := Layout(context.Background(), p, 42, 2, 3, Options{Yield: func() { calls++ }})
			if err1 != nil || err2 != nil || !equalBools(a, b) {
				t.Errorf("%+v: two layouts from the same seed differ (%v, %v)", p, err1, err2)
			}
		}
	}
}

func TestLayoutCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := Params{Width: 50, Height: 50, Mines: 800, NoGuess: true}
	if _, err := Layout(ctx, p, 1, 25, 25, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Layout with a cancelled context = %v; want context.Canceled", err)
	}
}

// TestNoGuessBoardsSolve checks a sample of no-guess boards: the solver,
// seeing only what a player sees, clears each one from its first click.
func TestNoGuessBoardsSolve(t *testing.T) {
	boards := 0
	for _, p := range levels {
		p.NoGuess = true
		g := geometryFor(p.Width, p.Height)
		for seed := uint64(0); seed < 12; seed++ {
			x, y := int(seed*7)%p.Width, int(seed*3)%p.Height
			mine, err := Layout(context.Background(), p, seed, x, y, Options{})
			if err != nil {
				t.Fatalf("%+v seed %d: %v", p, seed, err)
			}
			e := newEngine(g)
			e.reset(mine, g.counts(mine), p.Mines)
			e.open(y*p.Width + x)
			if !e.solve() {
				t.Errorf("%+v seed %d first %d,%d: the solver is stuck at\n%s", p, seed, x, y, e.dump())
			}
			boards++
		}
	}
	t.Logf("%d no-guess boards verified", boards)
}

func BenchmarkNoGuessExpert(b *testing.B) {
	p := Preset(Expert)
	p.NoGuess = true
	for i := 0; b.Loop(); i++ {
		if _, err := Layout(context.Background(), p, uint64(i), 15, 8, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLayoutExpert(b *testing.B) {
	p := Preset(Expert)
	for i := 0; b.Loop(); i++ {
		if _, err := Layout(context.Background(), p, uint64(i), 15, 8, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
