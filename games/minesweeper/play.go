package minesweeper

import (
	"cmp"
	"context"
	"errors"
	"math"
	"slices"
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

// Guessing parameters: how much less safe than the safest cell a
// candidate may be, how many candidates get a look-ahead, and how much a
// chance of progress is worth against a chance of death. Measured on
// 10000 expert games: wider shortlists or other weights did no better.
const (
	guessSlack  = 0.05
	guessCands  = 10
	guessWeight = 0.5
)

// guess picks the unknown cell to open when nothing is certain. With few
// cells left it searches the endgame exactly. A forced fifty-fifty is
// taken at once. Otherwise, among the cells nearly as safe as the safest,
// it looks one move ahead: for each number the cell may show, the exact
// weight of that outcome and whether it makes some cell certainly safe.
// It opens the cell with the best safety times (1 + weight x chance of
// progress); ties go to cells with fewer unknown neighbours, which more
// often open an area.
func (e *engine) guess() int {
	if c, _, ok := e.bestEndgame(); ok {
		return c
	}
	base := e.probabilities()
	exact := !e.en.over && e.err == nil
	e.err = nil
	if exact {
		if c := e.fiftyFifty(); c >= 0 {
			return c
		}
	}
	cands := e.cands[:0]
	for i, v := range e.view {
		if v != vUnknown {
			continue
		}
		u := 0
		for _, j := range e.g.nb(i) {
			if e.view[j] == vUnknown {
				u++
			}
		}
		cands = append(cands, candidate{i: i, p: base[i], u: u})
	}
	e.cands = cands
	slices.SortFunc(cands, func(a, b candidate) int {
		if c := cmp.Compare(a.p, b.p); c != 0 {
			return c
		}
		if a.u != b.u {
			return a.u - b.u
		}
		return a.i - b.i
	})
	if !exact || len(cands) == 1 {
		return cands[0].i
	}
	// The shortlist: the cells within the slack of the safest.
	k := 1
	for k < len(cands) && k < guessCands && cands[k].p <= cands[0].p+guessSlack {
		k++
	}
	if k == 1 {
		return cands[0].i
	}
	top := cands[:k]
	logW := e.en.logW
	best, bestScore := top[0].i, -1.0
	for _, c := range top {
		score := (1 - c.p) * (1 + guessWeight*e.progress(c.i, logW, 1-c.p))
		if score > bestScore+1e-12 {
			best, bestScore = c.i, score
		}
	}
	return best
}

type candidate struct {
	i int
	p float64
	u int
}

// progress returns the chance, given that cell c is safe, that opening it
// makes some other cell certainly safe. logW is the log weight of the
// current position and safe the chance that c is safe.
func (e *engine) progress(c int, logW, safe float64) float64 {
	lo, hi := 0, 0
	for _, j := range e.g.nb(c) {
		switch e.view[j] {
		case vMine:
			lo++
			hi++
		case vUnknown:
			hi++
		}
	}
	e.view[c] = 0
	e.unknown--
	total := 0.0
	for v := lo; v <= hi; v++ {
		e.view[c] = int8(v)
		if !e.enumerate() {
			if errors.Is(e.err, errContradiction) {
				e.err = nil
			}
			continue
		}
		for i, cs := range e.en.certain {
			if cs == certSafe && e.view[i] == vUnknown {
				total += math.Exp(e.en.logW-logW) / safe
				break
			}
		}
	}
	e.view[c] = vUnknown
	e.unknown++
	return total
}

// fiftyFifty returns a cell of a forced fifty-fifty, or -1: two unknown
// cells that hold one mine between them in every solution, such that
// every other cell not known to be a mine touches both or neither, so
// nothing will ever tell them apart (not even the mine count). That guess
// must be made sooner or later; made now, its number may help the guesses
// that follow. It reads the last enumeration.
func (e *engine) fiftyFifty() int {
	en := &e.en
	for g, size := range en.gSize {
		if size != 2 || en.gLo[g] != 1 || en.gHi[g] != 1 {
			continue
		}
		a, b := int(en.gCells[g][0]), int(en.gCells[g][1])
		if !e.apart(a, b) && !e.apart(b, a) {
			return a
		}
	}
	return -1
}

// apart reports whether some neighbour of a other than b, not known to be
// a mine, does not touch b: a cell whose number could tell a from b.
func (e *engine) apart(a, b int) bool {
	for _, x := range e.g.nb(a) {
		if int(x) != b && e.view[x] != vMine && !e.g.near(int(x), b) {
			return true
		}
	}
	return false
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
