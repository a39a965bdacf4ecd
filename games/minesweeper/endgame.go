package minesweeper

import (
	"math/bits"
	"unsafe"
)

// Bounds of the exact endgame search.
const (
	endCells     = 28     // unknown cells at most (a layout is a uint32)
	endSolutions = 1000   // consistent layouts at most
	endNodes     = 100000 // positions evaluated at most
)

// endgame finds the guess that maximises the chance of winning when few
// cells are left, by searching every sequence of guesses over the layouts
// still consistent with the board (all equally likely). Before each guess
// it opens every cell that is safe in all of them, for free.
type endgame struct {
	cells []int    // the unknown cells, bit k of a layout is cells[k]
	nb    []uint32 // unknown neighbours of each cell, as bits
	base  []int8   // known mines around each cell
	sols  []uint32 // the consistent layouts
	memo  map[string]float64
	nodes int
}

// bestEndgame returns the cell to open and its chance to win, or ok false
// when the position is too large for the search.
func (e *engine) bestEndgame() (cell int, win float64, ok bool) {
	if e.unknown > endCells || e.unknown == 0 {
		return 0, 0, false
	}
	eg := &endgame{memo: map[string]float64{}}
	index := make(map[int]int, e.unknown)
	for i, v := range e.view {
		if v == vUnknown {
			index[i] = len(eg.cells)
			eg.cells = append(eg.cells, i)
		}
	}
	for _, c := range eg.cells {
		var m uint32
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
		mask uint32
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
		var m uint32
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
	// a constraint whose cells are all decided must be met exactly.
	var walk func(k int, set uint32, mines int) bool
	walk = func(k int, set uint32, mines int) bool {
		if mines > rest || rest-mines > n-k {
			return true
		}
		decided := uint32(1)<<k - 1
		for _, c := range cons {
			got := bits.OnesCount32(set & c.mask)
			open := bits.OnesCount32(c.mask &^ decided)
			if got > c.need || got+open < c.need {
				return true
			}
		}
		if k == n {
			eg.sols = append(eg.sols, set)
			return len(eg.sols) <= endSolutions
		}
		return walk(k+1, set, mines) && walk(k+1, set|1<<k, mines+1)
	}
	if !walk(0, 0, 0) || len(eg.sols) == 0 {
		return 0, 0, false
	}
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
		if eg.nodes > endNodes {
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
	if eg.nodes > endNodes {
		return 0
	}
	// Open every cell safe in all layouts; if that splits them, the
	// parts are worth their own values.
	var mineAny uint32
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
func (eg *endgame) split(s []uint16, mask uint32) [][]uint16 {
	if mask&(mask-1) == 0 {
		return eg.splitOne(s, bits.TrailingZeros32(mask))
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
			k := bits.TrailingZeros32(m)
			key = key*9 + uint64(int(eg.base[k])+bits.OnesCount32(sol&eg.nb[k]))
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
		v := uint8(int(eg.base[k]) + bits.OnesCount32(eg.sols[x]&eg.nb[k]))
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
