package solver

import (
	"context"
	"errors"
	"fmt"
	"runtime"

	"github.com/pastime-games/pastime/games/fifteen"
)

// Errors returned by Solve.
var (
	// ErrBudget reports a search stopped by Options.MaxNodes.
	ErrBudget = errors.New("node budget exhausted")
	// ErrTooLarge reports a board too large for an optimal solution.
	ErrTooLarge = errors.New("no optimal solver for this size")
	// ErrNoBoard reports the zero State.
	ErrNoBoard = errors.New("no board")
)

// Method chooses between optimal and fast solutions.
type Method int8

// The methods. Optimal solutions exist for 3x3 and 4x4; the fast solver
// handles every size.
const (
	Auto    Method = iota // optimal on 3x3 and 4x4, fast on larger boards
	Optimal               // optimal, or ErrTooLarge above 4x4
	Fast                  // the reduction solver on every size (3x3 stays optimal)
)

// String returns "auto", "optimal" or "fast".
func (m Method) String() string {
	switch m {
	case Auto:
		return "auto"
	case Optimal:
		return "optimal"
	case Fast:
		return "fast"
	}
	return fmt.Sprintf("Method(%d)", int(m))
}

// Options tunes Solve. The zero Options solves optimally where it can, with
// the shared tables and no limit but the context.
type Options struct {
	// Method picks the solver.
	Method Method
	// Tables holds the 4x4 pattern databases; nil means DefaultTables().
	// They are built on the first optimal 4x4 solve.
	Tables *Tables
	// Yield, if not nil, is called every few thousand search steps,
	// including while the tables are built, so that a single-threaded
	// host (the browser) can run other work in between. Without it a
	// native 4x4 search runs on every core.
	Yield func()
	// MaxNodes bounds the optimal searches (0 means no bound); a search
	// that exceeds it fails with ErrBudget. Korf's random 4x4 instances
	// need 600,000 nodes on average and 12 million at worst (about 1 s as
	// wasm); the rare positions near the 80-move maximum can need far
	// more, so a hint in the browser should set a budget or a deadline
	// and fall back to Method Fast.
	MaxNodes int64
}

// Solve returns moves that take s to the goal, one tile per move; each is
// legal in turn for s.Apply. The solution is optimal for 3x3 and 4x4 unless
// opts.Method is Fast. A solved board gives no moves. Solve fails with
// ErrTooLarge, ErrBudget or the context's error.
func Solve(ctx context.Context, s fifteen.State, opts Options) ([]fifteen.Move, error) {
	path, _, err := solve(ctx, s, opts)
	if err != nil {
		return nil, err
	}
	moves := make([]fifteen.Move, len(path))
	for i, t := range path {
		moves[i] = fifteen.Move{Tile: int(t)}
	}
	return moves, nil
}

// solve is Solve returning the tiles moved and the nodes searched.
func solve(ctx context.Context, s fifteen.State, opts Options) ([]uint8, int64, error) {
	n := s.Size()
	if n == 0 {
		return nil, 0, ErrNoBoard
	}
	if s.Status() == fifteen.Solved {
		return nil, 0, nil
	}
	board := make([]uint8, n*n)
	for i, t := range s.Tiles() {
		board[i] = uint8(t)
	}
	switch {
	case n == 3:
		m := &searchMD{n: 3, board: board, ctx: ctx, yield: opts.Yield, budget: opts.MaxNodes}
		path, err := m.run()
		return path, m.nodes, err
	case opts.Method == Fast || n > 4 && opts.Method == Auto:
		path, err := solveFast(ctx, opts.Yield, n, board)
		return path, 0, err
	case n > 4:
		return nil, 0, fmt.Errorf("%w: %v", ErrTooLarge, s.Params())
	}
	tables := opts.Tables
	if tables == nil {
		tables = DefaultTables()
	}
	err := tables.Build(ctx, opts.Yield)
	if err != nil {
		return nil, 0, err
	}
	s4 := newSearch4(tables.table(), [16]uint8(board))
	s4.ctx, s4.yield, s4.budget = ctx, opts.Yield, opts.MaxNodes
	var path []uint8
	if workers := runtime.GOMAXPROCS(0); workers > 1 && opts.Yield == nil {
		path, err = s4.runParallel(workers)
	} else {
		path, err = s4.run()
	}
	return path, s4.nodes, err
}
