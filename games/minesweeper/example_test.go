package minesweeper_test

import (
	"context"
	"fmt"

	"github.com/pastime-games/pastime/games/minesweeper"
)

func Example() {
	s, err := minesweeper.New(minesweeper.Preset(minesweeper.Beginner), 8812)
	if err != nil {
		panic(err)
	}
	s, err = s.Apply(minesweeper.Move{Action: minesweeper.Open, X: 4, Y: 4})
	if err != nil {
		panic(err)
	}
	fmt.Println(s.ID(), s.Status(), s.Number(4, 4))
	// Output: beginner#8812 playing 0
}

func ExampleParse() {
	s, err := minesweeper.Parse("custom:20x12:30:ng#77/o10,6/f0,0")
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Params(), s.Flags(), s.MinesLeft())
	fmt.Println(s.Save())
	// Output:
	// {20 12 30 true} 1 29
	// custom:20x12:30:ng#77/o10,6/f0,0
}

func ExampleState_Hint() {
	s, _ := minesweeper.Parse("expert:ng#1/o15,8")
	h, err := s.Hint(context.Background(), minesweeper.Options{})
	if err != nil {
		panic(err)
	}
	// A no-guess board always has a safe cell to open.
	fmt.Println(len(h.Safe) > 0)
	// Output: true
}
