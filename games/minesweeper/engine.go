package minesweeper

import (
	"context"
	"math/bits"
)

// What the solver knows about a cell that is not open: its view holds the
// number of an open cell (0 to 8) or one of these.
const (
	vUnknown int8 = -1
	vMine    int8 = -2 // certainly a mine
	vSafe    int8 = -3 // certainly safe but not opened (analysis without the layout)
)

// engine is the logic solver. With the layout (truth) it plays: a safe cell
// it deduces is opened at once and its number read. Without it, it only
// analyses a position and collects the safe cells it finds in safes.
// It never looks at the layout to deduce anything.
type engine struct {
	g       *geometry
	truth   []bool
	count   []int8
	view    []int8
	mines   int
	known   int // cells marked vMine
	unknown int // cells still vUnknown
	left    int // safe cells not yet opened (with a layout)
	queue   []int32
	queued  []bool
	stack   []int32
	safes   []int32
	boom    bool // opened a mine: a guess that failed

	ctx    context.Context
	yield  func()
	budget int // enumeration nodes allowed per enumeration
	nodes  int // nodes since the last yield
	err    error

	en    enumeration
	cands []candidate
}

func newEngine(g *geometry) *engine {
	e := &engine{g: g, view: make([]int8, g.n), queued: make([]bool, g.n), budget: 1 << 18}
	return e
}

// reset starts a game on a layout (truth may be nil for an analysis).
func (e *engine) reset(truth []bool, count []int8, mines int) {
	e.truth, e.count, e.mines = truth, count, mines
	for i := range e.view {
		e.view[i] = vUnknown
		e.queued[i] = false
	}
	e.known, e.unknown, e.left = 0, e.g.n, e.g.n-mines
	e.queue, e.safes, e.boom, e.err = e.queue[:0], e.safes[:0], false, nil
}

func (e *engine) enqueue(i int32) {
	if e.view[i] >= 0 && !e.queued[i] {
		e.queued[i] = true
		e.queue = append(e.queue, i)
	}
}

func (e *engine) enqueueAround(i int) {
	for _, j := range e.g.nb(i) {
		e.enqueue(j)
	}
}

// open opens cell i with the layout and floods from the zeros, without
// recursion. It reports false if i holds a mine.
func (e *engine) open(i int) bool {
	if e.truth[i] {
		e.boom = true
		return false
	}
	e.stack = append(e.stack[:0], int32(i))
	for len(e.stack) > 0 {
		c := e.stack[len(e.stack)-1]
		e.stack = e.stack[:len(e.stack)-1]
		if e.view[c] != vUnknown && e.view[c] != vSafe {
			continue
		}
		if e.view[c] == vUnknown {
			e.unknown--
		}
		e.view[c] = e.count[c]
		e.left--
		e.enqueue(c)
		e.enqueueAround(int(c))
		if e.count[c] == 0 {
			for _, j := range e.g.nb(int(c)) {
				if e.view[j] == vUnknown || e.view[j] == vSafe {
					e.stack = append(e.stack, j)
				}
			}
		}
	}
	return true
}

// safe records a deduction that cell i holds no mine.
func (e *engine) safe(i int) {
	if e.view[i] != vUnknown {
		return
	}
	if e.truth != nil {
		e.open(i)
		return
	}
	e.view[i] = vSafe
	e.unknown--
	e.safes = append(e.safes, int32(i))
	e.enqueueAround(i)
}

// mine records a deduction that cell i holds a mine.
func (e *engine) mine(i int) {
	if e.view[i] != vUnknown {
		return
	}
	e.view[i] = vMine
	e.known++
	e.unknown--
	e.enqueueAround(i)
}

// solved reports whether every safe cell is open (with a layout).
func (e *engine) solved() bool { return e.truth != nil && e.left == 0 }

// simple applies the single-cell rules to the queued numbers: a number
// whose mines are all known makes its other neighbours safe; a number with
// as many unknown neighbours as missing mines makes them all mines.
func (e *engine) simple() bool {
	progress := false
	for len(e.queue) > 0 && !e.boom {
		c := e.queue[len(e.queue)-1]
		e.queue = e.queue[:len(e.queue)-1]
		e.queued[c] = false
		need, unk := e.around(int(c))
		if unk == 0 {
			continue
		}
		switch need {
		case 0:
			for _, j := range e.g.nb(int(c)) {
				e.safe(int(j))
			}
			progress = true
		case unk:
			for _, j := range e.g.nb(int(c)) {
				e.mine(int(j))
			}
			progress = true
		}
	}
	return progress
}

// around returns the mines still missing around the open cell c and the
// number of its unknown neighbours.
func (e *engine) around(c int) (need, unk int) {
	need = int(e.view[c])
	for _, j := range e.g.nb(c) {
		switch e.view[j] {
		case vMine:
			need--
		case vUnknown:
			unk++
		}
	}
	return need, unk
}

