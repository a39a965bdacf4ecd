package minesweeper

import (
	"context"
	"fmt"
)

// Point is a cell: column X and row Y, from 0.
type Point struct{ X, Y int }

// Hint is advice about a position, computed from what the player sees
// (open numbers and the mine count; flags are ignored, as they may be wrong).
type Hint struct {
	// Safe lists cells that are certainly free of mines, in the order
	// the solver found them; the first is the one to point at. It is
	// empty when every unopened cell might be a mine.
	Safe []Point
	// Mines lists cells that certainly hold mines.
	Mines []Point
	// Prob holds, when Safe is empty, the probability that each cell
	// holds a mine, indexed y*Width+x, with -1 for open cells. It is nil
	// when Safe is not empty.
	Prob []float64
	// Exact is false when the position was too large for the exact
	// computation within its bound and Prob is an estimate.
	Exact bool
}

// Hint returns advice for the position: the cells certainly safe or, when
// there are none, every unopened cell's mine probability, exact given the
// numbers and the mine count. Before the first click every cell is safe
// and the hint is the middle of the board. The search is bounded; ctx and
// opt.Yield let a browser stop or time-slice it.
func (s State) Hint(ctx context.Context, opt Options) (Hint, error) {
	if s.marks == nil {
		return Hint{}, fmt.Errorf("%w: no game", ErrIllegalMove)
	}
	if s.status.Over() {
		return Hint{}, fmt.Errorf("%w: the game is %v", ErrIllegalMove, s.status)
	}
	w := s.p.Width
	if s.status == Ready {
		return Hint{Safe: []Point{{w / 2, s.p.Height / 2}}, Exact: true}, nil
	}
	e := newEngine(geometryFor(w, s.p.Height))
	e.ctx, e.yield = ctx, opt.Yield
	e.reset(nil, nil, s.p.Mines)
	for i, m := range s.marks {
		if m == mOpen {
			e.view[i] = s.count[i]
			e.unknown--
			e.enqueue(int32(i))
		}
	}
	e.solve()
	if err := ctx.Err(); err != nil {
		return Hint{}, err
	}
	e.err = nil
	var h Hint
	for _, i := range e.safes {
		h.Safe = append(h.Safe, Point{int(i) % w, int(i) / w})
	}
	for i, v := range e.view {
		if v == vMine {
			h.Mines = append(h.Mines, Point{i % w, i / w})
		}
	}
	if len(h.Safe) > 0 {
		h.Exact = true
		return h, nil
	}
	prob, exact := e.probabilities()
	h.Exact = exact
	h.Prob = make([]float64, len(e.view))
	for i, v := range e.view {
		switch {
		case v >= 0:
			h.Prob[i] = -1
		case v == vMine:
			h.Prob[i] = 1
		default:
			h.Prob[i] = prob[i]
		}
	}
	if err := ctx.Err(); err != nil {
		return Hint{}, err
	}
	return h, nil
}
