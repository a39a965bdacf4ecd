package ai

import (
	"context"

	"github.com/pastime-games/pastime/games/gomoku"
)

// The search tries the moves of a node in the order of a score that sums
// four weights (orderWeights, in orderweights.go): one for the set of the
// four shapes the point makes for the player to move (in any order of the
// lines), one for the set it makes for the opponent, one for how near it
// is to the last two stones, and one for the pair of threat classes it
// makes for the two players. A table's move, killers and the history come
// on top, and a four-three or an open four of the player's own before any
// other. "gomoku tune -order" fits the weights to the moves chosen in
// engine games.
const (
	shapeSets  = 495 // multisets of four of the nine shapes
	nearInputs = 16  // distances 0..3+ to the last stone, by those to the one before
	classPairs = 64  // the player's class by the opponent's, base 8
	// OrderInputs is the number of weights of the move order: a point's
	// score sums four of them (see [OrderCandidates]).
	OrderInputs = 2*shapeSets + nearInputs + classPairs
)

// Offsets of each group of weights in orderWeights.
const (
	orderMine    = 0
	orderTheirs  = shapeSets
	orderNear    = 2 * shapeSets
	orderClasses = 2*shapeSets + nearInputs
)

// shapeSet numbers the multiset of the four shapes of each key.
var shapeSet = func() (t [keyMask + 1]uint16) {
	var id [shapeCount][shapeCount][shapeCount][shapeCount]uint16
	n := uint16(0)
	for a := range shapeCount {
		for b := a; b < shapeCount; b++ {
			for c := b; c < shapeCount; c++ {
				for d := c; d < shapeCount; d++ {
					id[a][b][c][d] = n
					n++
				}
			}
		}
	}
	for k := range keyCount {
		var s [4]int
		for x, d := k, 0; d < 4; d++ {
			s[d] = x % shapeCount
			x /= shapeCount
		}
		// Four numbers sorted by a fixed network of compare-exchanges.
		for _, ij := range [5][2]int{{0, 1}, {2, 3}, {0, 2}, {1, 3}, {1, 2}} {
			if s[ij[0]] > s[ij[1]] {
				s[ij[0]], s[ij[1]] = s[ij[1]], s[ij[0]]
			}
		}
		t[k] = id[s[0]][s[1]][s[2]][s[3]]
	}
	return t
}()

// The weights by key, for the search: mineOrder[k] for a point where the
// player to move makes the shapes of key k, theirOrder[k] where the
// opponent would.
var mineOrder, theirOrder = func() (m, t [keyMask + 1]int32) {
	for k := range keyCount {
		m[k] = int32(orderWeights[orderMine+int(shapeSet[k])])
		t[k] = int32(orderWeights[orderTheirs+int(shapeSet[k])])
	}
	return m, t
}()

// orderWeight is orderWeights widened once, for the search's sums.
var orderWeight = func() (w [OrderInputs]int32) {
	for k, v := range orderWeights {
		w[k] = int32(v)
	}
	return w
}()

// lastTwo returns the board coordinates of the last two stones; one not
// yet played is far off the board.
func (p *position) lastTwo() (x1, y1, x2, y2 int) {
	x1, y1, x2, y2 = -9, -9, -9, -9
	if h := len(p.hist); h >= 1 {
		q := p.point(p.hist[h-1])
		x1, y1 = q.X, q.Y
		if h >= 2 {
			q = p.point(p.hist[h-2])
			x2, y2 = q.X, q.Y
		}
	}
	return x1, y1, x2, y2
}

// nearness returns how far the point x, y is from the point lx, ly, in king
// moves less one and at most 3: 0 for a neighbour.
func nearness(x, y, lx, ly int) int {
	dx, dy := x-lx, y-ly
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	return min(max(dx, dy)-1, 3)
}

// orderInputs returns the indices in orderWeights of the four weights of
// an empty point's order score: mine and theirs are its keys for the
// player to move and the opponent (theirs 0 where the opponent may not
// play), d1 and d2 its nearness to the last stone and to the one before.
func orderInputs(mine, theirs uint16, d1, d2 int) [4]int {
	return [4]int{
		orderMine + int(shapeSet[mine&keyMask]),
		orderTheirs + int(shapeSet[theirs&keyMask]),
		orderNear + d1*4 + d2,
		orderClasses + int(pointClass[mine&keyMask])*8 + int(pointClass[theirs&keyMask]),
	}
}

// worth is a point's score in the hand-set order that Medium plays by:
// its worth to the player to move, four fifths of its worth to the
// opponent, and a four-three or better first.
func worth(m, t pointInfo) int {
	s := int(m.value) + int(t.value)*4/5
	if m.class >= clFourThree {
		s += 1 << 20
	}
	return s
}

// An OrderCandidate is a point the search would try, with the indices of
// the weights its order score sums (see [OrderInputs]) and its score in
// the hand-set order of the Medium level. A point where the player to
// move makes a four-three or an open four (First) is tried before the
// others, whatever its weights.
type OrderCandidate struct {
	Point  gomoku.Point
	Inputs [4]int
	Worth  int
	First  bool
}

// OrderCandidates returns the moves the search would try first in s, row
// by row, for fitting the move order's weights to the moves that
// engines chose. ok is false where a player can make five, as the search
// then orders nothing.
func OrderCandidates(s gomoku.State) (list []OrderCandidate, ok bool) {
	p := newPosition(s)
	if p.count[black][clFive] > 0 || p.count[white][clFive] > 0 {
		return nil, false
	}
	me, op := p.turn, 3-p.turn
	x1, y1, x2, y2 := p.lastTwo()
	e := newEngine(context.Background(), p, nil)
	for _, m := range e.candidates(0, -1) {
		i := m.i()
		mine, theirs := p.keys[me][i], p.keys[op][i]
		if op == black && p.forbidden(i) {
			theirs = 0
		}
		q := p.point(i)
		list = append(list, OrderCandidate{Point: q,
			Inputs: orderInputs(mine, theirs, nearness(q.X, q.Y, x1, y1), nearness(q.X, q.Y, x2, y2)),
			Worth:  worth(pointInfos[mine&keyMask], pointInfos[theirs&keyMask]),
			First:  pointClass[mine&keyMask] >= clFourThree})
	}
	return list, true
}
