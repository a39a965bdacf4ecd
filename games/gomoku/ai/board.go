package ai

import "github.com/pastime-games/pastime/games/gomoku"

// pad is the margin of walls around the board, so that the eleven points
// of a line around any point can be read without bounds checks.
const pad = 5

// Cell values of the search board.
const (
	empty = 0
	black = 1
	white = 2
	wall  = 3
)

// windowValue[k] scores an unblocked run of five points holding k stones
// of one colour and none of the other, for the static evaluation.
var windowValue = [6]int{0, 2, 20, 200, 2000, 0}

// board is the searcher's own mutable board: cells with a margin of walls,
// the counts of stones in every run of five points (windows), a running
// evaluation, and the number of stones near each point. It mirrors its
// stones on a gomoku.Board to ask the rules about renju forbidden points.
type board struct {
	n, w   int // board size and padded width
	rule   gomoku.Rule
	cells  []int8
	near   []int16 // stones within two points (king moves)
	turn   int8
	stones int
	hash   uint64 // Zobrist hash of the stones
	hist   []int

	wins    [][]int32 // windows through each cell
	wcount  [][3]int8 // stones of each colour in each window
	wstart  []int32   // first cell of each window
	wstep   []int32   // step along each window
	score   [3]int    // sum of windowValue over each colour's windows
	fours   [3]int    // windows holding four of one colour and none of the other
	mirror  gomoku.Board
	steps   [4]int // cell steps of gomoku.Directions
	tables  [3]*[codes]shape
	forbids bool // black has forbidden points (renju)

	// codes[c][i*4+d] is the line code (see classify) of the ten points
	// around cell i along direction d, as seen by c: each point empty,
	// c's stone, or blocked. Every stone updates the codes of the forty
	// cells whose lines it lies on, so reading a shape is one lookup.
	codes [3][]int32
}

// newBoard sets up a search board for s; yield (may be nil) is passed on
// to the first build of the shape tables.
func newBoard(s gomoku.State, yield func()) *board {
	n := s.Size()
	w := n + 2*pad
	b := &board{n: n, w: w, rule: s.Rule(), cells: make([]int8, w*w), near: make([]int16, w*w)}
	for i := range b.cells {
		b.cells[i] = wall
	}
	for y := range n {
		for x := range n {
			b.cells[b.index(x, y)] = empty
		}
	}
	b.steps = [4]int{1, w, w + 1, w - 1}
	b.tables[black] = shapes(b.exact(black), yield)
	b.tables[white] = shapes(b.exact(white), yield)
	b.forbids = b.rule == gomoku.Renju
	b.wins = make([][]int32, w*w)
	for y := range n {
		for x := range n {
			for _, d := range gomoku.Directions() {
				ex, ey := x+4*d.X, y+4*d.Y
				if ex < 0 || ey < 0 || ex >= n || ey >= n {
					continue
				}
				id := int32(len(b.wstart))
				step := b.index(x+d.X, y+d.Y) - b.index(x, y)
				b.wstart = append(b.wstart, int32(b.index(x, y)))
				b.wstep = append(b.wstep, int32(step))
				for k := range 5 {
					i := b.index(x, y) + k*step
					b.wins[i] = append(b.wins[i], id)
				}
			}
		}
	}
	b.wcount = make([][3]int8, len(b.wstart))
	for c := black; c <= white; c++ {
		b.codes[c] = make([]int32, 4*w*w)
	}
	for y := range n {
		for x := range n {
			i := b.index(x, y)
			for d, st := range b.steps {
				b.codes[black][i*4+d] = int32(b.lineCode(i, st, black))
				b.codes[white][i*4+d] = int32(b.lineCode(i, st, white))
			}
		}
	}
	b.mirror, _ = gomoku.NewBoard(n)
	b.turn = black
	for _, m := range s.Moves() {
		b.play(b.index(m.X, m.Y))
	}
	return b
}

// exact reports whether only exactly five wins for c.
func (b *board) exact(c int8) bool {
	return b.rule == gomoku.Standard || (b.rule == gomoku.Renju && c == black)
}

func (b *board) index(x, y int) int { return (y+pad)*b.w + x + pad }

func (b *board) point(i int) gomoku.Point {
	return gomoku.Point{X: i%b.w - pad, Y: i/b.w - pad}
}

// play puts a stone of the colour to move at i.
func (b *board) play(i int) {
	c := b.turn
	b.cells[i] = c
	b.hash ^= zobrist[c][i]
	b.mirror.Set(b.point(i), gomoku.Color(c))
	for _, id := range b.wins[i] {
		b.unscore(id)
		b.wcount[id][c]++
		b.rescore(id)
	}
	b.touch(i, 1)
	b.recode(i, c, 1)
	b.stones++
	b.hist = append(b.hist, i)
	b.turn = 3 - c
}

