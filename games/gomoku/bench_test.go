package gomoku

import "testing"

// BenchmarkForbiddenPoints times a full scan of black's forbidden points
// in a crowded renju position, as the UI does after every move.
func BenchmarkForbiddenPoints(b *testing.B) {
	s, err := Parse("renju:h9.a1.h11.c1.j10.e1.g8.g1.i8.i1.i10.k1.f10.m1.e10.o1.g10.a3")
	if err != nil {
		b.Fatal(err)
	}
	board := s.Board()
	for b.Loop() {
		if len(board.ForbiddenPoints()) == 0 {
			b.Fatal("no forbidden points")
		}
	}
}

// BenchmarkApply times a move with its win check under renju.
func BenchmarkApply(b *testing.B) {
	s, err := Parse("renju:h8.h9.i8.g8.i9.i10.j7.k6.g10.j9")
	if err != nil {
		b.Fatal(err)
	}
	p := Point{X: 7, Y: 10}
	for b.Loop() {
		if _, err := s.Apply(p); err != nil {
			b.Fatal(err)
		}
	}
}
