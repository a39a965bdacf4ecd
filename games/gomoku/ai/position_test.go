package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

// TestPositionIncremental plays and takes back random stones and checks
// that what the position keeps up to date equals a position built afresh
// from the same stones, under each rule.
func TestPositionIncremental(t *testing.T) {
	for _, rule := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard, gomoku.Renju} {
		rng := rand.New(rand.NewPCG(7, uint64(rule)))
		for game := range 20 {
			s, _ := gomoku.New(gomoku.Params{Size: 15, Rule: rule})
			p := newPosition(s)
			var moves []gomoku.Point
			for step := range 120 {
				if len(moves) > 0 && rng.IntN(4) == 0 {
					p.undo()
					moves = moves[:len(moves)-1]
				} else {
					q := gomoku.Point{X: 4 + rng.IntN(7), Y: 4 + rng.IntN(7)}
					if p.cells[p.index(q.X, q.Y)] != empty {
						continue
					}
					p.play(p.index(q.X, q.Y))
					moves = append(moves, q)
				}
				if step%7 == 0 {
					comparePositions(t, p, fresh(t, rule, moves), game, step)
				}
			}
		}
	}
}

// fresh builds a position with the stones of moves, played in turn.
func fresh(t *testing.T, rule gomoku.Rule, moves []gomoku.Point) *position {
	t.Helper()
	s, _ := gomoku.New(gomoku.Params{Size: 15, Rule: rule})
	p := newPosition(s)
	for _, m := range moves {
		p.play(p.index(m.X, m.Y))
	}
	return p
}

func comparePositions(t *testing.T, got, want *position, game, step int) {
	t.Helper()
	if got.hash != want.hash || got.count != want.count || got.worth != want.worth || got.live != want.live || got.area != want.area {
		t.Fatalf("game %d step %d: hash %x counts %v worths %v windows %v area %v; want %x %v %v %v %v",
			game, step, got.hash, got.count, got.worth, got.live, got.area, want.hash, want.count, want.worth, want.live, want.area)
	}
	if got.nearRows != want.nearRows || got.stoneRows != want.stoneRows {
		t.Fatalf("game %d step %d: rows near stones %x, stones %x; want %x, %x",
			game, step, got.nearRows, got.stoneRows, want.nearRows, want.stoneRows)
	}
	for c := int8(black); c <= white; c++ {
		f := got.fives(nil, c)
		slices.Sort(f)
		if want := got.find(nil, c, clFive); !slices.Equal(f, want) {
			t.Fatalf("game %d step %d: colour %d makes five at %v; want %v", game, step, c, f, want)
		}
	}
	for i := range got.cells {
		if got.cells[i] != empty {
			continue
		}
		for c := int8(black); c <= white; c++ {
			if got.keys[c][i] != want.keys[c][i] {
				t.Fatalf("game %d step %d: cell %v colour %d: %+v; want %+v", game, step, got.point(i), c, got.at(c, i), want.at(c, i))
			}
		}
	}
}

// TestClasses checks the threat class of a point on small boards.
func TestClasses(t *testing.T) {
	tests := []struct {
		name string
		id   string
		at   string
		c    int8
		want class
	}{
		{"open three to open four", "freestyle:h8.a1.i8.a3.j8.a5", "k8", black, clOpenFour},
		{"broken three", "freestyle:h8.a1.i8.a3.k8.a5", "j8", black, clOpenFour},
		{"closed four", "freestyle:h8.g8.i8.a3.j8.a5", "k8", black, clFour},
		{"five", "freestyle:h8.g8.i8.a3.j8.a5.k8.a7", "l8", black, clFive},
		{"two twos make a double three", "freestyle:h8.a1.i8.a3.j9.a5.j10.a7", "j8", black, clDoubleThree},
		{"four-three", "freestyle:h8.a1.i8.a3.j8.a5.l9.a7.l10.a9.g8", "l8", black, clFourThree},
		{"overline is no five under standard", "standard:a8.o1.b8.o3.c8.o5.e8.o7.f8.o9.g8.o11", "d8", black, clNone},
		{"overline wins in freestyle", "freestyle:a8.o1.b8.o3.c8.o5.e8.o7.f8.o9.g8.o11", "d8", black, clFive},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := gomoku.Parse(tt.id)
			if err != nil {
				t.Fatal(err)
			}
			q, err := gomoku.ParsePoint(tt.at, 15)
			if err != nil {
				t.Fatal(err)
			}
			p := newPosition(s)
			if got := p.at(tt.c, p.index(q.X, q.Y)).class; got != tt.want {
				t.Errorf("class of %s for colour %d in %s = %d; want %d\n%v", tt.at, tt.c, tt.id, got, tt.want, s)
			}
		})
	}
}

