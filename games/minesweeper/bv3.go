package minesweeper

// BV3 returns the board's 3BV: the least number of clicks that clear it
// without flags, one per opening (connected area of 0s) plus one per
// number that no opening reveals. It is 0 before the first click.
func (s State) BV3() int {
	if s.mine == nil {
		return 0
	}
	return bv3(geometryFor(s.p.Width, s.p.Height), s.mine, s.count)
}

// Efficiency returns 3BV divided by the clicks made so far, the usual
// measure of a win (1 is a perfect game; chording can make it higher).
func (s State) Efficiency() float64 {
	if len(s.moves) == 0 {
		return 0
	}
	return float64(s.BV3()) / float64(len(s.moves))
}

func bv3(g *geometry, mine []bool, count []int8) int {
	seen := make([]bool, g.n)
	n := 0
	var stack []int32
	for i := 0; i < g.n; i++ {
		if mine[i] || count[i] != 0 || seen[i] {
			continue
		}
		n++
		seen[i] = true
		stack = append(stack[:0], int32(i))
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, j := range g.nb(int(c)) {
				if !seen[j] {
					seen[j] = true
					if count[j] == 0 {
						stack = append(stack, j)
					}
				}
			}
		}
	}
	for i := 0; i < g.n; i++ {
		if !mine[i] && !seen[i] {
			n++
		}
	}
	return n
}
