package solver_test

import (
	"context"
	"fmt"

	"github.com/pastime-games/pastime/games/fifteen"
	"github.com/pastime-games/pastime/games/fifteen/solver"
)

func ExampleSolve() {
	s, _ := fifteen.Parse("3x3:1,2,3,4,0,6,7,5,8")
	moves, err := solver.Solve(context.Background(), s, solver.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(moves), "moves:", moves)
	// Output: 2 moves: [5 8]
}

func ExampleSolve_fast() {
	s, _ := fifteen.New(fifteen.Params{Size: 6}, 1)
	moves, _ := solver.Solve(context.Background(), s, solver.Options{Method: solver.Fast})
	for _, m := range moves {
		s, _ = s.Apply(m)
	}
	fmt.Println(s.Status())
	// Output: solved
}
