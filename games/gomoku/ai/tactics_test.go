package ai

import (
	"context"
	"slices"
	"testing"
)

// TestDeepTactics holds positions that need reading several moves ahead,
// for the searching levels. Each is a game ID and the set of moves that
// win (or, for a defence, the only moves after which the opponent has no
// victory by continuous fours), found by exhaustive threat searches.
func TestDeepTactics(t *testing.T) {
	tests := []struct {
		name string
		id   string
		want string // any of these points
	}{
		{"VCF in five fours", "freestyle:f10.k7.f7.g8.d5.k12.j6.i6.g9.j11.i11.e9.j10.g5.l12.l7", "h8"},
		{"VCF in three fours", "freestyle:h10.e8.g12.k7.l8.k6.l11.h11.l10.e7.f9.e4.g9.h4.i11.j10.j7.i4.d11.l9.d9.g11.f7", "g4 e6 e5"},
		{"VCF in three fours under renju", "renju:f7.e9.j7.e11.d6.h6.f4.d12.i7.j10.j9.l7.k10.g9.i5.j8.i12.l11.g10.k6", "h7"},
		{"VCT: a three, then fours", "freestyle:h11.l6.f12.k7.e4.g6.k6.d7.d8.i10.l10.i12.h6.i6.l5", "i9"},
		{"stop a VCF: two defences of four", "freestyle:j6.k7.h8.i11.d8.e10.e5.j10.i4.j8.e11.i9.f7.f12.f11.l9", "h10 l6"},
		{"stop a VCF: two defences", "freestyle:e6.k6.g8.d4.k4.e9.f8.i11.g7.j7.g4.g6.l6.e8.f5.h7.j11", "d7 h3"},
		{"stop a VCF: four defences among many moves", "freestyle:f9.i5.e11.g9.d11.h9.l11.k4.j8.l10.e7.i10.e9.i11.k9.j4.l12", "e10 g8 e8 c12"},
		{"stop a VCF under renju", "renju:f9.i5.e11.g9.d11.h9.l11.k4.j8.l10.e7.i10.e9.i11.k9.j4.l12", "e10 g8 e8 c12"},
	}
	for _, tt := range tests {
		for _, l := range []Level{Hard, Strongest} {
			t.Run(tt.name+"/"+l.String(), func(t *testing.T) {
				s := parse(t, tt.id)
				r, err := Choose(context.Background(), s, Options{Level: l, Seed: 1, MaxNodes: 40000})
				if err != nil {
					t.Fatal(err)
				}
				if want := points(t, tt.want); !slices.Contains(want, r.Move) {
					t.Errorf("Choose(%s) = %v (%s); want one of %s\n%v", tt.id, r.Move, r.Reason, tt.want, s)
				}
			})
		}
	}
}
