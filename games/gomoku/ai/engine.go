package ai

import (
	"context"
	"math"
	"math/bits"
	"slices"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
)

// engine is the search of the Hard and Strongest levels: a principal
// variation search with iterative deepening, aspiration windows, a
// transposition table, killer, counter-move and history ordering,
// late-move reductions, pruning near the leaves (futility, a static value
// well above beta, few defences tried), a complete set of defences against
// fours and open threes, and a search for continuous fours (VCF) at the
// root and at the leaves.
type engine struct {
	p        *position
	ctx      context.Context
	yield    func()
	start    time.Time
	deadline time.Time
	nodes    int64
	maxNodes int64
	budget   int64 // the move's node budget, 0 when only time bounds it
	check    int64
	stopped  bool
	width    int  // moves searched at an inner node in a quiet position
	whole    bool // new iterations begin until the deadline (Options.WholeTime)

	tt      *ttable
	vcfSeen *failCache // positions where the attacker has no VCF, by depth searched
	vctSeen *failCache // likewise for continuous threats
	killers [maxPly + 2][2]int
	counter [maxCells]int32 // by the opponent's last stone, the quiet move that last cut off after it
	history []int32
	moves   [maxPly + 2][]scored
	cells   [maxPly + 2][]int
}

// scored is a move with its ordering score, packed in one number whose
// natural order is the search's: the higher score first, then the lower
// cell. Sorting plain numbers needs no comparison function, whose calls
// cost most in WebAssembly.
type scored int64

// cellBits holds any cell index of the largest padded board.
const cellBits = 11

// newScored packs cell i with its ordering score.
func newScored(i, score int) scored {
	return scored(-(int64(score)<<cellBits | int64(1<<cellBits-1-i)))
}

// i returns the move's cell.
func (m scored) i() int { return 1<<cellBits - 1 - int(-m&(1<<cellBits-1)) }

// score returns the move's ordering score.
func (m scored) score() int { return int(-m >> cellBits) }

func newEngine(ctx context.Context, p *position, tt *ttable) *engine {
	return &engine{p: p, ctx: ctx, tt: tt, vcfSeen: newFailCache(), vctSeen: newFailCache(),
		history: make([]int32, len(p.cells)), maxNodes: 1 << 50}
}

// tick counts a node and reports whether the search must stop. Most
// calls end at its first test, which is small enough to be compiled into
// the caller (calls cost most in WebAssembly); tock does the rest.
func (e *engine) tick() bool {
	e.nodes++
	if e.nodes < e.check && e.nodes < e.maxNodes {
		return e.stopped
	}
	return e.tock()
}

// tock looks at the clock, the context and the Yield hook every
// checkEvery nodes, and at the node budget.
func (e *engine) tock() bool {
	if e.nodes >= e.check {
		e.check = e.nodes + checkEvery
		if e.yield != nil {
			e.yield()
		}
		if e.ctx.Err() != nil || (!e.deadline.IsZero() && time.Now().After(e.deadline)) {
			e.stopped = true
		}
	}
	if e.nodes >= e.maxNodes {
		e.stopped = true
	}
	return e.stopped
}

// fiveBlock looks at the opponent's five points: it reports a lost
// position (two of them, or one black may not take under renju), or the
// point the player to move must take (-1 if none).
func (e *engine) fiveBlock(ply int) (block int, lost bool) {
	p := e.p
	op := 3 - p.turn
	if p.count[op][clFive] == 0 {
		return -1, false
	}
	f := p.fives(e.cells[ply][:0], op)
	e.cells[ply] = f
	if len(f) > 1 || !p.legal(f[0]) {
		return -1, true
	}
	return f[0], false
}

// quickWin reports, for a position with no five for either player, a win
// for the player to move in a few moves that needs no search: an open
// four, or a four-three when the opponent has no four to answer with.
func (e *engine) quickWin(ply int) bool {
	p := e.p
	me, op := p.turn, 3-p.turn
	if p.threatens(me) {
		return true
	}
	if p.forbids || p.has(op, clFour) {
		return false
	}
	// The opponent cannot make a four: a four-three wins, and so does a
	// double three (no stone blocks both threes, and he has no four to
	// gain a tempo with).
	return p.count[me][clFourThree] > 0 || p.count[me][clDoubleThree] > 0
}

// Scores of quick results, for the player to move, by the plies they take.
func winIn(ply, plies int) int  { return winScore - ply - plies }
func lossIn(ply, plies int) int { return -(winScore - ply - plies) }

