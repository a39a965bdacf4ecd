package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
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

var levelNames = [...]string{Easy: "easy", Medium: "medium", Hard: "hard", Strongest: "strongest"}

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
	// Yield, if not nil, is called every 256 nodes (a millisecond or two
	// of native search, a few in WebAssembly): in the browser it sleeps
	// briefly every ten or so milliseconds to let the page run.
	Yield func()
}

// budget is a level's default node budget and time limit.
type budget struct {
	nodes    int64
	time     time.Duration
	vcfNodes int64 // part of nodes spent looking for continuous fours
	vcfDepth int
	vctNodes int64 // part of nodes spent looking for continuous threats
	vctDepth int
	depth    int // iterative deepening limit
	width    int // candidate moves searched at each inner node
	root     int // candidate moves searched at the root
}

var budgets = [...]budget{
	Hard:      {nodes: 40_000, time: 2 * time.Second, vcfNodes: 8_000, vcfDepth: 8, vctNodes: 6_000, vctDepth: 4, depth: 10, width: 8, root: 14},
	Strongest: {nodes: 120_000, time: 1900 * time.Millisecond, vcfNodes: 25_000, vcfDepth: 14, vctNodes: 20_000, vctDepth: 6, depth: 16, width: 7, root: 20},
}

// Result is the move chosen and what the search did to find it.
type Result struct {
	Move    gomoku.Point
	Depth   int   // the depth of the last finished alpha-beta iteration, 0 without one
	Nodes   int64 // positions visited
	Elapsed time.Duration
	Score   int    // the search's value for the mover; above 900000 a forced win
	Reason  string // "win", "block", "vcf", "vct", "search", "threats", "weights" or "fallback"
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
	start := time.Now()
	b := newBoard(s, opt.Yield)
	bud := budget{nodes: 1 << 40}
	if opt.Level >= Hard {
		bud = budgets[opt.Level]
	}
	if opt.MaxNodes > 0 {
		if bud.vcfNodes > 0 {
			bud.vcfNodes = max(1, scale(opt.MaxNodes, bud.vcfNodes, bud.nodes))
			bud.vctNodes = max(1, scale(opt.MaxNodes, bud.vctNodes, bud.nodes))
		}
		bud.nodes = opt.MaxNodes
	}
	if opt.MaxTime > 0 {
		bud.time = opt.MaxTime
	}
	sr := &searcher{b: b, ctx: ctx, yield: opt.Yield, maxNodes: bud.nodes,
		rng: rand.New(rand.NewPCG(opt.Seed, uint64(s.MoveCount())))}
	if bud.time > 0 {
		sr.deadline = start.Add(bud.time)
	}
	result := func(i int, reason string) (Result, bool) {
		return Result{Move: b.point(i), Nodes: sr.nodes, Reason: reason}, true
	}
	me := b.turn
	if f := b.fivePoints(nil, me); len(f) > 0 {
		r, _ := result(f[0], "win")
		r.Score = winScore
		return r, true
	}
	list := b.candidates(nil)
	if len(list) == 0 {
		return Result{}, false
	}
	if block, _ := sr.forcedBlock(0); block >= 0 || len(sr.fives[0]) > 0 {
		// Block the five (the first of two, if the game is lost anyway),
		// unless black may not play there.
		for _, f := range sr.fives[0] {
			if me == white || !b.forbids || !b.forbidden(f) {
				return result(f, "block")
			}
		}
	}
	if opt.Level == Medium {
		best := list[0].score
		n := 1
		for n < len(list) && list[n].score == best {
			n++
		}
		return result(list[sr.rng.IntN(n)].i, "threats")
	}
	// The threat searches get a share of the nodes and of the time, so
	// that a position full of fours cannot starve the main search.
	deadline := sr.deadline
	phase := func(nodes int64, share time.Duration) {
		sr.stopped = ctx.Err() != nil
		sr.maxNodes = min(sr.nodes+nodes, bud.nodes)
		sr.deadline = deadline
		if bud.time > 0 && share > 0 {
			sr.deadline = start.Add(share)
		}
	}
	phase(bud.vcfNodes, bud.time/8)
	if i := sr.vcf(bud.vcfDepth, 0); i >= 0 {
		r, _ := result(i, "vcf")
		r.Score = winScore
		return r, true
	}
	if bud.vctDepth > 0 && !sr.stopped {
		phase(bud.vctNodes, bud.time/4)
		if i := sr.vct(bud.vctDepth, 0); i >= 0 {
			r, _ := result(i, "vct")
			r.Score = winScore - 1
			return r, true
		}
	}
	if bud.vctDepth > 0 && !sr.stopped {
		phase(bud.vcfNodes, bud.time/3)
		sr.defend(list, bud.vcfDepth, 2*bud.root)
	}
	phase(bud.nodes, 0)
	if sr.stopped {
		return result(list[0].i, "threats")
	}
	sr.tt = newTable()
	i, depth, score := sr.iterate(bud.depth, bud.root, bud.width)
	r, _ := result(i, "search")
	r.Depth, r.Score = depth, score
	return r, true
}

// scale returns n*part/whole without overflow for large n.
func scale(n, part, whole int64) int64 {
	if n > 1<<40 {
		return n / whole * part
	}
	return n * part / whole
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
