package ai

import (
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai/vocab"
)

func TestExplain(t *testing.T) {
	tests := []struct {
		id, move, reason, want string
	}{
		// Black h8 i8 j8 k8 with white far away: l8 makes five.
		{"freestyle:h8.a1.i8.a3.j8.a5.k8.a7", "l8", "win", vocab.WhyFive},
		// White to move must stop that five.
		{"freestyle:h8.a1.i8.a3.j8.a5.k8", "l8", "block", vocab.WhyBlockFive},
		// Black h8 i8 j8, open: k8 makes a straight four.
		{"freestyle:h8.a1.i8.a3.j8.a5", "k8", "search", vocab.WhyOpenFour},
		// White to move answers black's open three.
		{"freestyle:h8.a1.i8.a3.j8", "k8", "search", vocab.WhyBlockThree},
		// An open four is told as such, even as the start of a VCF.
		{"freestyle:h8.a1.i8.a3.j8.a5", "k8", "vcf", vocab.WhyOpenFour},
		// A win by threats that starts with a three is told by the search.
		{"freestyle:h8.a1.i8.a3", "j8", "vct", vocab.WhyVCT},
		// Black h8 i8, open: j8 makes an open three.
		{"freestyle:h8.a1.i8.a3", "j8", "search", vocab.WhyThree},
		// Black's closed threes h5-h7 and e8-g8 both make a four at h8:
		// white takes the point of the double four.
		{"freestyle:h5.h4.h6.d8.h7.a1.e8.a3.f8.a5.g8", "h8", "search", vocab.WhyBlockOpenFour},
		// A quiet move has no reason.
		{"freestyle:h8.a1", "h9", "search", ""},
		// An occupied point is no move at all.
		{"freestyle:h8.a1", "h8", "search", ""},
	}
	for _, tt := range tests {
		s, err := gomoku.Parse(tt.id)
		if err != nil {
			t.Fatal(err)
		}
		p, err := gomoku.ParsePoint(tt.move, s.Size())
		if err != nil {
			t.Fatal(err)
		}
		if got := Explain(s, p, tt.reason); got != tt.want {
			t.Errorf("Explain(%s, %s, %s) = %q, want %q", tt.id, tt.move, tt.reason, got, tt.want)
		}
	}
}
