package minesweeper

import (
	"math"
	"math/rand/v2"
	"testing"
)

func TestEndgameFiftyFifty(t *testing.T) {
	// Two cells, one mine, and nothing to tell them apart.
	e := analysis(1, "--", "11", "00")
	if !e.enumerate() {
		t.Fatal(e.err)
	}
	c, win, ok := e.bestEndgame()
	if !ok || math.Abs(win-0.5) > 1e-9 || (c != 0 && c != 1) {
		t.Errorf("bestEndgame on a fifty-fifty = %d, %v, %v; want cell 0 or 1 with 0.5", c, win, ok)
	}
}

// TestEndgameManyCells checks that a position with more cells than a
// uint32 holds but few layouts is searched: 40 unknown cells, the lowest
// row of them safe, and one mine among the 30 others.
func TestEndgameManyCells(t *testing.T) {
	e := analysis(1, "----------", "----------", "----------", "----------", "0000000000")
	if !e.enumerate() {
		t.Fatal(e.err)
	}
	c, win, ok := e.bestEndgame()
	if !ok || c/10 != 3 || win <= 0 || win > 1 {
		t.Errorf("bestEndgame = %d, %v, %v; want a cell of row 3, certainly safe, and a chance in (0, 1]", c, win, ok)
	}
}

// TestEndgameBounds checks the endgame value on random small positions:
// never above the safety of the cell it opens, never below the chance of
// winning by opening that cell and then guessing blindly.
func TestEndgameBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for trial := 0; trial < 200; trial++ {
		e := stuckEngine(newGeometry(5+rng.IntN(3), 5), 4+rng.IntN(6), rng)
		if e == nil {
			continue
		}
		if !e.enumerate() {
			t.Fatal("enumeration failed")
		}
		c, win, ok := e.bestEndgame()
		if !ok {
			continue
		}
		if e.view[c] != vUnknown || win > 1-e.en.prob[c]+1e-9 || win <= 0 {
			t.Fatalf("bestEndgame = %d with %v; the cell is a mine with probability %v\n%s", c, win, e.en.prob[c], e.dump())
		}
		checked++
	}
	if checked < 20 {
		t.Fatalf("only %d endgames checked", checked)
	}
}

// stuckEngine deals mines at random on g, opens a random cell and makes
// every move logic proves. It returns the engine with the layout hidden
// from it when that leaves the game unfinished, and nil when it wins.
func stuckEngine(g *geometry, mines int, rng *rand.Rand) *engine {
	first := rng.IntN(g.n)
	mine := randomLayout(g, mines, first, rng)
	e := newEngine(g)
	e.reset(mine, g.counts(mine), mines)
	e.open(first)
	if e.solve() {
		return nil
	}
	e.truth = nil
	return e
}
