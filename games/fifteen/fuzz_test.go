package fifteen

import "testing"

func FuzzParse(f *testing.F) {
	for _, s := range []string{"4x4#k3f9", "3x3:1,2,3,4,5,6,7,0,8", "8x8#0", "5x5:", "4x4#", "3x3:8,7,6,5,4,3,2,1,0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		s, err := Parse(id)
		if err != nil {
			return
		}
		again, err := Parse(s.ID())
		if err != nil || again != s {
			t.Fatalf("Parse(%q) then Parse(%q) = %v, %v", id, s.ID(), again, err)
		}
		if !s.solvable() {
			t.Fatalf("Parse(%q) accepted an unsolvable board", id)
		}
		_ = s.String()
		_ = s.Legal()
	})
}

func FuzzPlay(f *testing.F) {
	f.Add(uint8(4), uint64(1), []byte{0, 1, 2, 3, 4, 5})
	f.Add(uint8(3), uint64(7), []byte{200, 13, 99})
	f.Add(uint8(8), uint64(3), []byte{255, 255, 0, 63})
	f.Fuzz(func(t *testing.T, size uint8, seed uint64, moves []byte) {
		p := Params{Size: MinSize + int(size)%(MaxSize-MinSize+1)}
		s := deal(t, p.Size, seed)
		n := p.Size
		for _, b := range moves {
			// Any byte names a tile (or an out-of-range one); illegal moves
			// must return an error and leave the state alone.
			m := Move{Tile: int(b) % (n*n + 2)}
			next, err := s.Apply(m)
			if err != nil {
				if next != s {
					t.Fatalf("failed Apply(%v) changed the state", m)
				}
				continue
			}
			if !next.solvable() {
				t.Fatalf("Apply(%v) broke the parity invariant:\n%v", m, next)
			}
			tiles, _, _ := s.Sliding(m)
			if next.Moves() != s.Moves()+len(tiles) || next.Slides() != s.Slides()+1 {
				t.Fatalf("Apply(%v): moves %d->%d slides %d->%d", m, s.Moves(), next.Moves(), s.Slides(), next.Slides())
			}
			s = next
		}
		if got, err := Parse(s.Position()); err != nil || !sameTiles(got, s) {
			t.Fatalf("Parse(Position()) = %v, %v", got, err)
		}
	})
}
