package ai

import (
	"math/bits"
	"sync"

	"github.com/pastime-games/pastime/games/gomoku"
)

// A threat class sums up what a player makes by playing at an empty
// point, over the four lines through it. The classes are ordered by
// strength; the search asks "does anyone have a point of class at least
// k" through per-class counts, without scanning the board.
type class uint8

const (
	clNone        class = iota
	clThree             // one open three and no four
	clDoubleThree       // two or more open threes and no four
	clFour              // one four and no open three
	clFourThree         // one four and at least one open three
	clOpenFour          // a straight four, or two fours: five next move at two points
	clFive              // five in a row: the game is won
	classes
)

// shapeCount is the number of shapes, for indexing tables by four shapes.
const shapeCount = int(shOverline) + 1

// pointInfo is what the four shapes at a point make for one player,
// looked up once per combination of shapes.
type pointInfo struct {
	value int16 // the point's worth: evaluation and move ordering
	class class
	odd   bool // an overline, two fours or two threes: black may be forbidden here under renju
}

// keyCount is the number of keys: four shapes, base shapeCount.
const keyCount = shapeCount * shapeCount * shapeCount * shapeCount

// keyShapes returns the four shapes a key (below keyCount) is made of.
func keyShapes(key int) (sh [4]shape) {
	for d := range sh {
		sh[d] = shape(key % shapeCount)
		key /= shapeCount
	}
	return sh
}

// pointInfos is indexed by the four shapes of a point, base shapeCount.
// Like pointClass it has room for every masked key. Its second half, from
// renjuKeys, is black's under renju (see renjuBlack).
var pointInfos = func() (t [keyMask + 1]pointInfo) {
	for idx := range keyCount {
		var cnt [shapeCount]int
		value := 0
		for _, s := range keyShapes(idx) {
			cnt[s]++
			value += lineValue[s]
		}
		fours := cnt[shFour] + 2*cnt[shOpenFour]
		threes := cnt[shThree]
		var c class
		switch {
		case cnt[shFive] > 0:
			c = clFive
		case fours >= 2:
			c = clOpenFour
		case fours == 1 && threes > 0:
			c = clFourThree
		case fours == 1:
			c = clFour
		case threes >= 2:
			c = clDoubleThree
		case threes == 1:
			c = clThree
		}
		odd := cnt[shOverline] > 0 || fours >= 2 || threes >= 2
		t[idx] = pointInfo{class: c, value: int16(min(value+classBonus[c], 1<<14)), odd: odd}
		c = renjuBlack(c, cnt)
		t[renjuKeys+idx] = pointInfo{class: c, value: int16(min(value+classBonus[c], 1<<14)), odd: odd}
	}
	return t
}()

// renjuBlack returns the class of a point for black under renju, where
// the freestyle class is c and the point's lines have the shapes counted
// in cnt. An overline and two fours are forbidden, so they make nothing
// black can play; a double three is nearly always forbidden too (unless
// one of its threes cannot become a straight four), so it counts as one
// three. A straight four alone, or with threes, stays an open four. The
// search still asks the judge before black plays any point of an
// overline, two fours or two threes.
func renjuBlack(c class, cnt [shapeCount]int) class {
	switch {
	case c == clFive:
		return c
	case cnt[shOverline] > 0, cnt[shFour]+cnt[shOpenFour] >= 2:
		return clNone
	case c == clDoubleThree:
		return clThree
	}
	return c
}

// renjuKeys is where black's keys under renju begin: they index the
// second half of the point tables.
const renjuKeys = keyMask/2 + 1

var _ [renjuKeys - keyCount]struct{}

// pointClass is the class column of pointInfos, small enough to stay in
// the nearest cache while stones are placed and taken back. Its length is
// a power of two, keyMask+1, so that a key is masked rather than checked
// (the entries past pointInfos are never read).
var pointClass = func() (t [keyMask + 1]class) {
	for k, in := range pointInfos {
		t[k] = in.class
	}
	return t
}()

// keyMask covers every key (a build error otherwise).
const keyMask = 1<<14 - 1

var _ [keyMask + 1 - keyCount]struct{}

