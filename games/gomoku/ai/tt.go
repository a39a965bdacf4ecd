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
	bound int8
}

// ttSize is the number of entries of the table (16 bytes each).
const ttSize = 1 << 16

// table is a transposition table, replaced on every store: simple, and
// the iterative deepening refills it with what matters.
type table []ttEntry

func newTable() table { return make(table, ttSize) }

// probe returns the entry for key, if any.
func (t table) probe(key uint64) (ttEntry, bool) {
	e := t[key&(ttSize-1)]
	return e, e.key == key && key != 0
}

// store records a result. Win scores are stored relative to the node
// (not the root), so they stay right when the position is reached by a
// path of another length.
func (t table) store(key uint64, depth, score, alpha, beta, move, ply int) {
	bound := int8(exactScore)
	switch {
	case score <= alpha:
		bound = upperBound
	case score >= beta:
		bound = lowerBound
	}
	t[key&(ttSize-1)] = ttEntry{key: key, score: int32(toTable(score, ply)), move: int16(move), depth: int8(depth), bound: bound}
}

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
