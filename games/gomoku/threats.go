package gomoku

import "slices"

// ThreatKind is what a group of stones threatens.
type ThreatKind int8

// The kinds of threat, from the weaker.
const (
	// OpenThree is three stones on a line that one more makes a straight
	// four: unless answered, five next.
	OpenThree ThreatKind = iota + 1
	// Four is stones on a line that one more makes five.
	Four
)

// Threat is a four or an open three on the board: whose, which stones
// make it (along one line), and the points where the next stone makes
// five (a four) or a straight four (an open three).
type Threat struct {
	Color  Color
	Kind   ThreatKind
	Stones []Point
	Points []Point
}

// Threats returns the fours and open threes of both colours under rule r,
// black's first, fours before threes, each in the order of its first
// stone. Under renju a point where black may not play makes no threat for
// black.
func (s State) Threats() []Threat {
	b := s.board
	r := s.params.Rule
	var out []Threat
	for _, c := range []Color{Black, White} {
		for _, kind := range []ThreatKind{Four, OpenThree} {
			for _, d := range directions {
				out = b.threats(out, c, kind, d, r)
			}
		}
	}
	return out
}

// threats appends c's threats of the given kind along direction d.
func (b *Board) threats(out []Threat, c Color, kind ThreatKind, d Point, r Rule) []Threat {
	first := len(out)
	for y := range b.size {
		for x := range b.size {
			p := Point{x, y}
			if b.At(p) != Empty {
				continue
			}
			var stones []Point
			b.Set(p, c)
			switch kind {
			case Four:
				if wins(b.runLength(p, d, c), c, r) {
					stones = b.Run(p, d)
				}
			case OpenThree:
				if b.straight(p, d, c, r) {
					stones = b.Run(p, d)
				}
			}
			b.Set(p, Empty)
			if stones == nil {
				continue
			}
			if c == Black && r == Renju && b.Forbidden(p) != Allowed {
				continue
			}
			stones = slices.DeleteFunc(stones, func(q Point) bool { return q == p })
			out = addThreat(out, first, Threat{Color: c, Kind: kind, Stones: stones}, p)
		}
	}
	return out
}

// straight reports whether c's stone at p is part of a straight four along
// d under r: a run of four with an empty point at each end, each of which
// makes a winning five.
func (b *Board) straight(p Point, d Point, c Color, r Rule) bool {
	lo, hi := b.extent(p, d, c)
	if hi-lo+1 != 4 {
		return false
	}
	for _, k := range []int{lo - 1, hi + 1} {
		q := Point{p.X + k*d.X, p.Y + k*d.Y}
		if b.at(q.X, q.Y) != Empty {
			return false
		}
		b.Set(q, c)
		five := wins(b.runLength(q, d, c), c, r)
		b.Set(q, Empty)
		if !five {
			return false
		}
	}
	return true
}

// addThreat adds point p to the threat among out[first:] with the same
// stones, or appends t with p.
func addThreat(out []Threat, first int, t Threat, p Point) []Threat {
	for i := first; i < len(out); i++ {
		if slices.Equal(out[i].Stones, t.Stones) {
			out[i].Points = append(out[i].Points, p)
			return out
		}
	}
	t.Points = []Point{p}
	return append(out, t)
}
