package minesweeper

import (
	"errors"
	"strings"
	"testing"
)

// board returns a game in play on the layout drawn in rows ('*' a mine,
// any other character a safe cell), as if its first click had laid it.
func board(t testing.TB, rows ...string) State {
	t.Helper()
	p := Params{Width: len(rows[0]), Height: len(rows)}
	mine := make([]bool, 0, p.Cells())
	for _, r := range rows {
		if len(r) != p.Width {
			t.Fatalf("ragged board row %q", r)
		}
		for _, c := range r {
			mine = append(mine, c == '*')
			if c == '*' {
				p.Mines++
			}
		}
	}
	s := State{p: p, mine: mine, count: geometryFor(p.Width, p.Height).counts(mine),
		marks: make([]mark, p.Cells()), status: Playing, exploded: -1}
	return s
}

// play applies moves written as in a save ("o1,2 f3,4"), failing the test
// on an error.
func play(t testing.TB, s State, moves string) State {
	t.Helper()
	for _, f := range strings.Fields(moves) {
		m, err := parseMove(f)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("Apply(%v) = %v on\n%s", m, err, s)
		}
	}
	return s
}

func lines(rows ...string) string { return strings.Join(rows, "\n") + "\n" }

func TestApply(t *testing.T) {
	layout := []string{
		"*....",
		".....",
		"..*..",
		".....",
		"....*",
	}
	tests := []struct {
		name   string
		moves  string
		want   string
		status Status
	}{
		{"open a number", "o1,0", lines("-1---", "-----", "-----", "-----", "-----"), Playing},
		{"flood fill stops at numbers", "o4,0", lines("-1...", "-211.", "---1.", "---21", "-----"), Playing},
		{"flag and question", "f0,0 q1,1 f2,2 q2,2", lines("F----", "-?---", "--?--", "-----", "-----"), Playing},
		{"flag toggles off", "f0,0 f0,0", lines("-----", "-----", "-----", "-----", "-----"), Playing},
		{"chord opens around a satisfied number", "o1,0 f0,0 c1,0", lines("F1...", "1211.", "---1.", "---21", "-----"), Playing},
		{"loss shows the mines", "f3,3 o2,2", lines("*----", "-----", "--X--", "---!-", "----*"), Lost},
		{"chord on a wrong flag loses", "o1,1 f1,0 f2,2 c1,1", lines("X!---", "-2---", "--F--", "-----", "----*"), Lost},
		{"win flags every mine", "o4,0 o0,4", lines("F1...", "1211.", ".1F1.", ".1121", "...1F"), Won},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := play(t, board(t, layout...), tt.moves)
			if got := s.String(); got != tt.want || s.Status() != tt.status {
				t.Errorf("after %s:\n%s(%v); want\n%s(%v)", tt.moves, got, s.Status(), tt.want, tt.status)
			}
		})
	}
}

func TestApplyIllegal(t *testing.T) {
	s := play(t, board(t, "*....", ".....", ".....", ".....", "....."), "o1,0 f0,0")
	tests := []struct {
		name string
		m    Move
	}{
		{"open an open cell", Move{Open, 1, 0}},
		{"open a flag", Move{Open, 0, 0}},
		{"off the board", Move{Open, 5, 0}},
		{"negative", Move{Flag, -1, 0}},
		{"flag an open cell", Move{Flag, 1, 0}},
		{"question an open cell", Move{Question, 1, 0}},
		{"chord a hidden cell", Move{Chord, 2, 2}},
		{"chord with too few flags", Move{Chord, 1, 0}},
		{"unknown action", Move{Action(9), 1, 1}},
	}
	s2 := play(t, board(t, "*....", ".....", ".....", ".....", "....."), "o1,0")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := s.String()
			src := s
			if tt.name == "chord with too few flags" {
				src = s2
			}
			if _, err := src.Apply(tt.m); !errors.Is(err, ErrIllegalMove) {
				t.Errorf("Apply(%v) = %v; want ErrIllegalMove", tt.m, err)
			}
			if s.String() != before {
				t.Errorf("Apply(%v) changed its state", tt.m)
			}
		})
	}
	lost := play(t, board(t, "*....", ".....", ".....", ".....", "....."), "o0,0")
	if _, err := lost.Apply(Move{Open, 4, 4}); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("Apply after a loss = %v; want ErrIllegalMove", err)
	}
}

