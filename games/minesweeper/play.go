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
// candidate may be, how many candidates get a look-ahead, and how the
// safest and second safest cells of the next position blend into its
// value. Measured on 20000 expert games each: wider shortlists, a bonus
// for progress, a blend of 1 (the safest cell alone), ties broken by the
// chance of a zero, or fewer interior cells on the shortlist did no
// better; nor did a blend of 0.5 (44 games won that were lost, 43 lost
// that were won) or a look-ahead of two moves for the three best cells,
// each scoring the next position by the best of its own shortlist of
// three (208 won, 239 lost). With dead cells left out, 25 candidates
// instead of 10 won 121 games that were lost and lost 108 that were won,
// of 40,000 from (3,3), for more time. The enumeration never ran over
// its budget in 3000 expert games, so its fallback estimate does not
// matter there.
const (
	guessSlack = 0.05
	guessCands = 10
	guessBlend = 0.7
)

// guess picks the unknown cell to open when nothing is certain. With few
// cells left it searches the endgame exactly. A forced fifty-fifty is
// taken at once. Otherwise it looks one move ahead (see lookAhead).
func (e *engine) guess() int {
	base, exact := e.probabilities()
	if exact {
		if c, _, ok := e.bestEndgame(); ok {
			return c
		}
		if c := e.fiftyFifty(); c >= 0 {
			return c
		}
	}
	return e.lookAhead(base, exact)
}

// lookAhead picks the guess from the mine probabilities of the unknown
// cells: the safest when they are estimates (exact false), else, among
// the live cells nearly as safe as the safest live one, the cell with the
// best chance of surviving both this guess and the next (see nextSafety);
// ties go to cells with fewer unknown neighbours, which more often open
// an area.
func (e *engine) lookAhead(base []float64, exact bool) int {
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
	// The shortlist: the live cells within the slack of the safest live
	// one. A dead cell, whose number can be only one value, tells nothing:
	// whatever a game that opens it now would do next, the same game
	// opening it last does at least as well, so it waits while a live
	// cell is left (69 games won that were lost, 25 the other way, of
	// 40,000 paired expert games from (3,3)).
	logW := e.en.logW
	best, bestScore := -1, -1.0
	live, first := 0, 0.0
	for _, c := range cands {
		if c.p >= 1 || live > 0 && (live >= guessCands || c.p > first+guessSlack) {
			break
		}
		if c.u == 0 {
			continue // its number is known already
		}
		next, values := e.nextSafety(c.i, logW, 1-c.p)
		if values < 2 {
			continue
		}
		if live == 0 {
			first = c.p
		}
		live++
		if score := (1 - c.p) * next; score > bestScore+1e-12 {
			best, bestScore = c.i, score
		}
	}
	if best < 0 { // every cell is dead: what is left is luck
		return cands[0].i
	}
	return best
}

type candidate struct {
	i int
	p float64
	u int
}

// nextSafety returns, given that cell c is safe, the expected safety of
// the move after opening it. For each number c may show, weighted by its
// exact chance, that is 1 when the number makes some cell certainly safe
// (progress), else a blend of the safest and second safest cells left,
// the guess to come. A cell that is safe but tells nothing scores the
// safety of the guess it leaves; one whose number often resolves its
// neighbours scores close to 1. logW is the log weight of the current
// position and safe the chance that c is safe. It also returns how many
// numbers c can show: a cell that can show only one is dead.
func (e *engine) nextSafety(c int, logW, safe float64) (next float64, values int) {
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
	for v := lo; v <= hi; v++ {
		e.view[c] = int8(v)
		if !e.enumerate() {
			if errors.Is(e.err, errContradiction) {
				e.err = nil
			}
			continue
		}
		values++
		w := math.Exp(e.en.logW-logW) / safe
		s1, s2 := 0.0, 0.0
		for i, vi := range e.view {
			if vi != vUnknown {
				continue
			}
			if e.en.certain[i] == certSafe {
				s1, s2 = 1, 1
				break
			}
			if q := 1 - e.en.prob[i]; q > s1 {
				s1, s2 = q, s1
			} else if q > s2 {
				s2 = q
			}
		}
		switch {
		case s1 == 0: // only mines are left: won
			s1, s2 = 1, 1
		case s2 == 0: // one cell to guess
			s2 = s1
		}
		next += w * (guessBlend*s1 + (1-guessBlend)*s2)
	}
	e.view[c] = vUnknown
	e.unknown++
	return next, values
}

// fiftyFifty returns a cell of a forced fifty-fifty, or -1: two unknown
// cells that hold one mine between them in every solution, such that
// every other cell not known to be a mine touches both or neither, so
// nothing will ever tell them apart (not even the mine count). That guess
// must be made sooner or later; made now, its number may help the guesses
// that follow. It reads the last enumeration. Taking as well the pairs
// that hold one mine or none, either a fifty-fifty or both safe, changed
// 7 of 40,000 expert games from (3,3) (5 won that were lost, 2 lost
// that were won), so it does not.
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
// from the enumeration (exact true), or when that is over its budget, an
// estimate from the numbers around each cell and the density elsewhere.
func (e *engine) probabilities() (prob []float64, exact bool) {
	if e.enumerate() {
		return e.en.prob, true
	}
	e.err = nil
	prob = e.en.prob
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
	return prob, false
}
