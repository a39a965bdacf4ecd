package gomoku

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name, id, want string // want is the canonical ID, "" for an error
		err            error
	}{
		{"empty freestyle", "freestyle:", "freestyle:", nil},
		{"empty 19x19", "freestyle-19:", "freestyle-19:", nil},
		{"size 15 spelled out", "renju-15:h8", "renju:h8", nil},
		{"dots", "renju:h8.h9.i8", "renju:h8.h9.i8", nil},
		{"commas and spaces", "standard:h8, h9 ,i8", "standard:h8.h9.i8", nil},
		{"no separators", "standard:h8h9i10", "standard:h8.h9.i10", nil},
		{"upper case", "standard:H8.J10", "standard:h8.j10", nil},
		{"no colon", "renju", "", ErrBadID},
		{"unknown rule", "go:h8", "", ErrBadRule},
		{"empty 20x20", "freestyle-20:", "freestyle-20:", nil},
		{"corner of 20x20", "freestyle-20:t20.a1", "freestyle-20:t20.a1", nil},
		{"size too big", "freestyle-21:", "", ErrSize},
		{"size too small", "freestyle-4:", "", ErrSize},
		{"size with sign", "freestyle-+9:", "", ErrBadID},
		{"leading zero", "freestyle:h08", "", ErrBadPoint},
		{"off the board", "renju:p8", "", ErrBadPoint},
		{"row 16", "renju:h16", "", ErrBadPoint},
		{"occupied", "renju:h8.h8", "", ErrOccupied},
		{"forbidden", "renju:g8.a1.i8.a2.h9.a3.h10.o1.h8", "", ErrForbidden},
		{"after the end", "freestyle:a1.b1.a2.b2.a3.b3.a4.b4.a5.b5", "", ErrGameOver},
		{"garbage", "renju:h8?", "", ErrBadPoint},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse(tt.id)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("Parse(%q) = %v, %v; want error %v", tt.id, s.ID(), err, tt.err)
				}
				return
			}
			if err != nil || s.ID() != tt.want {
				t.Fatalf("Parse(%q) = %q, %v; want %q", tt.id, s.ID(), err, tt.want)
			}
			again, err := Parse(s.ID())
			if err != nil || !again.Equal(s) {
				t.Fatalf("Parse(%q) = %v, %v; want the same game", s.ID(), again.ID(), err)
			}
		})
	}
}

func TestParseParams(t *testing.T) {
	for _, s := range []string{"freestyle", "standard", "renju", "renju-19", "freestyle-20", "standard-5"} {
		p, err := ParseParams(s)
		if err != nil || p.String() != s {
			t.Errorf("ParseParams(%q) = %v, %v", s, p, err)
		}
	}
}
