package minesweeper

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
	"unsafe"
)

// Bounds of the exact endgame search. The count of consistent layouts,
// not of cells, is what makes it costly, and the enumeration gives it
// without listing them: positions of up to 64 cells with few layouts are
// searched too. Against a bound of 28 cells, on expert seeds 200001 to
// 300000 from the middle, that won 91 games that were lost and lost 63
// that were won (52683 to 52711 wins; sign test p = 0.03), for about 2 ms
// a game more. The node budget shrinks with the square of the cells,
// since each node tries every cell over longer layouts, which keeps the
// worst move under half a second. 3000 layouts instead of 1000 won 37
// games that were lost and lost 28 that were won, of 40,000 from (3,3),
// at twice the time a game.
const (
	endCells     = 64     // unknown cells at most (a layout is a uint64)
	endSolutions = 1000   // consistent layouts at most
	endNodes     = 100000 // positions evaluated at most, up to 28 cells
)

// endgame finds the guess that maximises the chance of winning when few
// cells are left, by searching every sequence of guesses over the layouts
// still consistent with the board (all equally likely). Before each guess
// it opens every cell that is safe in all of them, for free.
type endgame struct {
	cells []int    // the unknown cells, bit k of a layout is cells[k]
	nb    []uint64 // unknown neighbours of each cell, as bits
	base  []int8   // known mines around each cell
	sols  []uint64 // the consistent layouts
	memo  map[string]float64
	nodes int
	limit int // nodes allowed
}

// bestEndgame returns the cell to open and its chance to win, or ok false
// when the position is too large for the search. It reads the last
// enumeration, which must be of this position: that counts the layouts
// without listing them.
func (e *engine) bestEndgame() (cell int, win float64, ok bool) {
	if e.unknown > endCells || e.unknown == 0 || e.en.logW > math.Log(endSolutions+0.5) {
		return 0, 0, false
	}
	big := max(e.unknown, 28)
	eg := &endgame{memo: map[string]float64{}, limit: endNodes * 28 * 28 / (big * big)}
	index := make(map[int]int, e.unknown)
	for i, v := range e.view {
		if v == vUnknown {
			index[i] = len(eg.cells)
			eg.cells = append(eg.cells, i)
		}
	}
	for _, c := range eg.cells {
		var m uint64
		b := int8(0)
		for _, j := range e.g.nb(c) {
			switch e.view[j] {
			case vUnknown:
				m |= 1 << index[int(j)]
			case vMine:
				b++
			}
		}
		eg.nb = append(eg.nb, m)
		eg.base = append(eg.base, b)
	}
	// Constraints of the open numbers over the unknown cells.
	type con struct {
		mask uint64
		need int
	}
	var cons []con
	for c, v := range e.view {
		if v < 0 {
			continue
		}
		need, unk := e.around(c)
		if unk == 0 {
			continue
		}
		var m uint64
		for _, j := range e.g.nb(c) {
			if e.view[j] == vUnknown {
				m |= 1 << index[int(j)]
			}
		}
		cons = append(cons, con{m, need})
	}
	n := len(eg.cells)
	rest := e.mines - e.known
	// Depth-first over the cells with the constraints checked on the way:
	// a constraint whose cells are all decided must be met exactly. The
	// cells next to a number come first, so that a dead end shows before
	// the cells that touch no number multiply it; the layouts are then
	// sorted into the order of a walk by index (bit 0 first, clear before
	// set), on which the ties of the search below depend.
	var touched uint64
	for _, c := range cons {
		touched |= c.mask
	}
	order := make([]int, 0, n)
	for k := 0; k < n; k++ {
		if touched&(1<<k) != 0 {
			order = append(order, k)
		}
	}
	for k := 0; k < n; k++ {
		if touched&(1<<k) == 0 {
			order = append(order, k)
		}
	}
	decidedAt := make([]uint64, n+1)
	for k, c := range order {
		decidedAt[k+1] = decidedAt[k] | 1<<c
	}
	var walk func(k int, set uint64, mines int) bool
	walk = func(k int, set uint64, mines int) bool {
		if mines > rest || rest-mines > n-k {
			return true
		}
		for _, c := range cons {
			got := bits.OnesCount64(set & c.mask)
			open := bits.OnesCount64(c.mask &^ decidedAt[k])
			if got > c.need || got+open < c.need {
				return true
			}
		}
		if k == n {
			eg.sols = append(eg.sols, set)
			return len(eg.sols) <= endSolutions
		}
		return walk(k+1, set, mines) && walk(k+1, set|1<<order[k], mines+1)
	}
	if !walk(0, 0, 0) || len(eg.sols) == 0 {
		return 0, 0, false
	}
	slices.SortFunc(eg.sols, func(a, b uint64) int {
		return cmp.Compare(bits.Reverse64(a), bits.Reverse64(b))
	})
	all := make([]uint16, len(eg.sols))
	for i := range all {
		all[i] = uint16(i)
	}
	best, bestWin := -1, -1.0
	for k := 0; k < n; k++ {
		w, safe := eg.guessValue(all, k)
		if !safe {
			continue
		}
		if eg.nodes > eg.limit {
			return 0, 0, false
		}
		if w > bestWin+1e-12 {
			best, bestWin = k, w
		}
	}
	if best < 0 {
		return 0, 0, false
	}
	return eg.cells[best], bestWin, true
}

