package gomoku

import (
	"errors"
	"slices"
	"testing"
)

func TestParsePoint(t *testing.T) {
	tests := []struct {
		s    string
		size int
		want Point
		ok   bool
	}{
		{"a1", 15, Point{0, 0}, true},
		{"h8", 15, Point{7, 7}, true},
		{"o15", 15, Point{14, 14}, true},
		{"O15", 15, Point{14, 14}, true},
		{"s19", 19, Point{18, 18}, true},
		{"t20", 20, Point{19, 19}, true},
		{"t20", 19, Point{}, false},
		{"p1", 15, Point{}, false},
		{"a16", 15, Point{}, false},
		{"a0", 15, Point{}, false},
		{"a01", 15, Point{}, false},
		{"h", 15, Point{}, false},
		{"8h", 15, Point{}, false},
		{"h8 ", 15, Point{}, false},
	}
	for _, tt := range tests {
		got, err := ParsePoint(tt.s, tt.size)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParsePoint(%q, %d) = %v, %v; want %v", tt.s, tt.size, got, err, tt.want)
		}
		if err != nil && !errors.Is(err, ErrBadPoint) {
			t.Errorf("ParsePoint(%q) error %v is not ErrBadPoint", tt.s, err)
		}
		if err == nil && got.String() != strings8(tt.s) {
			t.Errorf("Point.String() = %q", got.String())
		}
	}
}

// strings8 lowers an ASCII coordinate.
func strings8(s string) string {
	b := []byte(s)
	if b[0] >= 'A' && b[0] <= 'Z' {
		b[0] += 'a' - 'A'
	}
	return string(b)
}

func TestParseMoves(t *testing.T) {
	got, err := ParseMoves(" h8  h9\ti8,j10.k11+l12_m13-n14 ", 15)
	want := []Point{{7, 7}, {7, 8}, {8, 7}, {9, 9}, {10, 10}, {11, 11}, {12, 12}, {13, 13}}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("ParseMoves = %v, %v", got, err)
	}
	if got, err := ParseMoves("", 15); err != nil || got != nil {
		t.Errorf("ParseMoves(\"\") = %v, %v", got, err)
	}
	for _, bad := range []string{"h8 x", "h8 h99", "h8 8", "h8;h9"} {
		if _, err := ParseMoves(bad, 15); !errors.Is(err, ErrBadPoint) {
			t.Errorf("ParseMoves(%q) = %v", bad, err)
		}
	}
}

func TestStarPoints(t *testing.T) {
	for _, tt := range []struct {
		size int
		want string
	}{
		{15, "d4.l4.d12.l12.h8"},
		{19, "d4.p4.d16.p16.j10.j4.d10.p10.j16"},
		{7, "d4"},
		{6, ""},
	} {
		if got := FormatMoves(StarPoints(tt.size)); got != tt.want {
			t.Errorf("StarPoints(%d) = %q; want %q", tt.size, got, tt.want)
		}
	}
}
