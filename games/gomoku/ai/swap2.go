package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
)

// Swap2 is an opening rule for freestyle and standard gomoku that keeps
// the first player's advantage out of the game. The opener places three
// stones, which the game record holds as moves 1 to 3 (black, white,
// black). The other player then takes white and plays move 4, or takes
// black and lets the opener play move 4 as white, or places two more
// stones (moves 4 and 5, white and black) and lets the opener choose a
// colour. Whatever is chosen, white moves next.
//
// The computer makes each decision from the search's value of the
// positions it could leave or take, all with white to move: it opens
// with a shape it rates near even, takes a colour that stands better by
// more than Swap2Margin, and otherwise places two stones that bring the
// game back near even.

// Swap2Choice is what a player does with a swap2 opening.
type Swap2Choice int8

// The choices of a swap2 opening.
const (
	// TakeWhite plays white: white's move comes next, and the player
	// makes it.
	TakeWhite Swap2Choice = iota
	// TakeBlack plays black: the other side plays white's move.
	TakeBlack
	// PlaceTwo, after the opener's three stones only, places moves 4
	// and 5 and lets the opener choose a colour.
	PlaceTwo
)

// String returns "take white", "take black" or "place two".
func (c Swap2Choice) String() string {
	switch c {
	case TakeWhite:
		return "take white"
	case TakeBlack:
		return "take black"
	case PlaceTwo:
		return "place two"
	}
	return fmt.Sprintf("swap2choice(%d)", int(c))
}

// ErrSwap2 reports a position that is not a swap2 decision: a move count
// other than the decision's (0, 3 or 5), a renju game (renju has its own
// openings) or no game at all.
var ErrSwap2 = errors.New("not a swap2 decision")

// Swap2Margin is how far one colour must stand ahead, in the search's
// thousandths of a logit, for the second player to take it after the
// opener's three stones rather than place two more: 400 is a 60% chance
// of winning (40% for the other colour).
const Swap2Margin = 400

// swap2Budgets is what one swap2 decision may spend at each level when
// Options leave its limits at 0: twice a move's budget at Hard and
// Strongest, since a decision weighs several positions. The levels that
// do not search judge positions with small searches all the same.
var swap2Budgets = [...]struct {
	nodes int64 // 0: time alone bounds the decision
	time  time.Duration
}{
	Easy:      {nodes: 3_000, time: 2 * time.Second},
	Medium:    {nodes: 12_000, time: 2 * time.Second},
	Hard:      {nodes: 2 * budgets[Hard].nodes, time: 2 * budgets[Hard].time},
	Strongest: {time: 2 * budgets[Strongest].time},
}

// Breadth of a decision. Most positions a player could leave favour one
// side by more than the margin, and the near-even ones are found by
// screening many candidates with small searches, swap2Screen percent of
// the budget among them all, then searching the swap2Finalists closest
// to even again with the rest.
const (
	swap2Shapes     = 24 // three-stone openings drawn by Swap2Open, at most
	swap2Fifths     = 12 // black stones tried for move 5 by Swap2Answer, at most
	swap2Finalists  = 3
	swap2Screen     = 40
	swap2MinNodes   = 1_000 // the fewest nodes worth a screening search
	swap2ShapeRange = 2     // an opening stone lies this close to the centre, in both directions
	swap2ShapeLink  = 2     // and this close to another stone of the opening
)

// Swap2Open returns the opener's three stones, moves 1 to 3 (black,
// white, black), for the empty game s: of up to 24 different clusters of
// three stones around the centre, drawn from opt.Seed, the one the
// search rates closest to even with white to move. The searches share
// the level's swap2 budget (twice a move's at Hard and Strongest), or
// opt's limits, which then bound the whole call; with a node budget and
// a long time limit the stones depend only on s, the level and the seed.
//
// It fails with an error wrapping ErrSwap2 if s has moves or is a renju
// game, with ErrBadLevel, or with ctx.Err() if ctx ends first.
func Swap2Open(ctx context.Context, s gomoku.State, opt Options) ([]gomoku.Point, error) {
	d, err := newSwap2(ctx, s, opt, 0)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x5a2))
	shapes := openingShapes(s.Size(), d.breadth(swap2Shapes), rng)
	states := make([]gomoku.State, 0, len(shapes))
	for _, sh := range shapes {
		t, err := gomoku.Replay(s, sh[:])
		if err != nil {
			return nil, err // unreachable: the stones are distinct and on the board
		}
		states = append(states, t)
	}
	k, err := d.evenest(states)
	if err != nil {
		return nil, err
	}
	return shapes[k][:], nil
}

