package main

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
)

// duelConfig is a match between two brains over the Gomocup protocol.
type duelConfig struct {
	a, b     string // the brains' command lines
	rule     gomoku.Rule
	moveTime time.Duration // INFO timeout_turn for both
	openings int           // how many of the openings to play, each twice
	sym      int           // how many of the board's symmetries of each opening to play
	verbose  bool
}

// grace is how long past timeout_turn the match waits for a move before
// it counts the brain as lost on time; answers later than timeout_turn
// but within the grace are counted as over time and reported.
const grace = 2 * time.Second

// side is one brain of a match with its results.
type side struct {
	name    string
	proc    *brainProc
	asBlack tally
	asWhite tally
	moves   int
	total   time.Duration
	slowest time.Duration
	late    int // moves answered after timeout_turn
	// Search statistics of the processes that ended, kept across
	// restarts after a failure.
	searches, depths int
	nodes            int64
	thought          time.Duration
}

func (s *side) all() tally {
	return tally{s.asBlack.won + s.asWhite.won, s.asBlack.lost + s.asWhite.lost, s.asBlack.drawn + s.asWhite.drawn}
}

// restart (re)starts the side's brain for a new game: START the first
// time, RESTART after, and the time controls and rule.
func (s *side) restart(cfg duelConfig) error {
	if s.proc != nil {
		if s.proc.restart() == nil {
			s.info(cfg)
			return nil
		}
		s.kill()
	}
	p, err := startBrainProc(s.name, 15)
	if err != nil {
		return err
	}
	s.proc = p
	s.info(cfg)
	return nil
}

func (s *side) info(cfg duelConfig) {
	s.proc.send(fmt.Sprintf("INFO timeout_turn %d", cfg.moveTime.Milliseconds()),
		"INFO timeout_match 0", "INFO max_memory 268435456", fmt.Sprintf("INFO rule %d", gomocupRule(cfg.rule)))
}

// kill stops the side's brain and keeps its statistics.
func (s *side) kill() {
	if s.proc == nil {
		return
	}
	s.proc.stop()
	s.searches += s.proc.searches
	s.depths += s.proc.depths
	s.nodes += s.proc.nodes
	s.thought += s.proc.thought
	s.proc = nil
}

// duel plays the match and prints its results.
func duel(cfg duelConfig, stdout, stderr io.Writer) int {
	sides := [2]*side{{name: cfg.a}, {name: cfg.b}}
	defer sides[0].kill()
	defer sides[1].kill()
	n := min(max(cfg.openings, 1), len(openings))
	syms := min(max(cfg.sym, 1), 8)
	fmt.Fprintf(stdout, "A: %s\nB: %s\n%s, %d openings", cfg.a, cfg.b, cfg.rule, n)
	if syms > 1 {
		fmt.Fprintf(stdout, " in %d orientations", syms)
	}
	fmt.Fprintf(stdout, " with both colours, %v a move\n", cfg.moveTime)
	start := time.Now()
	for g := range 2 * n * syms {
		s, err := opening(g/2%n, g/2/n, cfg.rule)
		if err != nil {
			fmt.Fprintln(stderr, "gomoku:", err)
			return 1
		}
		// A is black in even games, B in odd ones.
		blackSide := g % 2
		var players [2]*side // by colour: [0] black, [1] white
		players[0], players[1] = sides[blackSide], sides[1-blackSide]
		result, why := play(cfg, s, players)
		switch result {
		case gomoku.Black:
			players[0].asBlack.won++
			players[1].asWhite.lost++
		case gomoku.White:
			players[0].asBlack.lost++
			players[1].asWhite.won++
		default:
			players[0].asBlack.drawn++
			players[1].asWhite.drawn++
		}
		if cfg.verbose {
			fmt.Fprintf(stdout, "game %d: A %s: %s\n", g+1, map[int]string{0: "black", 1: "white"}[blackSide], why)
		}
	}
	a := sides[0]
	all := a.all()
	fmt.Fprintf(stdout, "score A-B: %v - %v in %d games (A %v), %v\n", all.score(), float64(all.games())-all.score(), all.games(), all,
		time.Since(start).Round(time.Second))
	fmt.Fprintf(stdout, "Elo A-B: %s\n", formatElo(all))
	fmt.Fprintf(stdout, "A as black %v, as white %v\n", a.asBlack, a.asWhite)
	for k, sd := range sides {
		sd.kill()
		fmt.Fprintf(stdout, "%c: %d moves, %v a move on average, slowest %v, %d after the time limit",
			'A'+k, sd.moves, (sd.total / time.Duration(max(sd.moves, 1))).Round(time.Millisecond), sd.slowest.Round(time.Millisecond), sd.late)
		if sd.searches > 0 {
			fmt.Fprintf(stdout, "; searches: depth %.1f, %.0f nodes, %.0f nodes/s on average",
				float64(sd.depths)/float64(sd.searches), float64(sd.nodes)/float64(sd.searches), float64(sd.nodes)/max(sd.thought.Seconds(), 1e-3))
		}
		fmt.Fprintln(stdout)
	}
	return 0
}

// play plays one game from s between the two sides (by colour) and
// returns the winner (Empty for a draw) and a line describing the game.
func play(cfg duelConfig, s gomoku.State, players [2]*side) (gomoku.Color, string) {
	for _, p := range players {
		if err := p.restart(cfg); err != nil {
			// A brain that cannot start loses; both failing is a draw.
			other := players[0]
			if p == players[0] {
				other = players[1]
			}
			if other.proc == nil {
				return gomoku.Empty, "both brains failed to start"
			}
			return colourOf(other, players), err.Error()
		}
	}
	var told [2]bool // whether each colour's brain has seen the board
	for !s.Over() {
		c := s.Turn()
		k := 0
		if c == gomoku.White {
			k = 1
		}
		p := players[k]
		var cmd []string
		switch last, ok := s.LastMove(); {
		case !ok:
			cmd = []string{"BEGIN"}
		case told[k]:
			cmd = []string{"TURN " + p.proc.coord(last)}
		default:
			cmd = p.proc.board(s)
		}
		told[k] = true
		m, elapsed, err := p.proc.move(cfg.moveTime+grace, cmd...)
		p.moves++
		p.total += elapsed
		p.slowest = max(p.slowest, elapsed)
		if elapsed > cfg.moveTime {
			p.late++
		}
		if err != nil {
			if errors.Is(err, errBrain) {
				p.kill()
			}
			return c.Opponent(), fmt.Sprintf("%v loses: %v; %s", c, err, s.ID())
		}
		next, err := s.Apply(m)
		if err != nil {
			return c.Opponent(), fmt.Sprintf("%v loses by an illegal move: %v; %s", c, err, s.ID())
		}
		s = next
	}
	w := s.Winner()
	if w == gomoku.Empty {
		return w, fmt.Sprintf("draw in %d moves; %s", s.MoveCount(), s.ID())
	}
	return w, fmt.Sprintf("%v wins in %d moves; %s", w, s.MoveCount(), s.ID())
}

func colourOf(s *side, players [2]*side) gomoku.Color {
	if s == players[0] {
		return gomoku.Black
	}
	return gomoku.White
}
