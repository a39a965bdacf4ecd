package app

import (
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

// TestGomokuSwap2 follows both kinds of swap2 games against the computer
// and one between two players: who acts at each stage, the colours the
// choices give, what undo may take back, and a save and restore at each
// step.
func TestGomokuSwap2(t *testing.T) {
	game := func(st gomokuSetup) gomokuGame {
		t.Helper()
		g, err := st.game(1)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	play := func(g *gomokuGame, pts ...string) {
		t.Helper()
		for _, p := range pts {
			q, err := gomoku.ParsePoint(p, 15)
			if err != nil {
				t.Fatal(err)
			}
			if g.state, err = g.state.Apply(q); err != nil {
				t.Fatal(err)
			}
		}
	}
	roundTrip := func(g gomokuGame) {
		t.Helper()
		back, err := g.save().restore()
		if err != nil {
			t.Fatalf("restoring %+v: %v", g.save(), err)
		}
		if back.swap2 != g.swap2 || back.human != g.human && g.swap2.settled && g.vsComputer() {
			t.Errorf("restored %+v, human %v; want %+v, human %v", back.swap2, back.human, g.swap2, g.human)
		}
	}
	check := func(g *gomokuGame, stage swap2Stage, person, computer bool) {
		t.Helper()
		if got := g.swap2Stage(); got != stage {
			t.Errorf("after %d moves: stage %d, want %d", g.state.MoveCount(), got, stage)
		}
		if g.playerToMove() != person || g.computerTurn() != computer {
			t.Errorf("after %d moves (stage %d): person may place %v, computer acts %v; want %v and %v",
				g.state.MoveCount(), stage, g.playerToMove(), g.computerTurn(), person, computer)
		}
		roundTrip(*g)
	}

	// The player opens; the computer places two more; the player takes
	// white.
	g := game(gomokuSetup{Rule: "freestyle", Size: 15, Mode: gomokuComputer, Color: "black", Level: "hard", Opening: "swap2"})
	check(&g, stageOpen, true, false)
	play(&g, "h8", "h9")
	if s, ok := g.undone(); !ok || s.MoveCount() != 1 {
		t.Errorf("undo while opening: %v, %v; want the player's own stone back", s.ID(), ok)
	}
	play(&g, "i9")
	check(&g, stageAnswer, false, true)
	if _, ok := g.undone(); ok {
		t.Error("undo allowed while the computer decides")
	}
	g.swap2.placeTwo = true // the computer's PlaceTwo, as applySwap2 does with its stones
	play(&g, "g7", "j10")
	check(&g, stagePick, false, false)
	g.settle(gomoku.White)
	if g.human != gomoku.White || !g.swap2.settled || g.swap2.base != 5 || g.swap2.firstBlack {
		t.Errorf("the opener took white: human %v, %+v", g.human, g.swap2)
	}
	check(&g, stagePlay, true, false)
	play(&g, "k11", "a1")
	if s, ok := g.undone(); !ok || s.MoveCount() != 5 {
		t.Errorf("undo after the opening: %d moves, %v; want back to 5", s.MoveCount(), ok)
	}
	g.state, _ = g.undone()
	if _, ok := g.undone(); ok {
		t.Error("undo went back into the settled opening")
	}

	// The computer opens; the player answers by taking black: the
	// computer, white, moves.
	g = game(gomokuSetup{Rule: "standard", Size: 15, Mode: gomokuComputer, Color: "white", Level: "hard", Opening: "swap2"})
	check(&g, stageOpen, false, true)
	play(&g, "h8", "h9", "i9")
	check(&g, stageAnswer, false, false)
	g.settle(gomoku.Black)
	if g.human != gomoku.Black || g.swap2.base != 3 || g.swap2.firstBlack {
		t.Errorf("the answer took black: human %v, %+v", g.human, g.swap2)
	}
	check(&g, stagePlay, false, true)

	// Two players: player 2 places two more, player 1 takes black.
	g = game(gomokuSetup{Rule: "freestyle", Size: 15, Mode: gomokuTwoPlayers, Opening: "swap2"})
	play(&g, "h8", "h9", "i9")
	check(&g, stageAnswer, false, false)
	g.swap2.placeTwo = true
	check(&g, stagePlaceTwo, true, false)
	play(&g, "g7")
	if s, ok := g.undone(); !ok || s.MoveCount() != 3 {
		t.Errorf("undo of player 2's stone: %d moves, %v", s.MoveCount(), ok)
	}
	play(&g, "j10")
	check(&g, stagePick, false, false)
	g.settle(gomoku.Black)
	if !g.swap2.firstBlack {
		t.Error("player 1 took black, but is not recorded so")
	}
	check(&g, stagePlay, true, false)

	// Renju has no swap2; saves that cannot be right are refused.
	st := gomokuSetup{Rule: "renju", Size: 15, Mode: gomokuTwoPlayers, Opening: "swap2"}
	if g := game(st); g.swap2.on {
		t.Error("a renju game opens with swap2")
	}
	for _, sv := range []gomokuSave{
		{ID: "renju:h8.h9.i9", Mode: gomokuTwoPlayers, Swap2: &gomokuSwap2Save{}},
		{ID: "freestyle:h8.h9", Mode: gomokuTwoPlayers, Swap2: &gomokuSwap2Save{PlaceTwo: true}},
		{ID: "freestyle:h8.h9.i9.g7", Mode: gomokuTwoPlayers, Swap2: &gomokuSwap2Save{Settled: true, Base: 4}},
		{ID: "freestyle:h8.h9.i9.g7.j10.k11", Mode: gomokuTwoPlayers, Swap2: &gomokuSwap2Save{}},
	} {
		if _, err := sv.restore(); err == nil {
			t.Errorf("restored %+v %+v; want an error", sv, *sv.Swap2)
		}
	}
}
