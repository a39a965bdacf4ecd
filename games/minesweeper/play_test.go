package minesweeper

import (
	"context"
	"sync/atomic"
	"testing"
)

// benchPlay plays games from the first click (x, y) with the solver, on
// every core, seeds counting up from 1, and reports the win rate. Run it
// with -benchtime 10000x for a figure worth quoting.
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
