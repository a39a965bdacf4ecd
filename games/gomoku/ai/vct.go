package ai

import (
	"slices"
	"sync"
)

// vct looks for a victory by continuous threats for the player to move:
// every attacking move makes a four or an open three, the defender tries
// every answer that stops the threat (the points where the attacker would
// make a four, and counter-fours of his own), and the attack must win
// against each. depth bounds the attacking moves. It returns the first
// move of the win, or -1. Positions found not won are remembered.
func (e *engine) vct(ply, depth int) int {
	p := e.p
	me := p.turn
	if p.count[me][clFive] > 0 {
		return p.find(e.cells[ply][:0], me, clFive)[0]
	}
	if ply >= maxPly || e.tick() {
		return -1
	}
	block, lost := e.fiveBlock(ply)
	if lost {
		return -1
	}
	if block >= 0 {
		// A counter-four: block it and the attack goes on, if it still
		// stands, with the defender to move again.
		p.play(block)
		won := e.vctDefend(ply+1, depth)
		p.undo()
		if won {
			return block
		}
		return -1
	}
	if depth <= 0 {
		return e.vcf(ply, 10)
	}
	if !p.has(me, clThree) {
		return -1
	}
	key := p.hash ^ uint64(me) ^ 0x5bd1e995
	if e.vctSeen.failed(key, depth) {
		return -1
	}
	if e.quickWin(ply) {
		for _, i := range p.find(e.cells[ply][:0], me, clFourThree) {
			if p.legal(i) {
				return i
			}
		}
	}
	moves := p.find(e.cells[ply][:0], me, clThree)
	known := wins.get(key)
	slices.SortFunc(moves, func(x, y int) int {
		if x == known || y == known {
			return b2i(y == known) - b2i(x == known)
		}
		ix, iy := p.at(me, x), p.at(me, y)
		if ix.class != iy.class {
			return int(iy.class) - int(ix.class)
		}
		if ix.value != iy.value {
			return int(iy.value) - int(ix.value)
		}
		return x - y
	})
	e.cells[ply] = moves
	for k := 0; k < len(e.cells[ply]); k++ {
		i := e.cells[ply][k]
		if !p.legal(i) {
			continue
		}
		p.play(i)
		won := e.vctDefend(ply+1, depth-1)
		p.undo()
		if won {
			wins.put(key, i)
			return i
		}
		if e.stopped {
			return -1
		}
	}
	if !e.stopped {
		e.vctSeen.put(key, depth)
	}
	return -1
}

// vctDefend answers a threat: it reports whether the attacker, who just
// moved, wins against every defence of the player to move.
func (e *engine) vctDefend(ply, depth int) bool {
	p := e.p
	d := p.turn
	a := 3 - d
	if p.count[d][clFive] > 0 || e.tick() {
		return false
	}
	block, lost := e.fiveBlock(ply)
	if lost {
		return true
	}
	if block >= 0 {
		p.play(block)
		won := e.vct(ply+1, depth) >= 0
		p.undo()
		return won
	}
	if !p.threatens(a) {
		return false // the last move threatened nothing
	}
	if e.quickWin(ply) {
		return false // the defender's open four comes first
	}
	moves := e.cells[ply][:0]
	for y := p.area.y0; y <= p.area.y1; y++ {
		row := p.index(0, y)
		for i := row + p.area.x0; i <= row+p.area.x1; i++ {
			if p.cells[i] == empty && (p.at(a, i).class >= clFour || p.at(d, i).class >= clFour) && p.legal(i) {
				moves = append(moves, i)
			}
		}
	}
	e.cells[ply] = moves
	for k := 0; k < len(e.cells[ply]); k++ {
		i := e.cells[ply][k]
		p.play(i)
		won := e.vct(ply+1, depth) >= 0
		p.undo()
		if !won || e.stopped {
			return false
		}
	}
	return true
}

// winBook remembers, across searches, the winning attack found in each
// position of a continuous-threat win, so that the next move's search,
// perhaps given less time, finds the same win first.
type winBook struct {
	mu sync.Mutex
	m  map[uint64]int
}

var wins = winBook{m: map[uint64]int{}}

// get returns the winning move recorded for key, or -1.
func (w *winBook) get(key uint64) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	if i, ok := w.m[key]; ok {
		return i
	}
	return -1
}

// put records i as the winning move of key.
func (w *winBook) put(key uint64, i int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.m) >= 1<<16 {
		clear(w.m)
	}
	w.m[key] = i
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
