package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai"
)

// move runs "gomoku move".
func move(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("move", flag.ContinueOnError)
	fs.SetOutput(stderr)
	level := fs.String("level", "hard", "easy, medium, hard or strongest")
	seed := fs.Uint64("seed", 1, "seed for choosing between equal moves")
	nodes := fs.Int64("nodes", 0, "node budget (0: the level's)")
	limit := fs.Duration("time", 0, "time limit (0: the level's)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "gomoku move: want one game ID, such as renju:h8.h9")
		return 2
	}
	l, err := ai.ParseLevel(*level)
	if err != nil {
		fmt.Fprintln(stderr, "gomoku:", err)
		return 2
	}
	s, err := gomoku.Parse(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(stderr, "gomoku:", err)
		return 1
	}
	r, err := ai.Choose(context.Background(), s, ai.Options{Level: l, Seed: *seed, MaxNodes: *nodes, MaxTime: *limit})
	if err != nil {
		fmt.Fprintln(stderr, "gomoku:", err)
		return 1
	}
	fmt.Fprintln(stdout, r.Move)
	fmt.Fprintf(stderr, "%s: depth %d, %d nodes in %v (%.0f nodes/s), score %d\n",
		r.Reason, r.Depth, r.Nodes, r.Elapsed.Round(time.Millisecond), float64(r.Nodes)/max(r.Elapsed.Seconds(), 1e-9), r.Score)
	return 0
}

// match runs "gomoku match".
func match(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	first := fs.String("black", "hard", "level of the first player, black in the odd games")
	second := fs.String("white", "easy", "level of the second player")
	rule := fs.String("rule", "freestyle", "freestyle, standard or renju")
	games := fs.Int("games", 10, "number of games (pairs of games share an opening)")
	seed := fs.Uint64("seed", 1, "seed of the openings and of the players")
	nodes := fs.Int64("nodes", 0, "node budget per move (0: the levels')")
	verbose := fs.Bool("v", false, "print each game's ID")
	brainA := fs.String("a", "", "command line of a Gomocup brain: play brains over the protocol instead of levels")
	brainB := fs.String("b", "", "command line of the other brain (with -a)")
	moveTime := fs.Duration("time", time.Second, "time per move of each brain (with -a)")
	nOpenings := fs.Int("openings", len(openings), "how many of the openings to play, each with both colours (with -a)")
	sym := fs.Int("sym", 1, "how many of the 8 orientations of each opening to play (with -a)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *brainA != "" || *brainB != "" {
		if *brainA == "" || *brainB == "" {
			fmt.Fprintln(stderr, "gomoku match: -a and -b go together")
			return 2
		}
		r, err := gomoku.ParseRule(*rule)
		if err != nil {
			fmt.Fprintln(stderr, "gomoku:", err)
			return 2
		}
		return duel(duelConfig{a: *brainA, b: *brainB, rule: r, moveTime: *moveTime, openings: *nOpenings, sym: *sym, verbose: *verbose}, stdout, stderr)
	}
	var levels [2]ai.Level
	for k, name := range []string{*first, *second} {
		l, err := ai.ParseLevel(name)
		if err != nil {
			fmt.Fprintln(stderr, "gomoku:", err)
			return 2
		}
		levels[k] = l
	}
	r, err := gomoku.ParseRule(*rule)
	if err != nil {
		fmt.Fprintln(stderr, "gomoku:", err)
		return 2
	}
	var score [2]float64
	var moves [2]int
	var think [2]time.Duration
	start := time.Now()
	for g := range *games {
		opening := randomOpening(r, *seed+uint64(g/2))
		swap := g%2 == 1 // player 0 is white in odd games
		s := opening
		for !s.Over() {
			k := (s.MoveCount() % 2)
			if swap {
				k = 1 - k
			}
			res, err := ai.Choose(context.Background(), s, ai.Options{Level: levels[k], Seed: *seed + uint64(g), MaxNodes: *nodes})
			if err != nil {
				fmt.Fprintf(stderr, "gomoku: game %d: %v\n", g+1, err)
				return 1
			}
			moves[k]++
			think[k] += res.Elapsed
			if s, err = s.Apply(res.Move); err != nil {
				fmt.Fprintf(stderr, "gomoku: game %d: %v\n", g+1, err)
				return 1
			}
		}
		switch w := s.Winner(); {
		case w == gomoku.Empty:
			score[0] += 0.5
			score[1] += 0.5
		case (w == gomoku.Black) != swap:
			score[0]++
		default:
			score[1]++
		}
		if *verbose {
			fmt.Fprintf(stdout, "game %d: %v, %s\n", g+1, s.Status(), s.ID())
		}
	}
	fmt.Fprintf(stdout, "%s %v - %v %s (%s, %d games, %v)\n", levels[0], score[0], score[1], levels[1], r, *games, time.Since(start).Round(time.Millisecond))
	for k := range 2 {
		if moves[k] > 0 {
			fmt.Fprintf(stdout, "%s: %d moves, %v a move on average\n", levels[k], moves[k], (think[k] / time.Duration(moves[k])).Round(time.Microsecond))
		}
	}
	return 0
}

// randomOpening plays three stones near the centre, the same for a seed.
func randomOpening(r gomoku.Rule, seed uint64) gomoku.State {
	rng := rand.New(rand.NewPCG(seed, 0x60b0))
	s, _ := gomoku.New(gomoku.Params{Size: 15, Rule: r})
	for s.MoveCount() < 3 {
		p := gomoku.Point{X: 5 + rng.IntN(5), Y: 5 + rng.IntN(5)}
		if next, err := s.Apply(p); err == nil {
			s = next
		}
	}
	return s
}
