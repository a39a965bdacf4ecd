package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"
)

// Scores of the search, for the player to move.
const (
	winScore = 1_000_000
	infinity = 2 * winScore
	maxPly   = 48 // forced replies to fours extend the search up to here
)

// checkEvery is how many nodes pass between two looks at the clock, the
// context and the Yield hook: one or two milliseconds of native search,
// a few in WebAssembly, so a page that sleeps in Yield every 10 ms keeps
// its frame rate.
const checkEvery = 256

// searcher runs one bounded search on its own board.
type searcher struct {
	b        *board
	ctx      context.Context
	yield    func()
	deadline time.Time
	nodes    int64
	maxNodes int64
	check    int64 // node count of the next look at the clock
	stopped  bool
	rng      *rand.Rand
	tt       table
	lists    [maxPly + 2][]candidate // candidate buffers, one per ply
	allowed  []bool                  // if not nil, the only root moves to search, by cell
	fives    [maxPly + 2][]int
}

// tick counts a node and reports whether the search must stop.
func (s *searcher) tick() bool { return s.charge(1) }

// charge counts n nodes' worth of work and reports whether the search
// must stop.
func (s *searcher) charge(n int64) bool {
	s.nodes += n
	if s.nodes >= s.check {
		s.check = s.nodes + checkEvery
		if s.yield != nil {
			s.yield()
		}
		if s.ctx.Err() != nil || (!s.deadline.IsZero() && time.Now().After(s.deadline)) {
			s.stopped = true
		}
	}
	if s.nodes >= s.maxNodes {
		s.stopped = true
	}
	return s.stopped
}

// forcedBlock looks at the opponent's five points: it reports a lost
// position (two of them, or one black may not take under renju), or the
// one point the player to move must take (-1 if none).
func (s *searcher) forcedBlock(ply int) (block int, lost bool) {
	b := s.b
	f := b.fivePoints(s.fives[ply][:0], 3-b.turn)
	s.fives[ply] = f
	switch {
	case len(f) == 0:
		return -1, false
	case len(f) > 1:
		return -1, true
	case b.turn == black && b.forbids && b.forbidden(f[0]):
		return -1, true
	}
	return f[0], false
}

// negamax is an alpha-beta search to the given depth. A move that only
// blocks the opponent's four does not use up depth, so sequences of fours
// are read to their end.
func (s *searcher) negamax(depth, alpha, beta, ply, width int) int {
	if s.tick() {
		return 0
	}
	b := s.b
	me := b.turn
	if b.fours[me] > 0 && len(b.fivePoints(s.fives[ply][:0], me)) > 0 {
		return winScore - ply
	}
	if b.stones == b.n*b.n {
		return 0
	}
	block, lost := s.forcedBlock(ply)
	if lost {
		return -(winScore - ply - 1)
	}
	if ply >= maxPly {
		return b.eval()
	}
	if block >= 0 {
		b.play(block)
		v := -s.negamax(depth, -beta, -alpha, ply+1, width)
		b.undo()
		return v
	}
	if depth <= 0 {
		return b.eval()
	}
	hashMove := -1
	if e, ok := s.tt.probe(b.hash); ok {
		hashMove = int(e.move)
		if int(e.depth) >= depth {
			v := fromTable(int(e.score), ply)
			switch {
			case e.bound == exactScore,
				e.bound == lowerBound && v >= beta,
				e.bound == upperBound && v <= alpha:
				return v
			}
		}
	}
	list := b.candidates(s.lists[ply])
	s.lists[ply] = list
	if len(list) == 0 {
		return 0
	}
	if b.fours[3-me] == 0 {
		for k := range list {
			if list[k].mine.win {
				// An open four, a double four or a four-three, and the
				// opponent has no four on the board to answer with: won
				// in a few more moves.
				return winScore - ply - 5
			}
		}
	}
	// The best move found last time comes first, even from beyond the
	// width.
	for k := range list {
		if list[k].i == hashMove {
			x := list[k]
			copy(list[1:k+1], list[:k])
			list[0] = x
			break
		}
	}
	if len(list) > width {
		list = list[:width]
	}
	alpha0 := alpha
	best, bestMove := -infinity, -1
	for k := range list {
		b.play(list[k].i)
		v := -s.negamax(depth-1, -beta, -alpha, ply+1, width)
		b.undo()
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, list[k].i
			if v > alpha {
				alpha = v
				if alpha >= beta {
					break
				}
			}
		}
	}
	s.tt.store(b.hash, depth, best, alpha0, beta, bestMove, ply)
	return best
}

// rootMove is a move at the root with its last score.
type rootMove struct {
	i     int
	order int
	score int
}

// iterate runs iterative deepening from the root and returns the best move
// of the deepest finished iteration, the depth reached and its score.
func (s *searcher) iterate(maxDepth, rootWidth, width int) (best, depth, score int) {
	b := s.b
	list := b.candidates(nil)
	if s.allowed != nil {
		list = slices.DeleteFunc(list, func(c candidate) bool { return !s.allowed[c.i] })
	}
	if len(list) > rootWidth {
		list = list[:rootWidth]
	}
	roots := make([]rootMove, len(list))
	for k, c := range list {
		// The seed breaks near-ties differently from game to game.
		roots[k] = rootMove{i: c.i, order: c.score + s.rng.IntN(8)}
	}
	sortRoots(roots)
	best = roots[0].i
	for d := 1; d <= maxDepth; d++ {
		alpha := -infinity
		bestHere, searched := -1, 0
		for k := range roots {
			b.play(roots[k].i)
			v := -s.negamax(d-1, -infinity, -alpha, 1, width)
			b.undo()
			if s.stopped {
				break
			}
			roots[k].score = v
			searched++
			if v > alpha {
				alpha = v
				bestHere = roots[k].i
			}
		}
		if s.stopped {
			// A partial iteration still improves on the last one: its
			// first move was the previous best.
			if searched > 0 {
				best, score = bestHere, alpha
			}
			break
		}
		best, depth, score = bestHere, d, alpha
		if alpha >= winScore-maxPly || alpha <= -(winScore-maxPly) {
			break // a forced result: deeper search cannot change it
		}
		for k := range roots {
			roots[k].order = roots[k].score
		}
		sortRoots(roots)
	}
	return best, depth, score
}

func sortRoots(r []rootMove) {
	// Insertion sort: stable, and the lists are short.
	for k := 1; k < len(r); k++ {
		for j := k; j > 0 && r[j].order > r[j-1].order; j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
}
