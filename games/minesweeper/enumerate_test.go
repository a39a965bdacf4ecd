package minesweeper

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// bruteForce returns the mine probability of every unknown cell by trying
// every placement of the remaining mines on the unknown cells (at most 24).
func bruteForce(e *engine) ([]float64, bool) {
	var unk []int
	for i, v := range e.view {
		if v == vUnknown {
			unk = append(unk, i)
		}
	}
	if len(unk) > 18 {
		return nil, false
	}
	rest := e.mines - e.known
	hits := make([]float64, len(e.view))
	total := 0.0
	trial := make([]bool, len(e.view))
	for i, v := range e.view {
		trial[i] = v == vMine
	}
	for set := uint32(0); set < 1<<len(unk); set++ {
		if bits.OnesCount32(set) != rest {
			continue
		}
		for k, c := range unk {
			trial[c] = set&(1<<k) != 0
		}
		ok := true
		for c, v := range e.view {
			if v < 0 {
				continue
			}
			n := 0
			for _, j := range e.g.nb(c) {
				if trial[j] {
					n++
				}
			}
			if n != int(v) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		total++
		for _, c := range unk {
			if trial[c] {
				hits[c]++
			}
		}
	}
	for i := range hits {
		hits[i] /= total
	}
	return hits, true
}

func TestEnumerateMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	checked := 0
	for trial := 0; trial < 400 && checked < 100; trial++ {
		w, h := 5+rng.IntN(3), 5+rng.IntN(2)
		mines := 3 + rng.IntN(w*h/3)
		g := newGeometry(w, h)
		first := rng.IntN(g.n)
		mine := randomLayout(g, mines, first, rng)
		e := newEngine(g)
		e.reset(mine, g.counts(mine), mines)
		e.open(first)
		// Open a few more safe cells at random to vary the position.
		for k := rng.IntN(4); k > 0; k-- {
			i := rng.IntN(g.n)
			if !mine[i] && e.view[i] == vUnknown {
				e.open(i)
			}
		}
		if rng.IntN(2) == 0 {
			e.simple() // known mines in the position too
		}
		// Forget the layout: analyse the position as a player.
		e.truth = nil
		want, ok := bruteForce(e)
		if !ok || !e.enumerate() {
			continue
		}
		checked++
		for i, v := range e.view {
			if v != vUnknown {
				continue
			}
			got := e.en.prob[i]
			if math.Abs(got-want[i]) > 1e-9 {
				t.Fatalf("%dx%d, %d mines, cell %d,%d: probability %v; brute force %v\n%s", w, h, mines, i%w, i/w, got, want[i], e.dump())
			}
			if c := e.en.certain[i]; (c == certSafe) != (want[i] == 0) || (c == certMine) != (want[i] == 1) {
				t.Fatalf("cell %d,%d: certainty %d; brute force probability %v\n%s", i%w, i/w, c, want[i], e.dump())
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// dump draws what the engine knows: '-' unknown, '*' known mine, digits.
func (e *engine) dump() string {
	b := make([]byte, 0, e.g.n+e.g.h)
	for i, v := range e.view {
		switch {
		case v == vUnknown:
			b = append(b, '-')
		case v == vMine:
			b = append(b, '*')
		case v == vSafe:
			b = append(b, 's')
		default:
			b = append(b, byte('0'+v))
		}
		if i%e.g.w == e.g.w-1 {
			b = append(b, '\n')
		}
	}
	return string(b)
}
