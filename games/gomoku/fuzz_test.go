package gomoku

import (
	"errors"
	"testing"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{"renju:h8.h9.i8", "freestyle-19:", "standard:h8h9", "renju:g8.a1.i8.a2.h9.a3.h10.o1.h8",
		"freestyle:a1.b1.a2.b2.a3.b3.a4.b4.a5", "renju-5:a1", ":", "renju:H8,,h9",
		"freestyle-20:t20.a1", "freestyle-21:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		s, err := Parse(id)
		if err != nil {
			return
		}
		again, err := Parse(s.ID())
		if err != nil || !again.Equal(s) || again.Status() != s.Status() {
			t.Fatalf("Parse(%q) then Parse(%q) = %v, %v", id, s.ID(), again.ID(), err)
		}
		_ = s.String()
		_ = s.ForbiddenPoints()
	})
}

// FuzzPlay turns bytes into moves on a small board: legal moves keep the
// stones alternating and the counts right, illegal ones change nothing, a
// finished game takes no move, and undo walks back to the start.
func FuzzPlay(f *testing.F) {
	f.Add(uint8(0), uint8(2), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint8(10), uint8(1), []byte{112, 113, 97, 127, 111, 98, 128, 99, 126})
	f.Add(uint8(4), uint8(0), []byte{255, 0, 255, 0, 7})
	f.Fuzz(func(t *testing.T, size, rule uint8, data []byte) {
		p := Params{Size: MinSize + int(size)%(MaxSize-MinSize+1), Rule: Rule(rule % 3)}
		s, err := New(p)
		if err != nil {
			t.Fatal(err)
		}
		n := p.Size
		states := []State{s}
		for _, b := range data {
			m := Point{int(b) % (n + 1), int(b) / (n + 1) % (n + 1)}
			next, err := s.Apply(m)
			if err != nil {
				if !errors.Is(err, ErrIllegalMove) || !next.Equal(s) {
					t.Fatalf("failed Apply(%v) = %v, %v", m, next.ID(), err)
				}
				if s.Over() && !errors.Is(err, ErrGameOver) {
					t.Fatalf("Apply(%v) after the end: %v", m, err)
				}
				continue
			}
			if s.Over() {
				t.Fatalf("Apply(%v) accepted a move after %v", m, s.Status())
			}
			if next.At(m) != s.Turn() || next.Turn() == s.Turn() || next.MoveCount() != s.MoveCount()+1 {
				t.Fatalf("Apply(%v) by %v: stone %v, turn %v", m, s.Turn(), next.At(m), next.Turn())
			}
			if w := next.Winner(); w != Empty && w != s.Turn() {
				t.Fatalf("Apply(%v) by %v made %v win", m, s.Turn(), w)
			}
			if next.Over() != (next.Status() != Playing) || (next.Winner() != Empty) != (next.WinningLine() != nil) {
				t.Fatalf("inconsistent outcome %v, %v", next.Status(), next.WinningLine())
			}
			s = next
			states = append(states, s)
		}
		b := s.Board()
		if blacks, stones := countBlack(&b), b.Stones(); stones != s.MoveCount() || blacks != (stones+1)/2 {
			t.Fatalf("%d stones, %d black after %d moves", stones, blacks, s.MoveCount())
		}
		if again, err := Parse(s.ID()); err != nil || !again.Equal(s) {
			t.Fatalf("Parse(%q) = %v", s.ID(), err)
		}
		for i := len(states) - 1; i > 0; i-- {
			u, err := s.Undo()
			if err != nil || !u.Equal(states[i-1]) || u.Status() != states[i-1].Status() {
				t.Fatalf("Undo() = %v, %v; want %v", u.ID(), err, states[i-1].ID())
			}
			s = u
		}
	})
}

func countBlack(b *Board) int {
	n := 0
	for y := range b.Size() {
		for x := range b.Size() {
			if b.At(Point{x, y}) == Black {
				n++
			}
		}
	}
	return n
}
