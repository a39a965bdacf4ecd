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

// opening returns the k-th opening under rule r.
func opening(k int, r gomoku.Rule) (gomoku.State, error) {
	return gomoku.Parse(gomoku.Params{Size: 15, Rule: r}.String() + ":" + openings[k])
}
