package ai

import "sync"

// A shape is what one stone makes along one line, judged from the eleven
// points centred on it (five each side, enough to tell five from six).
// The shapes are ordered by strength.
type shape uint8

const (
	shNone        shape = iota
	shClosedTwo         // one move from a closed three
	shTwo               // one move from an open three
	shClosedThree       // one move from a four
	shThree             // one move from a straight four
	shFour              // one move from five
	shOpenFour          // two different moves make five: a straight four, or two fours on one line
	shFive              // five in a row (or more where overlines win)
	shOverline          // six or more where they do not win
)

// lineCells is the number of points of a line code besides the centre.
const lineCells = 10

// codes is the number of line codes: each point is empty (0), the
// player's stone (1), or blocked by the opponent or the edge (2).
const codes = 59049 // 3^10

// A shapeTable gives the shape of each line code. It has room for every
// 16-bit number, so that a code read from half of a position's codes word
// is looked up with no bounds check; the numbers past the codes are never
// read.
type shapeTable [1 << 16]shape

var (
	shapeOnce   sync.Once
	shapeTables [2]shapeTable // [exact][code]; exact: only exactly five wins
)

// shapes returns the shape table for players for whom only exactly five
// wins (exact) or five or more. The first call builds the tables (a few
// milliseconds natively, tens in WebAssembly), calling yield, if not nil,
// along the way.
func shapes(exact bool, yield func()) *shapeTable {
	shapeOnce.Do(func() { buildShapes(yield) })
	if exact {
		return &shapeTables[1]
	}
	return &shapeTables[0]
}

// pow3[k] is the weight of the k-th point of a line, counted from the
// far end: the point at offset -5 is the most significant digit.
var pow3 = func() (p [lineCells]int) {
	w := 1
	for k := lineCells - 1; k >= 0; k-- {
		p[k] = w
		w *= 3
	}
	return p
}()

// slot maps an offset -5..5 (not 0) from the centre to its digit.
func slot(k int) int {
	if k < 0 {
		return k + 5
	}
	return k + 4
}

func buildShapes(yield func()) {
	for e := range 2 {
		t := &shapeTables[e]
		for i := range codes {
			t[i] = 255
		}
		for code := range codes {
			classify(t, code, e == 1)
			if yield != nil && code%8192 == 8191 {
				yield()
			}
		}
	}
}

// classify works out the shape of a line code by trying the moves on it;
// each try adds a stone, so the recursion ends, and the memo makes the
// whole table cost a few lookups per entry.
func classify(t *shapeTable, code int, exact bool) shape {
	if t[code] != 255 {
		return t[code]
	}
	var line [11]int
	for k := -5; k <= 5; k++ {
		if k == 0 {
			line[5] = 1
		} else {
			line[k+5] = code / pow3[slot(k)] % 3
		}
	}
	lo, hi := 5, 5
	for lo > 0 && line[lo-1] == 1 {
		lo--
	}
	for hi < 10 && line[hi+1] == 1 {
		hi++
	}
	if n := hi - lo + 1; n >= 5 {
		s := shFive
		if exact && n > 5 {
			s = shOverline
		}
		t[code] = s
		return s
	}
	fives := 0
	best := shNone
	for k := -4; k <= 4; k++ {
		if k == 0 || line[k+5] != 0 {
			continue
		}
		var s shape
		switch classify(t, code+pow3[slot(k)], exact) {
		case shFive:
			fives++
		case shOpenFour:
			s = shThree
		case shFour:
			s = shClosedThree
		case shThree:
			s = shTwo
		case shClosedThree:
			s = shClosedTwo
		}
		best = max(best, s)
	}
	switch {
	case fives >= 2:
		best = shOpenFour
	case fives == 1:
		best = shFour
	}
	t[code] = best
	return best
}
