package minesweeper

import "math"

const (
	certNone uint8 = iota
	certSafe
	certMine
)

// enumeration is the scratch space of the exact probability computation,
// kept in the engine so that repeated calls allocate little.
type enumeration struct {
	// subset rule
	bnd  []int32
	mask []uint64
	need []int8

	// results, per cell
	prob    []float64
	certain []uint8
	front   []bool // the cell touches an open number
	interP  float64
	logW    float64 // log of the total weight of the position

	// constraints and groups
	cid    []int32 // constraint of an open boundary cell, or -1
	gid    []int32 // group of a frontier cell, or -1
	cNeed  []int
	cGrp   [][]int32
	gSize  []int
	gCells [][]int32
	gCons  [][]int32
	gLo    []int8    // fewest mines a group takes in any solution
	gHi    []int8    // most mines a group takes in any solution
	byCons [][]int32 // groups whose first constraint is this one

	// backtracking state
	assigned, capLeft []int
	val               []int
	order             []int32
	done              []bool
	budgetLeft        int
	over              bool // the last enumeration ran out of nodes
}

// binom holds C(n, k) for the group sizes the enumeration meets (n <= 8).
var binom = func() (t [9][9]float64) {
	for n := 0; n <= 8; n++ {
		t[n][0] = 1
		for k := 1; k <= n; k++ {
			t[n][k] = t[n-1][k-1]
			if k <= n-1 {
				t[n][k] += t[n-1][k]
			}
		}
	}
	return
}()

// component is one connected piece of the frontier: groups of cells that
// share exactly the same numbers, and for every total k of mines in the
// piece the weight of its solutions (total[k]) and of those solutions'
// mines in each group (gm[g][k]), with the fewest and most mines each
// group takes among them.
type component struct {
	groups     []int32
	total      []float64
	feasible   []bool
	gm         [][]float64
	minV, maxV [][]int8
}

// enumerate computes the exact mine probability of every unknown cell given
// the open numbers, the known mines and the total mine count, and marks the
// cells whose status is certain. Frontier cells with the same set of
// numbers are grouped, each component of the frontier is enumerated by
// backtracking, and the components are combined by convolution, weighting
// each total by the ways to place the remaining mines among the interior
// cells that touch no number. It reports false if the node budget, the
// context or a contradiction stopped it.
func (e *engine) enumerate() bool {
	en := &e.en
	n := e.g.n
	en.budgetLeft, en.over = e.budget, false
	if len(en.prob) < n {
		en.prob = make([]float64, n)
		en.certain = make([]uint8, n)
		en.front = make([]bool, n)
		en.cid = make([]int32, n)
		en.gid = make([]int32, n)
	}
	for i := 0; i < n; i++ {
		en.prob[i], en.certain[i], en.front[i], en.cid[i], en.gid[i] = 0, certNone, false, -1, -1
	}
	// Constraints: open numbers with unknown neighbours.
	en.cNeed, en.cGrp, en.byCons = en.cNeed[:0], en.cGrp[:0], en.byCons[:0]
	for c := 0; c < n; c++ {
		if e.view[c] < 0 {
			continue
		}
		need, unk := e.around(c)
		if unk == 0 {
			continue
		}
		if need < 0 || need > unk {
			e.err = errContradiction
			return false
		}
		en.cid[c] = int32(len(en.cNeed))
		en.cNeed = append(en.cNeed, need)
		en.cGrp = append(en.cGrp, nil)
		en.byCons = append(en.byCons, nil)
	}
	// Groups: frontier cells keyed by their list of constraints, which
	// comes out sorted because neighbour lists are in index order.
	en.gSize, en.gCells, en.gCons = en.gSize[:0], en.gCells[:0], en.gCons[:0]
	var key [8]int32
	frontier := 0
	for i := 0; i < n; i++ {
		if e.view[i] != vUnknown {
			continue
		}
		k := 0
		for _, j := range e.g.nb(i) {
			if en.cid[j] >= 0 {
				key[k] = en.cid[j]
				k++
			}
		}
		if k == 0 {
			continue
		}
		en.front[i] = true
		frontier++
		g := int32(-1)
		for _, h := range en.byCons[key[0]] {
			if equal32(en.gCons[h], key[:k]) {
				g = h
				break
			}
		}
		if g < 0 {
			g = int32(len(en.gSize))
			en.gSize = append(en.gSize, 0)
			en.gCells = append(en.gCells, nil)
			en.gCons = append(en.gCons, append([]int32(nil), key[:k]...))
			en.byCons[key[0]] = append(en.byCons[key[0]], g)
			for _, c := range key[:k] {
				en.cGrp[c] = append(en.cGrp[c], g)
			}
		}
		en.gSize[g]++
		en.gCells[g] = append(en.gCells[g], int32(i))
		en.gid[i] = g
	}
	ng := len(en.gSize)
	en.gLo = resizeInt8(en.gLo, ng)
	en.gHi = resizeInt8(en.gHi, ng)
	interior := e.unknown - frontier
	rest := e.mines - e.known

	// Components in breadth-first order, which keeps the constraints of
	// the backtracking tight.
	en.done = resizeBool(en.done, ng)
	en.assigned = resizeInt(en.assigned, len(en.cNeed))
	en.capLeft = resizeInt(en.capLeft, len(en.cNeed))
	en.val = resizeInt(en.val, ng)
	for c := range en.cNeed {
		en.assigned[c] = 0
		s := 0
		for _, g := range en.cGrp[c] {
			s += en.gSize[g]
		}
		en.capLeft[c] = s
	}
	var comps []component
	logTop := 0.0
	for g0 := 0; g0 < ng; g0++ {
		if en.done[g0] {
			continue
		}
		en.order = append(en.order[:0], int32(g0))
		en.done[g0] = true
		size := 0
		for q := 0; q < len(en.order); q++ {
			g := en.order[q]
			size += en.gSize[g]
			for _, c := range en.gCons[g] {
				for _, h := range en.cGrp[c] {
					if !en.done[h] {
						en.done[h] = true
						en.order = append(en.order, h)
					}
				}
			}
		}
		cp := component{groups: append([]int32(nil), en.order...), total: make([]float64, size+1)}
		cp.gm = make([][]float64, len(cp.groups))
		cp.minV = make([][]int8, len(cp.groups))
		cp.maxV = make([][]int8, len(cp.groups))
		for x := range cp.groups {
			cp.gm[x] = make([]float64, size+1)
			cp.minV[x] = make([]int8, size+1)
			cp.maxV[x] = make([]int8, size+1)
			for k := range cp.minV[x] {
				cp.minV[x][k] = 127
				cp.maxV[x][k] = -1
			}
		}
		if !e.search(&cp, 0, 0, 1) {
			return false
		}
		cp.feasible = make([]bool, size+1)
		top := 0.0
		for k, t := range cp.total {
			cp.feasible[k] = t > 0
			top = math.Max(top, t)
		}
		if top == 0 {
			e.err = errContradiction
			return false
		}
		logTop += math.Log(top)
		for k := range cp.total {
			cp.total[k] /= top
			for x := range cp.gm {
				cp.gm[x][k] /= top
			}
		}
		comps = append(comps, cp)
	}
	if !e.combine(comps, interior, rest) {
		return false
	}
	en.logW += logTop
	return true
}