// TestScored checks that a packed move gives back its cell and score for
// every cell of the largest board, and sorts by score, then by cell.
func TestScored(t *testing.T) {
	cells := (gomoku.MaxSize + 2*pad) * (gomoku.MaxSize + 2*pad)
	for _, score := range []int{0, 1, 37, 1 << 20, 1<<24 + 1<<20 + 6000} {
		for i := range cells {
			if m := newScored(i, score); m.i() != i || m.score() != score {
				t.Fatalf("newScored(%d, %d) gives back cell %d, score %d", i, score, m.i(), m.score())
			}
		}
	}
	list := []scored{newScored(40, 3), newScored(12, 9), newScored(7, 3), newScored(99, 9)}
	slices.Sort(list)
	var got [][2]int
	for _, m := range list {
		got = append(got, [2]int{m.i(), m.score()})
	}
	if want := [][2]int{{12, 9}, {99, 9}, {7, 3}, {40, 3}}; !slices.Equal(got, want) {
		t.Errorf("sorted moves %v; want %v", got, want)
	}
}

// TestShapesReach checks what recode relies on where five or more wins:
// a line's shape does not depend on the points five away from its centre.
func TestShapesReach(t *testing.T) {
	tb := shapes(false, nil)
	far := [2]int{pow3[slot(-5)], pow3[slot(5)]}
	for code := range codes {
		near := code
		for _, w := range far {
			near -= code / w % 3 * w
		}
		if tb[code] != tb[near] {
			t.Fatalf("code %d: shape %d, and %d with the points five away empty", code, tb[code], tb[near])
		}
	}
	// Where only exactly five wins, the point five away tells five from
	// six: the digits read above are the right ones.
	te := shapes(true, nil)
	four := pow3[slot(-4)] + pow3[slot(-3)] + pow3[slot(-2)] + pow3[slot(-1)]
	if te[four] != shFive || te[four+far[0]] != shOverline {
		t.Fatalf("exact five: shapes %d and %d; want five, then overline with a stone five away", te[four], te[four+far[0]])
	}
}

// TestPositionEdges plays and takes back stones anywhere on boards of the
// smallest, the standard and the largest size, and checks the windows'
// live counts and the empty points near the stones against a count from
// the cells, and the rest against a position built afresh.
func TestPositionEdges(t *testing.T) {
	for _, n := range []int{gomoku.MinSize, 15, gomoku.MaxSize} {
		for _, rule := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
			rng := rand.New(rand.NewPCG(uint64(n), uint64(rule)))
			s, _ := gomoku.New(gomoku.Params{Size: n, Rule: rule})
			p := newPosition(s)
			var moves []gomoku.Point
			for step := range 2 * n * n {
				if len(moves) > 0 && (rng.IntN(4) == 0 || len(moves) > n*n/2) {
					p.undo()
					moves = moves[:len(moves)-1]
				} else {
					q := gomoku.Point{X: rng.IntN(n), Y: rng.IntN(n)}
					if p.cells[p.index(q.X, q.Y)] != empty {
						continue
					}
					p.play(p.index(q.X, q.Y))
					moves = append(moves, q)
				}
				if step%9 != 0 {
					continue
				}
				checkLive(t, p, n, step)
				checkNear(t, p, n, step)
				f := newPosition(s)
				for _, m := range moves {
					f.play(f.index(m.X, m.Y))
				}
				comparePositions(t, p, f, n, step)
			}
		}
	}
}

// checkLive counts the windows of five on the board holding 1 to 4 stones
// of one colour and none of the other, and compares p's live counts.
func checkLive(t *testing.T, p *position, n, step int) {
	t.Helper()
	var want [3][5]int32
	for y := range n {
		for x := range n {
			for _, d := range gomoku.Directions() {
				if ex, ey := x+4*d.X, y+4*d.Y; ex < 0 || ey < 0 || ex >= n || ey >= n {
					continue
				}
				var stones [3]int
				for k := range 5 {
					stones[p.cells[p.index(x+k*d.X, y+k*d.Y)]]++
				}
				for c := black; c <= white; c++ {
					if k := stones[c]; k > 0 && k < 5 && stones[3-c] == 0 {
						want[c][k]++
					}
				}
			}
		}
	}
	for c := int8(black); c <= white; c++ {
		for k := 1; k <= 4; k++ {
			if got := p.liveCount(c, k); got != want[c][k] {
				t.Fatalf("size %d step %d: %d windows live with %d of colour %d; want %d", n, step, got, k, c, want[c][k])
			}
		}
	}
}

