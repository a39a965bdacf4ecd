package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

// rootsAfter returns the root moves of e's position ordered as the search orders
// them after an iteration to depth d: best first, then by score.
func rootsAfter(t *testing.T, e *engine, d int) []rootMove {
	t.Helper()
	roots := e.rootMoves(rand.New(rand.NewPCG(1, 1)))
	best, _ := e.rootIteration(roots, d, -infinity, infinity)
	rerank(roots, best.i)
	return roots
}

// A pass in which every root move fails low proves none better than the
// first, the last iteration's best, whatever bounds the others come back
// with: the pass returns the first, so a search that stops in such a pass
// plays the move it trusted last.
func TestFailLowKeepsFirst(t *testing.T) {
	for _, id := range []string{
		"freestyle:h8.i9.g9.h10.i8.g8",
		"freestyle:h8.h9.i9.g7.j10.k11.i10.i8",
	} {
		t.Run(id, func(t *testing.T) {
			e := newEngine(context.Background(), newPosition(parse(t, id)), newTTable(16))
			e.width = budgets[Strongest].width
			roots := rootsAfter(t, e, 4)
			first := roots[0].i
			// No move is worth a near win: every one fails low.
			alpha := winScore - 2*maxPly - 1
			best, searched := e.rootIteration(roots, 5, alpha, alpha+150)
			if searched != len(roots) {
				t.Fatalf("searched %d of %d moves", searched, len(roots))
			}
			higher := 0
			for _, r := range roots[1:] {
				if r.score > roots[0].score {
					higher++
				}
			}
			if higher == 0 {
				t.Fatalf("no later move came back with a higher bound than the first: the position tests nothing")
			}
			if best.i != first {
				t.Errorf("best after a pass failing low = %d (bound %d), want the first move %d (bound %d)",
					best.i, best.score, first, roots[0].score)
			}
		})
	}
}

func TestToFront(t *testing.T) {
	r := []rootMove{{i: 1}, {i: 2}, {i: 3}, {i: 4}}
	toFront(r, 3)
	got := []int{r[0].i, r[1].i, r[2].i, r[3].i}
	if !slices.Equal(got, []int{3, 1, 2, 4}) {
		t.Errorf("toFront(3) = %v, want [3 1 2 4]", got)
	}
	toFront(r, 9)
	if r[0].i != 3 {
		t.Errorf("toFront of a cell not in the list changed it: %v", r)
	}
}