// undo takes back the last stone.
func (b *board) undo() {
	i := b.hist[len(b.hist)-1]
	b.hist = b.hist[:len(b.hist)-1]
	c := b.cells[i]
	b.cells[i] = empty
	b.hash ^= zobrist[c][i]
	b.mirror.Set(b.point(i), gomoku.Empty)
	for _, id := range b.wins[i] {
		b.unscore(id)
		b.wcount[id][c]--
		b.rescore(id)
	}
	b.touch(i, -1)
	b.recode(i, c, -1)
	b.stones--
	b.turn = c
}

func (b *board) unscore(id int32) {
	wc := b.wcount[id]
	for c := black; c <= white; c++ {
		if wc[3-c] == 0 && wc[c] > 0 {
			b.score[c] -= windowValue[wc[c]]
			if wc[c] == 4 {
				b.fours[c]--
			}
		}
	}
}

func (b *board) rescore(id int32) {
	wc := b.wcount[id]
	for c := black; c <= white; c++ {
		if wc[3-c] == 0 && wc[c] > 0 {
			b.score[c] += windowValue[wc[c]]
			if wc[c] == 4 {
				b.fours[c]++
			}
		}
	}
}

// touch adds d to the neighbour counts around i.
func (b *board) touch(i int, d int16) {
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			if j := i + dy*b.w + dx; j >= 0 && j < len(b.near) {
				b.near[j] += d
			}
		}
	}
}

// recode adds (sign 1) or removes (sign -1) a stone of colour c at i in
// the line codes of the cells around it: for the cell k points away, i
// is the point at offset -k of its line.
func (b *board) recode(i int, c int8, sign int32) {
	own, other := b.codes[c], b.codes[3-c]
	for d, s := range b.steps {
		for k := -5; k <= 5; k++ {
			if k == 0 {
				continue
			}
			j := (i+k*s)*4 + d
			w := sign * int32(pow3[slot(-k)])
			own[j] += w
			other[j] += 2 * w
		}
	}
}

// shapeAt returns the shape c makes at the empty cell i along direction d.
func (b *board) shapeAt(i, d int, c int8) shape {
	return b.tables[c][b.codes[c][i*4+d]]
}

// run returns the length of c's line through i along step s, counting i.
func (b *board) run(i, s int, c int8) int {
	n := 1
	for j := i + s; b.cells[j] == c; j += s {
		n++
	}
	for j := i - s; b.cells[j] == c; j -= s {
		n++
	}
	return n
}

// wins reports whether c playing at the empty cell i wins.
func (b *board) winsAt(i int, c int8) bool {
	for _, s := range b.steps {
		n := b.run(i, s, c)
		if n == 5 || (n > 5 && !b.exact(c)) {
			return true
		}
	}
	return false
}

// fivePoints appends to dst the cells where c would win now, found from
// the windows holding four of c's stones; it returns dst unchanged when
// there are none.
func (b *board) fivePoints(dst []int, c int8) []int {
	if b.fours[c] == 0 {
		return dst
	}
	start := len(dst)
	for id, wc := range b.wcount {
		if wc[c] != 4 || wc[3-c] != 0 {
			continue
		}
		for k := range 5 {
			i := int(b.wstart[id]) + k*int(b.wstep[id])
			if b.cells[i] == empty {
				dup := false
				for _, j := range dst[start:] {
					dup = dup || j == i
				}
				if !dup && b.winsAt(i, c) {
					dst = append(dst, i)
				}
				break
			}
		}
	}
	return dst
}

// lineCode returns the line code of cell i along step s as seen by c,
// read from the cells.
func (b *board) lineCode(i, s int, c int8) int {
	code := 0
	for k := -5; k <= 5; k++ {
		if k == 0 {
			continue
		}
		v := b.cells[i+k*s]
		d := 2
		if v == empty {
			d = 0
		} else if v == c {
			d = 1
		}
		code = code*3 + d
	}
	return code
}

// forbidden reports whether i is forbidden for black (renju only).
func (b *board) forbidden(i int) bool {
	return b.mirror.Forbidden(b.point(i)) != gomoku.Allowed
}

// eval returns the static value of the position for the player to move:
// its windows against the opponent's, with a bonus for having the move.
func (b *board) eval() int {
	me, op := b.turn, 3-b.turn
	return b.score[me]*6/5 - b.score[op]
}
