package ai

import (
	"math/rand/v2"

	"github.com/pastime-games/pastime/games/gomoku"
)

// weightTable is the original game's table. Looking from an empty point
// in one of the eight directions, the code lists the stones met: the run
// of one colour ("1" black, "2" white), then the stone of the other colour
// that ends it, if any; a run ended by an empty point or the edge has no
// end digit. The same weights serve both colours, so the player attacks
// and defends with one table.
var weightTable = map[string]int{
	"1": 20, "11": 200, "111": 2000, "1111": 3000,
	"12": 10, "112": 100, "1112": 1000, "11112": 2000,
	"2": 20, "22": 200, "222": 2000, "2222": 3000,
	"21": 10, "221": 100, "2221": 1000, "22221": 2000,
}

// eightDirections are the directions the weight table looks along, each
// alone: a point between two runs scores both, but never as one line.
var eightDirections = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}}

// weightCode returns the code seen from p along d.
func weightCode(s gomoku.State, p gomoku.Point, d [2]int) string {
	var code []byte
	first := gomoku.Empty
	for q := (gomoku.Point{X: p.X + d[0], Y: p.Y + d[1]}); q.On(s.Size()); q = (gomoku.Point{X: q.X + d[0], Y: q.Y + d[1]}) {
		c := s.At(q)
		if c == gomoku.Empty {
			break
		}
		code = append(code, byte('0'+c))
		if first == gomoku.Empty {
			first = c
		} else if c != first {
			break
		}
	}
	return string(code)
}

// Weights returns the weight-table score of every point for the player to
// move, indexed [y][x]; occupied points score -1. It is what the Easy
// level plays by, exposed so the UI can show it as a hint.
func Weights(s gomoku.State) [][]int {
	n := s.Size()
	w := make([][]int, n)
	for y := range n {
		w[y] = make([]int, n)
		for x := range n {
			p := gomoku.Point{X: x, Y: y}
			if s.At(p) != gomoku.Empty {
				w[y][x] = -1
				continue
			}
			for _, d := range eightDirections {
				w[y][x] += weightTable[weightCode(s, p, d)]
			}
		}
	}
	return w
}

// weightMove plays the original way: the legal point of highest weight,
// ties broken by the seed, the centre on an empty board.
func weightMove(s gomoku.State, seed uint64) (gomoku.Point, bool) {
	n := s.Size()
	if s.MoveCount() == 0 {
		return gomoku.Point{X: n / 2, Y: n / 2}, true
	}
	w := Weights(s)
	best := -1
	var ties []gomoku.Point
	for y := range n {
		for x := range n {
			p := gomoku.Point{X: x, Y: y}
			if w[y][x] < best || w[y][x] < 0 || s.Legal(p) != nil {
				continue
			}
			if w[y][x] > best {
				best, ties = w[y][x], ties[:0]
			}
			ties = append(ties, p)
		}
	}
	if len(ties) == 0 {
		return gomoku.Point{}, false
	}
	rng := rand.New(rand.NewPCG(seed, uint64(s.MoveCount())))
	return ties[rng.IntN(len(ties))], true
}