// search enumerates the values of the groups from position x of the
// component's order, with k mines placed so far and weight wt.
func (e *engine) search(cp *component, x, k int, wt float64) bool {
	if !e.tick() {
		return false
	}
	e.en.budgetLeft--
	if e.en.budgetLeft < 0 {
		e.en.over = true
		return false
	}
	en := &e.en
	if x == len(cp.groups) {
		cp.total[k] += wt
		for y, g := range cp.groups {
			v := en.val[g]
			cp.gm[y][k] += wt * float64(v)
			if int8(v) < cp.minV[y][k] {
				cp.minV[y][k] = int8(v)
			}
			if int8(v) > cp.maxV[y][k] {
				cp.maxV[y][k] = int8(v)
			}
		}
		return true
	}
	g := cp.groups[x]
	size := en.gSize[g]
	lo, hi := 0, size
	for _, c := range en.gCons[g] {
		rem := en.cNeed[c] - en.assigned[c]
		hi = min(hi, rem)
		lo = max(lo, rem-(en.capLeft[c]-size))
	}
	if lo > hi {
		return true
	}
	for _, c := range en.gCons[g] {
		en.capLeft[c] -= size
	}
	ok := true
	for v := lo; v <= hi && ok; v++ {
		for _, c := range en.gCons[g] {
			en.assigned[c] += v
		}
		en.val[g] = v
		ok = e.search(cp, x+1, k+v, wt*binom[size][v])
		for _, c := range en.gCons[g] {
			en.assigned[c] -= v
		}
	}
	for _, c := range en.gCons[g] {
		en.capLeft[c] += size
	}
	return ok
}

