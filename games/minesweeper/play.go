package minesweeper

import (
	"context"
)

// Autoplay plays one game with the built-in solver, as a player who cannot
// see the mines: it lays the mines for the first click at x, y as Open
// would, opens it, then deduces, and guesses by probability when nothing
// is certain. It reports whether the solver won.
func Autoplay(ctx context.Context, p Params, seed uint64, x, y int, opt Options) (bool, error) {
	mine, err := Layout(ctx, p, seed, x, y, opt)
	if err != nil {
		return false, err
	}
	g := geometryFor(p.Width, p.Height)
	e := newEngine(g)
	e.ctx, e.yield = ctx, opt.Yield
	e.reset(mine, g.counts(mine), p.Mines)
	e.open(y*p.Width + x)
	for {
		if e.solve() {
			return true, nil
		}
		if e.err != nil {
			return false, e.err
		}
		if e.boom {
			return false, nil
		}
		if !e.open(e.guess()) {
			return false, nil
		}
	}
}

// guess picks the unknown cell to open when nothing is certain: the one
// least likely to be a mine, ties going to cells with fewer unknown
// neighbours, which more often open an area or fix a number.
func (e *engine) guess() int {
	prob := e.probabilities()
	best, bestP, bestU := -1, 2.0, 9
	for i, v := range e.view {
		if v != vUnknown {
			continue
		}
		p := prob[i]
		u := 0
		for _, j := range e.g.nb(i) {
			if e.view[j] == vUnknown {
				u++
			}
		}
		if p < bestP-1e-9 || (p < bestP+1e-9 && u < bestU) {
			best, bestP, bestU = i, p, u
		}
	}
	return best
}

// probabilities returns the mine probability of every unknown cell: exact
// from the enumeration, or when that is over its budget, an estimate from
// the numbers around each cell and the density elsewhere.
func (e *engine) probabilities() []float64 {
	if e.enumerate() {
		return e.en.prob
	}
	e.err = nil
	prob := e.en.prob
	density := float64(e.mines-e.known) / float64(max(e.unknown, 1))
	for i, v := range e.view {
		if v != vUnknown {
			continue
		}
		p := density
		for _, j := range e.g.nb(i) {
			if e.view[j] >= 0 {
				need, unk := e.around(int(j))
				p = max(p, float64(need)/float64(unk))
			}
		}
		prob[i] = p
	}
	return prob
}
