package ai

import (
	"math/rand/v2"

	"github.com/pastime-games/pastime/games/gomoku"
)

// zobrist holds a random key per colour and cell of the largest padded
// board; a position's hash is the xor of the keys of its stones. The keys
// come from a fixed seed, so searches stay deterministic.
var zobrist = func() (z [3][(gomoku.MaxSize + 2*pad) * (gomoku.MaxSize + 2*pad)]uint64) {
	rng := rand.New(rand.NewPCG(0x90b0, 0x6f6b))
	for c := black; c <= white; c++ {
		for i := range z[c] {
			z[c][i] = rng.Uint64()
		}
	}
	return z
}()

// Bounds of a stored score.
const (
	exactScore = iota
	lowerBound // the search failed high: the score is at least this
	upperBound // the search failed low: the score is at most this
)

// ttEntry is a position seen by the search: its hash, the depth it was
// searched to, the score and what kind of bound it is, and the best move.
type ttEntry struct {
	key   uint64
	score int32
	move  int16 // cell of the best move, -1 for none
	depth int8
	flags uint8 // the kind of bound in the low two bits, the table's age when stored above them
}

// bound returns the kind of bound of the entry's score.
func (t ttEntry) bound() uint8 { return t.flags & 3 }

// age returns the table's age when the entry was stored.
func (t ttEntry) age() uint8 { return t.flags >> 2 }

// toTable and fromTable shift win scores between root and node distance.
func toTable(score, ply int) int {
	switch {
	case score > winScore-1000:
		return score + ply
	case score < -(winScore - 1000):
		return score - ply
	}
	return score
}

func fromTable(score, ply int) int {
	switch {
	case score > winScore-1000:
		return score - ply
	case score < -(winScore - 1000):
		return score + ply
	}
	return score
}

// ttable is the transposition table of the engine: buckets of two
// entries, one kept for the deepest search and one always replaced, so a
// long search keeps its expensive results while the table keeps learning.
// A table kept from one move to the next (see Memory) ages by one each
// search, and a deep entry from an earlier search gives way to any new one.
type ttable struct {
	buckets [][2]ttEntry
	mask    uint64
	age     uint8 // 0 to 63: six bits of an entry's flags
}

// newTTable returns a table of 2^bits buckets (32 bytes each).
func newTTable(bits int) *ttable {
	return &ttable{buckets: make([][2]ttEntry, 1<<bits), mask: 1<<bits - 1}
}

// probe returns the entry for key, if any.
func (t *ttable) probe(key uint64) (ttEntry, bool) {
	b := &t.buckets[key&t.mask]
	switch {
	case b[0].key == key && key != 0:
		return b[0], true
	case b[1].key == key && key != 0:
		return b[1], true
	}
	return ttEntry{}, false
}

// newSearch ages the table by one, for a search that starts from what the
// last one left: its entries then give way in the deep slot to any new one.
func (t *ttable) newSearch() { t.age = (t.age + 1) & 63 }

// store records a result, in the deep slot if it is at least as deep as
// what that slot holds, is the same position, or the slot's entry is from
// an earlier search; else in the other.
func (t *ttable) store(key uint64, depth, score, alpha, beta, move, ply int) {
	bound := uint8(exactScore)
	switch {
	case score <= alpha:
		bound = upperBound
	case score >= beta:
		bound = lowerBound
	}
	e := ttEntry{key: key, score: int32(toTable(score, ply)), move: int16(move), depth: int8(min(depth, 127)), flags: bound | t.age<<2}
	b := &t.buckets[key&t.mask]
	if b[0].key == key || depth >= int(b[0].depth) || b[0].age() != t.age {
		if b[0].key != key {
			b[1] = b[0]
		}
		b[0] = e
		return
	}
	b[1] = e
}
