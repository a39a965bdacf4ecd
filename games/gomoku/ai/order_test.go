package ai

import (
	"context"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

func TestShapeSets(t *testing.T) {
	seen := map[uint16]bool{}
	for k := range keyCount {
		seen[shapeSet[k]] = true
		// The same shapes on other lines are the same set.
		var s [4]int
		for x, d := k, 0; d < 4; d++ {
			s[d] = x % shapeCount
			x /= shapeCount
		}
		turned := s[3] + shapeCount*(s[0]+shapeCount*(s[2]+shapeCount*s[1]))
		if shapeSet[turned] != shapeSet[k] {
			t.Fatalf("key %d (shapes %v) is set %d, and its shapes in another order set %d", k, s, shapeSet[k], shapeSet[turned])
		}
	}
	if len(seen) != shapeSets {
		t.Errorf("%d sets of four shapes; want %d", len(seen), shapeSets)
	}
}

// TestOrderCandidates checks that the inputs OrderCandidates reports,
// which "gomoku tune -order" fits, sum to the score the search orders its
// moves by.
func TestOrderCandidates(t *testing.T) {
	for _, id := range []string{
		benchID,
		"renju:h8.i9.j10.i8.i7.j8.h10.h9",
		"freestyle:h8.h9.i9.g7.j10.k11.g8",
		"renju:h8.i8.h9.h10.j9.i10.g9.g8.j11",
	} {
		s, err := gomoku.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		list, ok := OrderCandidates(s)
		if !ok || len(list) == 0 {
			t.Fatalf("%s: no candidates", id)
		}
		p := newPosition(s)
		e := newEngine(context.Background(), p, nil)
		scores := map[gomoku.Point]int{}
		for _, m := range e.candidates(0, -1) {
			scores[p.point(m.i())] = m.score()
		}
		if len(scores) != len(list) {
			t.Errorf("%s: %d candidates; the search has %d", id, len(list), len(scores))
		}
		for _, c := range list {
			want := 0
			for _, i := range c.Inputs {
				want += int(orderWeights[i])
			}
			if c.First {
				want += 1 << 20
			}
			if got, ok := scores[c.Point]; !ok || got != want {
				t.Errorf("%s: %s scores %d in the search; its inputs sum to %d", id, c.Point, got, want)
			}
		}
	}
	s, _ := gomoku.Parse("freestyle:h8.a1.h9.a2.h10.a3.h11")
	if _, ok := OrderCandidates(s); ok {
		t.Error("OrderCandidates ordered moves where white must stop a five")
	}
}
