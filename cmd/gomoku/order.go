package main

import (
	"context"
	_ "embed"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai"
)

// balancedOpenings are the match openings of the README: starts of four
// or five stones near the centre that PentaZen scored near even, as
// offsets from the centre, black's stone first (c-gomoku-cli's format).
//
//go:embed balanced-openings.txt
var balancedOpenings string

// parseOffsets reads an opening line of x,y offsets from the centre of a
// 15x15 board, y growing downwards as in the Gomocup protocol.
func parseOffsets(line string) ([]gomoku.Point, error) {
	f := strings.Split(line, ",")
	if len(f)%2 != 0 {
		return nil, fmt.Errorf("odd number of coordinates in %q", line)
	}
	var pts []gomoku.Point
	for k := 0; k < len(f); k += 2 {
		x, err1 := strconv.Atoi(strings.TrimSpace(f[k]))
		y, err2 := strconv.Atoi(strings.TrimSpace(f[k+1]))
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("bad coordinates in %q", line)
		}
		pts = append(pts, gomoku.Point{X: 7 + x, Y: 7 - y})
	}
	return pts, nil
}

// selfplay runs "gomoku selfplay": the Strongest level plays itself from
// each balanced opening, with a fixed node budget and its table kept
// through the game, and every move its search chose (not a forced one)
// is printed with its position, as material for "gomoku tune -order".
// The games are the same at every run with the same engine.
func selfplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	nodes := fs.Int64("nodes", 150_000, "nodes a move")
	games := fs.Int("games", 0, "games to play, from the first opening on (0: one for each opening)")
	ruleName := fs.String("rule", "freestyle", "freestyle, standard or renju")
	maxMoves := fs.Int("moves", 100, "stones at which a game stops")
	workers := fs.Int("workers", 1, "games played at once")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	rule, err := gomoku.ParseRule(*ruleName)
	if err != nil || fs.NArg() > 0 || *nodes <= 0 || *workers < 1 {
		fmt.Fprintln(stderr, "usage: gomoku selfplay [-nodes 150000] [-games N] [-rule freestyle] [-moves 100] [-workers 1]")
		return 2
	}
	var starts [][]gomoku.Point
	for _, line := range strings.Split(strings.TrimSpace(balancedOpenings), "\n") {
		pts, err := parseOffsets(line)
		if err != nil {
			fmt.Fprintln(stderr, "gomoku:", err)
			return 1
		}
		starts = append(starts, pts)
	}
	if *games > 0 {
		starts = starts[:min(*games, len(starts))]
	}
	out := make([]string, len(starts))
	errs := make([]error, len(starts))
	next := make(chan int)
	var wg sync.WaitGroup
	for range *workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range next {
				out[k], errs[k] = playSelf(k, starts[k], rule, *nodes, *maxMoves)
			}
		}()
	}
	for k := range starts {
		next <- k
	}
	close(next)
	wg.Wait()
	for k := range starts {
		if errs[k] != nil {
			fmt.Fprintf(stderr, "gomoku: game %d: %v\n", k+1, errs[k])
			return 1
		}
		fmt.Fprint(stdout, out[k])
	}
	return 0
}

// playSelf plays game k from the opening start and returns its lines.
func playSelf(k int, start []gomoku.Point, rule gomoku.Rule, nodes int64, maxMoves int) (string, error) {
	s, err := gomoku.New(gomoku.Params{Size: 15, Rule: rule})
	if err != nil {
		return "", err
	}
	if s, err = gomoku.Replay(s, start); err != nil {
		return "", err
	}
	var b strings.Builder
	mem := &ai.Memory{}
	for !s.Over() && s.MoveCount() < maxMoves {
		r, err := ai.Choose(context.Background(), s, ai.Options{Level: ai.Strongest, Seed: uint64(k),
			MaxNodes: nodes, MaxTime: time.Hour, Memory: mem})
		if err != nil {
			return "", err
		}
		if r.Reason == "search" && r.Forced() == 0 {
			fmt.Fprintf(&b, "%s\t%s\n", s.ID(), r.Move)
		}
		if s, err = s.Apply(r.Move); err != nil {
			return "", err
		}
	}
	fmt.Fprintf(&b, "# game %d: %s after %d moves\n", k+1, s.Status(), s.MoveCount())
	return b.String(), nil
}

