package fifteen

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

func TestSolvable(t *testing.T) {
	tests := []struct {
		name  string
		board string
		want  bool
	}{
		{"3x3 goal", "1 2 3 / 4 5 6 / 7 8 .", true},
		{"3x3 two tiles swapped", "2 1 3 / 4 5 6 / 7 8 .", false},
		{"3x3 blank top left", ". 1 2 / 3 4 5 / 6 7 8", true},
		{"3x3 blank in the middle", "1 2 3 / 4 . 6 / 7 5 8", true},
		{"3x3 blank in the middle swapped", "1 2 3 / 4 . 6 / 7 8 5", false},
		{"4x4 goal", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 .", true},
		{"4x4 sam loyd 14-15", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 .", false},
		{"4x4 blank moved up one", "1 2 3 4 / 5 6 7 8 / 9 10 11 . / 13 14 15 12", true},
		{"4x4 blank top left shifted", ". 1 2 3 / 4 5 6 7 / 8 9 10 11 / 12 13 14 15", false},
		{"4x4 blank top left reversed row", ". 1 2 3 / 4 5 6 7 / 8 9 10 11 / 12 13 15 14", true},
		{"5x5 goal", "1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 23 24 .", true},
		{"5x5 swapped", "1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 24 23 .", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var tiles []int
			for _, f := range strings.Fields(strings.ReplaceAll(tt.board, "/", " ")) {
				v, _ := strconv.Atoi(f) // "." reads as 0
				tiles = append(tiles, v)
			}
			_, err := FromTiles(tiles)
			if got := err == nil; got != tt.want {
				t.Errorf("FromTiles(%s) error = %v; want solvable %v", tt.board, err, tt.want)
			}
			if !tt.want && !errors.Is(err, ErrUnsolvable) {
				t.Errorf("FromTiles(%s) = %v; want ErrUnsolvable", tt.board, err)
			}
		})
	}
}

// inversionRule is the textbook test: for odd widths the number of
// inversions is even; for even widths inversions plus the blank's row
// counted from the bottom (from 0) is even.
func inversionRule(n int, tiles []int) bool {
	inv, blankRow := 0, 0
	for i, a := range tiles {
		if a == 0 {
			blankRow = n - 1 - i/n
			continue
		}
		for _, b := range tiles[i+1:] {
			if b != 0 && b < a {
				inv++
			}
		}
	}
	if n%2 == 1 {
		return inv%2 == 0
	}
	return (inv+blankRow)%2 == 0
}

func TestSolvableMatchesInversionRule(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := MinSize; n <= MaxSize; n++ {
		for range 500 {
			tiles := rng.Perm(n * n)
			_, err := FromTiles(tiles)
			if got, want := err == nil, inversionRule(n, tiles); got != want {
				t.Fatalf("%dx%d %v: solvable %v; inversion rule says %v", n, n, tiles, got, want)
			}
		}
	}
}

func TestFromTilesErrors(t *testing.T) {
	tests := []struct {
		name  string
		tiles []int
		want  error
	}{
		{"empty", nil, ErrSize},
		{"not square", []int{1, 2, 0}, ErrSize},
		{"2x2", []int{1, 2, 3, 0}, ErrSize},
		{"9x9", make([]int, 81), ErrSize},
		{"repeated", []int{1, 1, 3, 4, 5, 6, 7, 8, 0}, ErrBadTiles},
		{"too big", []int{1, 2, 3, 4, 5, 6, 7, 9, 0}, ErrBadTiles},
		{"negative", []int{1, 2, 3, 4, 5, 6, 7, -8, 0}, ErrBadTiles},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := FromTiles(tt.tiles); !errors.Is(err, tt.want) {
				t.Errorf("FromTiles(%v) = %v; want %v", tt.tiles, err, tt.want)
			}
		})
	}
}

func TestAccessors(t *testing.T) {
	s := board(t, `
		1 2 3
		4 . 6
		7 5 8`)
	if r, c := s.Blank(); r != 1 || c != 1 {
		t.Errorf("Blank() = %d,%d; want 1,1", r, c)
	}
	if got := s.Tile(2, 1); got != 5 {
		t.Errorf("Tile(2,1) = %d; want 5", got)
	}
	if r, c, ok := s.Find(8); !ok || r != 2 || c != 2 {
		t.Errorf("Find(8) = %d,%d,%v; want 2,2,true", r, c, ok)
	}
	if s.Status() != Playing || s.Started() || s.Size() != 3 {
		t.Errorf("status %v started %v size %d", s.Status(), s.Started(), s.Size())
	}
	want := "1 2 3\n4 . 6\n7 5 8\n"
	if got := s.String(); got != want {
		t.Errorf("String() = %q; want %q", got, want)
	}
	g, err := Goal(DefaultParams())
	if err != nil || g.Status() != Solved || g.Position() != "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0" {
		t.Errorf("Goal(4x4) = %v, %v", g.Position(), err)
	}
}
