package solver

import (
	"context"
	"math/bits"
	"sync"
	"sync/atomic"
)

// The 4x4 heuristic is a disjoint additive pattern database: the fifteen
// tiles are split into groups, and for every placement of a group's tiles
// the table holds the fewest moves of those tiles (moves of other tiles are
// free) that bring them home. Groups share no tile, so the sum over groups
// never overestimates. The split 6-6-3 is
//
//	A A B B
//	A A B B
//	A A B B
//	C C C .
//
// A table is indexed sparsely: four bits per tile position, the first tile
// of the group in the lowest bits. The table for six tiles has 16^6 entries
// (a third of them used) instead of 16!/10! = 5765760, but a move changes
// the index by one XOR, which keeps the search fast.
//
// An entry is stored as its excess over the Manhattan distance of the
// group's tiles, which the search tracks anyway. The excess is even (a move
// changes a tile's distance by one) and at most 30, so half of it fits in
// four bits: two entries a byte, 8 MiB for a six-tile table.
var groups = [3][]uint8{
	{1, 2, 5, 6, 9, 10},
	{4, 3, 8, 7, 12, 11}, // group A mirrored left to right, tile by tile
	{13, 14, 15},
}

// groupBase is where each group's entries start in Tables.h.
var groupBase = [3]uint32{0, 1 << 24, 2 << 24}

// tableLen is the number of entries: two 16^6 tables and one 16^3.
const tableLen = 2<<24 + 1<<12

// nibbles is a table of four-bit entries, two a byte, low nibble first.
type nibbles []uint8

// get returns entry i.
func (n nibbles) get(i uint32) uint8 { return n[i>>1] >> (i & 1 << 2) & 15 }

// set sets entry i to v (at most 15).
func (n nibbles) set(i uint32, v uint8) {
	sh := i & 1 << 2
	n[i>>1] = n[i>>1]&^(15<<sh) | v<<sh
}

// cellDist[t][c] is the Manhattan distance of tile t in cell c from home.
var cellDist = func() (d [16][16]uint8) {
	for t := 1; t < 16; t++ {
		for c := range 16 {
			d[t][c] = uint8(abs(c/4-(t-1)/4) + abs(c%4-(t-1)%4))
		}
	}
	return d
}()

// Tables holds the 4x4 pattern databases. They take about 16.8 MB in memory
// and a few seconds to build; Build (or the first optimal 4x4 Solve) builds
// them once. A Tables is safe for concurrent use: one build runs at a time
// and other callers of Build wait for it, while Ready never blocks.
type Tables struct {
	build sync.Mutex              // held while building
	h     atomic.Pointer[nibbles] // nil until built or loaded; read-only afterwards
}

// NewTables returns empty tables, built on first use.
func NewTables() *Tables { return &Tables{} }

var defaultTables = NewTables()

// DefaultTables returns the tables Solve uses when Options.Tables is nil.
func DefaultTables() *Tables { return defaultTables }

// Ready reports whether the tables are built or loaded.
func (t *Tables) Ready() bool { return t.h.Load() != nil }

// table returns the built tables, or nil.
func (t *Tables) table() nibbles {
	if p := t.h.Load(); p != nil {
		return *p
	}
	return nil
}

// Build builds the tables unless they are ready. It calls yield (if not nil)
// every few thousand steps and stops with ctx.Err() when ctx is done; an
// interrupted build is discarded and starts again on the next call.
func (t *Tables) Build(ctx context.Context, yield func()) error {
	t.build.Lock()
	defer t.build.Unlock()
	if t.Ready() {
		return nil
	}
	h := make(nibbles, tableLen/2)
	var buf buildBuffers
	for _, g := range []int{0, 2} {
		if err := buildGroup(ctx, yield, groups[g], groupTable(h, g), &buf); err != nil {
			return err
		}
	}
	if err := mirrorTable(ctx, yield, groups[0], groupTable(h, 0), groups[1], groupTable(h, 1)); err != nil {
		return err
	}
	t.h.Store(&h)
	return nil
}

// groupTable returns group g's part of h.
func groupTable(h nibbles, g int) nibbles {
	return h[groupBase[g]/2 : (groupBase[g]+1<<(4*len(groups[g])))/2]
}

// mirrorCell maps a cell to its mirror image left to right.
func mirrorCell(c int) int { return c/4*4 + 3 - c%4 }

// mirrorTable fills the table of tiles to from that of tiles from, their
// mirror image left to right (to[i]'s home mirrors from[i]'s). The tables
// agree although the goal's blank cell (15) mirrors to cell 12: in both
// the blank's region at the goal is every free cell, since the free cells
// of the bottom row join them, so the two searches are mirror images, and
// the Manhattan distances agree too. This halves the build: group B mirrors
// group A.
func mirrorTable(ctx context.Context, yield func(), from []uint8, fromTab nibbles, to []uint8, toTab nibbles) error {
	var err error
	n := 0
	forEachPlacement(to, func(idx uint32, _ int) {
		if n++; n&16383 == 0 && err == nil {
			if yield != nil {
				yield()
			}
			err = ctx.Err()
		}
		var src uint32
		for i := range to {
			src |= uint32(mirrorCell(int(idx>>(4*i))&15)) << (4 * i)
		}
		toTab.set(idx, fromTab.get(src))
	})
	return err
}

// flood returns the cells of free connected to the cells of from.
func flood(from, free uint16) uint16 {
	m := from & free
	for {
		// Neighbours on a 4x4 board: a row is four bits.
		n := m | m<<4 | m>>4 | (m<<1)&0xeeee | (m>>1)&0x7777
		n &= free
		if n == m {
			return m
		}
		m = n
	}
}

