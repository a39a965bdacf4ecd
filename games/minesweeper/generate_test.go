package minesweeper

import (
	"context"
	"testing"
)

func BenchmarkNoGuessExpert(b *testing.B) {
	p := Preset(Expert)
	p.NoGuess = true
	for i := 0; b.Loop(); i++ {
		if _, err := Layout(context.Background(), p, uint64(i), 15, 8, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
