package minesweeper

import (
	"errors"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in, id string
		p      Params
	}{
		{"expert#8812", "expert#8812", Params{30, 16, 99, false}},
		{"beginner:ng#0", "beginner:ng#0", Params{9, 9, 10, true}},
		{"intermediate#18446744073709551615", "intermediate#18446744073709551615", Params{16, 16, 40, false}},
		{"custom:20x12:30#77", "custom:20x12:30#77", Params{20, 12, 30, false}},
		{"custom:20x12:30:ng#77", "custom:20x12:30:ng#77", Params{20, 12, 30, true}},
		{"custom:9x9:10#3", "beginner#3", Params{9, 9, 10, false}},
	}
	for _, tt := range tests {
		s, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q) = %v", tt.in, err)
			continue
		}
		if s.ID() != tt.id || s.Params() != tt.p || s.Status() != Ready {
			t.Errorf("Parse(%q) = %q %+v %v; want %q %+v ready", tt.in, s.ID(), s.Params(), s.Status(), tt.id, tt.p)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in   string
		want error
	}{
		{"", ErrBadID},
		{"expert", ErrBadID},
		{"expert#", ErrBadID},
		{"expert#-1", ErrBadID},
		{"expert#007", ErrBadID},
		{"expert#18446744073709551616", ErrBadID},
		{"master#1", ErrBadID},
		{"expert:ng:ng#1", ErrBadID},
		{"custom:20x12#1", ErrBadID},
		{"custom:20y12:30#1", ErrBadID},
		{"custom:4x12:30#1", ErrParams},
		{"custom:51x12:30#1", ErrParams},
		{"custom:20x12:0#1", ErrParams},
		{"custom:10x10:92#1", ErrParams},
		{"expert#1/", ErrBadID},
		{"expert#1/x1,1", ErrBadID},
		{"expert#1/o1", ErrBadID},
		{"expert#1/o1,1//f2,2", ErrBadID},
		{"expert#1/o30,0", ErrIllegalMove},
		{"expert#1/c1,1", ErrIllegalMove},
		{"expert#1/o15,8/o15,8", ErrIllegalMove},
	}
	for _, tt := range tests {
		if _, err := Parse(tt.in); !errors.Is(err, tt.want) {
			t.Errorf("Parse(%q) = %v; want %v", tt.in, err, tt.want)
		}
	}
}

func TestSaveReplays(t *testing.T) {
	for _, id := range []string{"expert#8812", "custom:20x12:30:ng#77", "beginner:ng#1"} {
		s, err := Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		s = play(t, s, "f0,0 q1,0 o5,5")
		// Open a few more cells the way a player would: any hidden safe one.
		for k := 0; k < 3 && s.Status() == Playing; k++ {
			for i, m := range s.mine {
				if !m && s.marks[i] == mHidden {
					s = play(t, s, Move{Open, i % s.p.Width, i / s.p.Width}.String())
					break
				}
			}
		}
		save := s.Save()
		if !strings.HasPrefix(save, id+"/f0,0/q1,0/o5,5/") {
			t.Errorf("Save() = %q", save)
		}
		r, err := Parse(save)
		if err != nil {
			t.Fatalf("Parse(%q) = %v", save, err)
		}
		if r.Save() != save || r.String() != s.String() || r.Status() != s.Status() || r.BV3() != s.BV3() {
			t.Errorf("Parse(%q) gave\n%s; want\n%s", save, r, s)
		}
		for i := range s.mine {
			if r.mine[i] != s.mine[i] {
				t.Fatalf("Parse(%q) laid different mines", save)
			}
		}
	}
}

func TestIDHidesMines(t *testing.T) {
	// The same ID opened at two places gives two layouts.
	s, _ := Parse("expert#5")
	a := play(t, s, "o3,3")
	b := play(t, s, "o20,10")
	if a.ID() != b.ID() || equalBools(a.mine, b.mine) {
		t.Errorf("the layout does not depend on the first click")
	}
}

func equalBools(a, b []bool) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"expert#8812", "beginner:ng#5/o4,4/f0,0/c1,1", "custom:20x12:30#77/o3,3/q1,1/f1,1",
		"intermediate#1/o0,0", "custom:5x5:16:ng#9/o2,2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := Parse(in)
		if err != nil {
			return
		}
		r, err := Parse(s.Save())
		if err != nil {
			t.Fatalf("Parse(%q) ok but its save %q: %v", in, s.Save(), err)
		}
		if r.Save() != s.Save() || r.String() != s.String() {
			t.Fatalf("round trip of %q changed the game", in)
		}
		checkInvariants(t, s)
	})
}
