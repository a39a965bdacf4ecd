package gomoku

import (
	"fmt"
	"strings"
	"testing"
)

func TestThreats(t *testing.T) {
	tests := []struct {
		id   string
		want string // each threat as colour kind stones>points, in order
	}{
		{"freestyle:h8.a1", ""},
		// Black h8 i8 j8, open: an open three, completed at g8 or k8.
		{"freestyle:h8.a1.i8.a3.j8", "black three h8 i8 j8>g8 k8"},
		// With a gap, the three is the same stones, completed in the gap.
		{"freestyle:h8.a1.i8.a3.k8", "black three h8 i8 k8>j8"},
		// A closed four at the edge: black a1 a2 a3 a4, five at a5.
		{"freestyle:a1.h8.a2.h10.a3.h12.a4", "black four a1 a2 a3 a4>a5"},
		// A straight four is a four with two points.
		{"freestyle:h8.a1.i8.a3.j8.a5.k8", "black four h8 i8 j8 k8>g8 l8"},
		// A three blocked at one end is no open three.
		{"freestyle:h8.g8.i8.a3.j8", ""},
		// White's threats count too.
		{"freestyle:a1.h8.a3.i8.a5.j8", "white three h8 i8 j8>g8 k8"},
		// Under exact five, six in a row is no five: black b1-e1 and
		// g1 would make six at f1, so only a1 completes the four.
		{"standard:b1.a9.c1.c9.d1.e9.e1.g9.g1", "black four b1 c1 d1 e1>a1"},
	}
	for _, tt := range tests {
		s, err := Parse(tt.id)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, th := range s.Threats() {
			kind := map[ThreatKind]string{Four: "four", OpenThree: "three"}[th.Kind]
			got = append(got, fmt.Sprintf("%s %s %s>%s", th.Color, kind, points(th.Stones), points(th.Points)))
		}
		if g := strings.Join(got, ", "); g != tt.want {
			t.Errorf("%s: threats %q; want %q", tt.id, g, tt.want)
		}
	}
}

func points(ps []Point) string {
	var s []string
	for _, p := range ps {
		s = append(s, p.String())
	}
	return strings.Join(s, " ")
}
