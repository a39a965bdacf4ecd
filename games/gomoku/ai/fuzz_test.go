package ai

import (
	"context"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

// FuzzChoose builds a position from bytes and checks that every level
// answers with a legal move (never a forbidden point under renju).
func FuzzChoose(f *testing.F) {
	f.Add(uint8(2), []byte{112, 113, 97, 127, 111, 98, 128, 99, 126})
	f.Add(uint8(0), []byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint8(1), []byte{100, 101, 115, 116, 130, 131, 145, 146, 160})
	f.Fuzz(func(t *testing.T, rule uint8, data []byte) {
		s, _ := gomoku.New(gomoku.Params{Size: 15, Rule: gomoku.Rule(rule % 3)})
		for _, b := range data {
			if next, err := s.Apply(gomoku.Point{X: int(b) % 15, Y: int(b) / 15 % 15}); err == nil {
				s = next
			}
		}
		if s.Over() {
			return
		}
		for _, l := range Levels {
			r, err := Choose(context.Background(), s, Options{Level: l, Seed: uint64(len(data)), MaxNodes: 300})
			if err != nil || s.Legal(r.Move) != nil {
				t.Fatalf("%v on %s: %v, %v", l, s.ID(), r.Move, err)
			}
		}
	})
}
