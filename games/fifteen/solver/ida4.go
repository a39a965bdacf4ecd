package solver

import "context"

// transpose maps a cell of the 4x4 board to its mirror image in the main
// diagonal. The goal is its own mirror once tiles are renamed (the tile
// whose home is cell c becomes the tile whose home is transpose[c]), so the
// mirrored position needs exactly as many moves, and looking it up in the
// same tables gives a second admissible estimate; the search uses the larger.
var transpose = func() (m [16]uint8) {
	for c := range 16 {
		m[c] = uint8(c%4*4 + c/4)
	}
	return m
}()

// tileGroup and tileShift locate each tile's field in the sparse indexes:
// its group and the bit offset of its position in the group's index. The
// mirror* arrays do the same for the tile's mirror image.
var tileGroup, tileShift, mirrorGroup, mirrorShift = func() (g, s, mg, ms [16]uint8) {
	for gi, tiles := range groups {
		for i, t := range tiles {
			g[t], s[t] = uint8(gi), uint8(4*i)
		}
	}
	for t := 1; t < 16; t++ {
		m := transpose[t-1] + 1
		mg[t], ms[t] = g[m], s[m]
	}
	return g, s, mg, ms
}()

// search4 is an IDA* search on the 4x4 board with the pattern databases.
type search4 struct {
	h      nibbles
	board  [16]uint8
	idx    [6]uint32 // sparse indexes: three groups, then their mirrors
	md     [6]uint8  // the Manhattan distances of the same groups
	val    [6]uint8  // their estimates: md plus twice the entry at idx
	bound  int
	path   []uint8
	nodes  int64
	budget int64
	ctx    context.Context
	yield  func()
	err    error

	// Set in the workers of runParallel.
	shared   *shared4
	task     int64 // the subtree being searched
	reported int64 // nodes already added to shared.nodes
}

// newSearch4 prepares a search from a board (cells in reading order, 0 for
// the blank) with tables h.
func newSearch4(h nibbles, board [16]uint8) *search4 {
	s := &search4{h: h, board: board}
	for g := range 3 {
		s.idx[g] = groupBase[g]
		s.idx[3+g] = groupBase[g]
	}
	for c, t := range board {
		if t == 0 {
			continue
		}
		s.idx[tileGroup[t]] |= uint32(c) << tileShift[t]
		s.idx[3+mirrorGroup[t]] |= uint32(transpose[c]) << mirrorShift[t]
		// The mirror image is as far from home as the tile itself.
		s.md[tileGroup[t]] += cellDist[t][c]
		s.md[3+mirrorGroup[t]] += cellDist[t][c]
	}
	for i := range s.idx {
		s.val[i] = s.md[i] + 2*h.get(s.idx[i])
	}
	return s
}

// heuristic returns the estimate of the current board.
func (s *search4) heuristic() int {
	a := int(s.val[0]) + int(s.val[1]) + int(s.val[2])
	b := int(s.val[3]) + int(s.val[4]) + int(s.val[5])
	return max(a, b)
}

// run searches with growing bounds and returns the tiles moved, or an error
// when the context ends or the node budget runs out.
func (s *search4) run() ([]uint8, error) {
	blank := s.start()
	for ; ; s.bound += 2 {
		if s.dfs(blank, -1, 0) {
			return s.path, nil
		}
		if s.err != nil {
			return nil, s.err
		}
	}
}

// start sets the first bound and returns the blank's cell.
func (s *search4) start() int {
	blank := 0
	for c, t := range s.board {
		if t == 0 {
			blank = c
		}
	}
	// Every move changes the blank's distance from its home by one, so the
	// solution length has the parity of that distance. Each estimate has
	// the parity of its tiles' Manhattan distance, so every f value has
	// that parity too: the first bound is the estimate, and when a bound
	// fails the next useful one is two more.
	h := s.heuristic()
	s.bound = h
	if (h+6-blank/4-blank%4)%2 != 0 {
		s.bound++ // not expected: the parities agree
	}
	return blank
}

// dfs extends the path from a board whose blank is at cell blank, reached
// in g moves with the blank previously at prev.
func (s *search4) dfs(blank, prev, g int) bool {
	a := int(s.val[0]) + int(s.val[1]) + int(s.val[2])
	if a == 0 {
		return true
	}
	s.nodes++
	if (s.nodes&4095 == 0 || s.nodes == s.budget) && !s.check() {
		return false
	}
	for _, nb := range cellNeighbours[blank] {
		c := int(nb)
		if c == prev {
			continue
		}
		t := s.board[c]
		// Tile t slides from c into the blank: its field changes from c to
		// blank in one group index and in one mirror index.
		gi, mi := tileGroup[t], 3+mirrorGroup[t]
		md := s.md[gi] + cellDist[t][blank] - cellDist[t][c]
		ni := s.idx[gi] ^ uint32(c^blank)<<tileShift[t]
		nv := md + 2*s.h.get(ni)
		if g+1+a-int(s.val[gi])+int(nv) > s.bound {
			continue
		}
		// The mirror lookup costs a second cache miss: only pay it when
		// the first estimate fails to prune.
		mmd := s.md[mi] + cellDist[t][blank] - cellDist[t][c]
		mx := s.idx[mi] ^ uint32(transpose[c]^transpose[blank])<<mirrorShift[t]
		mv := mmd + 2*s.h.get(mx)
		if g+1+int(s.val[3])+int(s.val[4])+int(s.val[5])-int(s.val[mi])+int(mv) > s.bound {
			continue
		}
		oi, om, ov, omv, omd, ommd := s.idx[gi], s.idx[mi], s.val[gi], s.val[mi], s.md[gi], s.md[mi]
		s.idx[gi], s.idx[mi], s.val[gi], s.val[mi], s.md[gi], s.md[mi] = ni, mx, nv, mv, md, mmd
		s.board[blank], s.board[c] = t, 0
		s.path = append(s.path, t)
		if s.dfs(c, blank, g+1) {
			return true
		}
		s.path = s.path[:len(s.path)-1]
		s.board[blank], s.board[c] = 0, t
		s.idx[gi], s.idx[mi], s.val[gi], s.val[mi], s.md[gi], s.md[mi] = oi, om, ov, omv, omd, ommd
		if s.err != nil {
			return false
		}
	}
	return false
}

// check runs every 4096 nodes; see checkSearch. A worker of runParallel
// also counts its nodes into the shared total, which the budget bounds, and
// stops when an earlier subtree has a solution.
func (s *search4) check() bool {
	if s.shared == nil {
		return checkSearch(s.ctx, s.yield, s.nodes, s.budget, &s.err)
	}
	total := s.shared.nodes.Add(s.nodes - s.reported)
	s.reported = s.nodes
	if s.shared.best.Load() < s.task {
		s.err = errAbandoned
		return false
	}
	return checkSearch(s.ctx, nil, total, s.budget, &s.err)
}