// lineValue is what one line's shape adds to a point's worth, and
// classBonus what the combination adds: a point that makes two threats
// at once is worth far more than its lines.
var (
	lineValue = [shapeCount]int{
		shNone:        0,
		shClosedTwo:   3,
		shTwo:         12,
		shClosedThree: 16,
		shThree:       60,
		shFour:        70,
		shOpenFour:    400,
		shFive:        3000,
		shOverline:    0,
	}
	classBonus = [classes]int{
		clDoubleThree: 300,
		clFourThree:   500,
		clOpenFour:    800,
		clFive:        6000,
	}
)

// maxCells is the length of a position's per-cell slices, whatever the
// size of the board (a padded 20x20 board has 900 cells): recode reads
// them as arrays, with indices masked rather than checked, which counts
// most in WebAssembly.
const maxCells = 1024

// The largest padded board fits in maxCells (a build error otherwise).
var _ [maxCells - (gomoku.MaxSize+2*pad)*(gomoku.MaxSize+2*pad)]struct{}

// pad is the margin of walls around the board, so that the eleven points
// of a line around any point can be read without bounds checks.
const pad = 5

// Cell values of the board.
const (
	empty = 0
	black = 1
	white = 2
	wall  = 3
)

// position is the board of the computer player: cells with a margin of
// walls, and for every empty point and each player the shapes of its four
// lines, its threat class and its worth, all kept up to date as stones
// are placed and taken back (a stone touches the forty points whose lines
// it lies on). Counts of the classes and a running sum of the worths make
// "can anyone make a four?" and the static evaluation O(1).
type position struct {
	n, w    int
	rule    gomoku.Rule
	forbids bool // black has forbidden points (renju)
	cells   []int8
	// Row by row, the cells within two points of a stone (king moves),
	// stones included, and the stones: bit x+2 of row y+2 is the point
	// (x, y), so that the rows and columns two off the board have room.
	// The empty points near a stone, where the moves worth searching
	// are, are read from them a row at a time.
	nearRows, stoneRows [rowsLen]uint32
	turn                int8
	stones              int
	hash                uint64
	undos               []undoState // each move's stone and what it changed, for undo
	area                box         // the points within two of a stone, clipped to the board
	steps               [4]int

	codes  []uint32                // [i*4+d]: line codes of the ten points around i along d, black's low, white's high
	shapes [3][]shape              // [c][i*4+d]: the shape c makes at i along d
	keys   [3][]uint16             // [c][i]: the four shapes of shapes[c][i*4:], as an index of pointInfos (see at)
	count  [3][classMask + 1]int32 // empty points of each class, per player
	tables [3]*shapeTable
	reach  int          // how far a stone's lines are recoded: 4 where no overline needs telling from five (see recode)
	mirror gomoku.Board // for the renju judge

	// Every run of five points is a window, named by its first point
	// and its direction (first*4 + d); wstate holds each window's stones
	// of either colour (see winState). A window that runs off the board
	// is dead from the start, and stays so.
	wstate *[maxWindows]uint8

	// The evaluation's inputs, per player: live[c] counts the windows
	// holding 1 to 4 of c's stones and none of the opponent's (see
	// liveCount), worth[c] sums the worths of c's empty points by their
	// shapes, both kinds in one word (see cellWorth).
	live  [3]uint64
	worth [3]int64

	// The codes, shapes and keys that stones changed, with what they
	// were, in the order they changed: undo puts them back rather than
	// working them out again. The logs are read as arrays with masked
	// indices, and each is long enough for every stone of a full 20x20
	// board (40 codes a stone, and two shapes for each).
	logs            *undoLogs
	nCodes, nShapes int

	judged *judgeCache // the judge's answers under renju (see forbidden)
}

// judgeCache remembers the renju judge's answers: whether black may not
// play at a point of a position. Half the judge's calls in a search ask
// what it answered before, mostly in the same node (the threat test, the
// move list and a move's legality), and each reads the lines around the
// point again, recursively. An entry is the position's hash mixed with
// the point and the board's size, its lowest bit replaced by the answer:
// two positions that hash alike are as unlikely here as in the search's
// table. A cache needs no clearing, so positions hand it on, as their
// logs.
type judgeCache [1 << judgeCacheBits]uint64

const judgeCacheBits = 15

var judgePool = sync.Pool{New: func() any { return new(judgeCache) }}

// undoLogs are a position's logs (see position), 320 KB that need no
// clearing: a position whose caller releases it hands them on to the
// next one.
type undoLogs struct {
	codes  [codeLogLen]codeChange
	shapes [shapeLogLen]shapeChange
}

