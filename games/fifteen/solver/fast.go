package solver

import (
	"context"
	"errors"
)

// errUnreachable reports a pair of tiles the reduction could not bring
// home; it would be a bug, as the unsolved part always has room.
var errUnreachable = errors.New("internal error: tiles cannot reach their cells")

// The fast solver reduces the board: it brings home the top row and then
// the left column of the unsolved part, which leaves a board one size
// smaller, until a 3x3 board remains, which it solves optimally. Tiles go
// home two at a time, each pair by a breadth-first search over the cells of
// the blank and the two tiles (at most 64^3 states), so every step is
// optimal for its pair and the whole takes a fraction of a second even on
// 8x8. The last two tiles of a row or column must travel together (placing
// them one by one would trap the first), which pairs give for free.

// reducer holds the board being solved and the search buffers.
type reducer struct {
	n      int
	board  []uint8
	frozen []bool
	moves  []uint8
	seen   []uint8 // per BFS state: 0 unseen, else 1 + the direction the blank came from
	queue  []int32
	ctx    context.Context
	yield  func()
	steps  int
}

// solveFast returns a short solution of an n x n board.
func solveFast(ctx context.Context, yield func(), n int, board []uint8) ([]uint8, error) {
	r := &reducer{n: n, board: append([]uint8(nil), board...), frozen: make([]bool, n*n), ctx: ctx, yield: yield}
	for o := 0; n-o > 3; o++ {
		var row, col []int
		for c := o; c < n; c++ {
			row = append(row, o*n+c)
		}
		for rr := o + 1; rr < n; rr++ {
			col = append(col, rr*n+o)
		}
		for _, line := range [][]int{row, col} {
			if err := r.placeLine(line); err != nil {
				return nil, err
			}
		}
	}
	// Solve the 3x3 corner optimally, with its tiles renamed 1..8.
	o := n - 3
	small := make([]uint8, 9)
	for i := range 9 {
		t := r.board[(o+i/3)*n+o+i%3]
		if t != 0 {
			home := int(t) - 1
			t = uint8((home/n-o)*3 + home%n - o + 1)
		}
		small[i] = t
	}
	s := &searchMD{n: 3, board: small, ctx: ctx, yield: yield}
	path, err := s.run()
	if err != nil {
		return nil, err
	}
	for _, t := range path {
		home := int(t) - 1
		r.moves = append(r.moves, uint8((o+home/3)*n+o+home%3+1))
	}
	return cancelPairs(r.moves), nil
}

// cancelPairs removes moves undone at once: moving the same tile twice in a
// row puts it back.
func cancelPairs(moves []uint8) []uint8 {
	out := moves[:0]
	for _, t := range moves {
		if len(out) > 0 && out[len(out)-1] == t {
			out = out[:len(out)-1]
			continue
		}
		out = append(out, t)
	}
	return out
}

// placeLine brings home the tiles of a line of cells, in order, and freezes
// them: one tile first if the line is odd, then pairs.
func (r *reducer) placeLine(cells []int) error {
	i := 0
	if len(cells)%2 == 1 {
		if err := r.place(cells[0], -1); err != nil {
			return err
		}
		i = 1
	}
	for ; i < len(cells); i += 2 {
		if err := r.place(cells[i], cells[i+1]); err != nil {
			return err
		}
	}
	return nil
}

// place brings the tile of cell g1 (and of g2 unless it is -1) home by a
// shortest sequence of moves that leaves the frozen cells alone.
func (r *reducer) place(g1, g2 int) error {
	n, N := r.n, r.n*r.n
	if cap(r.seen) < N*N*N {
		r.seen = make([]uint8, N*N*N)
	}
	seen := r.seen[:N*N*N]
	clear(seen)
	// With one tile, the second coordinate stays 0 and never moves.
	pair := g2 >= 0
	blank, p1, p2 := 0, 0, 0
	for c, t := range r.board {
		switch {
		case t == 0:
			blank = c
		case int(t) == g1+1:
			p1 = c
		case pair && int(t) == g2+1:
			p2 = c
		}
	}
	if !pair {
		g2 = 0
	}
	steps := [4]int{-n, n, -1, 1}
	start := (blank*N+p1)*N + p2
	seen[start] = 5
	q := append(r.queue[:0], int32(start))
	goal := -1
	for head := 0; head < len(q); head++ {
		if r.steps++; r.steps&4095 == 0 {
			if r.yield != nil {
				r.yield()
			}
			if err := r.ctx.Err(); err != nil {
				return err
			}
		}
		st := int(q[head])
		b, a1, a2 := st/(N*N), st/N%N, st%N
		if a1 == g1 && a2 == g2 {
			goal = st
			break
		}
		for d, step := range steps {
			c := b + step
			if c < 0 || c >= N || d >= 2 && c/n != b/n || r.frozen[c] {
				continue
			}
			// The tile at c (perhaps a tracked one) moves into the blank.
			q1, q2 := a1, a2
			if c == a1 {
				q1 = b
			} else if c == a2 && pair {
				q2 = b
			}
			ns := (c*N+q1)*N + q2
			if seen[ns] == 0 {
				seen[ns] = uint8(d + 1)
				q = append(q, int32(ns))
			}
		}
	}
	r.queue = q
	if goal < 0 {
		return errUnreachable
	}
	// Walk back to the start, collecting the blank's cells.
	var cells []int
	for st := goal; st != start; {
		b, a1, a2 := st/(N*N), st/N%N, st%N
		cells = append(cells, b)
		prev := b - steps[seen[st]-1]
		if a1 == prev {
			a1 = b
		} else if a2 == prev && pair {
			a2 = b
		}
		st = (prev*N+a1)*N + a2
	}
	for i := len(cells) - 1; i >= 0; i-- {
		c := cells[i]
		t := r.board[c]
		r.board[blank], r.board[c] = t, 0
		r.moves = append(r.moves, t)
		blank = c
	}
	r.frozen[g1] = true
	if pair {
		r.frozen[g2] = true
	}
	return nil
}
