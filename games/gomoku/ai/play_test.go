package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

// randomGame plays n random moves near the centre, so that renju games
// are full of black's forbidden points.
func randomGame(rule gomoku.Rule, seed uint64, n int) gomoku.State {
	rng := rand.New(rand.NewPCG(seed, 5))
	s, _ := gomoku.New(gomoku.Params{Size: 15, Rule: rule})
	for tries := 0; s.MoveCount() < n && !s.Over() && tries < 1000; tries++ {
		p := gomoku.Point{X: 3 + rng.IntN(9), Y: 3 + rng.IntN(9)}
		if next, err := s.Apply(p); err == nil {
			s = next
		}
	}
	return s
}

func TestAlwaysLegal(t *testing.T) {
	forbidden := 0
	for seed := range uint64(12) {
		for _, rule := range []gomoku.Rule{gomoku.Renju, gomoku.Standard} {
			s := randomGame(rule, seed, 20+int(seed)*3)
			if s.Over() {
				continue
			}
			if s.Turn() == gomoku.Black {
				forbidden += len(s.ForbiddenPoints())
			}
			for _, l := range Levels {
				r, err := Choose(context.Background(), s, Options{Level: l, Seed: seed, MaxNodes: 1500})
				if err != nil || s.Legal(r.Move) != nil {
					t.Errorf("%v on %s: %v, %v (%v)", l, s.ID(), r.Move, err, s.Legal(r.Move))
				}
			}
		}
	}
	if forbidden == 0 {
		t.Errorf("no position had a forbidden point: the test tests nothing")
	}
}

// play runs a game between two levels from s and returns the final state.
func play(t *testing.T, s gomoku.State, black, white Options) gomoku.State {
	t.Helper()
	for !s.Over() {
		opt := black
		if s.Turn() == gomoku.White {
			opt = white
		}
		r, err := Choose(context.Background(), s, opt)
		if err != nil {
			t.Fatalf("Choose(%s): %v", s.ID(), err)
		}
		if s, err = s.Apply(r.Move); err != nil {
			t.Fatalf("Apply: %v", err)
		}
	}
	return s
}

// Hard, even on a small budget, beats the weight-table player with either
// colour.
func TestHardBeatsEasy(t *testing.T) {
	hard := Options{Level: Hard, MaxNodes: 3000, Seed: 1}
	easy := Options{Level: Easy, Seed: 1}
	start := randomGame(gomoku.Freestyle, 9, 2)
	if s := play(t, start, hard, easy); s.Winner() != gomoku.Black {
		t.Errorf("hard as black: %v, %s", s.Status(), s.ID())
	}
	if s := play(t, start, easy, hard); s.Winner() != gomoku.White {
		t.Errorf("hard as white: %v, %s", s.Status(), s.ID())
	}
}
