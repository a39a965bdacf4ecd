package ai

// vcf looks for a victory by continuous fours for the player to move:
// every move makes a four, so the opponent's reply is forced, until a five
// or a four the opponent cannot block. It returns the first move of the
// win, or -1. depth bounds the number of fours.
func (s *searcher) vcf(depth, ply int) int {
	if s.tick() || ply > maxPly {
		return -1
	}
	b := s.b
	me := b.turn
	if f := b.fivePoints(s.fives[ply][:0], me); len(f) > 0 {
		return f[0]
	}
	if depth <= 0 {
		return -1
	}
	block, lost := s.forcedBlock(ply)
	if lost {
		return -1
	}
	moves := s.lists[ply][:0]
	if block >= 0 {
		// The opponent threatens five: only a four on that very point
		// keeps the initiative.
		if a, ok := b.assess(block, me); ok && a.four {
			moves = append(moves, candidate{i: block, mine: a})
		}
	} else {
		var stop bool
		if moves, stop = s.threats(moves, me, false); stop {
			return -1
		}
	}
	return s.attack(moves, depth, ply, s.vcfReply)
}

// threats appends to moves the points where me makes a four (and, with
// threes, an open three), the strongest first: open fours and four-threes
// end a search soonest. It reports true when the scan used up the search's
// budget.
func (s *searcher) threats(moves []candidate, me int8, threes bool) ([]candidate, bool) {
	b := s.b
	scanned := 0
	for y := range b.n {
		for i := b.index(0, y); i <= b.index(b.n-1, y); i++ {
			if b.cells[i] != empty || b.near[i] == 0 {
				continue
			}
			scanned++
			if a, ok := b.assess(i, me); ok && (a.four || threes && a.three) {
				moves = append(moves, candidate{i: i, mine: a, score: a.value})
			}
		}
	}
	sortCandidates(moves)
	// A scan costs about as much as a few nodes of the main search;
	// charging for it keeps the clock and Yield on time.
	return moves, s.charge(int64(scanned / 6))
}

// attack plays each of moves, kept as the list of ply, and returns the
// first after which reply finds that the opponent loses, or -1.
func (s *searcher) attack(moves []candidate, depth, ply int, reply func(depth, ply int) bool) int {
	b := s.b
	s.lists[ply] = moves
	for k := range len(moves) {
		i := s.lists[ply][k].i
		b.play(i)
		won := reply(depth, ply+1)
		b.undo()
		if won {
			return i
		}
		if s.stopped {
			return -1
		}
	}
	return -1
}

// vcfReply answers a four: the opponent (to move) must block the five, and
// loses if he cannot.
func (s *searcher) vcfReply(depth, ply int) bool {
	b := s.b
	if b.fours[b.turn] > 0 && len(b.fivePoints(s.fives[ply][:0], b.turn)) > 0 {
		return false // the opponent wins first
	}
	block, lost := s.forcedBlock(ply)
	if lost {
		return true
	}
	if block < 0 {
		return false // not a four after all (an overline completion)
	}
	b.play(block)
	won := s.vcf(depth-1, ply+1) >= 0
	b.undo()
	return won
}
