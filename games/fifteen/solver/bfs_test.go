package solver

import (
	"context"
	"testing"

	"github.com/pastime-games/pastime/games/fifteen"
)

// bfs3 returns the distance to the goal of every 3x3 position, keyed by the
// tiles packed four bits each, by breadth-first search from the goal.
func bfs3() map[uint64]uint8 {
	pack := func(b [9]uint8) uint64 {
		var k uint64
		for _, t := range b {
			k = k<<4 | uint64(t)
		}
		return k
	}
	goal := [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 0}
	dist := map[uint64]uint8{pack(goal): 0}
	frontier := [][9]uint8{goal}
	for d := uint8(1); len(frontier) > 0; d++ {
		var next [][9]uint8
		for _, b := range frontier {
			blank := 0
			for i, t := range b {
				if t == 0 {
					blank = i
				}
			}
			for _, c := range []int{blank - 3, blank + 3, blank - 1, blank + 1} {
				if c < 0 || c >= 9 || (c == blank-1 || c == blank+1) && c/3 != blank/3 {
					continue
				}
				nb := b
				nb[blank], nb[c] = nb[c], 0
				if _, ok := dist[pack(nb)]; !ok {
					dist[pack(nb)] = d
					next = append(next, nb)
				}
			}
		}
		frontier = next
	}
	return dist
}

func TestSolve3x3AgainstBFS(t *testing.T) {
	dist := bfs3()
	if len(dist) != 181440 {
		t.Fatalf("BFS reached %d positions; want 9!/2 = 181440", len(dist))
	}
	for seed := range uint64(300) {
		s, _ := fifteen.New(fifteen.Params{Size: 3}, seed)
		var key uint64
		for _, v := range s.Tiles() {
			key = key<<4 | uint64(v)
		}
		moves, err := Solve(context.Background(), s, Options{})
		if err != nil {
			t.Fatalf("Solve(%s) = %v", s.ID(), err)
		}
		check(t, s, moves)
		if want := int(dist[key]); len(moves) != want {
			t.Errorf("Solve(%s) = %d moves; breadth-first search says %d", s.ID(), len(moves), want)
		}
	}
}