func TestApplyDoesNotMutate(t *testing.T) {
	s := play(t, board(t, "*....", ".....", ".....", ".....", "....*"), "o1,0")
	before, moves := s.String(), s.Save()
	for _, m := range []Move{{Open, 4, 0}, {Flag, 0, 0}, {Question, 3, 3}} {
		if _, err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if s.String() != before || s.Save() != moves {
		t.Errorf("Apply changed the state it was called on")
	}
}

func TestFloodFillLargeOpenBoard(t *testing.T) {
	rows := make([]string, 50)
	for y := range rows {
		rows[y] = strings.Repeat(".", 50)
	}
	rows[0] = "*" + rows[0][1:]
	s := play(t, board(t, rows...), "o49,49")
	if s.Status() != Won || s.Opened() != 2499 || s.Flags() != 1 || s.MinesLeft() != 0 {
		t.Errorf("open on a 50x50 board with one mine: %v, %d open, %d flags; want won, 2499, 1", s.Status(), s.Opened(), s.Flags())
	}
	// A wall of mines splits the board: the flood stays on its side.
	for y := range rows {
		rows[y] = strings.Repeat(".", 24) + "*" + strings.Repeat(".", 25)
	}
	s = play(t, board(t, rows...), "o0,0")
	if s.Status() != Playing || s.Opened() != 50*24 {
		t.Errorf("flood up to a wall: %v with %d open; want playing with %d", s.Status(), s.Opened(), 50*24)
	}
}

func TestTileAndNumber(t *testing.T) {
	s := play(t, board(t, "*....", ".....", ".....", ".....", "....."), "o1,1")
	if got := s.Tile(1, 1); got != Opened || s.Number(1, 1) != 1 {
		t.Errorf("Tile(1,1) = %v %d; want opened 1", got, s.Number(1, 1))
	}
	if got := s.Tile(-1, 0); got != Hidden {
		t.Errorf("Tile off the board = %v; want hidden", got)
	}
	if s.Number(0, 0) != 0 {
		t.Errorf("Number of a hidden mine = %d; want 0", s.Number(0, 0))
	}
}

func TestBV3(t *testing.T) {
	tests := []struct {
		rows []string
		want int
	}{
		{[]string{"*....", ".....", ".....", ".....", "....."}, 1},
		{[]string{"*....", ".....", "..*..", ".....", "....*"}, 2},
		{[]string{"*.*..", ".....", "*...*", ".....", "..*.."}, 6},
		{[]string{".*.*.", "*****", ".*.*.", "*****", ".*.*."}, 9},
	}
	for _, tt := range tests {
		if got := board(t, tt.rows...).BV3(); got != tt.want {
			t.Errorf("BV3 of\n%s= %d; want %d", lines(tt.rows...), got, tt.want)
		}
	}
}

// checkInvariants verifies the counters against the board.
func checkInvariants(t *testing.T, s State) {
	t.Helper()
	p := s.Params()
	opened, flags, shown := 0, 0, 0
	for y := 0; y < p.Height; y++ {
		for x := 0; x < p.Width; x++ {
			switch s.Tile(x, y) {
			case Opened:
				opened++
				if s.mine[y*p.Width+x] {
					t.Fatalf("a mine is open at %d,%d", x, y)
				}
			case Flagged, WrongFlag:
				flags++
			case Exploded:
				shown++
			}
		}
	}
	if opened != s.Opened() || flags != s.Flags() || s.MinesLeft() != p.Mines-flags {
		t.Fatalf("counters %d open, %d flags; board has %d, %d\n%s", s.Opened(), s.Flags(), opened, flags, s)
	}
	switch s.Status() {
	case Won:
		if opened != p.Cells()-p.Mines || flags != p.Mines {
			t.Fatalf("won with %d open and %d flags", opened, flags)
		}
	case Lost:
		if shown != 1 {
			t.Fatalf("lost with %d exploded mines", shown)
		}
	case Playing:
		if opened == p.Cells()-p.Mines || opened == 0 {
			t.Fatalf("playing with %d open", opened)
		}
	}
}

func FuzzPlay(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{0, 40, 1, 3, 2, 200, 3, 41})
	f.Add(uint64(7), uint8(1), []byte{0, 0, 0, 1, 0, 2, 0, 3})
	f.Fuzz(func(t *testing.T, seed uint64, level uint8, moves []byte) {
		p := []Params{Preset(Beginner), {Width: 5, Height: 5, Mines: 8}, {Width: 8, Height: 6, Mines: 16, NoGuess: true}, Preset(Intermediate)}[level%4]
		s, err := New(p, seed)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k+1 < len(moves) && k < 400; k += 2 {
			i := int(moves[k+1]) % p.Cells()
			m := Move{Action(moves[k] % 5), i % p.Width, i / p.Width}
			before := s.Save()
			next, err := s.Apply(m)
			if err != nil {
				if !errors.Is(err, ErrIllegalMove) || next.Save() != before {
					t.Fatalf("Apply(%v) = %v", m, err)
				}
				continue
			}
			s = next
			checkInvariants(t, s)
		}
		r, err := Parse(s.Save())
		if err != nil || r.String() != s.String() {
			t.Fatalf("replay of %q = %v\n%s; want\n%s", s.Save(), err, r, s)
		}
	})
}
