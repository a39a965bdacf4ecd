package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai"
)

// tune runs "gomoku tune": it reads finished games in SGF, takes every
// quiet position after the opening with the result for the player to
// move, fits the engine's evaluation weights to the results by logistic
// regression, and prints them as Go source with the fit's quality on the
// games it held out (every fifth).
func tune(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	fs.SetOutput(stderr)
	skip := fs.Int("skip", 4, "opening moves of each game not to learn from")
	lambda := fs.Float64("l2", 1e-4, "L2 penalty per position on each weight")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	var train, test sample
	games := 0
	for _, name := range fs.Args() {
		data, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(stderr, "gomoku:", err)
			return 1
		}
		for _, g := range parseSGF(string(data)) {
			if g.winner == gomoku.Empty {
				continue
			}
			into := &train
			if games%5 == 4 {
				into = &test
			}
			games++
			if err := into.add(g, *skip); err != nil {
				fmt.Fprintf(stderr, "gomoku: %s: game %d: %v\n", name, games, err)
			}
		}
	}
	if len(train.y) == 0 {
		fmt.Fprintln(stderr, "gomoku: no decided games to learn from")
		return 1
	}
	w := fit(train, *lambda)
	fmt.Fprintf(stdout, "// %d games, %d positions to fit, %d held out\n", games, len(train.y), len(test.y))
	for _, s := range []struct {
		name string
		d    sample
	}{{"fit", train}, {"held out", test}} {
		loss, acc := s.d.quality(w)
		fmt.Fprintf(stdout, "// %s: log loss %.4f, %.1f%% of results foreseen\n", s.name, loss, 100*acc)
	}
	parts := make([]string, len(w))
	for k, v := range w {
		parts[k] = strconv.Itoa(int(math.Round(v * 1000)))
	}
	fmt.Fprintf(stdout, "var evalWeights = [FeatureCount]int32{%s}\n", strings.Join(parts, ", "))
	return 0
}

// sgfGame is a finished game read from SGF.
type sgfGame struct {
	params  gomoku.Params
	moves   []gomoku.Point
	winner  gomoku.Color // Empty for a draw or an unknown result
	players [2]string    // black's and white's names (PB, PW)
}

var (
	sgfProp = regexp.MustCompile(`(SZ|RU|RE|PB|PW)\[([^\]]*)\]`)
	sgfMove = regexp.MustCompile(`;[BW]\[([a-z])([a-z])\]`)
)

// parseSGF reads the games of an SGF collection: board size, Gomocup
// rule code (0 freestyle, 1 exact five, 4 renju), players, result and
// moves.
func parseSGF(s string) []sgfGame {
	var games []sgfGame
	for _, part := range strings.Split(s, "(;")[1:] {
		g := sgfGame{params: gomoku.Params{Size: 15}}
		for _, m := range sgfProp.FindAllStringSubmatch(part, -1) {
			switch m[1] {
			case "SZ":
				g.params.Size, _ = strconv.Atoi(m[2])
			case "RU":
				switch m[2] {
				case "1":
					g.params.Rule = gomoku.Standard
				case "4":
					g.params.Rule = gomoku.Renju
				}
			case "PB":
				g.players[0] = m[2]
			case "PW":
				g.players[1] = m[2]
			case "RE":
				switch {
				case strings.HasPrefix(m[2], "B+"):
					g.winner = gomoku.Black
				case strings.HasPrefix(m[2], "W+"):
					g.winner = gomoku.White
				}
			}
		}
		for _, m := range sgfMove.FindAllStringSubmatch(part, -1) {
			x, row := int(m[1][0]-'a'), int(m[2][0]-'a')
			g.moves = append(g.moves, gomoku.Point{X: x, Y: g.params.Size - 1 - row})
		}
		games = append(games, g)
	}
	return games
}

// sample is a set of positions' inputs with the results for the player
// to move (1 won, 0 lost).
type sample struct {
	x [][ai.FeatureCount]float64
	y []float64
}

// add replays g and adds its quiet positions after the first skip moves.
func (d *sample) add(g sgfGame, skip int) error {
	s, err := gomoku.New(g.params)
	if err != nil {
		return err
	}
	for k, p := range g.moves {
		if k >= skip && !s.Over() {
			if f, ok := ai.Features(s); ok {
				var x [ai.FeatureCount]float64
				for i, v := range f {
					x[i] = float64(v)
				}
				d.x = append(d.x, x)
				y := 0.0
				if s.Turn() == g.winner {
					y = 1
				}
				d.y = append(d.y, y)
			}
		}
		if s, err = s.Apply(p); err != nil {
			return fmt.Errorf("move %d (%v): %w", k+1, p, err)
		}
	}
	return nil
}

// fit returns the weights of the logistic regression of y on x, found by
// Newton's method with an L2 penalty.
func fit(d sample, lambda float64) []float64 {
	const n = ai.FeatureCount
	w := make([]float64, n)
	for range 30 {
		var grad [n]float64
		var hess [n][n]float64
		for i, x := range d.x {
			z := 0.0
			for k := range n {
				z += w[k] * x[k]
			}
			pr := 1 / (1 + math.Exp(-z))
			for k := range n {
				grad[k] += (pr - d.y[i]) * x[k]
				for j := range n {
					hess[k][j] += pr * (1 - pr) * x[k] * x[j]
				}
			}
		}
		reg := lambda * float64(len(d.y))
		for k := range n {
			grad[k] += reg * w[k]
			hess[k][k] += reg
		}
		step := solve(hess, grad)
		for k := range n {
			w[k] -= step[k]
		}
	}
	return w
}

// solve returns x with a x = b, by Gaussian elimination with partial
// pivoting; a is positive definite here (the penalty sees to it).
func solve(a [ai.FeatureCount][ai.FeatureCount]float64, b [ai.FeatureCount]float64) []float64 {
	const n = ai.FeatureCount
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		b[c], b[p] = b[p], b[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
			b[r] -= f * b[c]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		v := b[r]
		for k := r + 1; k < n; k++ {
			v -= a[r][k] * x[k]
		}
		x[r] = v / a[r][r]
	}
	return x
}

// quality returns the mean log loss and the share of results whose
// winner the weights favour.
func (d sample) quality(w []float64) (loss, acc float64) {
	if len(d.y) == 0 {
		return 0, 0
	}
	for i, x := range d.x {
		z := 0.0
		for k := range w {
			z += w[k] * x[k]
		}
		pr := 1 / (1 + math.Exp(-z))
		pr = min(max(pr, 1e-9), 1-1e-9)
		loss -= d.y[i]*math.Log(pr) + (1-d.y[i])*math.Log(1-pr)
		if (pr > 0.5) == (d.y[i] > 0.5) {
			acc++
		}
	}
	return loss / float64(len(d.y)), acc / float64(len(d.y))
}