// Swap2Answer decides for the second player after the opener's three
// stones (s has three moves; white is to move). If white stands better
// by Swap2Margin it returns TakeWhite and the move 4 to play; if black
// does, TakeBlack and no move (the opener, now white, moves next).
// Otherwise it returns PlaceTwo and moves 4 and 5: the search's best
// white move, then of up to twelve of black's likely answers the one
// that leaves the position, white to move, closest to even.
//
// A third of the budget goes to the first search and the rest to the
// answers for move 5; see Swap2Open for the budget and the errors.
func Swap2Answer(ctx context.Context, s gomoku.State, opt Options) (Swap2Choice, []gomoku.Point, error) {
	d, err := newSwap2(ctx, s, opt, 3)
	if err != nil {
		return 0, nil, err
	}
	r, err := d.search(s, 1, 3)
	if err != nil {
		return 0, nil, err
	}
	switch {
	case r.Score >= Swap2Margin:
		m, err := d.move(s, r)
		if err != nil {
			return 0, nil, err
		}
		return TakeWhite, []gomoku.Point{m}, nil
	case r.Score <= -Swap2Margin:
		return TakeBlack, nil, nil
	}
	t, err := s.Apply(r.Move)
	if err != nil {
		return 0, nil, err // unreachable: Choose plays legal moves
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x5a25))
	var fifths []gomoku.Point
	var states []gomoku.State
	for _, m := range likelyMoves(t, d.breadth(swap2Fifths), rng) {
		if u, err := t.Apply(m); err == nil {
			fifths, states = append(fifths, m), append(states, u)
		}
	}
	if len(fifths) == 0 {
		// Nothing near the stones looks like anything: any point will do.
		m, ok := anyLegal(t)
		if !ok {
			return 0, nil, ErrNoMove
		}
		return PlaceTwo, []gomoku.Point{r.Move, m}, nil
	}
	k, err := d.evenest(states)
	if err != nil {
		return 0, nil, err
	}
	return PlaceTwo, []gomoku.Point{r.Move, fifths[k]}, nil
}

// Swap2Pick decides for the opener after the other player placed two
// more stones (s has five moves; white is to move): it takes the colour
// the search rates better, white on an even position since white has the
// move. For TakeWhite it returns move 6 as well; for TakeBlack no move
// (the other player, now white, moves next). The one search has the
// whole budget; see Swap2Open for the budget and the errors.
func Swap2Pick(ctx context.Context, s gomoku.State, opt Options) (Swap2Choice, []gomoku.Point, error) {
	d, err := newSwap2(ctx, s, opt, 5)
	if err != nil {
		return 0, nil, err
	}
	r, err := d.search(s, 1, 1)
	if err != nil {
		return 0, nil, err
	}
	if r.Score < 0 {
		return TakeBlack, nil, nil
	}
	m, err := d.move(s, r)
	if err != nil {
		return 0, nil, err
	}
	return TakeWhite, []gomoku.Point{m}, nil
}

// swap2 is one swap2 decision under way: its options and what is left of
// its budget, handed out search by search.
type swap2 struct {
	ctx     context.Context
	opt     Options
	level   Level     // the level of the searches that judge positions
	nodes   int64     // nodes left, when a node budget bounds the decision
	bounded bool      // whether one does
	start   time.Time // the decision's clock
	limit   time.Duration
}

// newSwap2 checks that s is the swap2 decision after the given number of
// moves and sets up its budget.
func newSwap2(ctx context.Context, s gomoku.State, opt Options, moves int) (*swap2, error) {
	switch {
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case opt.Level < Easy || opt.Level > Strongest:
		return nil, fmt.Errorf("%w: %d", ErrBadLevel, opt.Level)
	case s.Params().Validate() != nil:
		return nil, fmt.Errorf("%w: not a game", ErrSwap2)
	case s.Rule() == gomoku.Renju:
		return nil, fmt.Errorf("%w: renju is not played with swap2", ErrSwap2)
	case s.MoveCount() != moves:
		return nil, fmt.Errorf("%w: %d moves played, want %d", ErrSwap2, s.MoveCount(), moves)
	case s.Over():
		return nil, ErrGameOver
	}
	bud := swap2Budgets[opt.Level]
	if opt.MaxNodes > 0 {
		bud.nodes = opt.MaxNodes
	}
	if opt.MaxTime > 0 {
		bud.time = opt.MaxTime
	}
	d := &swap2{ctx: ctx, opt: opt, level: Hard, nodes: bud.nodes, bounded: bud.nodes > 0,
		start: time.Now(), limit: bud.time}
	if opt.Level == Strongest {
		d.level = Strongest
	}
	return d, nil
}

// breadth returns how many candidates, up to n, are worth drawing for
// what is left of the budget: as many as can each have a screening
// search of swap2MinNodes.
func (d *swap2) breadth(n int) int {
	if !d.bounded {
		return n
	}
	return int(max(1, min(int64(n), d.nodes/swap2MinNodes*swap2Screen/100)))
}

