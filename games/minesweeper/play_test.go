package minesweeper

import (
	"context"
	"math/rand/v2"
	"testing"
)

func BenchmarkPlayExpert(b *testing.B) {
	p := Preset(Expert)
	src := rand.New(rand.NewPCG(1, 2))
	won, n := 0, 0
	for b.Loop() {
		ok, err := Autoplay(context.Background(), p, src.Uint64(), 15, 8, Options{})
		if err != nil {
			b.Fatal(err)
		}
		n++
		if ok {
			won++
		}
	}
	b.ReportMetric(100*float64(won)/float64(n), "win%")
}
