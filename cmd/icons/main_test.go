package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestCommittedIcons checks that the icons in web/ are what the command
// draws, so an edit to the shapes cannot be forgotten in the files.
func TestCommittedIcons(t *testing.T) {
	out, err := files()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range out {
		got, err := os.ReadFile(filepath.Join("..", "..", "web", name))
		if err != nil {
			t.Fatalf("%v: run go run ./cmd/icons", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("web/%s differs from what cmd/icons draws: run go run ./cmd/icons", name)
		}
	}
}

func TestRoundRectCorners(t *testing.T) {
	r := roundRect{0, 0, 100, 100, 20, green}
	for _, tc := range []struct {
		x, y float64
		in   bool
	}{{50, 50, true}, {1, 1, false}, {6, 6, true}, {100, 50, true}, {101, 50, false}, {99, 99, false}} {
		if got := r.contains(tc.x, tc.y); got != tc.in {
			t.Errorf("contains(%v, %v) = %v; want %v", tc.x, tc.y, got, tc.in)
		}
	}
}
