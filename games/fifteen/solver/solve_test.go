package solver

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/pastime-games/pastime/games/fifteen"
)

// check applies moves to s one tile at a time and fails unless they are
// legal and end on the goal.
func check(t *testing.T, s fifteen.State, moves []fifteen.Move) {
	t.Helper()
	start := s
	for i, m := range moves {
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("%s: move %d (%v): %v\n%v", start.ID(), i, m, err, s)
		}
		if next.Moves() != s.Moves()+1 {
			t.Fatalf("%s: move %d (%v) slid %d tiles; want 1", start.ID(), i, m, next.Moves()-s.Moves())
		}
		s = next
	}
	if s.Status() != fifteen.Solved {
		t.Fatalf("%s: %d moves end on\n%v", start.ID(), len(moves), s)
	}
}

func mustParse(t *testing.T, id string) fifteen.State {
	t.Helper()
	s, err := fifteen.Parse(id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSolveTable(t *testing.T) {
	tests := []struct {
		name   string
		id     string
		method Method
		want   int // optimal length, or -1 for any length
		err    error
	}{
		{"3x3 solved", "3x3:1,2,3,4,5,6,7,8,0", Auto, 0, nil},
		{"3x3 one move", "3x3:1,2,3,4,5,6,7,0,8", Auto, 1, nil},
		{"3x3 hardest", "3x3:8,6,7,2,5,4,3,0,1", Auto, 31, nil},
		{"3x3 fast is optimal", "3x3:8,6,7,2,5,4,3,0,1", Fast, 31, nil},
		{"4x4 two moves", "4x4:1,2,3,4,5,6,7,8,9,10,0,11,13,14,15,12", Auto, 2, nil},
		{"4x4 fast", "4x4#k3f9", Fast, -1, nil},
		{"5x5 auto is fast", "5x5#1", Auto, -1, nil},
		{"5x5 optimal", "5x5#1", Optimal, 0, ErrTooLarge},
		{"8x8 fast", "8x8#1", Fast, -1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := mustParse(t, tt.id)
			moves, err := Solve(context.Background(), s, Options{Method: tt.method})
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("Solve(%s) error = %v; want %v", tt.id, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Solve(%s) = %v", tt.id, err)
			}
			check(t, s, moves)
			if tt.want >= 0 && len(moves) != tt.want {
				t.Errorf("Solve(%s) = %d moves %v; want %d", tt.id, len(moves), moves, tt.want)
			}
		})
	}
}

func TestSolveBudgetAndContext(t *testing.T) {
	s := mustParse(t, "3x3:8,6,7,2,5,4,3,0,1")
	if _, err := Solve(context.Background(), s, Options{MaxNodes: 1000}); !errors.Is(err, ErrBudget) {
		t.Errorf("Solve with a 1000-node budget = %v; want ErrBudget", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Solve(ctx, s, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve with a canceled context = %v; want context.Canceled", err)
	}
	if _, err := Solve(context.Background(), fifteen.State{}, Options{}); !errors.Is(err, ErrNoBoard) {
		t.Errorf("Solve(zero State) = %v; want ErrNoBoard", err)
	}
}

func TestSolveYields(t *testing.T) {
	builtTables(t)
	s := mustParse(t, "4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2") // Korf's #1, 57 moves
	calls := 0
	moves, err := Solve(context.Background(), s, Options{Yield: func() { calls++ }, MaxNodes: 5e6})
	if err != nil || len(moves) != 57 || calls == 0 {
		t.Fatalf("Solve = %d moves, %v, %d yields; want 57 moves and some yields", len(moves), err, calls)
	}
	check(t, s, moves)
}

func TestFastAllSizes(t *testing.T) {
	for n := fifteen.MinSize; n <= fifteen.MaxSize; n++ {
		total := 0
		const games = 8
		for seed := range uint64(games) {
			s, _ := fifteen.New(fifteen.Params{Size: n}, seed)
			moves, err := Solve(context.Background(), s, Options{Method: Fast})
			if err != nil {
				t.Fatalf("Solve(%s, fast) = %v", s.ID(), err)
			}
			check(t, s, moves)
			total += len(moves)
		}
		t.Logf("%dx%d: fast solutions average %d moves", n, n, total/games)
	}
}

func TestMethodString(t *testing.T) {
	for m, want := range map[Method]string{Auto: "auto", Optimal: "optimal", Fast: "fast", 9: "Method(9)"} {
		if got := m.String(); got != want {
			t.Errorf("Method(%d).String() = %q; want %q", int(m), got, want)
		}
	}
}

func TestSolve4x4BudgetAndDeterminism(t *testing.T) {
	builtTables(t)
	korf1 := mustParse(t, "4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2")
	if _, err := Solve(context.Background(), korf1, Options{MaxNodes: 10000}); !errors.Is(err, ErrBudget) {
		t.Errorf("Solve(Korf #1) with a 10000-node budget = %v; want ErrBudget", err)
	}
	// Without a Yield hook the search may run on several cores; it must
	// still answer exactly as the single-threaded search does.
	for _, id := range []string{
		"4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2", // Korf #1
		"4x4:10,5,1,0,15,9,13,14,2,8,4,7,6,12,11,3", // Korf #2
		"4x4#k3f9",
	} {
		s := mustParse(t, id)
		par, err1 := Solve(context.Background(), s, Options{MaxNodes: 5e6})
		ser, err2 := Solve(context.Background(), s, Options{MaxNodes: 5e6, Yield: func() {}})
		if err1 != nil || err2 != nil || !slices.Equal(par, ser) {
			t.Errorf("%s: parallel %v (%v), serial %v (%v)", id, par, err1, ser, err2)
		}
	}
}

// BenchmarkFast measures the reduction solver on random boards of each size
// and reports the average solution length.
func BenchmarkFast(b *testing.B) {
	for n := 4; n <= fifteen.MaxSize; n++ {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			moves := 0
			for i := range b.N {
				s, _ := fifteen.New(fifteen.Params{Size: n}, uint64(i))
				m, err := Solve(context.Background(), s, Options{Method: Fast})
				if err != nil {
					b.Fatal(err)
				}
				moves += len(m)
			}
			b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
		})
	}
}
