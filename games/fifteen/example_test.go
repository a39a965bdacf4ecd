package fifteen_test

import (
	"fmt"

	"github.com/pastime-games/pastime/games/fifteen"
)

func Example() {
	s, err := fifteen.Parse("3x3:1,2,3,4,5,6,0,7,8")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ = s.Apply(fifteen.Move{Tile: 8}) // slides 7 and 8 left together
	fmt.Print(s)
	fmt.Println(s.Status(), s.Moves(), "moves in", s.Slides(), "slide")
	// Output:
	// 1 2 3
	// 4 5 6
	// 7 8 .
	// solved 2 moves in 1 slide
}

func ExampleNew() {
	s, _ := fifteen.New(fifteen.DefaultParams(), 12345)
	fmt.Println(s.ID())
	same, _ := fifteen.Parse(s.ID())
	fmt.Println(same == s)
	// Output:
	// 4x4#9ix
	// true
}

func ExampleState_MoveIn() {
	s, _ := fifteen.Parse("3x3:1,2,3,4,0,6,7,5,8")
	m, _ := s.MoveIn(fifteen.Up) // the arrow key "up" lifts the tile below the blank
	fmt.Println(m)
	// Output: 5
}