// orderSample is a position's candidates, as indices of the move order's
// weights, the one chosen, and the hand-set order's scores.
type orderSample struct {
	inputs [][4]int
	worth  []int
	first  []bool // tried first whatever the weights (see ai.OrderCandidate)
	chosen int
}

// tuneOrder runs "gomoku tune -order": it fits the move order's weights
// so that the move chosen in each position scores highest among the
// search's candidates, by a softmax regression with an L2 penalty, and
// prints them as the Go source of games/gomoku/ai/orderweights.go, with
// how often the chosen move comes first and in the first three, and its
// mean rank, on the games fitted and on every fifth game, held out,
// beside the hand-set order of the Medium level. A file is either lines
// "ID<tab>move" ("gomoku selfplay"), or SGF games (a name ending in
// .sgf), whose moves after the opening are taken, of the player named
// player or of both when it is empty.
func tuneOrder(files []string, player string, lambda float64, stdout, stderr io.Writer) int {
	var train, test []orderSample
	games, skipped := 0, 0
	add := func(line string) error {
		o, ok, err := readOrderSample(line)
		switch {
		case err != nil:
			return err
		case !ok:
			skipped++
		case games%5 == 4:
			test = append(test, o)
		default:
			train = append(train, o)
		}
		return nil
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(stderr, "gomoku:", err)
			return 1
		}
		if strings.HasSuffix(name, ".sgf") {
			for k, g := range parseSGF(string(data)) {
				if err := g.chosen(player, add); err != nil {
					fmt.Fprintf(stderr, "gomoku: %s: game %d: %v\n", name, k+1, err)
					return 1
				}
				games++
			}
			continue
		}
		for k, text := range strings.Split(string(data), "\n") {
			text = strings.TrimSpace(text)
			switch {
			case text == "":
			case strings.HasPrefix(text, "#"):
				games++
			default:
				if err := add(text); err != nil {
					fmt.Fprintf(stderr, "gomoku: %s:%d: %v\n", name, k+1, err)
					return 1
				}
			}
		}
	}
	if len(train) == 0 {
		fmt.Fprintln(stderr, "gomoku: no positions to learn from")
		return 1
	}
	w := fitOrder(train, lambda)
	fmt.Fprintln(stdout, `// Code generated by "gomoku tune -order"; DO NOT EDIT.`)
	fmt.Fprintln(stdout)
	names := make([]string, len(files))
	for k, f := range files {
		names[k] = filepath.Base(f)
	}
	if player != "" {
		names = append([]string{"-player", player}, names...)
	}
	fmt.Fprintf(stdout, "// gomoku tune -order -l2 %g %s\n", lambda, strings.Join(names, " "))
	fmt.Fprintf(stdout, "// %d games: %d positions fitted, %d held out (every fifth game), %d with the chosen move not a candidate or a five on the board\n",
		games, len(train), len(test), skipped)
	for _, s := range []struct {
		name string
		d    []orderSample
	}{{"fitted", train}, {"held out", test}} {
		if len(s.d) == 0 {
			continue
		}
		a1, a3, r := orderQuality(s.d, func(o orderSample, k int) float64 {
			v := 0.0
			if o.first[k] {
				v = 1e6
			}
			for _, i := range o.inputs[k] {
				v += math.Round(100*w[i]) / 100
			}
			return v
		})
		b1, b3, q := orderQuality(s.d, func(o orderSample, k int) float64 { return float64(o.worth[k]) })
		fmt.Fprintf(stdout, "// %s: chosen move first %.1f%%, in the first three %.1f%%, mean rank %.2f; hand-set: %.1f%%, %.1f%%, %.2f\n",
			s.name, 100*a1, 100*a3, r, 100*b1, 100*b3, q)
	}
	fmt.Fprintln(stdout)
	fmt.Fprintln(stdout, "package ai")
	fmt.Fprintln(stdout)
	fmt.Fprintln(stdout, "// orderWeights are the move order's weights (see order.go), in hundredths")
	fmt.Fprintln(stdout, "// of a logit.")
	fmt.Fprintln(stdout, "var orderWeights = [OrderInputs]int16{")
	for k := 0; k < len(w); k += 16 {
		parts := make([]string, 0, 16)
		for _, v := range w[k:min(k+16, len(w))] {
			parts = append(parts, strconv.Itoa(int(max(-30000, min(30000, math.Round(100*v))))))
		}
		fmt.Fprintf(stdout, "\t%s,\n", strings.Join(parts, ", "))
	}
	fmt.Fprintln(stdout, "}")
	return 0
}

