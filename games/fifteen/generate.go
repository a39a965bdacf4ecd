package fifteen

import "math/rand/v2"

// New deals the game of the given size from seed: a position drawn
// uniformly from the solvable positions other than the goal. Its ID is
// "NxN#seed". It fails with ErrSize.
func New(p Params, seed uint64) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	n := p.Size
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	var s State
	s.n = uint8(n)
	for {
		for i := range n * n {
			s.cells[i] = uint8(i)
		}
		rng.Shuffle(n*n, func(i, j int) { s.cells[i], s.cells[j] = s.cells[j], s.cells[i] })
		a := -1
		for i := range n * n {
			if s.cells[i] == 0 {
				s.blank = uint8(i)
			} else if a < 0 {
				a = i
			}
		}
		if !s.solvable() {
			// Swapping the first two tiles (the blank stays put) pairs each
			// unsolvable arrangement with exactly one solvable one, so every
			// solvable position stays equally likely.
			b := a + 1
			if s.cells[b] == 0 {
				b++
			}
			s.cells[a], s.cells[b] = s.cells[b], s.cells[a]
		}
		if s.Status() != Solved {
			break
		}
	}
	s.id = p.String() + "#" + formatSeed(seed)
	return s, nil
}
