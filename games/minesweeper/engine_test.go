package minesweeper

import (
	"math/rand/v2"
	"testing"
)

// TestDeductionsAreSound solves random layouts of every density from
// their first click: no deduction may open a mine or mark a safe cell.
func TestDeductionsAreSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 300; trial++ {
		w, h := 5+rng.IntN(20), 5+rng.IntN(12)
		g := geometryFor(w, h)
		mines := 1 + rng.IntN(w*h*2/5)
		first := rng.IntN(g.n)
		mine := randomLayout(g, mines, first, rng)
		e := newEngine(g)
		e.reset(mine, g.counts(mine), mines)
		e.open(first)
		e.solve()
		if e.boom || e.err != nil {
			t.Fatalf("%dx%d with %d mines: the solver opened a mine (%v)\n%s", w, h, mines, e.err, e.dump())
		}
		for i, v := range e.view {
			if (v == vMine) != (mine[i] && v == vMine) || (v >= 0 && mine[i]) {
				t.Fatalf("%dx%d with %d mines: wrong knowledge at %d,%d\n%s", w, h, mines, i%w, i/w, e.dump())
			}
		}
	}
}

// analysis returns an engine without a layout on a position drawn as in
// dump: '*' a known mine, digits open numbers, anything else unknown.
func analysis(mines int, rows ...string) *engine {
	e := newEngine(newGeometry(len(rows[0]), len(rows)))
	e.reset(nil, nil, mines)
	for y, r := range rows {
		for x, c := range r {
			i := y*len(r) + x
			switch {
			case c == '*':
				e.view[i] = vMine
				e.known++
				e.unknown--
			case c >= '0' && c <= '8':
				e.view[i] = int8(c - '0')
				e.unknown--
			}
		}
	}
	return e
}

func TestSubsetRule(t *testing.T) {
	tests := []struct {
		name       string
		mines      int
		rows       []string
		safe, mine []int // cell indices
	}{
		// The 1 sees a, b, c; the 2 sees b, c, d: d is a mine, a is safe.
		{"one-two", 2, []string{"abcd-", "01221"}, []int{0}, []int{3}},
		// A 1 inside a 1: the cells only the larger one sees are safe.
		{"one inside one", 1, []string{"---", "11-"}, []int{2, 5}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := analysis(tt.mines, tt.rows...)
			e.subset()
			for _, i := range tt.safe {
				if e.view[i] != vSafe {
					t.Errorf("cell %d not found safe:\n%s", i, e.dump())
				}
			}
			for _, i := range tt.mine {
				if e.view[i] != vMine {
					t.Errorf("cell %d not found a mine:\n%s", i, e.dump())
				}
			}
		})
	}
}