// pvs is the principal variation search. Replies to a five threat do not
// use up depth, so sequences of fours are read to their end.
func (e *engine) pvs(depth, alpha, beta, ply int, pv bool) int {
	if e.tick() {
		return 0
	}
	p := e.p
	me, op := p.turn, 3-p.turn
	if p.count[me][clFive] > 0 {
		return winIn(ply, 0)
	}
	if p.stones == p.n*p.n {
		return 0
	}
	block, lost := e.fiveBlock(ply)
	if lost {
		return lossIn(ply, 1)
	}
	if ply >= maxPly {
		return p.eval()
	}
	if block >= 0 {
		p.play(block)
		v := -e.pvs(depth, -beta, -alpha, ply+1, pv)
		p.undo()
		return v
	}
	if e.quickWin(ply) {
		return winIn(ply, 2)
	}
	// Mate distance: no line from here can beat a win already found.
	if alpha >= winIn(ply, 0) {
		return alpha
	}
	if depth <= 0 && p.threatens(op) && ply < maxPly/2 {
		// The opponent threatens an open four: a static value would miss
		// it, and the defences are few, so look one move further.
		depth = 1
	}
	if depth <= 0 {
		v := p.eval()
		if v < beta && p.has(me, clFour) && e.vcf(ply, 12) >= 0 {
			return winIn(ply, 4)
		}
		return v
	}
	hashMove := -1
	if t, ok := e.tt.probe(p.hash); ok {
		hashMove = int(t.move)
		if int(t.depth) >= depth && !pv {
			v := fromTable(int(t.score), ply)
			switch {
			case t.bound() == exactScore,
				t.bound() == lowerBound && v >= beta,
				t.bound() == upperBound && v <= alpha:
				return v
			}
		}
	}
	// Where the opponent threatens an open four, only its defences are
	// searched, and the static value, which does not weigh the threat,
	// prunes nothing.
	defending := p.threatens(op)
	// A static value so far above beta that the opponent, with a free
	// move each ply, would not bring it down: the node fails high. The
	// futility test below reads the same value (its margins are fewer).
	static := 0
	if !pv && !defending && depth < len(staticMargin) {
		static = p.eval()
		if static-staticMargin[depth] >= beta && static < winScore-maxPly {
			return static
		}
	}
	moves := e.candidates(ply, hashMove, defending)
	if len(moves) == 0 {
		return 0
	}
	n := len(moves)
	switch {
	case pv:
	case !defending:
		n = min(n, e.width)
	case ply >= 2:
		// Stopping an open three: the first few defences, in order, off
		// the principal variation, so the opponent's forcing lines are
		// read deeper in the same time.
		n = min(n, defenceWidth[min(depth, len(defenceWidth)-1)])
	}
	alpha0 := alpha
	best, bestMove := -infinity, -1
	// Futility: near the leaves, where even a margin over the static
	// value stays at or below alpha, a move that makes no three and stops
	// none of the opponent's cannot lift the node to alpha in the depth
	// left, and is not searched. The first move always is.
	futile := -infinity
	if !pv && !defending && depth < len(futilityMargin) {
		if v := static + futilityMargin[depth]; v <= alpha {
			futile = v
		}
	}
	for k := range n {
		// Most nodes end after a move or two: the moves are put in order
		// one at a time, the best of those left each time (the first
		// comes first from candidates).
		if k > 0 {
			j := k
			for m := k + 1; m < len(moves); m++ {
				if moves[m] < moves[j] {
					j = m
				}
			}
			moves[k], moves[j] = moves[j], moves[k]
		}
		i := moves[k].i()
		made := p.at(me, i).class
		quiet := made < clFour && !defending
		if futile > -infinity && k > 0 && made < clThree && p.at(op, i).class < clThree && i != hashMove {
			best = max(best, futile)
			continue
		}
		p.play(i)
		var v int
		if k == 0 {
			v = -e.pvs(depth-1, -beta, -alpha, ply+1, pv)
		} else {
			r := 0
			// Only a move that makes no three is reduced: a three
			// forces an answer, and a shallower look would miss it.
			if quiet && made < clThree && depth >= 2 {
				r = int(reductions[min(depth, len(reductions)-1)][min(k, len(reductions[0])-1)])
			}
			v = -e.pvs(depth-1-r, -alpha-1, -alpha, ply+1, false)
			if v > alpha && r > 0 {
				v = -e.pvs(depth-1, -alpha-1, -alpha, ply+1, false)
			}
			if v > alpha && v < beta {
				v = -e.pvs(depth-1, -beta, -alpha, ply+1, true)
			}
		}
		p.undo()
		if e.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, i
			if v > alpha {
				alpha = v
				if alpha >= beta {
					if quiet {
						if e.killers[ply][0] != i {
							e.killers[ply][1] = e.killers[ply][0]
							e.killers[ply][0] = i
						}
						e.history[i] += int32(depth * depth)
						if last := p.last(); last >= 0 {
							e.counter[last] = int32(i)
						}
					}
					break
				}
			}
		}
	}
	e.tt.store(p.hash, depth, best, alpha0, beta, bestMove, ply)
	return best
}

