package fifteen

import (
	"strconv"
	"strings"
	"testing"
)

// board parses an ASCII board: rows of numbers separated by spaces or "/",
// "." for the blank.
func board(t *testing.T, ascii string) State {
	t.Helper()
	var tiles []int
	for _, f := range strings.Fields(ascii) {
		if f == "/" {
			continue
		}
		if f == "." {
			tiles = append(tiles, 0)
			continue
		}
		v, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("bad board literal %q", f)
		}
		tiles = append(tiles, v)
	}
	s, err := FromTiles(tiles)
	if err != nil {
		t.Fatalf("FromTiles(%v): %v", tiles, err)
	}
	return s
}

// deal returns New(Params{Size: n}, seed) and fails the test on an error.
func deal(t testing.TB, n int, seed uint64) State {
	t.Helper()
	s, err := New(Params{Size: n}, seed)
	if err != nil {
		t.Fatalf("New(%d, %d): %v", n, seed, err)
	}
	return s
}

// sameTiles reports whether two states show the same board.
func sameTiles(a, b State) bool { return a.n == b.n && a.cells == b.cells }
