package main

import "github.com/pastime-games/pastime/games/gomoku"

// openings are short starts for matches between brains, each played once
// with either brain as black. Three stones, black's two apart from each
// other and white's a knight's move or more away, leave neither side
// with a quick forced win, so games between strong brains are decided
// later; swapping colours evens out what advantage black keeps.
var openings = []string{
	"h8.i9.f10",
	"h8.j8.h11",
	"h8.i10.e9",
	"h8.g10.k9",
	"h8.j10.g5",
	"h8.h10.k6",
	"h8.f9.j11",
	"h8.k8.g11",
	"h8.i7.e8",
	"h8.g6.j11",
	"h8.j6.f11",
	"h8.e8.i11",
	"h8.k10.h5",
	"h8.f6.k9",
	"h8.i11.e7",
	"h8.j7.g12",
}

// opening returns the k-th opening under rule r, turned by the board
// symmetry sym (0 to 7; 0 leaves it as it is). The eight symmetries of an
// opening are the same opening for the rules, but not for brains, whose
// searches break ties by the order of the points: they give a match more
// games that differ.
func opening(k, sym int, r gomoku.Rule) (gomoku.State, error) {
	s, err := gomoku.Parse(gomoku.Params{Size: 15, Rule: r}.String() + ":" + openings[k])
	if err != nil || sym == 0 {
		return s, err
	}
	moves := s.Moves()
	for i, p := range moves {
		moves[i] = transform(p, sym, s.Size())
	}
	s, _ = gomoku.New(s.Params())
	return gomoku.Replay(s, moves)
}

// transform applies symmetry sym of the square board of size n to p:
// bit 0 mirrors x, bit 1 mirrors y, bit 2 swaps x and y.
func transform(p gomoku.Point, sym, n int) gomoku.Point {
	if sym&1 != 0 {
		p.X = n - 1 - p.X
	}
	if sym&2 != 0 {
		p.Y = n - 1 - p.Y
	}
	if sym&4 != 0 {
		p.X, p.Y = p.Y, p.X
	}
	return p
}