// generate lists the moves worth searching for the player to move, best
// first, in e.moves[ply].
func (e *engine) generate(ply, hashMove int) []scored {
	list := e.candidates(ply, hashMove, e.p.threatens(3-e.p.turn))
	slices.Sort(list)
	return list
}

// candidates lists the moves worth searching for the player to move in
// e.moves[ply], the best first and the others in no order: most nodes
// end after their first move. When the opponent threatens an open four (an
// open three, or a point of two fours), which the caller says (defending:
// p.threatens of the opponent), only the moves that stop it are kept: the
// points where the opponent would make a four, and the points where the
// player makes a four of his own.
func (e *engine) candidates(ply, hashMove int, defending bool) (list []scored) {
	p := e.p
	me, op := p.turn, 3-p.turn
	list = e.moves[ply][:0]
	a := p.area
	// The per-cell slices read as arrays, with masked indices (see recode).
	myKeys, theirKeys := (*[maxCells]uint16)(p.keys[me]), (*[maxCells]uint16)(p.keys[op])
	history := (*[maxCells]int32)(e.history)
	k0, k1 := e.killers[ply][0], e.killers[ply][1]
	cm := -1
	if last := p.last(); last >= 0 {
		cm = int(e.counter[last])
	}
	for y := a.y0; y <= a.y1; y++ {
		row := p.index(0, y)
		for free := p.free(y); free != 0; free &= free - 1 {
			i := row + bits.TrailingZeros32(free)
			j := i & (maxCells - 1) // i itself
			m, t := pointInfos[myKeys[j]&keyMask], pointInfos[theirKeys[j]&keyMask]
			if op == black && t.odd && p.forbidden(i) {
				t = pointInfo{} // black may not play here: nothing to block
			}
			if defending && m.class < clFour && t.class < clFour {
				continue
			}
			s := int(m.value) + int(t.value)*4/5
			if m.class >= clFourThree {
				// A four-three or an open four wins with tempo: it comes
				// before blocking any threat that is not yet a four.
				s += 1 << 20
			}
			if s == 0 && !defending {
				continue
			}
			switch i {
			case hashMove:
				s += 1 << 24
			case k0:
				s += 40
			case k1:
				s += 30
			case cm:
				s += 35
			}
			s += int(min(history[j]>>4, 20))
			if m.class >= clFour || t.class >= clFour || m.odd {
				if !p.legal(i) {
					continue
				}
			}
			if mv := newScored(i, s); len(list) > 0 && mv < list[0] {
				list = append(list, list[0])
				list[0] = mv
			} else {
				list = append(list, mv)
			}
		}
	}
	if len(list) == 0 && !defending && p.stones > 0 {
		// Nothing near the stones is worth anything: any free neighbour.
		for y := a.y0; y <= a.y1; y++ {
			row := p.index(0, y)
			for free := p.free(y); free != 0; free &= free - 1 {
				if i := row + bits.TrailingZeros32(free); p.legal(i) {
					list = append(list, newScored(i, 0))
				}
			}
		}
	}
	e.moves[ply] = list
	return list
}

// vcf looks for a victory by continuous fours for the player to move,
// with no more than depth fours: every move makes a four, so the reply is
// forced, until a five or an open four. It returns the first move of the
// win, or -1. Positions found lost for the attacker are remembered.
func (e *engine) vcf(ply, depth int) int {
	p := e.p
	me := p.turn
	if p.count[me][clFive] > 0 {
		return p.find(e.cells[ply][:0], me, clFive)[0]
	}
	if depth <= 0 || ply >= maxPly || !p.has(me, clFour) {
		return -1
	}
	block, lost := e.fiveBlock(ply)
	if lost {
		return -1
	}
	key := p.hash ^ uint64(me)
	if e.vcfSeen.failed(key, depth) {
		return -1
	}
	var fours []int
	if block >= 0 {
		// The opponent threatens five: only a four on that very point
		// keeps the initiative.
		if p.at(me, block).class < clFour {
			return -1
		}
		fours = append(e.cells[ply][:0], block)
	} else {
		fours = p.find(e.cells[ply][:0], me, clFour)
		// Strongest first: an open four wins at once, a four-three soonest.
		slices.SortFunc(fours, func(x, y int) int {
			cx, cy := p.at(me, x).class, p.at(me, y).class
			if cx != cy {
				return int(cy) - int(cx)
			}
			return x - y
		})
	}
	e.cells[ply] = fours
	for k := 0; k < len(e.cells[ply]); k++ {
		i := e.cells[ply][k]
		if e.tick() {
			return -1
		}
		if !p.legal(i) {
			continue
		}
		if p.at(me, i).class == clOpenFour {
			return i
		}
		p.play(i)
		won := e.vcfReply(ply+1, depth)
		p.undo()
		if won {
			return i
		}
		if e.stopped {
			return -1
		}
	}
	if !e.stopped {
		e.vcfSeen.put(key, depth)
	}
	return -1
}

