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

// TestPointSets checks the sets of shapes that carry weights of their
// own: the same set for the four lines in any order, a set for each of
// the 209 sets but four of none, none with a five, and none for black's
// points under renju where the rule changes the class.
func TestPointSets(t *testing.T) {
	key := func(a, b, c, d shape) int {
		return int(a) + shapeCount*(int(b)+shapeCount*(int(c)+shapeCount*int(d)))
	}
	if x, y := pointSet[key(shThree, shTwo, shNone, shClosedTwo)], pointSet[key(shClosedTwo, shNone, shThree, shTwo)]; x == 0 || x != y {
		t.Errorf("one set in two orders: %d and %d", x, y)
	}
	if x := pointSet[key(shFive, shTwo, shNone, shNone)]; x != 0 {
		t.Errorf("a point with a five has set %d; want none", x)
	}
	if x := pointSet[0]; x != 0 {
		t.Errorf("four lines of no shape have set %d; want none", x)
	}
	seen := map[uint8]bool{}
	for k := range keyCount {
		seen[pointSet[k]] = true
	}
	if len(seen) != setCount {
		t.Errorf("%d sets and none; want %d", len(seen)-1, setCount-1)
	}
	// Two threes: black's double three under renju counts as one three,
	// so it has its lines and class only; a three and a two keep their set.
	double := key(shThree, shThree, shNone, shNone)
	if x := pointSet[renjuKeys+double]; x != 0 {
		t.Errorf("black's double three under renju has set %d; want none", x)
	}
	single := key(shThree, shTwo, shNone, shNone)
	if x, y := pointSet[renjuKeys+single], pointSet[single]; x != y {
		t.Errorf("black's three and two under renju has set %d; want %d, as in freestyle", x, y)
	}
}