// unknownMask returns the unknown neighbours of c as bits of an 8x8 frame
// centred on c at (3, 3): bit (3+dx) + 8*(3+dy).
func (e *engine) unknownMask(c int) uint64 {
	var m uint64
	cx, cy := c%e.g.w, c/e.g.w
	for _, j := range e.g.nb(c) {
		if e.view[j] == vUnknown {
			jx, jy := int(j)%e.g.w, int(j)/e.g.w
			m |= 1 << uint((3+jx-cx)+8*(3+jy-cy))
		}
	}
	return m
}

// subset applies the two-number rules. For numbers a and b within reach of
// each other, the mines only b sees minus the mines only a sees equal
// need(b)-need(a); when that difference equals the count of cells only b
// sees, those are all mines and the cells only a sees are all safe. This
// covers the subset rule (a's cells inside b's) as a special case.
func (e *engine) subset() bool {
	w, n := e.g.w, e.g.n
	en := &e.en
	en.bnd = en.bnd[:0]
	if len(en.mask) < n {
		en.mask = make([]uint64, n)
		en.need = make([]int8, n)
	}
	for c := 0; c < n; c++ {
		en.mask[c] = 0
		if e.view[c] < 0 {
			continue
		}
		if m := e.unknownMask(c); m != 0 {
			need, _ := e.around(c)
			en.mask[c], en.need[c] = m, int8(need)
			en.bnd = append(en.bnd, int32(c))
		}
	}
	var safe, mine []int32
	for _, a := range en.bnd {
		ax, ay := int(a)%w, int(a)/w
		ma := en.mask[a]
		for dy := 0; dy <= 2; dy++ {
			for dx := -2; dx <= 2; dx++ {
				if dy == 0 && dx <= 0 {
					continue
				}
				bx, by := ax+dx, ay+dy
				if bx < 0 || bx >= w || by >= e.g.h {
					continue
				}
				b := by*w + bx
				mb := en.mask[b]
				if mb == 0 {
					continue
				}
				// b's frame is centred dx, dy away from a's.
				sh := dx + 8*dy
				if sh >= 0 {
					mb <<= uint(sh)
				} else {
					mb >>= uint(-sh)
				}
				if ma&mb == 0 {
					continue
				}
				onlyA, onlyB := ma&^mb, mb&^ma
				d := int(en.need[b]) - int(en.need[a])
				if d == bits.OnesCount64(onlyB) && onlyA|onlyB != 0 {
					mine = appendFrame(mine, onlyB, int(a), w)
					safe = appendFrame(safe, onlyA, int(a), w)
				} else if -d == bits.OnesCount64(onlyA) && onlyA|onlyB != 0 {
					mine = appendFrame(mine, onlyA, int(a), w)
					safe = appendFrame(safe, onlyB, int(a), w)
				}
			}
		}
	}
	for _, i := range mine {
		e.mine(int(i))
	}
	for _, i := range safe {
		e.safe(int(i))
	}
	return len(mine)+len(safe) > 0
}

// appendFrame appends the cells of an 8x8 frame mask centred on c.
func appendFrame(dst []int32, m uint64, c, w int) []int32 {
	for m != 0 {
		p := bits.TrailingZeros64(m)
		m &= m - 1
		dst = append(dst, int32(c+(p%8-3)+(p/8-3)*w))
	}
	return dst
}

// global uses the mine count alone: no mines left makes every unknown cell
// safe, as many mines as unknown cells makes them all mines.
func (e *engine) global() bool {
	if e.unknown == 0 {
		return false
	}
	rest := e.mines - e.known
	if rest != 0 && rest != e.unknown {
		return false
	}
	for i := range e.view {
		if rest == 0 {
			e.safe(i)
		} else {
			e.mine(i)
		}
	}
	return true
}

// deduce makes one round of deductions, cheapest rules first, and reports
// whether it learnt anything. The enumeration is exact, so when deduce
// returns false nothing more about the position is certain.
func (e *engine) deduce() bool {
	if e.simple() || e.subset() || e.global() {
		return true
	}
	if e.err != nil || e.boom {
		return false
	}
	ok := e.enumerate()
	if !ok {
		return false
	}
	progress := false
	for i, c := range e.en.certain {
		switch c {
		case certSafe:
			e.safe(i)
			progress = true
		case certMine:
			e.mine(i)
			progress = true
		}
	}
	return progress
}

// solve deduces until the board is solved (or, without a layout, until
// nothing more is certain). It reports whether the board is solved.
func (e *engine) solve() bool {
	for !e.solved() && !e.boom && e.err == nil {
		if !e.deduce() {
			break
		}
	}
	return e.solved()
}

// tick counts search nodes, calls the yield hook every few thousand and
// watches the context.
func (e *engine) tick() bool {
	e.nodes++
	if e.nodes&4095 == 0 {
		if e.yield != nil {
			e.yield()
		}
		if e.ctx != nil && e.err == nil {
			e.err = e.ctx.Err()
		}
	}
	return e.err == nil
}
