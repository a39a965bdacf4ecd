package minesweeper

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"
)

// benchPlay plays games from the first click (x, y) with the solver, on
// every core, seeds counting up from 1, and reports the win rate. With
// -benchtime Nx it plays the games of "minesweeper play -n N -seed 1" and
// counts them the same way: BenchmarkPlayExpert at 10000x wins 5304
// (53.04%; the standard error is 0.5 points at that count), and
// BenchmarkPlayExpert33 at 100000x 54127 (54.13%, see the package doc).
func benchPlay(b *testing.B, p Params, x, y int) {
	var seed, won, played atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			ok, err := Autoplay(context.Background(), p, uint64(seed.Add(1)), x, y, Options{})
			if err != nil {
				b.Error(err)
				return
			}
			played.Add(1)
			if ok {
				won.Add(1)
			}
		}
	})
	b.ReportMetric(100*float64(won.Load())/float64(max(played.Load(), 1)), "win%")
}

func BenchmarkPlayExpert(b *testing.B)       { benchPlay(b, Preset(Expert), 15, 8) }
func BenchmarkPlayIntermediate(b *testing.B) { benchPlay(b, Preset(Intermediate), 8, 8) }
func BenchmarkPlayBeginner(b *testing.B)     { benchPlay(b, Preset(Beginner), 4, 4) }

// BenchmarkPlayExpert33 starts at (3,3), where the published solvers
// start for the win rates they report (53.5% to 54.3%).
func BenchmarkPlayExpert33(b *testing.B) { benchPlay(b, Preset(Expert), 3, 3) }

func TestAutoplay(t *testing.T) {
	won := 0
	for seed := uint64(0); seed < 20; seed++ {
		ok, err := Autoplay(context.Background(), Preset(Beginner), seed, 4, 4, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			won++
		}
		// A no-guess board is always won.
		p := Preset(Intermediate)
		p.NoGuess = true
		if ok, err := Autoplay(context.Background(), p, seed, 0, 0, Options{}); !ok || err != nil {
			t.Errorf("the solver lost no-guess game %d: %v", seed, err)
		}
	}
	if won < 14 {
		t.Errorf("the solver won %d of 20 beginner games; it wins about 9 in 10", won)
	}
}

func TestFiftyFifty(t *testing.T) {
	tests := []struct {
		name  string
		mines int
		rows  []string
		want  int
	}{
		// One mine in the two cells, and nothing else around them.
		{"forced", 1, []string{"--", "11", "00"}, 0},
		// The cell at 2 touches b but not a, so it can tell them apart.
		{"not forced", 1, []string{"---", "11-"}, -1},
		// Two mines in four cells that each see the others.
		{"no pair", 2, []string{"--", "--", "22", "00"}, -1},
	}
	for _, tt := range tests {
		e := analysis(tt.mines, tt.rows...)
		if !e.enumerate() {
			t.Fatalf("%s: enumeration failed: %v", tt.name, e.err)
		}
		if got := e.fiftyFifty(); got != tt.want {
			t.Errorf("%s: fiftyFifty() = %d; want %d\n%s", tt.name, got, tt.want, e.dump())
		}
	}
}

func TestNextSafety(t *testing.T) {
	// Once a is open the mine is b and the game is won.
	e := analysis(1, "--", "11", "00")
	if !e.enumerate() {
		t.Fatal(e.err)
	}
	if got, _ := e.nextSafety(0, e.en.logW, 0.5); math.Abs(got-1) > 1e-9 {
		t.Errorf("nextSafety on a fifty-fifty = %v; want 1", got)
	}
	// On random positions the value is a chance, and the look-ahead
	// leaves the position as it found it.
	rng := rand.New(rand.NewPCG(7, 8))
	checked := 0
	for trial := 0; trial < 100; trial++ {
		e := stuckEngine(newGeometry(6, 5), 5+rng.IntN(5), rng)
		if e == nil {
			continue
		}
		if !e.enumerate() {
			t.Fatal(e.err)
		}
		before := slices.Clone(e.view)
		logW, prob := e.en.logW, slices.Clone(e.en.prob)
		for c, v := range before {
			if v != vUnknown || prob[c] == 1 {
				continue
			}
			if got, _ := e.nextSafety(c, logW, 1-prob[c]); got <= 0 || got > 1+1e-9 {
				t.Fatalf("nextSafety(%d) = %v\n%s", c, got, e.dump())
			}
			if !slices.Equal(e.view, before) {
				t.Fatalf("nextSafety(%d) changed the view\n%s", c, e.dump())
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d cells checked", checked)
	}
}

func TestDeadCells(t *testing.T) {
	// Once a is open, b is the mine: a can only show 1.
	e := analysis(1, "--", "11", "00")
	if !e.enumerate() {
		t.Fatal(e.err)
	}
	if _, values := e.nextSafety(0, e.en.logW, 0.5); values != 1 {
		t.Errorf("a cell of a fifty-fifty can show %d numbers; want 1", values)
	}
	// On random positions the guess is a live cell whenever there is one.
	rng := rand.New(rand.NewPCG(9, 10))
	checked := 0
	for trial := 0; trial < 2000 && checked < 40; trial++ {
		e := stuckEngine(newGeometry(16, 16), 40, rng)
		if e == nil {
			continue
		}
		prob, exact := e.probabilities()
		if !exact {
			t.Fatal("the enumeration failed")
		}
		prob = slices.Clone(prob)
		live := func(c int) bool {
			_, values := e.nextSafety(c, e.en.logW, 1-prob[c])
			return values > 1
		}
		c := e.lookAhead(prob, true)
		if e.view[c] != vUnknown {
			t.Fatalf("guessed cell %d, which is not unknown\n%s", c, e.dump())
		}
		if !e.enumerate() {
			t.Fatal(e.err)
		}
		if live(c) {
			checked++
			continue
		}
		for i, v := range e.view {
			if v == vUnknown && prob[i] < 1 && live(i) {
				t.Fatalf("guessed dead cell %d while cell %d is live\n%s", c, i, e.dump())
			}
		}
	}
	if checked < 40 {
		t.Fatalf("only %d positions checked", checked)
	}
}
