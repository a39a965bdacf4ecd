package ai_test

import (
	"context"
	"fmt"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai"
)

func ExampleChoose() {
	// White has four on the h file, closed at h7: black must block h12.
	s, _ := gomoku.Parse("freestyle:h7.h8.a1.h9.o15.h10.a15.h11")
	r, err := ai.Choose(context.Background(), s, ai.Options{Level: ai.Hard, Seed: 1, MaxNodes: 5000})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Move)
	// Output: h12
}

func ExampleChoose_yield() {
	// In the browser, Yield sleeps a millisecond every ten or so to let
	// the page handle events; here it only counts.
	s, _ := gomoku.Parse("renju:h8.h9.i8.g8")
	calls := 0
	r, _ := ai.Choose(context.Background(), s, ai.Options{Level: ai.Hard, Seed: 1, MaxNodes: 20000, Yield: func() { calls++ }})
	fmt.Println(s.Legal(r.Move) == nil, calls > 10)
	// Output: true true
}
