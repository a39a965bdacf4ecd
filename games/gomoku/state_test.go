package gomoku

import (
	"errors"
	"slices"
	"testing"
)

func mustParse(t *testing.T, id string) State {
	t.Helper()
	s, err := Parse(id)
	if err != nil {
		t.Fatalf("Parse(%q): %v", id, err)
	}
	return s
}

func TestApplyDoesNotMutate(t *testing.T) {
	s := mustParse(t, "freestyle:h8.h9")
	before := s.ID()
	a, err := s.Apply(Point{0, 0})
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.Apply(Point{1, 1})
	if err != nil {
		t.Fatal(err)
	}
	if s.ID() != before || a.ID() != "freestyle:h8.h9.a1" || b.ID() != "freestyle:h8.h9.b2" {
		t.Errorf("s, a, b = %q, %q, %q", s.ID(), a.ID(), b.ID())
	}
	if s.At(Point{0, 0}) != Empty || a.At(Point{0, 0}) != Black {
		t.Errorf("Apply changed the board of the old state")
	}
	u, err := a.Undo()
	if err != nil || !u.Equal(s) || a.MoveCount() != 3 {
		t.Errorf("Undo() = %q, %v; want %q", u.ID(), err, s.ID())
	}
	c, _ := u.Apply(Point{2, 2})
	if a.ID() != "freestyle:h8.h9.a1" || c.ID() != "freestyle:h8.h9.c3" {
		t.Errorf("apply after undo changed another state: %q, %q", a.ID(), c.ID())
	}
}

func TestStatus(t *testing.T) {
	s := mustParse(t, "freestyle:a1.b1.a2.b2.a3.b3.a4.b4")
	if s.Status() != Playing || s.Turn() != Black || s.Winner() != Empty {
		t.Fatalf("status %v, turn %v", s.Status(), s.Turn())
	}
	s, err := s.Apply(Point{0, 4})
	if err != nil || s.Status() != BlackWins || s.Winner() != Black || !s.Over() {
		t.Fatalf("after a5: %v, %v", s.Status(), err)
	}
	if got := FormatMoves(s.WinningLine()); got != "a1.a2.a3.a4.a5" {
		t.Errorf("WinningLine() = %q", got)
	}
	if _, err := s.Apply(Point{5, 5}); !errors.Is(err, ErrGameOver) || !errors.Is(err, ErrIllegalMove) {
		t.Errorf("move after the end: %v", err)
	}
	u, _ := s.Undo()
	if u.Status() != Playing || u.WinningLine() != nil {
		t.Errorf("after undo: %v, %v", u.Status(), u.WinningLine())
	}
	if _, err := mustParse(t, "renju:").Undo(); !errors.Is(err, ErrNoMoves) {
		t.Errorf("undo at the start: %v", err)
	}
}

// fillWithoutFive returns a move list filling a board of even size n with
// no five of either colour: (x+2y) mod 4 below 2 is black, which repeats
// two of each colour along rows and diagonals and alternates along columns.
func fillWithoutFive(n int) []Point {
	color := func(x, y int) Color {
		if (x+2*y)%4 < 2 {
			return Black
		}
		return White
	}
	var blacks, whites []Point
	for y := range n {
		for x := range n {
			if color(x, y) == Black {
				blacks = append(blacks, Point{x, y})
			} else {
				whites = append(whites, Point{x, y})
			}
		}
	}
	var moves []Point
	for i := range blacks {
		moves = append(moves, blacks[i])
		if i < len(whites) {
			moves = append(moves, whites[i])
		}
	}
	return moves
}

func TestDraw(t *testing.T) {
	p := Params{Size: 6, Rule: Freestyle}
	s, _ := New(p)
	moves := fillWithoutFive(6)
	s, err := Replay(s, moves)
	if err != nil {
		t.Fatalf("Replay: %v\n%v", err, s)
	}
	if s.Status() != Draw || s.Winner() != Empty {
		t.Fatalf("full board: %v\n%v", s.Status(), s)
	}
}

