package fifteen

import (
	"errors"
	"testing"
)

func TestIDRoundTrip(t *testing.T) {
	for n := MinSize; n <= MaxSize; n++ {
		for _, seed := range []uint64{0, 1, 42, 1 << 40, ^uint64(0)} {
			s := deal(t, n, seed)
			got, err := Parse(s.ID())
			if err != nil || got != s {
				t.Fatalf("Parse(%q) = %v, %v; want\n%v", s.ID(), got, err, s)
			}
			pos, err := Parse(s.Position())
			if err != nil || !sameTiles(pos, s) || pos.ID() != s.Position() {
				t.Fatalf("Parse(%q) = %v, %v", s.Position(), pos, err)
			}
		}
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		id   string
		want string // the board, or "" when err is set
		err  error
	}{
		{"3x3:1,2,3,4,5,6,7,0,8", "1 2 3 / 4 5 6 / 7 . 8", nil},
		{"3x3:+1,2,3,4,5,6,7,0,8", "1 2 3 / 4 5 6 / 7 . 8", nil},
		{"4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 . 15", nil},
		{"3x3:2,1,3,4,5,6,7,0,8", "", ErrUnsolvable},
		{"3x3:1,2,3,4,5,6,7,0", "", ErrBadTiles},
		{"3x3:1,2,3,4,5,6,7,0,0", "", ErrBadTiles},
		{"3x3:1,2,3,4,5,6,7,0,x", "", ErrBadID},
		{"3x4:1,2,3,4,5,6,7,8,9,10,11,0", "", ErrSize},
		{"9x9#1", "", ErrSize},
		{"2x2#1", "", ErrSize},
		{"4x4#", "", ErrBadID},
		{"4x4#-1", "", ErrBadID},
		{"4x4#zzzzzzzzzzzzzzzzzzzz", "", ErrBadID},
		{"4#1", "", ErrBadID},
		{"x4#1", "", ErrBadID},
		{"04x4#1", "", ErrBadID},
		{"4x4", "", ErrBadID},
		{"", "", ErrBadID},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			got, err := Parse(tt.id)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Errorf("Parse(%q) error = %v; want %v", tt.id, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse(%q) = %v", tt.id, err)
			}
			if want := board(t, tt.want); !sameTiles(got, want) {
				t.Errorf("Parse(%q) =\n%v want\n%v", tt.id, got, want)
			}
		})
	}
}

func TestSeedIDIsCanonical(t *testing.T) {
	s, err := Parse("4x4#K3F9")
	if err != nil || s.ID() != "4x4#k3f9" {
		t.Fatalf("Parse(4x4#K3F9) = %q, %v", s.ID(), err)
	}
}
