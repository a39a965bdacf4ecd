package gomoku

// Reason tells why a point is forbidden for black under renju.
type Reason int8

// The reasons; Allowed means the point is not forbidden.
const (
	Allowed Reason = iota
	DoubleThree
	DoubleFour
	Overline
)

// String returns "allowed", "double three", "double four" or "overline".
func (r Reason) String() string {
	switch r {
	case DoubleThree:
		return "double three"
	case DoubleFour:
		return "double four"
	case Overline:
		return "overline"
	}
	return "allowed"
}

// Forbidden is a point where black may not play, and why.
type Forbidden struct {
	Point  Point
	Reason Reason
}

// maxThreeDepth bounds the recursion through the completions of threes.
// Each level adds a black stone next to the previous ones; real positions
// never come close, and contrived ones stay fast.
const maxThreeDepth = 8

// Forbidden returns why black may not play at p under renju, or Allowed.
// An occupied point or one off the board is Allowed: it is not forbidden,
// only unplayable. The rules, in the order they apply:
//
//   - A move that makes exactly five is allowed, whatever else it makes.
//   - A line of six or more black stones is an overline.
//   - Two fours (lines one move from exactly five) are a double four; this
//     includes two fours on one line, as in X.XXX.X.
//   - Two threes (lines one move from a straight four, an unbroken four
//     with both ends open) are a double three. A three counts only if the
//     move that makes its straight four is itself allowed, which is
//     decided by these same rules, recursively; a three whose every
//     completion is forbidden is a false three. A completion that also
//     makes five along another line is a win, not a straight four, so it
//     does not make the three real either; at the top this needs a four
//     already on the board, deeper in the recursion it needs only the
//     stones tried above.
//
// A four-three, or a four or three together with any number of lines that
// are not fours or threes, is allowed.
func (b *Board) Forbidden(p Point) Reason {
	if b.At(p) != Empty || !p.On(b.size) {
		return Allowed
	}
	if !b.mayBeForbidden(p) {
		return Allowed
	}
	return b.forbidden(p, 0)
}

// ForbiddenPoints returns every point where black may not play under renju,
// ordered by column and then by row (a1, a2, ..., b1, ...).
func (b *Board) ForbiddenPoints() []Forbidden {
	var out []Forbidden
	for x := range b.size {
		for y := range b.size {
			p := Point{x, y}
			if r := b.Forbidden(p); r != Allowed {
				out = append(out, Forbidden{p, r})
			}
		}
	}
	return out
}

// mayBeForbidden is a cheap filter: a forbidden point needs black stones
// near it in two directions, or many in one (an overline or a double four
// on one line).
func (b *Board) mayBeForbidden(p Point) bool {
	busy := 0
	for _, d := range directions {
		n := 0
		for k := -5; k <= 5; k++ {
			if k != 0 && b.at(p.X+k*d.X, p.Y+k*d.Y) == Black {
				n++
			}
		}
		if n >= 4 {
			return true
		}
		if n >= 2 {
			busy++
		}
	}
	return busy >= 2
}

// forbidden decides p (empty, on the board) for black; depth counts the
// completions of threes being tried above this call.
func (b *Board) forbidden(p Point, depth int) Reason {
	i := p.Y*b.size + p.X
	b.cells[i] = Black
	r := b.judge(p, depth)
	b.cells[i] = Empty
	return r
}

// judge decides p with a black stone already on it.
func (b *Board) judge(p Point, depth int) Reason {
	overline := false
	for _, d := range directions {
		switch n := b.runLength(p, d, Black); {
		case n == 5:
			return Allowed
		case n > 5:
			overline = true
		}
	}
	if overline {
		return Overline
	}
	fours := 0
	var fourDir [4]bool
	for k, d := range directions {
		if f := b.fours(p, d); f > 0 {
			fours += f
			fourDir[k] = true
		}
	}
	if fours >= 2 {
		return DoubleFour
	}
	threes := 0
	for k, d := range directions {
		if !fourDir[k] && b.isThree(p, d, depth) {
			threes++
			if threes == 2 {
				return DoubleThree
			}
		}
	}
	return Allowed
}

// completions returns the empty points along d within four of p where a
// black stone would make exactly five including p (with p already black).
// There are at most two: two completions five apart are the ends of one
// straight four; any other two are two fours on one line.
func (b *Board) completions(p Point, d Point) (q [2]int, n int) {
	for k := -4; k <= 4; k++ {
		x, y := p.X+k*d.X, p.Y+k*d.Y
		if k == 0 || b.at(x, y) != Empty {
			continue
		}
		lo, hi := b.extent(Point{x, y}, d, Black)
		if hi-lo+1 == 5 && lo <= -k && -k <= hi && n < 2 {
			q[n] = k
			n++
		}
	}
	return q, n
}

// fours returns how many fours the black stone at p is part of along d:
// 0, 1, or 2 for two fours on one line. A straight four counts once.
func (b *Board) fours(p Point, d Point) int {
	q, n := b.completions(p, d)
	if n == 2 && q[1]-q[0] == 5 {
		return 1
	}
	return n
}

// straightFour reports whether the black stone at p is part of a straight
// four along d: two completions to exactly five, five points apart.
func (b *Board) straightFour(p Point, d Point) bool {
	q, n := b.completions(p, d)
	return n == 2 && q[1]-q[0] == 5
}

// isThree reports whether the black stone at p is part of a real three
// along d: some empty point q on that line turns it into a straight four
// through p, q does not make five, and q itself is not forbidden.
//
// The five test is needed because forbidden calls a point that makes five
// allowed, which is right for the move itself, but such a point makes a
// five, not a straight four. The reference judges (Rapfi's
// checkForbiddenPoint, and the ForbiddenPointFinder that many renju
// programs share) see no straight four there either; the positions in
// TestForbiddenPoints named "completion makes five" are where leaving the
// test out changes the answer.
func (b *Board) isThree(p Point, d Point, depth int) bool {
	for k := -4; k <= 4; k++ {
		x, y := p.X+k*d.X, p.Y+k*d.Y
		if k == 0 || b.at(x, y) != Empty {
			continue
		}
		j := y*b.size + x
		b.cells[j] = Black
		straight := b.straightFour(p, d)
		b.cells[j] = Empty
		if !straight || b.makesFive(Point{x, y}) {
			continue
		}
		if depth >= maxThreeDepth || b.forbidden(Point{x, y}, depth+1) == Allowed {
			return true
		}
	}
	return false
}

// makesFive reports whether a black stone at p would make exactly five.
func (b *Board) makesFive(p Point) bool {
	for _, d := range directions {
		if b.runLength(p, d, Black) == 5 {
			return true
		}
	}
	return false
}
