package ai

// defend looks for the opponent's victory by continuous fours, as if the
// player to move passed. If there is one, the root search is limited to
// the moves (among the first limit candidates of list) after which the
// opponent has none: the forced defences, which include counter-fours.
// When no move stops it, or the search runs out of nodes or time before
// it knows, the root moves stay as they were.
func (s *searcher) defend(list []candidate, depth, limit int) {
	b := s.b
	b.turn = 3 - b.turn // pass
	threat := s.vcf(depth, 0)
	b.turn = 3 - b.turn
	if threat < 0 || s.stopped {
		return
	}
	allowed := make([]bool, len(b.cells))
	found := false
	for k := range min(limit, len(list)) {
		i := list[k].i
		b.play(i)
		safe := s.vcf(depth, 1) < 0
		b.undo()
		if s.stopped {
			return
		}
		if safe {
			allowed[i], found = true, true
		}
	}
	if found {
		s.allowed = allowed
	}
}