// value returns the chance to win from the layouts s (indices into sols).
func (eg *endgame) value(s []uint16) float64 {
	if len(s) == 1 {
		return 1
	}
	key := unsafe.String((*byte)(unsafe.Pointer(&s[0])), 2*len(s))
	if v, ok := eg.memo[key]; ok {
		return v
	}
	eg.nodes++
	if eg.nodes > eg.limit {
		return 0
	}
	// Open every cell safe in all layouts; if that splits them, the
	// parts are worth their own values.
	var mineAny uint64
	for _, x := range s {
		mineAny |= eg.sols[x]
	}
	safe := ^mineAny & (1<<len(eg.cells) - 1)
	if parts := eg.split(s, safe); len(parts) > 1 {
		v := 0.0
		for _, p := range parts {
			v += float64(len(p)) * eg.value(p)
		}
		v /= float64(len(s))
		eg.memo[string([]byte(key))] = v
		return v
	}
	best := 0.0
	for k := range eg.cells {
		if safe&(1<<k) != 0 {
			continue
		}
		if w, ok := eg.guessValue(s, k); ok && w > best {
			best = w
		}
		if best == 1 {
			break
		}
	}
	eg.memo[string([]byte(key))] = best
	return best
}

// guessValue returns the chance to win by opening cell k now, and false if
// k is a mine in every layout.
func (eg *endgame) guessValue(s []uint16, k int) (float64, bool) {
	var alive []uint16
	for _, x := range s {
		if eg.sols[x]&(1<<k) == 0 {
			alive = append(alive, x)
		}
	}
	if len(alive) == 0 {
		return 0, false
	}
	v := 0.0
	for _, p := range eg.split(alive, 1<<k) {
		v += float64(len(p)) * eg.value(p)
	}
	return v / float64(len(s)), true
}

// split groups the layouts by the numbers the cells in mask would show.
func (eg *endgame) split(s []uint16, mask uint64) [][]uint16 {
	if mask&(mask-1) == 0 {
		return eg.splitOne(s, bits.TrailingZeros64(mask))
	}
	// Numbers are 0 to 8: up to 20 of them fit a uint64 key in base 9;
	// more cells share keys by a hash, and a collision only merges two
	// groups, which makes the search a little pessimistic, never wrong
	// about which cells are safe.
	groups := map[uint64]int{}
	var parts [][]uint16
	for _, x := range s {
		sol := eg.sols[x]
		var key uint64
		for m := mask; m != 0; m &= m - 1 {
			k := bits.TrailingZeros64(m)
			key = key*9 + uint64(int(eg.base[k])+bits.OnesCount64(sol&eg.nb[k]))
			if key > 1<<58 {
				key = key*0x9e3779b97f4a7c15 + key>>29
			}
		}
		g, ok := groups[key]
		if !ok {
			g = len(parts)
			groups[key] = g
			parts = append(parts, nil)
		}
		parts[g] = append(parts[g], x)
	}
	return parts
}

// splitOne is split for the number of a single cell k, the common case,
// without a map: the parts share one backing array.
func (eg *endgame) splitOne(s []uint16, k int) [][]uint16 {
	var count [9]int
	num := make([]uint8, len(s))
	for i, x := range s {
		v := uint8(int(eg.base[k]) + bits.OnesCount64(eg.sols[x]&eg.nb[k]))
		num[i] = v
		count[v]++
	}
	buf := make([]uint16, len(s))
	var part [9]int
	parts := make([][]uint16, 0, 9)
	at := 0
	for v, c := range count {
		if c > 0 {
			part[v] = len(parts)
			parts = append(parts, buf[at:at:at+c])
			at += c
		}
	}
	for i, x := range s {
		j := part[num[i]]
		parts[j] = append(parts[j], x)
	}
	return parts
}
