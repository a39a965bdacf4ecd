package minesweeper

import (
	"context"
	"math/rand/v2"
)

// Options tunes the long computations (no-guess generation, hints) for a
// single-threaded host such as a browser.
type Options struct {
	// Yield, if not nil, is called every few thousand search nodes, so the
	// caller can give the thread back (in a browser, sleep a millisecond).
	Yield func()
}

// newRand returns the random source of a layout: a PCG seeded by the game
// seed and the first click, so that the same game opened elsewhere gets a
// different layout and a replay of the same moves gets the same one.
func newRand(p Params, seed uint64, first int) *rand.Rand {
	salt := uint64(first)<<32 | uint64(p.Width)<<24 | uint64(p.Height)<<16 | uint64(p.Mines)
	if p.NoGuess {
		salt ^= 0x9e3779b97f4a7c15
	}
	return rand.New(rand.NewPCG(seed, salt))
}

// randomLayout places mines uniformly among the cells outside the 3x3
// around the first click, so the first click opens an area.
func randomLayout(g *geometry, mines, first int, rng *rand.Rand) []bool {
	cand := make([]int32, 0, g.n)
	for i := 0; i < g.n; i++ {
		if !g.near(i, first) {
			cand = append(cand, int32(i))
		}
	}
	mine := make([]bool, g.n)
	for k := 0; k < mines; k++ {
		j := k + rng.IntN(len(cand)-k)
		cand[k], cand[j] = cand[j], cand[k]
		mine[cand[k]] = true
	}
	return mine
}

// Layout returns the mines of a game (true where a mine lies, indexed
// y*Width+x) given its seed and first click. It is what the first Open of
// a game computes; with p.NoGuess it runs the no-guess generator, bounded
// and deterministic (the context and the yield hook never change the
// result, only stop it).
func Layout(ctx context.Context, p Params, seed uint64, x, y int, opt Options) ([]bool, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if x < 0 || y < 0 || x >= p.Width || y >= p.Height {
		return nil, ErrIllegalMove
	}
	first := y*p.Width + x
	g := geometryFor(p.Width, p.Height)
	rng := newRand(p, seed, first)
	if !p.NoGuess {
		return randomLayout(g, p.Mines, first, rng), nil
	}
	return noGuessLayout(ctx, g, p.Mines, first, rng, opt)
}
