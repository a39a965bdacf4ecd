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
// move, or reads positions with a judge's values (-values), fits the
// engine's evaluation weights to them by logistic regression, and prints
// them as Go source with the fit's quality on the positions it held out
// (every fifth game, or every fifth position).
func tune(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	fs.SetOutput(stderr)
	skip := fs.Int("skip", 4, "opening moves of each game not to learn from")
	lambda := fs.Float64("l2", 1e-4, "L2 penalty per position on each weight of lines, classes and windows")
	lambdaSets := fs.Float64("l2sets", 3e-4, "L2 penalty per position on each weight of a set of shapes")
	values := fs.String("values", "", "fit to a judge's values of positions instead (lines \"ID value\", as \"gomoku judge -label\" writes them)")
	scale := fs.Float64("scale", 300, "with -values: the judge's units per logit")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	var train, test sample
	games := 0
	if *values != "" {
		if fs.NArg() > 0 {
			fmt.Fprintln(stderr, "gomoku tune: want games or -values, not both")
			return 2
		}
		n, err := readValues(*values, *scale, &train, &test)
		if err != nil {
			fmt.Fprintln(stderr, "gomoku tune:", err)
			return 1
		}
		fmt.Fprintf(stdout, "// %d positions valued by a judge\n", n)
	}
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
		fmt.Fprintln(stderr, "gomoku: no decided games or valued positions to learn from")
		return 1
	}
	w := fit(train, *lambda, *lambdaSets)
	fmt.Fprintf(stdout, "// %d games, %d positions to fit, %d held out\n", games, len(train.y), len(test.y))
	now := weightsInUse()
	for _, s := range []struct {
		name string
		d    sample
		w    []float64
	}{{"fit", train, w}, {"held out", test, w}, {"held out, the weights in use", test, now}} {
		loss, acc := s.d.quality(s.w)
		fmt.Fprintf(stdout, "// %s: log loss %.4f, %.1f%% of results foreseen\n", s.name, loss, 100*acc)
	}
	// The weights as Go source, a player's at a time: his lines, classes
	// and windows on a line, then his sets of shapes, twenty a line.
	fmt.Fprintln(stdout, "var evalWeights = [FeatureCount]int32{")
	row := func(w []float64) {
		parts := make([]string, len(w))
		for k, v := range w {
			parts[k] = strconv.Itoa(int(math.Round(v * 1000)))
		}
		fmt.Fprintf(stdout, "\t%s,\n", strings.Join(parts, ", "))
	}
	for side := range 2 {
		ws := w[side*len(w)/2 : (side+1)*len(w)/2]
		row(ws[:ai.SetStart])
		for k := ai.SetStart; k < len(ws); k += 20 {
			row(ws[k:min(k+20, len(ws))])
		}
	}
	fmt.Fprintln(stdout, "}")
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
// to move (1 won, 0 lost), or a judge's chance for him.
type sample struct {
	x [][]term // the counts that are not zero
	y []float64
}

// term is one count of a position's inputs.
type term struct {
	k int
	v float64
}

// addPosition adds the inputs of s, if it is quiet, with the result y.
func (d *sample) addPosition(s gomoku.State, y float64) bool {
	f, ok := ai.Features(s)
	if !ok {
		return false
	}
	var x []term
	for k, v := range f {
		if v != 0 {
			x = append(x, term{k, float64(v)})
		}
	}
	d.x = append(d.x, x)
	d.y = append(d.y, y)
	return true
}

// add replays g and adds its quiet positions after the first skip moves.
func (d *sample) add(g sgfGame, skip int) error {
	s, err := gomoku.New(g.params)
	if err != nil {
		return err
	}
	for k, p := range g.moves {
		if k >= skip && !s.Over() {
			y := 0.0
			if s.Turn() == g.winner {
				y = 1
			}
			d.addPosition(s, y)
		}
		if s, err = s.Apply(p); err != nil {
			return fmt.Errorf("move %d (%v): %w", k+1, p, err)
		}
	}
	return nil
}

// readValues reads a judge's values of positions, one "ID value" a line,
// and adds each quiet position to train (every fifth to test), labelled
// with the chance the value gives the player to move: 1/(1+exp(-v/scale)),
// 1 for a forced win and 0 for a forced loss. It returns how many lines
// it read.
func readValues(path string, scale float64, train, test *sample) (int, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	n, quiet := 0, 0
	for line := range strings.Lines(string(b)) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		n++
		id, v, ok := strings.Cut(line, " ")
		x, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil {
			return 0, fmt.Errorf("%s:%d: want a position and a value", path, n)
		}
		s, err := gomoku.Parse(id)
		if err != nil {
			return 0, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if s.Over() {
			continue
		}
		into := train
		if quiet%5 == 4 {
			into = test
		}
		if into.addPosition(s, logistic(x/scale)) {
			quiet++
		}
	}
	return n, nil
}

// fit returns the weights of the logistic regression of y on x, found by
// Newton's method from the weights in use, with an L2 penalty per position
// of lambda on the weights of lines, classes and windows and of
// lambdaSets on those of the sets of shapes: a set seen in few positions
// keeps little weight of its own beyond its lines and class.
func fit(d sample, lambda, lambdaSets float64) []float64 {
	const n = ai.FeatureCount
	w := weightsInUse()
	penalty := make([]float64, n)
	for k := range penalty {
		l := lambda
		if k%(n/2) >= ai.SetStart {
			l = lambdaSets
		}
		penalty[k] = l * float64(len(d.y))
	}
	grad := make([]float64, n)
	hess := make([][]float64, n)
	for k := range hess {
		hess[k] = make([]float64, n)
	}
	for range 30 {
		clear(grad)
		for _, r := range hess {
			clear(r)
		}
		for i, x := range d.x {
			pr := logistic(dot(w, x))
			g, h := pr-d.y[i], pr*(1-pr)
			for _, a := range x {
				grad[a.k] += g * a.v
				for _, b := range x {
					hess[a.k][b.k] += h * a.v * b.v
				}
			}
		}
		step := 0.0
		for k := range n {
			grad[k] += penalty[k] * w[k]
			hess[k][k] += penalty[k]
		}
		for k, v := range solve(hess, grad) {
			w[k] -= v
			step = max(step, math.Abs(v))
		}
		if step < 1e-6 {
			break
		}
	}
	return w
}

// weightsInUse returns the engine's evaluation weights in logits.
func weightsInUse() []float64 {
	w := make([]float64, ai.FeatureCount)
	for k, v := range ai.EvalWeights() {
		w[k] = float64(v) / 1000
	}
	return w
}

// logistic returns the chance 1/(1+e^-z) that a logit z stands for.
func logistic(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// dot returns the sum of w's weights times x's counts.
func dot(w []float64, x []term) float64 {
	z := 0.0
	for _, a := range x {
		z += w[a.k] * a.v
	}
	return z
}

// solve returns x with a x = b, by Gaussian elimination with partial
// pivoting; a is positive definite here (the penalty sees to it). It
// overwrites a and b.
func solve(a [][]float64, b []float64) []float64 {
	n := len(b)
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
			if f == 0 {
				continue
			}
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
		pr := logistic(dot(w, x))
		pr = min(max(pr, 1e-9), 1-1e-9)
		loss -= d.y[i]*math.Log(pr) + (1-d.y[i])*math.Log(1-pr)
		if (pr > 0.5) == (d.y[i] > 0.5) {
			acc++
		}
	}
	return loss / float64(len(d.y)), acc / float64(len(d.y))
}