// vcfReply answers a four: the opponent, to move, must block the five,
// and loses if he cannot.
func (e *engine) vcfReply(ply, depth int) bool {
	p := e.p
	if p.count[p.turn][clFive] > 0 {
		return false // the defender wins first
	}
	block, lost := e.fiveBlock(ply)
	if lost {
		return true
	}
	if block < 0 {
		return false
	}
	p.play(block)
	won := e.vcf(ply+1, depth-1) >= 0
	p.undo()
	return won
}

// failCache remembers positions where a threat search failed, and to
// what depth: a direct-mapped table, each slot overwritten by the next
// position that maps to it.
type failCache struct {
	keys   [1 << 16]uint64
	depths [1 << 16]int8
}

func newFailCache() *failCache { return new(failCache) }

// failed reports whether key is known to fail at depth or deeper.
func (f *failCache) failed(key uint64, depth int) bool {
	k := key & uint64(len(f.keys)-1)
	return f.keys[k] == key && int(f.depths[k]) >= depth
}

// put records that key failed at depth.
func (f *failCache) put(key uint64, depth int) {
	k := key & uint64(len(f.keys)-1)
	f.keys[k], f.depths[k] = key, int8(depth)
}

// futilityMargin[d] is how far above the static value a quiet move may
// lift a node of depth d, in thousandths of a logit (the evaluation's
// unit): about what one free move of each side is worth, once per ply
// left. Past depth 3 every move is searched.
var futilityMargin = [4]int{0, 300, 700, 1200}

// staticMargin[d] is how far above beta the static value of a node of
// depth d must be for the node to fail high unsearched: 0.4 logits a ply.
var staticMargin = [6]int{0, 400, 800, 1200, 1600, 2000}

// defenceWidth[d] is how many moves a node of depth d that must stop an
// open three searches off the principal variation, from the second ply.
var defenceWidth = [5]int{0, 4, 7, 10, 12}

// reductions[d][k] is how much less deep the k-th move (from 0) of a
// depth-d node is searched when it threatens nothing: the later a move
// comes in the order and the deeper the node, the less it is likely to
// matter. A move that beats the best so far is searched again in full.
var reductions = func() (r [32][64]int8) {
	for d := 1; d < len(r); d++ {
		for k := 1; k < len(r[d]); k++ {
			r[d][k] = int8(0.5 + math.Log(float64(d))*math.Log(float64(k+1))/1.6)
		}
	}
	return r
}()

// line returns the expected line of play from the root: first, then the
// best move the table holds for each position after it, while that move
// is legal and the game goes on, up to n moves. The position is left as
// it was.
func (e *engine) line(first, n int) []gomoku.Point {
	p := e.p
	// The search is over: a few more nodes to follow its wins by fours.
	e.stopped, e.deadline, e.maxNodes = false, time.Time{}, e.nodes+2_000
	var line []gomoku.Point
	for i := first; len(line) < n; {
		if i < 0 || i >= len(p.cells) || p.cells[i] != empty || !p.legal(i) {
			break
		}
		won := p.at(p.turn, i).class == clFive
		line = append(line, p.point(i))
		p.play(i)
		if won || p.stones == p.n*p.n || e.tt == nil {
			break
		}
		i = e.follow()
	}
	for range line {
		p.undo()
	}
	return line
}

// follow returns the move the line goes on with, or -1: a five, a block
// of the opponent's five, the table's best move, or the first move of a
// win by continuous fours.
func (e *engine) follow() int {
	p := e.p
	me := p.turn
	if p.count[me][clFive] > 0 {
		return p.find(e.cells[0][:0], me, clFive)[0]
	}
	if block, lost := e.fiveBlock(0); block >= 0 {
		return block
	} else if lost {
		// Two fives to stop: the line blocks one, if it may.
		for _, i := range p.find(e.cells[1][:0], 3-me, clFive) {
			if p.legal(i) {
				return i
			}
		}
		return -1
	}
	if t, ok := e.tt.probe(p.hash); ok && t.move >= 0 {
		return int(t.move)
	}
	return e.vcf(0, 30)
}