// evenest returns the index of the position in states, each with white
// to move, that the search rates closest to even, using all that is left
// of the budget. When there are more positions than finalists, each is
// screened first with a small search and only the finalists closest to
// even are searched again; else each is searched once. Among equals the
// first wins.
func (d *swap2) evenest(states []gomoku.State) (int, error) {
	type tried struct {
		k   int // index in states
		off int // the last search's distance from even
	}
	if len(states) == 0 {
		return 0, ErrNoMove // the callers have a position or more
	}
	list := make([]tried, len(states))
	for k := range list {
		list[k].k = k
	}
	n, final := len(states), min(swap2Finalists, len(states))
	// Weights of a screening search and of a final one, so that the
	// screening has swap2Screen percent of the budget in all.
	screenW, finalW := final*swap2Screen, n*(100-swap2Screen)
	if n == final {
		screenW = 0
	}
	pending := n*screenW + final*finalW
	if screenW > 0 {
		for k := range list {
			r, err := d.search(states[k], screenW, pending)
			if err != nil {
				return 0, err
			}
			pending -= screenW
			list[k].off = offEven(r.Score)
		}
		slices.SortStableFunc(list, func(a, b tried) int { return a.off - b.off })
		list = list[:final]
	}
	best := 0
	for k := range list {
		r, err := d.search(states[list[k].k], finalW, pending)
		if err != nil {
			return 0, err
		}
		pending -= finalW
		if list[k].off = offEven(r.Score); list[k].off < list[best].off {
			best = k
		}
	}
	return list[best].k, nil
}

// search returns the search's result for the player to move in s, with
// the share weight/pending of what is left of the budget, where pending
// is the weight of all the searches still to come, this one included.
func (d *swap2) search(s gomoku.State, weight, pending int) (Result, error) {
	opt := Options{Level: d.level, Seed: d.opt.Seed, Yield: d.opt.Yield}
	if d.bounded {
		opt.MaxNodes = max(1, int64(float64(d.nodes)*float64(weight)/float64(pending)))
	}
	// Each search has at least a millisecond, so that a decision short
	// of time still reads every position it was given, if only
	// statically.
	left := d.limit - time.Since(d.start)
	opt.MaxTime = max(time.Millisecond, time.Duration(float64(left)*float64(weight)/float64(pending)))
	r, err := Choose(d.ctx, s, opt)
	if d.ctx.Err() != nil {
		return Result{}, d.ctx.Err()
	}
	if err != nil {
		return Result{}, err
	}
	d.nodes -= r.Nodes
	return r, nil
}

// move returns the move to play for the player to move in s, whose
// search gave r: the search's own at Hard and Strongest, and the level's
// choice at the levels that do not search.
func (d *swap2) move(s gomoku.State, r Result) (gomoku.Point, error) {
	if d.opt.Level >= Hard {
		return r.Move, nil
	}
	r, err := Choose(d.ctx, s, d.opt)
	return r.Move, err
}

// openingShapes draws up to n different openings of three stones (black,
// white, black) near the centre of a board of the given size: every
// stone within swap2ShapeRange of the centre in both directions and
// within swap2ShapeLink of another stone, so the three make one cluster.
func openingShapes(size, n int, rng *rand.Rand) [][3]gomoku.Point {
	c := size / 2
	r := min(swap2ShapeRange, c, size-1-c)
	near := func(p, q gomoku.Point) bool {
		return max(p.X-q.X, q.X-p.X) <= swap2ShapeLink && max(p.Y-q.Y, q.Y-p.Y) <= swap2ShapeLink
	}
	var shapes [][3]gomoku.Point
	for tries := 0; len(shapes) < n && tries < 100*n; tries++ {
		var sh [3]gomoku.Point
		for k := range sh {
			sh[k] = gomoku.Point{X: c + rng.IntN(2*r+1) - r, Y: c + rng.IntN(2*r+1) - r}
		}
		b1, w, b2 := sh[0], sh[1], sh[2]
		if b1 == w || b1 == b2 || w == b2 ||
			!(near(b1, w) || near(b1, b2)) || !(near(w, b1) || near(w, b2)) || !(near(b2, b1) || near(b2, w)) {
			continue
		}
		// The same stones with the black ones in the other order are
		// the same position.
		if slices.ContainsFunc(shapes, func(o [3]gomoku.Point) bool {
			return o[1] == w && (o[0] == b1 && o[2] == b2 || o[0] == b2 && o[2] == b1)
		}) {
			continue
		}
		shapes = append(shapes, sh)
	}
	if len(shapes) == 0 {
		// Beyond bad luck: a diagonal three with white in the middle.
		shapes = append(shapes, [3]gomoku.Point{{X: c - 1, Y: c - 1}, {X: c, Y: c}, {X: c + 1, Y: c + 1}})
	}
	return shapes
}

// likelyMoves returns up to n of the best-looking legal moves for the
// player to move in s, in the search's order of trial (the attack and
// defence a point makes), near-equal points shuffled by rng.
func likelyMoves(s gomoku.State, n int, rng *rand.Rand) []gomoku.Point {
	p := newPosition(s)
	defer p.release()
	e := newEngine(context.Background(), p, nil)
	type move struct {
		pt    gomoku.Point
		order int
	}
	var list []move
	for _, m := range e.generate(0, -1) {
		if pt := p.point(m.i()); s.Legal(pt) == nil {
			list = append(list, move{pt: pt, order: m.score()*8 + rng.IntN(8)})
		}
	}
	slices.SortStableFunc(list, func(a, b move) int { return b.order - a.order })
	pts := make([]gomoku.Point, 0, n)
	for _, m := range list[:min(n, len(list))] {
		pts = append(pts, m.pt)
	}
	return pts
}

// offEven returns how far a search's value is from an even game.
func offEven(score int) int { return max(score, -score) }
