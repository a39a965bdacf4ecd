package minesweeper

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
)

// Bounds of the no-guess generator. They are counts, not times, so the
// result depends only on the seed and the first click.
const (
	genAttempts = 40  // fresh random layouts
	genRounds   = 40  // solves from the first click per layout
	genNodes    = 1e5 // enumeration nodes per enumeration
)

var geometries sync.Map // [2]int -> *geometry

func geometryFor(w, h int) *geometry {
	k := [2]int{w, h}
	if g, ok := geometries.Load(k); ok {
		return g.(*geometry)
	}
	g, _ := geometries.LoadOrStore(k, newGeometry(w, h))
	return g.(*geometry)
}

// noGuessLayout makes a layout that the solver clears from the first click
// without guessing. It solves a random layout; where the solver gets stuck
// it repairs the layout locally: around one open number it moves mines
// away (or in) until that number alone decides its unknown neighbours, and
// carries on from there. Everything the solver knew stays true across a
// repair (no mine moves off a known mine or onto an open cell), but the
// numbers change, so a round with repairs is followed by a fresh solve
// from the first click; a round without repairs is the proof.
func noGuessLayout(ctx context.Context, g *geometry, mines, first int, rng *rand.Rand, opt Options) ([]bool, error) {
	e := newEngine(g)
	e.ctx, e.yield, e.budget = ctx, opt.Yield, genNodes
	for attempt := 0; attempt < genAttempts; attempt++ {
		mine := randomLayout(g, mines, first, rng)
		count := g.counts(mine)
		for round := 0; round < genRounds; round++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if opt.Yield != nil {
				opt.Yield()
			}
			e.reset(mine, count, mines)
			e.open(first)
			repaired := false
			for !e.solve() {
				if e.err != nil {
					return nil, e.err
				}
				ok, restart := repair(e, mine, first, rng)
				if !ok {
					break
				}
				repaired = true
				if restart {
					break
				}
			}
			if e.err != nil {
				return nil, e.err
			}
			if !repaired && !e.solved() {
				break // no repair possible: start a fresh layout
			}
			if !repaired {
				return mine, nil
			}
		}
	}
	return nil, fmt.Errorf("%w: no no-guess layout found for %dx%d with %d mines", ErrGenerate, g.w, g.h, mines)
}

// repair changes the layout where the solver is stuck. It picks an open
// number at random among those with unknown neighbours, and either moves
// the mines under it elsewhere (so the number is satisfied and its
// neighbours open) or fills it (so its neighbours are all mines),
// whichever moves fewer mines. Mines go to or come from the interior,
// cells that touch no open number, when there is one, else other unknown
// cells. When even those are too few (near the end of a dense board), it
// moves mines to or from cells already solved, which breaks what the
// solver knows: it then reports restart, and the round starts over.
func repair(e *engine, mine []bool, first int, rng *rand.Rand) (ok, restart bool) {
	g := e.g
	var bnd []int32
	for c := 0; c < g.n; c++ {
		if e.view[c] >= 0 {
			if _, unk := e.around(c); unk > 0 {
				bnd = append(bnd, int32(c))
			}
		}
	}
	if len(bnd) == 0 {
		return breakWall(e, mine, first, rng), true
	}
	c := int(bnd[rng.IntN(len(bnd))])
	var under, free []int32 // unknown neighbours of c with and without mines
	for _, j := range g.nb(c) {
		if e.view[j] == vUnknown {
			if mine[j] {
				under = append(under, j)
			} else {
				free = append(free, j)
			}
		}
	}
	// Interior cells, else any unknown cell away from c.
	var inter, other []int32
	for i := 0; i < g.n; i++ {
		if e.view[i] != vUnknown || g.near(i, c) || g.near(i, first) {
			continue
		}
		touches := false
		for _, j := range g.nb(i) {
			if e.view[j] >= 0 {
				touches = true
				break
			}
		}
		if touches {
			other = append(other, int32(i))
		} else {
			inter = append(inter, int32(i))
		}
	}
	clearIt := len(under) <= len(free)
	// Pool of cells to move mines to (clearing) or from (filling).
	var pool []int32
	for _, i := range inter {
		if mine[i] != clearIt {
			pool = append(pool, i)
		}
	}
	if len(pool) < max(len(under), len(free)) {
		for _, i := range other {
			if mine[i] != clearIt {
				pool = append(pool, i)
			}
		}
	}
	moves := under
	if !clearIt {
		moves = free
	}
	if len(pool) < len(moves) {
		restart = true
		for i := 0; i < g.n; i++ {
			if (e.view[i] >= 0 || e.view[i] == vMine) && mine[i] != clearIt && !g.near(i, c) && !g.near(i, first) {
				pool = append(pool, int32(i))
			}
		}
		if len(pool) < len(moves) {
			return false, false
		}
	}
	for _, a := range moves {
		k := rng.IntN(len(pool))
		b := pool[k]
		pool[k] = pool[len(pool)-1]
		pool = pool[:len(pool)-1]
		if clearIt {
			e.moveMine(mine, int(a), int(b))
		} else {
			e.moveMine(mine, int(b), int(a))
		}
	}
	return true, restart
}

// moveMine moves a mine from a to b and updates the numbers, including
// those already open.
func (e *engine) moveMine(mine []bool, a, b int) {
	mine[a], mine[b] = false, true
	for _, j := range e.g.nb(a) {
		e.count[j]--
		if e.view[j] >= 0 {
			e.view[j] = e.count[j]
			e.enqueue(j)
		}
	}
	for _, j := range e.g.nb(b) {
		e.count[j]++
		if e.view[j] >= 0 {
			e.view[j] = e.count[j]
			e.enqueue(j)
		}
	}
}

// breakWall repairs a layout where the open area is walled in by known
// mines with unknown cells beyond: it moves one mine of the wall to an
// unknown cell away from it. What the solver knows no longer holds.
func breakWall(e *engine, mine []bool, first int, rng *rand.Rand) bool {
	g := e.g
	var wall, dest []int32
	for i := 0; i < g.n; i++ {
		switch e.view[i] {
		case vMine:
			for _, j := range g.nb(i) {
				if e.view[j] >= 0 {
					wall = append(wall, int32(i))
					break
				}
			}
		case vUnknown:
			if !mine[i] && !g.near(i, first) {
				dest = append(dest, int32(i))
			}
		}
	}
	if len(wall) == 0 || len(dest) == 0 {
		return false
	}
	e.moveMine(mine, int(wall[rng.IntN(len(wall))]), int(dest[rng.IntN(len(dest))]))
	return true
}
