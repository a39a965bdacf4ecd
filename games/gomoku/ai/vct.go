package ai

// vct looks for a victory by continuous threats for the player to move:
// every attacking move makes a four or an open three, the defender
// answers a four by blocking it and a three by any move that stops the
// straight four or makes a four of his own, and the attacker must win
// against every answer. It returns the first move of the win, or -1.
// depth bounds the number of attacking moves. A three is read as a
// threat only while the attacker still has a point to make a straight
// four, so a three the defender has already spoiled is not a threat.
func (s *searcher) vct(depth, ply int) int {
	if s.tick() || ply > maxPly {
		return -1
	}
	b := s.b
	me := b.turn
	if f := b.fivePoints(s.fives[ply][:0], me); len(f) > 0 {
		return f[0]
	}
	block, lost := s.forcedBlock(ply)
	if lost || depth <= 0 {
		return -1
	}
	moves := s.lists[ply][:0]
	if block >= 0 {
		// The defender's four must be blocked; the attack goes on only
		// if the threats it had still stand afterwards, which the reply
		// checks.
		moves = append(moves, candidate{i: block})
	} else {
		var stop bool
		if moves, stop = s.threats(moves, me, true); stop {
			return -1
		}
	}
	return s.attack(moves, depth, ply, s.vctReply)
}

// vctReply tries every defence of the player to move against the
// attacker's threats and reports whether the attacker wins against all.
func (s *searcher) vctReply(depth, ply int) bool {
	if s.tick() {
		return false
	}
	b := s.b
	if b.fours[b.turn] > 0 && len(b.fivePoints(s.fives[ply][:0], b.turn)) > 0 {
		return false // the defender wins first
	}
	block, lost := s.forcedBlock(ply)
	if lost {
		return true
	}
	if block >= 0 {
		b.play(block)
		won := s.vct(depth-1, ply+1) >= 0
		b.undo()
		return won
	}
	// No four to block: the attacker must have an open three, that is a
	// point where he makes a straight four. The candidates are then only
	// the defences: blocks and the defender's own fours.
	list := b.candidates(s.lists[ply])
	s.lists[ply] = list
	threat := false
	for _, c := range list {
		if c.theirs.open {
			threat = true
			break
		}
	}
	if !threat {
		return false
	}
	for k := range len(list) {
		i := s.lists[ply][k].i
		b.play(i)
		won := s.vct(depth-1, ply+1) >= 0
		b.undo()
		if !won || s.stopped {
			return false
		}
	}
	return true
}
