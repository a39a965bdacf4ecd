package fifteen

import (
	"errors"
	"testing"
)

func TestNewIsSolvableAndDeterministic(t *testing.T) {
	for n := MinSize; n <= MaxSize; n++ {
		for seed := range uint64(200) {
			s := deal(t, n, seed)
			if !s.solvable() || s.Status() == Solved {
				t.Fatalf("New(%d, %d) =\n%v solvable %v status %v", n, seed, s, s.solvable(), s.Status())
			}
			if deal(t, n, seed) != s {
				t.Fatalf("New(%d, %d) differs between calls", n, seed)
			}
		}
	}
}

// TestNewSpread checks that deals are spread evenly: tile 1 and the blank
// meet in every pair of cells about equally often.
func TestNewBadSize(t *testing.T) {
	for _, n := range []int{-1, 0, 2, 9} {
		if _, err := New(Params{Size: n}, 1); !errors.Is(err, ErrSize) {
			t.Errorf("New(%d) error = %v; want ErrSize", n, err)
		}
	}
}

func TestNewSpread(t *testing.T) {
	counts := map[[2]int]int{}
	const games = 4000
	for seed := range uint64(games) {
		s := deal(t, 3, seed)
		r1, c1, _ := s.Find(1)
		counts[[2]int{r1*3 + c1, int(s.blank)}]++
	}
	// 8 cells for tile 1 times 8 other cells for the blank: 72 pairs,
	// each expected about 55 times.
	if len(counts) != 72 {
		t.Fatalf("tile 1 and the blank met in %d cell pairs; want 72", len(counts))
	}
	for k, v := range counts {
		if v < 20 || v > 110 {
			t.Errorf("tile 1 in cell %d with the blank in cell %d: %d times of %d", k[0], k[1], v, games)
		}
	}
}