// checkNear compares p's empty points near the stones, row by row, with
// the empty points within two (king moves) of a stone.
func checkNear(t *testing.T, p *position, n, step int) {
	t.Helper()
	for y := range n {
		var want uint32
		for x := range n {
			if p.cells[p.index(x, y)] != empty {
				continue
			}
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					if v := p.cells[p.index(x+dx, y+dy)]; v == black || v == white {
						want |= 1 << x
					}
				}
			}
		}
		if got := p.free(y); got != want {
			t.Fatalf("size %d step %d: row %d has %b near the stones; want %b", n, step, y, got, want)
		}
	}
}

// TestForbiddenPointThreatensNothing checks that black's only point of two
// fours, which renju forbids him, is no threat for white to answer: white
// may play any move, where under freestyle he must stop it.
func TestForbiddenPointThreatensNothing(t *testing.T) {
	// Black's e8-f8-g8 (stopped at d8) and h5-h6-h7 (stopped at h4) both
	// become fours at h8.
	const stones = "e8.d8.f8.h4.g8.o1.h5.o15.h6.a15.h7"
	for _, c := range []struct {
		rule   string
		threat bool
	}{{"renju", false}, {"freestyle", true}} {
		p := newPosition(parse(t, c.rule+":"+stones))
		h8 := p.index(7, 7)
		// Under renju the point makes nothing black may play.
		if in := p.at(black, h8); !in.odd || (in.class == clOpenFour) != c.threat {
			t.Fatalf("%s: black's point at h8 %+v, want two fours (forbidden under renju)", c.rule, in)
		}
		if got := p.threatens(black); got != c.threat {
			t.Errorf("%s: black threatens %v, want %v", c.rule, got, c.threat)
		}
		e := newEngine(context.Background(), p, newTTable(8))
		moves := e.candidates(0, -1, p.threatens(3-p.turn))
		defences := 0
		for _, m := range moves {
			if p.at(black, m.i()).class >= clFour || p.at(white, m.i()).class >= clFour {
				defences++
			}
		}
		switch {
		case c.threat && defences != len(moves):
			t.Errorf("%s: %d moves for white, %d of them answering black's fours; want only answers", c.rule, len(moves), defences)
		case !c.threat && len(moves) <= defences:
			t.Errorf("%s: %d moves for white, all answering black's fours; want free moves too", c.rule, len(moves))
		}
		p.release()
	}
}

// TestForbiddenKept plays and takes back stones near the centre under
// renju, on boards of two sizes that hand the judge's cache on to each
// other, and checks every empty point's answer, asked twice, against the
// judge's.
func TestForbiddenKept(t *testing.T) {
	seen := 0
	for round := range 12 {
		n := []int{15, gomoku.MaxSize}[round%2]
		rng := rand.New(rand.NewPCG(uint64(round), 7))
		s, _ := gomoku.New(gomoku.Params{Size: n, Rule: gomoku.Renju})
		p := newPosition(s)
		var moves []int
		for step := range 150 {
			if len(moves) > 0 && (rng.IntN(5) == 0 || len(moves) > 40) {
				p.undo()
				moves = moves[:len(moves)-1]
			} else {
				c := n / 2
				i := p.index(c-4+rng.IntN(9), c-4+rng.IntN(9))
				if p.cells[i] != empty {
					continue
				}
				p.play(i)
				moves = append(moves, i)
			}
			for y := range n {
				for x := range n {
					i := p.index(x, y)
					if p.cells[i] != empty {
						continue
					}
					want := p.mirror.Forbidden(gomoku.Point{X: x, Y: y}) != gomoku.Allowed
					for range 2 {
						if got := p.forbidden(i); got != want {
							t.Fatalf("round %d, step %d, (%d,%d): forbidden %v, the judge says %v", round, step, x, y, got, want)
						}
					}
					if want {
						seen++
					}
				}
			}
		}
		p.release()
	}
	if seen < 100 {
		t.Fatalf("only %d forbidden points met: the test needs more", seen)
	}
}