var logPool = sync.Pool{New: func() any { return new(undoLogs) }}

// release hands the position's logs and judge's cache on to the next
// position made; the position must not be used after.
func (p *position) release() {
	logPool.Put(p.logs)
	p.logs = nil
	if p.judged != nil {
		judgePool.Put(p.judged)
		p.judged = nil
	}
}

// codeChange is a line code before a stone changed it: the code's index
// (cell*4 + direction) and its old value.
type codeChange struct {
	jd  uint16
	old uint32
}

// shapeChange is a shape before a stone changed it: the shape's index
// (cell*4 + direction), the colour, the old shape and the cell's old key.
type shapeChange struct {
	jd  uint16
	key uint16
	old shape
	c   int8
}

// undoState is a move's stone and what undo restores as a whole: the
// area, the counts and sums before the move, and the lengths of the logs.
type undoState struct {
	cell            int
	area            box
	y               int       // the stone's row
	near            [5]uint32 // the rows of nearRows that the stone changed, as they were
	count           [3][classMask + 1]int32
	worth           [3]int64
	live            [3]uint64
	nCodes, nShapes int
}

// The logs' lengths: powers of two past what a full 20x20 board needs
// (a build error otherwise).
const (
	codeLogLen  = 1 << 14
	shapeLogLen = 1 << 15
)

var (
	_ [codeLogLen - gomoku.MaxSize*gomoku.MaxSize*40]struct{}
	_ [shapeLogLen - gomoku.MaxSize*gomoku.MaxSize*80]struct{}
)

// The per-player counts of classes have room for any index under a
// power of two, so that reshape masks its indices rather than checking
// them (a build error should the classes outgrow them).
const classMask = 7

var _ [classMask + 1 - int(classes)]struct{}

// box is a rectangle of cells, inclusive.
type box struct{ x0, y0, x1, y1 int }

func newPosition(s gomoku.State) *position {
	n := s.Size()
	w := n + 2*pad
	p := &position{n: n, w: w, rule: s.Rule(), forbids: s.Rule() == gomoku.Renju,
		cells: make([]int8, maxCells),
		logs:  logPool.Get().(*undoLogs)}
	if p.forbids {
		p.judged = judgePool.Get().(*judgeCache)
	}
	for i := range p.cells {
		p.cells[i] = wall
	}
	for y := range n {
		for x := range n {
			p.cells[p.index(x, y)] = empty
		}
	}
	p.steps = [4]int{1, w, w + 1, w - 1}
	p.tables[black] = shapes(p.rule == gomoku.Standard || p.rule == gomoku.Renju, nil)
	p.tables[white] = shapes(p.rule == gomoku.Standard, nil)
	p.reach = 5
	if p.rule == gomoku.Freestyle {
		p.reach = 4
	}
	p.codes = make([]uint32, 4*maxCells)
	for c := int8(black); c <= white; c++ {
		p.shapes[c] = make([]shape, 4*maxCells)
		p.keys[c] = make([]uint16, maxCells)
	}
	for y := range n {
		for x := range n {
			i := p.index(x, y)
			for d, st := range p.steps {
				p.codes[i*4+d] = uint32(p.lineCode(i, st, black)) | uint32(p.lineCode(i, st, white))<<16
			}
			for c := int8(black); c <= white; c++ {
				p.refresh(i, c)
			}
			p.tally(i, 1)
		}
	}
	p.wstate = new([maxWindows]uint8)
	for j := range maxCells {
		for d, s := range p.steps {
			if end := j + 4*s; end >= maxCells || p.cells[j] == wall || p.cells[end] == wall {
				p.wstate[j*4+d] = deadWindow
			}
		}
	}
	p.area = box{n, n, -1, -1}
	p.mirror, _ = gomoku.NewBoard(n)
	p.turn = black
	for _, m := range s.Moves() {
		p.play(p.index(m.X, m.Y))
	}
	return p
}

func (p *position) index(x, y int) int { return (y+pad)*p.w + x + pad }

// point is the board point of cell i. Cells are never negative, and
// unsigned division is one instruction in WebAssembly, where Go calls a
// function for a signed one.
func (p *position) point(i int) gomoku.Point {
	y := int(uint(i) / uint(p.w))
	return gomoku.Point{X: i - y*p.w - pad, Y: y - pad}
}