func TestRenjuBlackOverlineIsForbiddenWhiteWins(t *testing.T) {
	// Black: a1..c1 and e1..f1; d1 would be an overline.
	s := mustParse(t, "renju:a1.a9.b1.b9.c1.c9.e1.d8.f1.o15")
	if _, err := s.Apply(Point{3, 0}); !errors.Is(err, ErrForbidden) {
		t.Errorf("black overline: %v", err)
	}
	// Under standard rules it is legal and does not win.
	st := mustParse(t, "standard:a1.a9.b1.b9.c1.c9.e1.d8.f1.o15")
	st, err := st.Apply(Point{3, 0})
	if err != nil || st.Status() != Playing {
		t.Errorf("standard overline: %v, %v", st.Status(), err)
	}
	w := mustParse(t, "renju:o15.a1.o14.b1.o13.c1.o11.e1.n15.f1.n13")
	w, err = w.Apply(Point{3, 0})
	if err != nil || w.Status() != WhiteWins || len(w.WinningLine()) != 6 {
		t.Errorf("white overline: %v, %v, %v", w.Status(), w.WinningLine(), err)
	}
}

func TestForbiddenPointsOnlyUnderRenju(t *testing.T) {
	id := ":g8.a1.i8.a2.h9.a3.h10.o1"
	if got := mustParse(t, "renju"+id).ForbiddenPoints(); len(got) != 1 {
		t.Errorf("renju: %v", got)
	}
	if got := mustParse(t, "freestyle"+id).ForbiddenPoints(); got != nil {
		t.Errorf("freestyle: %v", got)
	}
	s := mustParse(t, "freestyle"+id)
	if _, err := s.Apply(Point{7, 7}); err != nil {
		t.Errorf("freestyle double three: %v", err)
	}
}

func TestMovesIsACopy(t *testing.T) {
	s := mustParse(t, "freestyle:h8.h9")
	m := s.Moves()
	m[0] = Point{0, 0}
	if !slices.Equal(s.Moves(), []Point{{7, 7}, {7, 8}}) {
		t.Errorf("Moves() shares its array")
	}
	if p, ok := s.LastMove(); !ok || p != (Point{7, 8}) {
		t.Errorf("LastMove() = %v, %v", p, ok)
	}
}

func TestRewind(t *testing.T) {
	s := mustParse(t, "freestyle:a1.b1.a2.b2.a3.b3.a4.b4.a5")
	for n := range s.MoveCount() + 1 {
		r, err := s.Rewind(n)
		want := mustParse(t, "freestyle:"+FormatMoves(s.Moves()[:n]))
		if err != nil || !r.Equal(want) || r.Status() != want.Status() {
			t.Errorf("Rewind(%d) = %q, %v; want %q", n, r.ID(), err, want.ID())
		}
	}
	if _, err := s.Rewind(10); !errors.Is(err, ErrNoMoves) {
		t.Errorf("Rewind(10): %v", err)
	}
	if s.Status() != BlackWins {
		t.Errorf("Rewind changed the game")
	}
}

func TestZeroState(t *testing.T) {
	var s State
	if _, err := s.Apply(Point{0, 0}); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("Apply on the zero State: %v", err)
	}
	if _, err := s.Undo(); !errors.Is(err, ErrNoMoves) {
		t.Errorf("Undo on the zero State: %v", err)
	}
	_ = s.String() + s.ID()
	_, _ = s.Rewind(0)
	if s.ForbiddenPoints() != nil || s.WinningLine() != nil || s.At(Point{0, 0}) != Empty {
		t.Errorf("the zero State is not empty")
	}
	var b Board
	if b.Forbidden(Point{0, 0}) != Allowed || b.ForbiddenPoints() != nil || b.WinningLine(Point{0, 0}, Renju) != nil || b.Wins(Point{0, 0}, Black, Renju) {
		t.Errorf("the zero Board is not empty")
	}
}