// readOrderSample reads a line "ID<tab>move". ok is false where the move
// is not among the search's candidates, or where a five can be made.
func readOrderSample(line string) (o orderSample, ok bool, err error) {
	f := strings.Fields(line)
	if len(f) != 2 {
		return o, false, fmt.Errorf("want a game ID and a move, got %q", line)
	}
	s, err := gomoku.Parse(f[0])
	if err != nil {
		return o, false, err
	}
	m, err := gomoku.ParsePoint(f[1], s.Size())
	if err != nil {
		return o, false, err
	}
	list, ok := ai.OrderCandidates(s)
	if !ok {
		return o, false, nil
	}
	o.chosen = -1
	for k, c := range list {
		if c.Point == m {
			o.chosen = k
		}
		o.inputs = append(o.inputs, c.Inputs)
		o.worth = append(o.worth, c.Worth)
		o.first = append(o.first, c.First)
	}
	return o, o.chosen >= 0 && len(list) > 1, nil
}

// fitOrder returns the weights that maximise the penalised likelihood of
// the chosen moves under a softmax of the candidates' summed weights, by
// full-batch gradient descent with Adam's step sizes.
func fitOrder(d []orderSample, lambda float64) []float64 {
	const (
		steps = 600
		rate  = 0.05
		b1    = 0.9
		b2    = 0.999
	)
	w := make([]float64, ai.OrderInputs)
	m := make([]float64, len(w))
	v := make([]float64, len(w))
	g := make([]float64, len(w))
	var z []float64
	for t := 1; t <= steps; t++ {
		clear(g)
		for _, o := range d {
			z = z[:0]
			top := math.Inf(-1)
			for _, in := range o.inputs {
				s := w[in[0]] + w[in[1]] + w[in[2]] + w[in[3]]
				z = append(z, s)
				top = max(top, s)
			}
			sum := 0.0
			for k := range z {
				z[k] = math.Exp(z[k] - top)
				sum += z[k]
			}
			for k, in := range o.inputs {
				p := z[k] / sum
				if k == o.chosen {
					p--
				}
				for _, i := range in {
					g[i] += p
				}
			}
		}
		for i := range w {
			gi := g[i]/float64(len(d)) + lambda*w[i]
			m[i] = b1*m[i] + (1-b1)*gi
			v[i] = b2*v[i] + (1-b2)*gi*gi
			mh := m[i] / (1 - math.Pow(b1, float64(t)))
			vh := v[i] / (1 - math.Pow(b2, float64(t)))
			w[i] -= rate * mh / (math.Sqrt(vh) + 1e-8)
		}
	}
	return w
}

// orderQuality returns how often the chosen move scores highest, how
// often among the three highest, and its mean rank (0 first), ties
// counted against it.
func orderQuality(d []orderSample, score func(o orderSample, k int) float64) (first, three, rank float64) {
	for _, o := range d {
		c := score(o, o.chosen)
		r := 0
		for k := range o.inputs {
			if k != o.chosen && score(o, k) >= c {
				r++
			}
		}
		if r == 0 {
			first++
		}
		if r < 3 {
			three++
		}
		rank += float64(r)
	}
	n := float64(len(d))
	return first / n, three / n, rank / n
}

// chosen calls add with a line "ID<tab>move" for each move of the game
// after its opening, made by player (by either when player is empty).
func (g sgfGame) chosen(player string, add func(string) error) error {
	s, err := gomoku.New(g.params)
	if err != nil {
		return err
	}
	for k, p := range g.moves {
		if s.Over() {
			break
		}
		if k >= g.opening && (player == "" || g.players[s.Turn()-gomoku.Black] == player) {
			if err := add(s.ID() + "\t" + p.String()); err != nil {
				return fmt.Errorf("move %d (%v): %w", k+1, p, err)
			}
		}
		if s, err = s.Apply(p); err != nil {
			return fmt.Errorf("move %d (%v): %w", k+1, p, err)
		}
	}
	return nil
}
