package ai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai/vocab"
)

// Level is how strongly the computer plays.
type Level int8

// The levels, from the weakest.
const (
	// Easy is the original weight-table player: it scores each empty
	// point by the runs of stones it touches in eight directions and
	// plays the highest.
	Easy Level = iota
	// Medium sees threats one move ahead: it wins, blocks fives, makes
	// and blocks open fours, fours and threes, and otherwise plays the
	// point of best attack and defence.
	Medium
	// Hard looks for a win by continuous fours, then searches with
	// alpha-beta and iterative deepening over the best candidate moves.
	Hard
	// Strongest is Hard with more room to think.
	Strongest
)

// Levels lists the levels from the weakest.
var Levels = []Level{Easy, Medium, Hard, Strongest}

// levelNames are the levels' names, in the levels' order, one for each
// (a build error otherwise).
var levelNames = vocab.Levels

var (
	_ [len(levelNames) - int(Strongest) - 1]struct{}
	_ [int(Strongest) + 1 - len(levelNames)]struct{}
)

// String returns "easy", "medium", "hard" or "strongest".
func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return fmt.Sprintf("level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel returns the level named s (as printed by String).
func ParseLevel(s string) (Level, error) {
	for l, name := range levelNames {
		if s == name {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("%w: %q", ErrBadLevel, s)
}

// Errors returned by Choose.
var (
	// ErrBadLevel reports an unknown level.
	ErrBadLevel = errors.New("unknown level")
	// ErrGameOver reports a finished game: there is no move to choose.
	ErrGameOver = errors.New("game is over")
	// ErrNoMove reports a position with no legal move (every empty point
	// forbidden for black).
	ErrNoMove = errors.New("no legal move")
)

// Options tune a search. The zero Options are the Easy level with seed 0.
type Options struct {
	// Level is the strength of play.
	Level Level
	// Seed varies the choice between moves of equal value, so games
	// differ; the same position, level and seed give the same move.
	Seed uint64
	// MaxNodes bounds the search; 0 means the level's budget.
	MaxNodes int64
	// MaxTime bounds the search too; 0 means the level's limit. A search
	// that stops on time rather than on nodes depends on the speed of
	// the machine, so tests pin moves with node budgets.
	MaxTime time.Duration
	// Yield, if not nil, is called every 256 nodes (under a millisecond
	// of search, native or WebAssembly): in the browser it sleeps
	// briefly every ten or so milliseconds to let the page run.
	Yield func()
	// WholeTime has the search begin new iterations until its time is
	// up. Without it none begins after three quarters of the time, as one
	// begun that late rarely finishes: the page's player gets the move a
	// quarter sooner. Under a match's limit a move's time left over is
	// lost, and an iteration cut short still searches the last best move
	// first, plays a move that proves better and leaves what it read in a
	// kept table.
	WholeTime bool
	// Memory, if not nil, carries what the search learned from one move
	// to the next: a search starts from the table its last one left.
	// With it a move also depends on the searches before; without it the
	// table starts empty and the same position, level, seed and node
	// budget always give the same move.
	Memory *Memory
}

// Memory is the search's table kept between the moves of a game, so that
// the positions the last search read (the opponent's reply among them)
// need not be read again. It serves one search at a time, and starts
// afresh when the level, the board size or the rule changes. The zero
// Memory is ready to use.
type Memory struct {
	mu     sync.Mutex
	tt     *ttable
	level  Level
	params gomoku.Params
}

// table returns the memory's table for a search at level l of a game
// with params, aged by one, or a new table when there is none yet or it
// served another level, size or rule.
func (m *Memory) table(l Level, params gomoku.Params) *ttable {
	if m.tt == nil || m.level != l || m.params != params {
		m.tt, m.level, m.params = newTTable(budgets[l].table), l, params
		return m.tt
	}
	m.tt.newSearch()
	return m.tt
}

// budget is a level's default node budget and time limit, and the
// shape of its search.
type budget struct {
	nodes int64
	time  time.Duration
	depth int // iterative deepening limit
	width int // moves searched at an inner node in a quiet position
	table int // log2 of the transposition table's buckets
}

var budgets = [...]budget{
	Hard:      {nodes: 60_000, time: 2 * time.Second, depth: 8, width: 10, table: 16},
	Strongest: {nodes: 1 << 40, time: 1900 * time.Millisecond, depth: 40, width: 17, table: 18},
}

// Result is the move chosen and what the search did to find it.
type Result struct {
	Move    gomoku.Point
	Depth   int   // the depth of the last finished alpha-beta iteration, 0 without one
	Nodes   int64 // positions visited
	Elapsed time.Duration
	Score   int    // the search's value for the mover; above 900000 a forced win
	Reason  string // "win", "block", "vcf", "vct", "search", "threats", "weights" or "fallback"
	// Line is the best line the search expects from here, Move first:
	// the moves its table holds as best, each legal, up to maxLine long
	// (maxForcedLine in a forced result) and ending where the game would.
	// Hard and Strongest only.
	Line []gomoku.Point
	// WinIn is, when the search found a forced result and Line follows
	// it to the five, how many moves the winner makes to get there (the
	// five included): positive when the player to move wins, negative
	// when the opponent does. It is 0 otherwise.
	WinIn int
}

// Bounds of Result.Line: a line of play, and one that follows a forced
// win to its five.
const (
	maxLine       = 10
	maxForcedLine = 40
)

// Forced reports whether the search found the game won by force: 1 for
// the player to move, -1 for the opponent, 0 when it did not.
func (r Result) Forced() int {
	switch {
	case r.Score >= winScore-maxPly:
		return 1
	case r.Score <= -(winScore - maxPly):
		return -1
	}
	return 0
}

// Chance returns the search's value as the chance that the player to move
// wins, from 0 to 1: the evaluation is a logit in thousandths, and a
// forced result is certain.
func (r Result) Chance() float64 {
	switch r.Forced() {
	case 1:
		return 1
	case -1:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(r.Score)/1000))
}

// Choose returns the computer's move for the player to move in s. It is
// synchronous and bounded by the level's budget, opt's limits and ctx; a
// cancelled ctx returns ctx.Err() and the best move found so far. It
// never returns an illegal move, and under renju never a forbidden point
// for black. It fails with ErrGameOver, ErrNoMove or ErrBadLevel.
func Choose(ctx context.Context, s gomoku.State, opt Options) (Result, error) {
	start := time.Now()
	if s.Params().Validate() != nil {
		return Result{}, fmt.Errorf("%w: not a game", ErrNoMove) // the zero State
	}
	if s.Over() {
		return Result{}, ErrGameOver
	}
	if opt.Level < Easy || opt.Level > Strongest {
		return Result{}, fmt.Errorf("%w: %d", ErrBadLevel, opt.Level)
	}
	var r Result
	if opt.Level == Easy {
		p, ok := weightMove(s, opt.Seed)
		if !ok {
			return Result{}, ErrNoMove
		}
		r = Result{Move: p, Reason: "weights"}
	} else {
		var ok bool
		r, ok = think(ctx, s, opt)
		if !ok {
			// No candidate near the stones: every one is forbidden.
			p, ok := anyLegal(s)
			if !ok {
				return Result{}, ErrNoMove
			}
			r = Result{Move: p, Reason: "fallback"}
		}
	}
	r.Elapsed = time.Since(start)
	if err := s.Legal(r.Move); err != nil {
		// Unreachable unless the searcher and the rules disagree; fall
		// back on any legal point rather than play an illegal one.
		p, ok := anyLegal(s)
		if !ok {
			return Result{}, ErrNoMove
		}
		r.Move, r.Reason = p, "fallback"
	}
	return r, ctx.Err()
}

// think runs the threat-aware levels.
func think(ctx context.Context, s gomoku.State, opt Options) (Result, bool) {
	if opt.Level == Medium {
		return greedy(s, opt)
	}
	start := time.Now()
	bud := budgets[opt.Level]
	if opt.MaxNodes > 0 {
		bud.nodes = opt.MaxNodes
	}
	if opt.MaxTime > 0 {
		bud.time = opt.MaxTime
	}
	p := newPosition(s)
	defer p.release()
	var tt *ttable
	if m := opt.Memory; m != nil {
		m.mu.Lock()
		defer m.mu.Unlock()
		tt = m.table(opt.Level, s.Params())
	} else {
		tt = newTTable(bud.table)
	}
	e := newEngine(ctx, p, tt)
	e.yield, e.maxNodes, e.width, e.start, e.whole = opt.Yield, bud.nodes, bud.width, start, opt.WholeTime
	if bud.nodes < 1<<40 {
		e.budget = bud.nodes
	}
	if bud.time > 0 {
		e.deadline = start.Add(bud.time)
	}
	rng := rand.New(rand.NewPCG(opt.Seed, uint64(s.MoveCount())))
	r := e.decide(bud.depth, rng)
	if r.move < 0 {
		return Result{}, false
	}
	res := Result{Move: p.point(r.move), Depth: r.depth, Nodes: e.nodes, Score: r.score, Reason: r.reason}
	if res.Forced() == 0 {
		res.Line = e.line(r.move, maxLine)
		return res, true
	}
	res.Line = e.line(r.move, maxForcedLine)
	if t, err := gomoku.Replay(s, res.Line); err == nil && t.Over() && t.Winner() != gomoku.Empty {
		n := (len(res.Line) + 1) / 2
		if t.Winner() != s.Turn() {
			n = -n
		}
		res.WinIn = n
	}
	return res, true
}

// greedy is the Medium level: a win, a block of a five, else the point of
// best attack and defence, ties broken by the seed.
func greedy(s gomoku.State, opt Options) (Result, bool) {
	p := newPosition(s)
	defer p.release()
	me := p.turn
	if p.count[me][clFive] > 0 {
		return Result{Move: p.point(p.find(nil, me, clFive)[0]), Score: winScore, Reason: "win"}, true
	}
	// Block the opponent's five (the first of two, if the game is lost
	// anyway), unless black may not play there.
	for _, f := range p.find(nil, 3-me, clFive) {
		if p.legal(f) {
			return Result{Move: p.point(f), Reason: "block"}, true
		}
	}
	e := newEngine(context.Background(), p, nil)
	list := e.generate(0, -1)
	if len(list) == 0 {
		if p.stones > 0 {
			return Result{}, false
		}
		c := p.n / 2
		return Result{Move: gomoku.Point{X: c, Y: c}, Reason: "threats"}, true
	}
	n := 1
	for n < len(list) && list[n].score() == list[0].score() {
		n++
	}
	rng := rand.New(rand.NewPCG(opt.Seed, uint64(s.MoveCount())))
	return Result{Move: p.point(list[rng.IntN(n)].i()), Reason: "threats"}, true
}

// anyLegal returns the first legal point in reading order.
func anyLegal(s gomoku.State) (gomoku.Point, bool) {
	for y := range s.Size() {
		for x := range s.Size() {
			if p := (gomoku.Point{X: x, Y: y}); s.Legal(p) == nil {
				return p, true
			}
		}
	}
	return gomoku.Point{}, false
}
