package ai

import (
	"math/rand/v2"
	"time"
)

// rootMove is a move at the root with its last score.
type rootMove struct {
	i     int
	order int
	score int
}

// rootResult is what the engine decided at the root.
type rootResult struct {
	move   int
	depth  int
	score  int
	reason string
}

// decide chooses the move for the player to move: a five, a block of the
// opponent's five, a VCF or a VCT, else iterative deepening over every
// candidate that does not lose to the opponent's continuous fours;
// maxDepth bounds the iterations. It returns move -1 when there is no candidate.
func (e *engine) decide(maxDepth int, rng *rand.Rand) rootResult {
	p := e.p
	me := p.turn
	if p.count[me][clFive] > 0 {
		return rootResult{move: p.find(nil, me, clFive)[0], score: winScore, reason: "win"}
	}
	if p.stones == 0 {
		c := p.n / 2
		return rootResult{move: p.index(c, c), reason: "search"}
	}
	block, lost := e.fiveBlock(0)
	if block >= 0 {
		return rootResult{move: block, score: p.eval(), reason: "block"}
	}
	if lost {
		// Lost whatever we do: block one of the fives if we may.
		for _, i := range p.find(nil, 3-me, clFive) {
			if p.legal(i) {
				return rootResult{move: i, score: -winScore, reason: "block"}
			}
		}
	}
	if i := e.vcf(0, 30); i >= 0 {
		return rootResult{move: i, score: winScore - 1, reason: "vcf"}
	}
	if i := e.phase(1, 8, func() int { return e.vct(0, 8) }); i >= 0 {
		return rootResult{move: i, score: winScore - 2, reason: "vct"}
	}
	roots := e.rootMoves(rng)
	if len(roots) == 0 {
		return rootResult{move: -1}
	}
	// Moves after which the opponent wins by continuous fours are out,
	// unless every move is. The check has its own share of the time, and
	// keeps the moves it had no time to look at. His continuous threats
	// are left to the search, which answers an open three only with its
	// defences and so reads them deeper than a check in the same time.
	roots = e.keep(roots, func() bool { return e.vcf(1, 24) >= 0 })
	res := rootResult{move: roots[0].i, score: p.eval(), reason: "search"}
	if len(roots) == 1 {
		return res
	}
	// An iteration takes about as long as all before it together, so one
	// begun after half the time left for the search rarely finishes. It
	// is still worth beginning until three quarters, or until the deadline
	// where the caller wants the whole time used: it searches the last
	// best move first, a move that proves better in the time is played,
	// and a kept table holds what it read for the next move.
	var soft time.Time
	if !e.deadline.IsZero() && !e.whole {
		soft = time.Now().Add(time.Until(e.deadline) * 3 / 4)
	}
	prev := 0
	for d := 2; d <= maxDepth; d++ {
		window := 150
		alpha, beta := -infinity, infinity
		if d > 3 && prev > -winScore+1000 && prev < winScore-1000 {
			alpha, beta = prev-window, prev+window
		}
		var best rootMove
		var searched int
		for {
			best, searched = e.rootIteration(roots, d, alpha, beta)
			if e.stopped || (best.score > alpha && best.score < beta) {
				break
			}
			// Outside the aspiration window: search again with it open
			// on the failing side.
			if best.score <= alpha {
				alpha = -infinity
			} else {
				// The move that failed high is searched first again, and
				// played should the search stop before it is done.
				beta = infinity
				res.move, res.score = best.i, best.score
				toFront(roots, best.i)
			}
		}
		if e.stopped {
			// The first move searched was the last iteration's best; a
			// move that beat it is better.
			if searched > 0 && best.i >= 0 {
				res.move, res.score = best.i, best.score
			}
			break
		}
		res.move, res.depth, res.score = best.i, d, best.score
		prev = best.score
		if best.score >= winScore-maxPly || best.score <= -(winScore-maxPly) {
			break // a forced result: deeper search cannot change it
		}
		rerank(roots, best.i)
		if e.stopped || (!soft.IsZero() && time.Now().After(soft)) {
			break
		}
	}
	return res
}