// rankOf returns the dense index of a placement of k distinct cells, the
// first cell most significant: ((r0*15 + r1)*14 + r2)*13 ..., where r_i
// counts the free cells below p_i.
func rankOf(pos *[6]uint8, k int) uint32 {
	var used uint32
	var r uint32
	for i := range k {
		p := uint32(pos[i])
		r = r*uint32(16-i) + p - uint32(bits.OnesCount32(used&(1<<p-1)))
		used |= 1 << p
	}
	return r
}

// placements returns 16!/(16-k)!, the number of placements of k tiles.
func placements(k int) int {
	n := 1
	for i := range k {
		n *= 16 - i
	}
	return n
}

// cellNeighbours lists the neighbours of each cell of a 4x4 board.
var cellNeighbours = func() (nb [16][]uint8) {
	for c := range 16 {
		r, col := c/4, c%4
		if r > 0 {
			nb[c] = append(nb[c], uint8(c-4))
		}
		if r < 3 {
			nb[c] = append(nb[c], uint8(c+4))
		}
		if col > 0 {
			nb[c] = append(nb[c], uint8(c-1))
		}
		if col < 3 {
			nb[c] = append(nb[c], uint8(c+1))
		}
	}
	return nb
}()

// buildBuffers is the scratch memory of buildGroup, reused between groups
// so that a single-threaded build (the browser's) peaks lower.
type buildBuffers struct {
	seen           []uint16
	frontier, next []uint32
}

// frontierCap is the size of the largest level of a six-tile search
// (2,064,000 states), so the lists never grow and leave garbage behind.
const frontierCap = 2100000

// buildGroup fills the table of a group of tiles by breadth-first search backwards
// from the goal. A search state is a placement of the group's tiles and the
// region of free cells holding the blank: the blank moves inside its region
// at no cost, so each level of the search is one move of a group tile.
func buildGroup(ctx context.Context, yield func(), tiles []uint8, tab nibbles, buf *buildBuffers) error {
	k := len(tiles)
	// seen[rank] holds the blank cells already reached with a placement;
	// the table entry is written when the first one is.
	if n := placements(k); cap(buf.seen) < n {
		buf.seen = make([]uint16, n)
	}
	seen := buf.seen[:placements(k)]
	clear(seen)

	var pos [6]uint8
	var idx uint32
	var occ uint16
	for i, t := range tiles {
		pos[i] = t - 1
		idx |= uint32(t-1) << (4 * i)
		occ |= 1 << (t - 1)
	}
	// A state in the lists is the sparse index and, above it, one cell of
	// the blank's region; the region itself is cheap to flood again.
	seen[rankOf(&pos, k)] = flood(1<<15, ^occ)
	tab.set(idx, 0)
	if cap(buf.frontier) == 0 && k == 6 {
		buf.frontier = make([]uint32, 0, frontierCap)
		buf.next = make([]uint32, 0, frontierCap)
	}
	frontier := append(buf.frontier[:0], idx|15<<24)
	next := buf.next[:0]
	defer func() { buf.frontier, buf.next = frontier[:0], next[:0] }()
	steps := 0
	for d := uint8(1); len(frontier) > 0; d++ {
		next = next[:0]
		for _, st := range frontier {
			if steps++; steps&4095 == 0 {
				if yield != nil {
					yield()
				}
				if err := ctx.Err(); err != nil {
					return err
				}
			}
			idx := st & (1<<24 - 1)
			occ = 0
			for i := range k {
				pos[i] = uint8(idx>>(4*i)) & 15
				occ |= 1 << pos[i]
			}
			region := flood(1<<(st>>24), ^occ)
			for i := range k {
				c := pos[i]
				for _, b := range cellNeighbours[c] {
					if region&(1<<b) == 0 {
						continue
					}
					// Tile i slides from c into the blank at b.
					pos[i] = b
					r := rankOf(&pos, k)
					pos[i] = c
					w := seen[r]
					if w&(1<<c) != 0 {
						continue
					}
					reg := flood(1<<c, ^(occ ^ 1<<c ^ 1<<b))
					seen[r] = w | reg
					nidx := idx ^ uint32(c^b)<<(4*i)
					if w == 0 {
						// First reached: d moves, stored as the excess
						// over the Manhattan distance.
						md := 0
						for j, t := range tiles {
							md += int(cellDist[t][idx>>(4*j)&15])
						}
						md += int(cellDist[tiles[i]][b]) - int(cellDist[tiles[i]][c])
						tab.set(nidx, (d-uint8(md))/2)
					}
					next = append(next, nidx|uint32(c)<<24)
				}
			}
		}
		frontier, next = next, frontier
	}
	return nil
}

// forEachPlacement calls f with the sparse index of every placement of
// tiles, in dense rank order (the order rankOf counts), and the Manhattan
// distance of the tiles from home.
func forEachPlacement(tiles []uint8, f func(idx uint32, md int)) {
	var rec func(i int, used uint16, idx uint32, md int)
	rec = func(i int, used uint16, idx uint32, md int) {
		if i == len(tiles) {
			f(idx, md)
			return
		}
		home := int(tiles[i]) - 1
		for p := range 16 {
			if used&(1<<p) == 0 {
				d := abs(p/4-home/4) + abs(p%4-home%4)
				rec(i+1, used|1<<p, idx|uint32(p)<<(4*i), md+d)
			}
		}
	}
	rec(0, 0, 0, 0)
}
