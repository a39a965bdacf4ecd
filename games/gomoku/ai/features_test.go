package ai

import (
	"math/rand/v2"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

// TestEvalLinear checks that the static value the position keeps up to
// date is the weighted sum of the counts (Features) that the weights are
// fitted to, in random positions.
func TestEvalLinear(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for range 40 {
		s, _ := gomoku.New(gomoku.Params{Size: 15})
		for range 10 + rng.IntN(30) {
			q := gomoku.Point{X: 3 + rng.IntN(9), Y: 3 + rng.IntN(9)}
			if next, err := s.Apply(q); err == nil && !next.Over() {
				s = next
			}
		}
		f, ok := Features(s)
		if !ok {
			continue
		}
		got := newPosition(s).eval()
		want := 0
		for k, v := range f {
			want += int(evalWeights[k]) * int(v)
		}
		if got != want {
			t.Errorf("%s: static value %d; want %d", s.ID(), got, want)
		}
		checked++
	}
	if checked < 20 {
		t.Fatalf("only %d quiet positions checked", checked)
	}
}