// phase runs f with num/den of the move's whole time and node budget
// from now (where the search has them, and where that comes before its
// own limits), then puts the limits back and clears a stop that only the
// phase's limits caused.
func (e *engine) phase(num, den int, f func() int) int {
	deadline, maxNodes := e.deadline, e.maxNodes
	if !deadline.IsZero() {
		limit := time.Now().Add(deadline.Sub(e.start) * time.Duration(num) / time.Duration(den))
		if limit.Before(deadline) {
			e.deadline = limit
		}
	}
	if e.budget > 0 {
		e.maxNodes = min(maxNodes, e.nodes+e.budget*int64(num)/int64(den))
	}
	r := f()
	e.deadline, e.maxNodes = deadline, maxNodes
	if e.stopped && e.ctx.Err() == nil && e.nodes < maxNodes && (deadline.IsZero() || time.Now().Before(deadline)) {
		e.stopped = false
	}
	return r
}

// keep returns the root moves after which loses, asked with the opponent
// to move, reports false, or all of roots if it reports true for every
// one. It stops with an eighth of the move's time, keeping the moves it
// did not look at: in a position full of threats the check can cost more
// than it finds, and the main search needs the time.
func (e *engine) keep(roots []rootMove, loses func() bool) []rootMove {
	p := e.p
	held := roots[:0:0]
	e.phase(1, 8, func() int {
		for k, r := range roots {
			p.play(r.i)
			lost := loses()
			p.undo()
			if e.stopped {
				held = append(held, roots[k:]...)
				return -1
			}
			if !lost {
				held = append(held, r)
			}
		}
		return -1
	})
	if len(held) == 0 {
		return roots
	}
	return held
}

// rootIteration searches every root move to depth d within (alpha, beta)
// and returns the best with its score, and how many moves it finished.
func (e *engine) rootIteration(roots []rootMove, d, alpha, beta int) (rootMove, int) {
	p := e.p
	best := rootMove{i: -1, score: -infinity}
	for k := range roots {
		p.play(roots[k].i)
		var v int
		if k == 0 {
			v = -e.pvs(d-1, -beta, -alpha, 1, true)
		} else {
			v = -e.pvs(d-1, -alpha-1, -alpha, 1, false)
			if v > alpha && v < beta && !e.stopped {
				v = -e.pvs(d-1, -beta, -alpha, 1, true)
			}
		}
		p.undo()
		if e.stopped {
			return best, k
		}
		roots[k].score = v
		// A later move replaces the first only when it proves better
		// than alpha. One that fails low too comes back with a bound, not
		// a value, and a higher bound is no better move: in a pass that
		// fails low the first, the last iteration's best, stays best, and
		// so it does when the search stops in that pass.
		if k == 0 || v > alpha {
			best = roots[k]
			alpha = max(alpha, v)
		}
		if alpha >= beta {
			return best, k + 1
		}
	}
	return best, len(roots)
}

// rootMoves lists the candidates at the root in the generator's order,
// the seed breaking near-ties differently from game to game.
func (e *engine) rootMoves(rng *rand.Rand) []rootMove {
	list := e.generate(0, -1)
	roots := make([]rootMove, 0, len(list))
	for _, m := range list {
		roots = append(roots, rootMove{i: m.i(), order: m.score()*8 + rng.IntN(8)})
	}
	sortRoots(roots)
	return roots
}

// rerank orders the root moves for the next iteration: the move of cell
// best first, then the others by the scores of the last.
func rerank(roots []rootMove, best int) {
	for k := range roots {
		roots[k].order = roots[k].score
		if roots[k].i == best {
			roots[k].order = infinity
		}
	}
	sortRoots(roots)
}

// toFront moves the root move of cell i to the front of r, keeping the
// order of the others.
func toFront(r []rootMove, i int) {
	for k := range r {
		if r[k].i == i {
			m := r[k]
			copy(r[1:k+1], r[:k])
			r[0] = m
			return
		}
	}
}

func sortRoots(r []rootMove) {
	// Insertion sort: stable, and the lists are short.
	for k := 1; k < len(r); k++ {
		for j := k; j > 0 && r[j].order > r[j-1].order; j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
}