// combine weighs the components together with the interior and fills in
// the probabilities and the certain cells.
func (e *engine) combine(comps []component, interior, rest int) bool {
	en := &e.en
	maxK := 0
	for _, cp := range comps {
		maxK += len(cp.total) - 1
	}
	// f[K]: ways to put the other rest-K mines in the interior, scaled.
	f := make([]float64, maxK+1)
	fb := make([]bool, maxK+1)
	best := math.Inf(-1)
	lf := make([]float64, maxK+1)
	for K := 0; K <= maxK; K++ {
		r := rest - K
		if r < 0 || r > interior {
			continue
		}
		fb[K] = true
		lf[K] = lchoose(interior, r)
		best = math.Max(best, lf[K])
	}
	for K := range f {
		if fb[K] {
			f[K] = math.Exp(lf[K] - best)
		}
	}
	// Prefix and suffix convolutions give each component the weights of
	// all the others.
	nc := len(comps)
	pre := make([][]float64, nc+1)
	preB := make([][]bool, nc+1)
	suf := make([][]float64, nc+1)
	sufB := make([][]bool, nc+1)
	pre[0], preB[0] = []float64{1}, []bool{true}
	suf[nc], sufB[nc] = []float64{1}, []bool{true}
	for i := 0; i < nc; i++ {
		pre[i+1], preB[i+1] = convolve(pre[i], preB[i], comps[i].total, comps[i].feasible)
	}
	for i := nc - 1; i >= 0; i-- {
		suf[i], sufB[i] = convolve(suf[i+1], sufB[i+1], comps[i].total, comps[i].feasible)
	}
	// Interior and the total weight.
	all, allB := pre[nc], preB[nc]
	var W, WI float64
	interSafe, interMine, any := true, true, false
	for K, t := range all {
		if !allB[K] || !fb[K] {
			continue
		}
		any = true
		W += t * f[K]
		if interior > 0 {
			WI += t * f[K] * float64(rest-K) / float64(interior)
		}
		if rest-K != 0 {
			interSafe = false
		}
		if rest-K != interior {
			interMine = false
		}
	}
	if !any {
		e.err = errContradiction
		return false
	}
	en.interP = 0
	en.logW = best + math.Log(W)
	if W > 0 {
		en.interP = WI / W
	}
	for i := range e.view {
		if e.view[i] == vUnknown && !en.front[i] {
			en.prob[i] = en.interP
			switch {
			case interSafe:
				en.certain[i] = certSafe
			case interMine:
				en.certain[i] = certMine
			}
		}
	}
	for i, cp := range comps {
		other, otherB := convolve(pre[i], preB[i], suf[i+1], sufB[i+1])
		h := make([]float64, len(cp.total))
		hb := make([]bool, len(cp.total))
		var Wi float64
		for k := range cp.total {
			for j, o := range other {
				if K := k + j; otherB[j] && fb[K] {
					h[k] += o * f[K]
					hb[k] = true
				}
			}
			Wi += cp.total[k] * h[k]
		}
		for y, g := range cp.groups {
			var s float64
			safe, mine := true, true
			size := en.gSize[g]
			lo, hi := int8(size), int8(0)
			for k := range cp.total {
				s += cp.gm[y][k] * h[k]
				if cp.feasible[k] && hb[k] {
					lo, hi = min(lo, cp.minV[y][k]), max(hi, cp.maxV[y][k])
				}
			}
			en.gLo[g], en.gHi[g] = lo, hi
			safe, mine = hi == 0, int(lo) == size
			p := 0.0
			if Wi > 0 {
				p = s / (Wi * float64(size))
			}
			c := certNone
			if safe {
				c, p = certSafe, 0
			} else if mine {
				c, p = certMine, 1
			}
			for _, i := range en.gCells[g] {
				en.prob[i] = p
				en.certain[i] = c
			}
		}
	}
	return true
}

// convolve multiplies two weight polynomials, with their supports.
func convolve(a []float64, ab []bool, b []float64, bb []bool) ([]float64, []bool) {
	c := make([]float64, len(a)+len(b)-1)
	cb := make([]bool, len(c))
	for i, x := range a {
		if !ab[i] {
			continue
		}
		for j, y := range b {
			if bb[j] {
				c[i+j] += x * y
				cb[i+j] = true
			}
		}
	}
	return c, cb
}

// lchoose returns log C(n, k).
func lchoose(n, k int) float64 {
	a, _ := math.Lgamma(float64(n + 1))
	b, _ := math.Lgamma(float64(k + 1))
	c, _ := math.Lgamma(float64(n - k + 1))
	return a - b - c
}

func equal32(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func resizeBool(s []bool, n int) []bool {
	if cap(s) < n {
		return make([]bool, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func resizeInt(s []int, n int) []int {
	if cap(s) < n {
		return make([]int, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func resizeInt8(s []int8, n int) []int8 {
	if cap(s) < n {
		return make([]int8, n)
	}
	return s[:n]
}