// lineCode reads the line code of cell i along step s as seen by c.
func (p *position) lineCode(i, s int, c int8) int {
	code := 0
	for k := -5; k <= 5; k++ {
		if k == 0 {
			continue
		}
		v := p.cells[i+k*s]
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

// refresh works out c's shapes and key at the empty cell i from its line
// codes.
func (p *position) refresh(i int, c int8) {
	t := p.tables[c]
	sh := p.shapes[c][i*4 : i*4+4 : i*4+4]
	codes := p.codes[i*4 : i*4+4 : i*4+4]
	shift := 16 * (c - black)
	key := 0
	for d := range 4 {
		sh[d] = t[codes[d]>>shift&0xffff]
		key = key*shapeCount + int(sh[d])
	}
	if c == black && p.forbids {
		key += renjuKeys
	}
	p.keys[c][i] = uint16(key)
}

// shapeWeight[d] is the weight of direction d's shape in a key.
var shapeWeight = [4]int{shapeCount * shapeCount * shapeCount, shapeCount * shapeCount, shapeCount, 1}

// at returns what c makes at the empty cell i. Only the keys are kept up
// to date as stones come and go, and the class counts with them: a point's
// worth is read where a move is chosen, far less often than it changes.
// The key of an occupied cell is left as it was when its stone was
// placed.
func (p *position) at(c int8, i int) pointInfo { return pointInfos[p.keys[c][i]&keyMask] }

// play puts a stone of the player to move at the empty cell i.
func (p *position) play(i int) {
	c := p.turn
	pt := p.point(i)
	x, y := pt.X, pt.Y
	rows := (*[5]uint32)(p.nearRows[y&(rowsLen-1):])
	// The state is written a word at a time (see copyCounts).
	n := len(p.undos)
	if n == cap(p.undos) {
		p.undos = append(p.undos, undoState{})
	}
	p.undos = p.undos[:n+1]
	u := &p.undos[n]
	u.cell, u.y, u.nCodes, u.nShapes = i, y, p.nCodes, p.nShapes
	u.area.x0, u.area.y0, u.area.x1, u.area.y1 = p.area.x0, p.area.y0, p.area.x1, p.area.y1
	u.near[0], u.near[1], u.near[2], u.near[3], u.near[4] = rows[0], rows[1], rows[2], rows[3], rows[4]
	copyCounts(&u.count[black], &p.count[black])
	copyCounts(&u.count[white], &p.count[white])
	u.worth[black], u.worth[white] = p.worth[black], p.worth[white]
	u.live[black], u.live[white] = p.live[black], p.live[white]
	span := uint32(0x1f) << x // rows y-2 to y+2, columns x-2 to x+2
	rows[0] |= span
	rows[1] |= span
	rows[2] |= span
	rows[3] |= span
	rows[4] |= span
	p.stoneRows[(y+2)&(rowsLen-1)] |= 1 << (x + 2)
	p.hash ^= zobrist[c][i]
	if p.forbids {
		p.mirror.Set(p.point(i), gomoku.Color(c))
	}
	p.tally(i, -1)
	p.cells[i] = c
	p.count5(i, c)
	p.recode(i, c)
	p.stones++
	a := &p.area
	a.x0, a.y0 = max(min(a.x0, x-2), 0), max(min(a.y0, y-2), 0)
	a.x1, a.y1 = min(max(a.x1, x+2), p.n-1), min(max(a.y1, y+2), p.n-1)
	p.turn = 3 - c
}

// last returns the cell of the last stone placed, or -1 on an empty
// board.
func (p *position) last() int {
	if len(p.undos) == 0 {
		return -1
	}
	return p.undos[len(p.undos)-1].cell
}

// undo takes back the last stone.
func (p *position) undo() {
	u := &p.undos[len(p.undos)-1]
	i := u.cell
	c := p.cells[i]
	p.hash ^= zobrist[c][i]
	if p.forbids {
		p.mirror.Set(p.point(i), gomoku.Empty)
	}
	codes := (*[4 * maxCells]uint32)(p.codes)
	sb, sw := (*[4 * maxCells]shape)(p.shapes[black]), (*[4 * maxCells]shape)(p.shapes[white])
	kb, kw := (*[maxCells]uint16)(p.keys[black]), (*[maxCells]uint16)(p.keys[white])
	// The logs are read last first, a few entries a turn (see count5): a
	// cell's key changes once for each of its lines, and the first key
	// logged is the one to keep. Two shapes a turn are 5% faster natively
	// than one, and the same in WebAssembly.
	shapes, n := &p.logs.shapes, p.nShapes
	for ; n-u.nShapes >= 2; n -= 2 {
		restoreShape(&shapes[(n-1)&(shapeLogLen-1)], sb, sw, kb, kw)
		restoreShape(&shapes[(n-2)&(shapeLogLen-1)], sb, sw, kb, kw)
	}
	if n > u.nShapes {
		restoreShape(&shapes[(n-1)&(shapeLogLen-1)], sb, sw, kb, kw)
	}
	// A stone changes each line code once: their order does not matter.
	log, m := &p.logs.codes, u.nCodes
	for n = p.nCodes; n-m >= 4; n -= 4 {
		e0, e1 := &log[(n-1)&(codeLogLen-1)], &log[(n-2)&(codeLogLen-1)]
		e2, e3 := &log[(n-3)&(codeLogLen-1)], &log[(n-4)&(codeLogLen-1)]
		codes[int(e0.jd)&(4*maxCells-1)] = e0.old
		codes[int(e1.jd)&(4*maxCells-1)] = e1.old
		codes[int(e2.jd)&(4*maxCells-1)] = e2.old
		codes[int(e3.jd)&(4*maxCells-1)] = e3.old
	}
	for ; n > m; n-- {
		e := &log[(n-1)&(codeLogLen-1)]
		codes[int(e.jd)&(4*maxCells-1)] = e.old
	}
	p.nCodes, p.nShapes = u.nCodes, u.nShapes
	p.area.x0, p.area.y0, p.area.x1, p.area.y1 = u.area.x0, u.area.y0, u.area.x1, u.area.y1
	copyCounts(&p.count[black], &u.count[black])
	copyCounts(&p.count[white], &u.count[white])
	p.worth[black], p.worth[white] = u.worth[black], u.worth[white]
	p.live[black], p.live[white] = u.live[black], u.live[white]
	y := u.y
	x := i - (y+pad)*p.w - pad
	rows := (*[5]uint32)(p.nearRows[y&(rowsLen-1):])
	rows[0], rows[1], rows[2], rows[3], rows[4] = u.near[0], u.near[1], u.near[2], u.near[3], u.near[4]
	p.stoneRows[(y+2)&(rowsLen-1)] &^= 1 << (x + 2)
	p.undos = p.undos[:len(p.undos)-1]
	// The stone leaves its windows: one less of its colour in each state,
	// the five windows along each line written out (see count5).
	wstate, d := p.wstate, uint8(winState(1, 0))
	if c == white {
		d = uint8(winState(0, 1))
	}
	for dir, s := range &p.steps {
		id, s4 := i*4+dir, 4*s
		wstate[id&(maxWindows-1)] -= d
		wstate[(id-s4)&(maxWindows-1)] -= d
		wstate[(id-2*s4)&(maxWindows-1)] -= d
		wstate[(id-3*s4)&(maxWindows-1)] -= d
		wstate[(id-4*s4)&(maxWindows-1)] -= d
	}
	p.cells[i] = empty
	p.stones--
	p.turn = c
}

// restoreShape puts back the shape and key that the logged change e
// replaced, in the arrays of e's colour. The arrays are picked by a
// select rather than a branch: in WebAssembly Go's every jump goes back
// through the function's br_table, and the entries' colours follow no
// pattern a native branch predictor could learn either.
func restoreShape(e *shapeChange, sb, sw *[4 * maxCells]shape, kb, kw *[maxCells]uint16) {
	s, k := sw, kw
	if e.c == black {
		s, k = sb, kb
	}
	jd := int(e.jd) & (4*maxCells - 1)
	s[jd], k[jd>>2] = e.old, e.key
}

// copyCounts copies one player's class counts from src to dst a word at
// a time: WebAssembly copies any value longer than 16 bytes with
// memory.copy, a call out of the compiled code that costs more than the
// words it moves. play and undo copy the rest of a move's state so too.
func copyCounts(dst, src *[classMask + 1]int32) {
	dst[0], dst[1], dst[2], dst[3], dst[4], dst[5], dst[6], dst[7] = src[0], src[1], src[2], src[3], src[4], src[5], src[6], src[7]
}

// copyCounts copies eight counts: a build error otherwise.
var _ = [1]struct{}{}[classMask+1-8]

// tally adds (d 1) or takes away (d -1) the empty cell i, by the key it
// holds, in the counts of classes and the sums of worths of both
// players. When a stone goes, undo puts back the counts and sums as they
// were before it.
func (p *position) tally(i int, d int32) {
	for o := int8(black); o <= white; o++ {
		p.count[o][clNone] -= d
		p.count[o][pointClass[p.keys[o][i]]] += d
		p.worth[o] += int64(d) * cellWorth[p.keys[o][i]&keyMask]
	}
}

// count5 adds a stone of c at i to the windows through i, the five
// along each line written out: a loop's every turn costs most in
// WebAssembly, where Go jumps back through the function's one br_table.
// Each window's step is one lookup, and its change to the live counts
// one add for each colour, summed before they are stored. undo takes the
// stone out of the windows itself and restores the live counts as they
// were.
func (p *position) count5(i int, c int8) {
	steps := &winSteps[c-black]
	wstate := p.wstate
	var db, dw uint64
	for d, s := range p.steps {
		id, s4 := i*4+d, 4*s
		db, dw = stepWindow(wstate, steps, id, db, dw)
		db, dw = stepWindow(wstate, steps, id-s4, db, dw)
		db, dw = stepWindow(wstate, steps, id-2*s4, db, dw)
		db, dw = stepWindow(wstate, steps, id-3*s4, db, dw)
		db, dw = stepWindow(wstate, steps, id-4*s4, db, dw)
	}
	p.live[black] += db
	p.live[white] += dw
}

// stepWindow steps window id by a stone of the colour of steps, and adds
// its change of the live counts to black's db and white's dw.
func stepWindow(wstate *[maxWindows]uint8, steps *[winStates]winStep, id int, db, dw uint64) (uint64, uint64) {
	t := &steps[wstate[id&(maxWindows-1)]&(winStates-1)]
	wstate[id&(maxWindows-1)] = t.next
	return db + t.live[0], dw + t.live[1]
}

// winState numbers the state of a window: its black stones plus six times
// its white ones, less than winStates. A dead window, one that runs off
// the board, counts its stones the same way from deadWindow, so that a
// stone taken back is one subtraction for every window.
func winState(b, w int) int { return b + 6*w }

// deadWindow is the state of a dead window with no stones: the live
// windows' states are under it, and the dead ones' from it.
const deadWindow = 64

// winStates and maxWindows are powers of two, so that count5 masks its
// indices rather than checking them: twice the 36 states of a window
// (live and dead), and every first point and direction.
const (
	winStates  = 128
	maxWindows = 4 * maxCells
)

// liveCount returns the number of windows holding k stones of c, from 1 to 4,
// and none of the other colour.
func (p *position) liveCount(c int8, k int) int32 {
	return int32(p.live[c] >> (16 * (k - 1)) & 0xffff)
}

// liveBit is the unit of the live count of windows holding k stones of
// one colour in that colour's word: four counts of 16 bits, for 1 to 4
// stones. A window of none or five counts nowhere.
func liveBit(k int) uint64 {
	if k < 1 || k > 4 {
		return 0
	}
	return 1 << (16 * (k - 1))
}

// A winStep is what a stone does to a window in a given state: the new
// state, and what it adds to each colour's word of live counts (a count
// taken down is added as its two's complement; a count is never taken
// below zero, so no field borrows from the next).
type winStep struct {
	next uint8
	live [2]uint64 // black's, white's
}

// winSteps[c-1][s] is what a stone of colour c added to a window of state
// s does. A window live for c moves from k to k+1 of c's stones; a window
// live for the other player dies with c's first stone; any other window
// stays dead.
var winSteps = func() (t [2][winStates]winStep) {
	for c := int8(black); c <= white; c++ {
		for b := range 6 {
			for w := range 6 {
				mine, theirs := b, w
				if c == white {
					mine, theirs = w, b
				}
				if mine+theirs >= 5 {
					continue
				}
				var delta [2]uint64
				switch {
				case theirs == 0:
					delta[c-black] = liveBit(mine+1) - liveBit(mine)
				case mine == 0:
					delta[2-c] = -liveBit(theirs)
				}
				next := winState(b+1, w)
				if c == white {
					next = winState(b, w+1)
				}
				t[c-black][winState(b, w)] = winStep{next: uint8(next), live: delta}
				t[c-black][deadWindow+winState(b, w)] = winStep{next: uint8(deadWindow + next)}
			}
		}
	}
	return t
}()

// recode adds a stone of colour c at i to the line codes of the empty
// cells around it, and refreshes them: for the cell k points away, i is
// the point at offset -k of its line. Both players' codes of a line sit
// in one word and change in one add. What it changes goes into the logs,
// for undo.
//
// Where five or more wins for both players (freestyle), the shapes do
// not depend on the points five away, so a stone recodes the points four
// away at most, and a code's outermost digits are left as they were.
//
// The codes of an occupied cell are left as they were when its stone was
// placed: stones are taken back last first, so by the time that stone
// goes, every stone placed after it is gone too, and its codes, shapes
// and key are right again.
func (p *position) recode(i int, c int8) {
	codes := (*[4 * maxCells]uint32)(p.codes)
	tb, tw := p.tables[black], p.tables[white]
	sb, sw := (*[4 * maxCells]shape)(p.shapes[black]), (*[4 * maxCells]shape)(p.shapes[white])
	kb, kw := (*[maxCells]uint16)(p.keys[black]), (*[maxCells]uint16)(p.keys[white])
	cells, reach := (*[maxCells]int8)(p.cells), p.reach
	codeLog, shapeLog := &p.logs.codes, &p.logs.shapes
	nc, ns := p.nCodes, p.nShapes
	adds := &recodeAdds[c-black]
	_, _ = tb[0], tw[0] // nil checked once, not at every point
	for d, s := range &p.steps {
		weight := shapeWeight[d]
		// Outward both ways; past the edge every cell is a wall, whose
		// codes are never read.
		for side, step := range [2]int{s, -s} {
			add := &adds[side]
			j := i
			for k := 1; k <= reach; k++ {
				j = (j + step) & (maxCells - 1)
				v := cells[j]
				if v != empty {
					if v == wall {
						break
					}
					continue
				}
				jd := (j*4 + d) & (4*maxCells - 1)
				x := codes[jd]
				codeLog[nc&(codeLogLen-1)] = codeChange{jd: uint16(jd), old: x}
				nc++
				x += add[k&7]
				codes[jd] = x
				if to, old := tb[x&0xffff], sb[jd]; to != old {
					shapeLog[ns&(shapeLogLen-1)] = shapeChange{jd: uint16(jd), key: kb[j], old: old, c: black}
					ns++
					sb[jd] = to
					p.reshape(&kb[j], black, weight, old, to)
				}
				if to, old := tw[x>>16], sw[jd]; to != old {
					shapeLog[ns&(shapeLogLen-1)] = shapeChange{jd: uint16(jd), key: kw[j], old: old, c: white}
					ns++
					sw[jd] = to
					p.reshape(&kw[j], white, weight, old, to)
				}
			}
		}
	}
	p.nCodes, p.nShapes = nc, ns
}

// recodeAdds[c-1][side][k] is what a stone of colour c adds to the codes
// word of the cell k points from it (forward for side 0, backward for
// side 1): for that cell the stone is at offset -k, or k, a 1 in its own
// player's code and a 2 in the other's. Neither half ever carries into
// the other, as a digit added is always to an empty point's 0.
var recodeAdds = func() (a [2][2][8]uint32) {
	for k := 1; k <= 5; k++ {
		for side, off := range [2]int{-k, k} {
			w := uint32(pow3[slot(off)])
			for c, add := range [2]uint32{w | 2*w<<16, 2*w | w<<16} { // black, white
				a[c][side][k] = add
			}
		}
	}
	return a
}()

// reshape follows a change of c's shape along one line of an empty cell,
// from old to ns, where k is the cell's key for c and w that line's weight
// in it: the key, the sum of worths and the class counts.
func (p *position) reshape(k *uint16, c int8, w int, old, ns shape) {
	was, before := pointClass[*k&keyMask], cellWorth[*k&keyMask]
	*k += uint16((int(ns) - int(old)) * w)
	p.worth[c] += cellWorth[*k&keyMask] - before
	if now := pointClass[*k&keyMask]; now != was {
		p.count[c][was&classMask]--
		p.count[c][now&classMask]++
	}
}

// has reports whether c has an empty point of class at least k.
func (p *position) has(c int8, k class) bool {
	for ; k < classes; k++ {
		if p.count[c][k] > 0 {
			return true
		}
	}
	return false
}

// find appends to dst the empty cells where c's class is at least k, in
// reading order. Every point of class three or more lies within two of a
// stone, so the empty points near the stones hold them all.
func (p *position) find(dst []int, c int8, k class) []int {
	keys := (*[maxCells]uint16)(p.keys[c])
	for y := p.area.y0; y <= p.area.y1; y++ {
		row := p.index(0, y)
		for free := p.free(y); free != 0; free &= free - 1 {
			i := row + bits.TrailingZeros32(free)
			if pointClass[keys[i&(maxCells-1)]&keyMask] >= k {
				dst = append(dst, i)
			}
		}
	}
	return dst
}

// free returns the empty points of row y within two of a stone, bit x for
// the point (x, y).
func (p *position) free(y int) uint32 {
	r := (y + 2) & (rowsLen - 1)
	return (p.nearRows[r] &^ p.stoneRows[r]) >> 2 & (1<<p.n - 1)
}

// rowsLen has room for the rows of the largest board and two more on
// each side, and is a power of two, so that row indices are masked.
const rowsLen = 32

var _ [rowsLen - (gomoku.MaxSize + 4)]struct{}

// fives appends to dst the empty cells where c makes five, in no
// order. Every five point is on a line through the last stone, when the
// player before it blocked the fives he had to block, so that stone's
// lines are read first; the board is read only when they do not hold
// them all.
func (p *position) fives(dst []int, c int8) []int {
	want := int(p.count[c][clFive])
	if want == 0 {
		return dst
	}
	i := p.last()
	if i < 0 {
		return p.find(dst, c, clFive)
	}
	keys, n := p.keys[c], len(dst)
	for _, s := range p.steps {
		for _, step := range [2]int{s, -s} {
			for j, k := i+step, 1; k <= 4 && p.cells[j] != wall; j, k = j+step, k+1 {
				if pointClass[keys[j]] == clFive && p.cells[j] == empty {
					dst = append(dst, j)
				}
			}
		}
	}
	if len(dst)-n == want {
		return dst
	}
	return p.find(dst[:n], c, clFive)
}

// forbidden reports whether black may not play at the empty cell i. Only
// points where black makes an overline, two fours or two threes can be
// forbidden; the others need no call to the judge, whose answers are
// kept (see judgeCache).
func (p *position) forbidden(i int) bool {
	if !p.forbids {
		return false
	}
	if in := p.at(black, i); !in.odd || in.class == clFive {
		return false
	}
	k := (p.hash ^ uint64(i<<8|p.n)*0x9e3779b97f4a7c15) &^ 1
	e := &p.judged[k>>(64-judgeCacheBits)]
	if *e&^1 == k {
		return *e&1 != 0
	}
	f := p.mirror.Forbidden(p.point(i)) != gomoku.Allowed
	*e = k | uint64(b2i(f))
	return f
}

// threatens reports whether c has a point where he would make an open
// four, or two fours, and may play: a threat the opponent must answer.
// Under renju black's two fours at one point are forbidden, and so is a
// straight four that makes an overline or a second four on another line:
// such a point threatens nothing.
func (p *position) threatens(c int8) bool {
	if !p.has(c, clOpenFour) {
		return false
	}
	if c != black || !p.forbids || p.count[c][clFive] > 0 {
		return true
	}
	keys := (*[maxCells]uint16)(p.keys[black])
	for y := p.area.y0; y <= p.area.y1; y++ {
		row := p.index(0, y)
		for free := p.free(y); free != 0; free &= free - 1 {
			i := row + bits.TrailingZeros32(free)
			if pointClass[keys[i&(maxCells-1)]&keyMask] >= clOpenFour && !p.forbidden(i) {
				return true
			}
		}
	}
	return false
}

// legal reports whether the player to move may play at the empty cell i.
func (p *position) legal(i int) bool {
	return p.turn != black || !p.forbidden(i)
}

// eval returns the static value of the position for the player to move,
// the fitted evaluation (see features.go).
func (p *position) eval() int {
	return p.weighted() + moverWorth(p.worth[p.turn]) + waiterWorth(p.worth[3-p.turn])
}
