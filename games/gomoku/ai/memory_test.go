package ai

import (
	"context"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

// A search that starts from the table its last one left reads the same
// position deeper in the same number of nodes, and the move it finds is
// legal.
func TestMemoryDeepens(t *testing.T) {
	s := parse(t, "freestyle:h8.i9.g9.h10.i8.g8")
	opt := Options{Level: Strongest, MaxNodes: 20000}
	fresh, err := Choose(context.Background(), s, opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.Memory = new(Memory)
	if _, err := Choose(context.Background(), s, opt); err != nil {
		t.Fatal(err)
	}
	again, err := Choose(context.Background(), s, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("depth %d without the table, %d with it", fresh.Depth, again.Depth)
	if again.Depth <= fresh.Depth {
		t.Errorf("depth with the last search's table %d, without %d: want deeper", again.Depth, fresh.Depth)
	}
	if err := s.Legal(again.Move); err != nil {
		t.Errorf("move %v: %v", again.Move, err)
	}
}

// The memory keeps its table while the level and the game's size and
// rule stay the same, ageing it each search, and starts afresh when any
// of them changes.
func TestMemoryStartsAfresh(t *testing.T) {
	var m Memory
	free := gomoku.Params{Size: 15, Rule: gomoku.Freestyle}
	tt := m.table(Strongest, free)
	if m.table(Strongest, free) != tt || tt.age != 1 {
		t.Fatalf("the same game: got a new table, or age %d, want 1", tt.age)
	}
	for _, c := range []struct {
		level  Level
		params gomoku.Params
	}{
		{Strongest, gomoku.Params{Size: 15, Rule: gomoku.Renju}},
		{Strongest, gomoku.Params{Size: 20, Rule: gomoku.Renju}},
		{Hard, gomoku.Params{Size: 20, Rule: gomoku.Renju}},
	} {
		next := m.table(c.level, c.params)
		if next == tt {
			t.Errorf("%v %v: kept the table of another game", c.level, c.params)
		}
		tt = next
	}
}

// An entry stored by an earlier search gives way to a new one in the
// deep slot, however deep it was.
func TestTableAges(t *testing.T) {
	tt := newTTable(4)
	tt.store(1, 20, 5, -infinity, infinity, 3, 0)
	tt.newSearch()
	tt.store(1+16, 1, 7, -infinity, infinity, 4, 0) // same bucket
	b := tt.buckets[1]
	if b[0].key != 17 || b[1].key != 1 {
		t.Errorf("deep slot %d, other %d: want the new entry deep and the old one kept beside it", b[0].key, b[1].key)
	}
	tt.store(1+32, 0, 7, -infinity, infinity, 4, 0)
	if b := tt.buckets[1]; b[0].key != 17 {
		t.Errorf("deep slot %d: a shallower entry of the same age replaced a deeper one", b[0].key)
	}
}
