package gomoku_test

import (
	"fmt"

	"github.com/pastime-games/pastime/games/gomoku"
)

func Example() {
	s, _ := gomoku.Parse("freestyle:h8.h9.i8.i9.j8.j9.k8.k9")
	s, _ = s.Apply(gomoku.Point{X: 11, Y: 7}) // l8
	fmt.Println(s.Status(), s.WinningLine())
	fmt.Println(s.ID())
	// Output:
	// black wins [h8 i8 j8 k8 l8]
	// freestyle:h8.h9.i8.i9.j8.j9.k8.k9.l8
}

func ExampleState_ForbiddenPoints() {
	// Black threatens two open threes at h8 and may not play there.
	s, _ := gomoku.Parse("renju:g8.a1.i8.a2.h9.a3.h10.o1")
	for _, f := range s.ForbiddenPoints() {
		fmt.Println(f.Point, f.Reason)
	}
	_, err := s.Apply(gomoku.Point{X: 7, Y: 7})
	fmt.Println(err)
	// Output:
	// h8 double three
	// illegal move: h8: forbidden point (double three)
}

func ExampleState_Undo() {
	s, _ := gomoku.Parse("standard:h8.h9")
	s, _ = s.Undo()
	fmt.Println(s.ID(), s.Turn())
	// Output: standard:h8 white
}

func ExampleParsePoint() {
	p, _ := gomoku.ParsePoint("h8", 15)
	fmt.Println(p.X, p.Y, p)
	_, err := gomoku.ParsePoint("p1", 15)
	fmt.Println(err)
	// Output:
	// 7 7 h8
	// bad point: p1 is off the 15x15 board
}
