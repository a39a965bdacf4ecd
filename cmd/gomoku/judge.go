package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
)

// judge screens a version of an engine on single moves, with a stronger
// brain as the judge: the engine chooses its move in each position, the
// judge values the position after it, and the value, read as the mover's
// chance to win, is the move's worth. Two versions' runs on the same
// positions are compared move by move (-compare), which tells small
// changes apart with far fewer games' worth of time than a match does.
// With -positions it lists the positions of a set of games instead.
func judge(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("judge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	engine := fs.String("engine", "", "command line of the Gomocup brain under test, with its own budget (\"bin/pbrain-pastime -nodes 600000\")")
	judgeCmd := fs.String("judge", "", "command line of the judging brain")
	judgeNodes := fs.Int64("judge-nodes", 100000, "the judge's node budget (INFO max_node)")
	clear := fs.String("judge-clear", "YXHASHCLEAR", "command sent to the judge before each position, so that a value does not depend on the positions judged before it (YXHASHCLEAR: Rapfi forgets its table; \"\": none)")
	evalRE := fs.String("eval", `Eval ([-+]?\w+)`, "regular expression of the judge's MESSAGE lines whose group is its value for the player to move; the last match counts")
	scale := fs.Float64("scale", 300, "the judge's units per logit: a value v is a chance of 1/(1+exp(-v/scale))")
	keep := fs.Float64("keep", 0, "judge each position first and screen only those the judge values within ±keep, with no forced result (0: all)")
	cachePath := fs.String("cache", "", "file of the judge's values, read and added to, so a position is judged once")
	workers := fs.Int("workers", 1, "positions judged at once, each with its own pair of brains")
	limit := fs.Duration("time", time.Minute, "most time a brain may take a move (INFO timeout_turn)")
	list := fs.String("positions", "", "SGF games to list positions from, as game IDs, instead of judging")
	player := fs.String("player", "", "with -positions: only positions where this player (PB or PW) is to move")
	from := fs.Int("from", 8, "with -positions: the first position, in stones on the board")
	to := fs.Int("to", 43, "with -positions: the last position, in stones on the board")
	every := fs.Int("every", 1, "with -positions: every n-th position of a game")
	compare := fs.Bool("compare", false, "compare two runs: judge -compare A B")
	label := fs.Bool("label", false, "only value each position with the judge, adding to -cache, and print it with its value (for \"gomoku tune -values\")")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	switch {
	case *list != "":
		return listPositions(*list, *player, *from, *to, *every, stdout, stderr)
	case *compare:
		if fs.NArg() != 2 {
			fmt.Fprintln(stderr, "gomoku judge -compare: want two runs")
			return 2
		}
		return compareRuns(fs.Arg(0), fs.Arg(1), stdout, stderr)
	}
	if (*engine == "" && !*label) || *judgeCmd == "" || fs.NArg() != 1 {
		fmt.Fprintln(stderr, "gomoku judge: want -engine, -judge and a file of positions")
		return 2
	}
	if *label {
		*engine = "" // the judge alone
	}
	re, err := regexp.Compile(*evalRE)
	if err != nil || re.NumSubexp() != 1 {
		fmt.Fprintf(stderr, "gomoku judge: -eval %q: want a regular expression with one group\n", *evalRE)
		return 2
	}
	ids, err := readPositions(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "gomoku judge: %v\n", err)
		return 1
	}
	c, err := openCache(*cachePath)
	if err != nil {
		fmt.Fprintf(stderr, "gomoku judge: %v\n", err)
		return 1
	}
	defer c.close()
	cfg := judgeConfig{engine: *engine, judge: *judgeCmd, judgeNodes: *judgeNodes, clear: *clear, eval: re, scale: *scale,
		keep: *keep, limit: *limit, cache: c}
	results := make([]judged, len(ids))
	var next int
	var mu sync.Mutex
	var wg sync.WaitGroup
	var failed error
	for range max(*workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &judgeWorker{cfg: cfg}
			defer w.stop()
			for {
				mu.Lock()
				k := next
				next++
				stop := failed != nil
				mu.Unlock()
				if k >= len(ids) || stop {
					return
				}
				var r judged
				var err error
				if *label {
					r, err = w.label(ids[k])
				} else {
					r, err = w.screen(ids[k])
				}
				mu.Lock()
				if err != nil && failed == nil {
					failed = fmt.Errorf("%s: %w", ids[k], err)
				}
				results[k] = r
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if failed != nil {
		fmt.Fprintf(stderr, "gomoku judge: %v\n", failed)
		return 1
	}
	var sum float64
	n := 0
	for k, r := range results {
		if r.skipped {
			continue
		}
		if *label {
			fmt.Fprintf(stdout, "%s %g\n", ids[k], r.value)
			n++
			continue
		}
		fmt.Fprintf(stdout, "%s\t%s\t%.4f\n", ids[k], r.move, r.chance)
		sum += r.chance
		n++
	}
	if *label {
		fmt.Fprintf(stderr, "%d positions valued\n", n)
		return 0
	}
	if n == 0 {
		fmt.Fprintln(stderr, "gomoku judge: no position screened")
		return 1
	}
	fmt.Fprintf(stderr, "%d positions of %d screened: mean chance %.2f%%\n", n, len(ids), 100*sum/float64(n))
	return 0
}

// judgeConfig is what every worker of a screen shares.
type judgeConfig struct {
	engine, judge string
	judgeNodes    int64
	clear         string
	eval          *regexp.Regexp
	scale, keep   float64
	limit         time.Duration
	cache         *judgeCache
}

// judged is the engine's move in a position and its worth, or with
// -label the judge's value of the position.
type judged struct {
	move    string
	chance  float64
	value   float64
	skipped bool // the judge does not call the position level enough
}

// judgeWorker holds a pair of brains, started on first use and again
// for a board of another size.
type judgeWorker struct {
	cfg           judgeConfig
	engine, judge *brainProc
	size          int
}

func (w *judgeWorker) stop() {
	for _, b := range []*brainProc{w.engine, w.judge} {
		if b != nil {
			b.stop()
		}
	}
	w.engine, w.judge = nil, nil
}

// start makes sure the brains run on boards of size n: the judge, and
// the engine unless only the judge is asked (-label).
func (w *judgeWorker) start(n int) error {
	if w.judge != nil && w.size == n {
		return nil
	}
	w.stop()
	var err error
	if w.cfg.engine != "" {
		if w.engine, err = startBrainProc(w.cfg.engine, n); err != nil {
			return err
		}
	}
	if w.judge, err = startBrainProc(w.cfg.judge, n); err != nil {
		return err
	}
	w.size = n
	w.judge.send(fmt.Sprintf("INFO max_node %d", w.cfg.judgeNodes))
	return nil
}

// open reads the position id, which must be a game going on, and makes
// sure the brains run on its board.
func (w *judgeWorker) open(id string) (gomoku.State, error) {
	s, err := gomoku.Parse(id)
	if err != nil {
		return s, err
	}
	if s.Over() {
		return s, errors.New("the game is over")
	}
	return s, w.start(s.Size())
}

// screen has the engine move in the position id and the judge value it.
func (w *judgeWorker) screen(id string) (judged, error) {
	s, err := w.open(id)
	if err != nil {
		return judged{}, err
	}
	if w.cfg.keep > 0 {
		v, err := w.value(s)
		if err != nil {
			return judged{}, err
		}
		if math.IsInf(v, 0) || math.Abs(v) > w.cfg.keep {
			return judged{skipped: true}, nil
		}
	}
	p, err := w.ask(w.engine, s)
	if err != nil {
		return judged{}, err
	}
	after, err := s.Apply(p)
	if err != nil {
		return judged{}, fmt.Errorf("the engine played %s: %w", p, err)
	}
	r := judged{move: p.String()}
	if after.Over() {
		// A five, or a draw on a full board.
		switch after.Winner() {
		case s.Turn():
			r.chance = 1
		case gomoku.Empty:
			r.chance = 0.5
		}
		return r, nil
	}
	v, err := w.value(after)
	if err != nil {
		return judged{}, err
	}
	// The judge's value is for the opponent, to move after the engine.
	r.chance = logistic(-v / w.cfg.scale)
	return r, nil
}

// label has the judge value the position id, for the player to move.
func (w *judgeWorker) label(id string) (judged, error) {
	s, err := w.open(id)
	if err != nil {
		return judged{}, err
	}
	v, err := w.value(s)
	return judged{value: v}, err
}

// value returns the judge's value of s for the player to move, from the
// cache when it is there; a forced win is +Inf, a forced loss -Inf. A
// judge that answers a forced move (a five, the block of a four) without
// a search and so without a value is taken at its word: the value is the
// other side of the position after that move.
func (w *judgeWorker) value(s gomoku.State) (float64, error) {
	if v, ok := w.cfg.cache.get(s.ID()); ok {
		return v, nil
	}
	var last string
	w.judge.onMessage = func(l string) {
		if m := w.cfg.eval.FindStringSubmatch(l); m != nil {
			last = m[1]
		}
	}
	p, err := w.ask(w.judge, s)
	w.judge.onMessage = nil
	if err != nil {
		return 0, err
	}
	var v float64
	if last != "" {
		if v, err = parseValue(last); err != nil {
			return 0, fmt.Errorf("the judge's value: %w", err)
		}
	} else {
		next, err := s.Apply(p)
		switch {
		case err != nil:
			return 0, fmt.Errorf("the judge played %s: %w", p, err)
		case next.Winner() == s.Turn():
			v = math.Inf(1)
		case next.Over():
			v = 0 // a draw on a full board
		default:
			if v, err = w.value(next); err != nil {
				return 0, err
			}
			v = -v
		}
	}
	w.cfg.cache.put(s.ID(), v)
	return v, nil
}

// parseValue reads a judge's value: a number, or a forced result written
// with a sign and a letter (Rapfi's "+M9", "-M4").
func parseValue(v string) (float64, error) {
	if f, err := strconv.ParseFloat(v, 64); err == nil {
		return f, nil
	}
	switch {
	case v == "":
		return 0, errors.New("no value")
	case v[0] == '+':
		return math.Inf(1), nil
	case v[0] == '-':
		return math.Inf(-1), nil
	}
	return 0, fmt.Errorf("%q is not a value", v)
}

// ask shows b the position s with BOARD, the player to move's stones as
// its own, and returns its move.
func (w *judgeWorker) ask(b *brainProc, s gomoku.State) (gomoku.Point, error) {
	// Rapfi goes on reading its input for a stop command a moment after
	// it answers, and a command that comes then is lost.
	time.Sleep(5 * time.Millisecond)
	if b == w.engine {
		// A new game, so that the engine's move does not depend on the
		// positions it saw before.
		if err := b.restart(); err != nil {
			return gomoku.Point{}, err
		}
	} else if w.cfg.clear != "" {
		b.send(w.cfg.clear)
	}
	b.send(fmt.Sprintf("INFO timeout_turn %d", w.cfg.limit.Milliseconds()), "INFO timeout_match 0",
		fmt.Sprintf("INFO rule %d", gomocupRule(s.Rule())))
	p, _, err := b.move(w.cfg.limit+5*time.Second, b.board(s)...)
	return p, err
}

// readPositions reads game IDs, one a line; blank lines and lines from
// "#" are skipped.
func readPositions(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var ids []string
	for l := range strings.Lines(string(b)) {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			ids = append(ids, l)
		}
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("%s: no positions", path)
	}
	return ids, nil
}

// listPositions prints the positions of the games in an SGF file as game
// IDs: those with from to to stones, every n-th, where player (if named)
// is to move.
func listPositions(path, player string, from, to, every int, stdout, stderr io.Writer) int {
	b, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "gomoku judge: %v\n", err)
		return 1
	}
	seen := map[string]bool{}
	for k, g := range parseSGF(string(b)) {
		s, err := gomoku.New(g.params)
		if err != nil {
			fmt.Fprintf(stderr, "gomoku judge: game %d: %v\n", k+1, err)
			return 1
		}
		for n, p := range g.moves {
			if n >= from && n <= to && (n-from)%max(every, 1) == 0 && !s.Over() &&
				(player == "" || g.players[s.MoveCount()%2] == player) && !seen[s.ID()] {
				seen[s.ID()] = true
				fmt.Fprintln(stdout, s.ID())
			}
			if s, err = s.Apply(p); err != nil {
				fmt.Fprintf(stderr, "gomoku judge: game %d, move %d: %v\n", k+1, n+1, err)
				return 1
			}
		}
	}
	return 0
}

// compareRuns pairs two screens' lines by position and prints how many
// moves differ and the mean gain in chance of B over A, with its 95%
// interval.
func compareRuns(pathA, pathB string, stdout, stderr io.Writer) int {
	a, errA := readRun(pathA)
	b, errB := readRun(pathB)
	if err := errors.Join(errA, errB); err != nil {
		fmt.Fprintf(stderr, "gomoku judge: %v\n", err)
		return 1
	}
	var diffs []float64
	changed := 0
	for id, ra := range a {
		rb, ok := b[id]
		if !ok {
			continue
		}
		if ra.move != rb.move {
			changed++
		}
		diffs = append(diffs, 100*(rb.chance-ra.chance))
	}
	if len(diffs) < 2 {
		fmt.Fprintln(stderr, "gomoku judge: the runs share fewer than two positions")
		return 1
	}
	mean, margin := meanInterval(diffs)
	fmt.Fprintf(stdout, "%d positions, %d moves changed: B - A = %+.2f ± %.2f points of chance (95%%)\n",
		len(diffs), changed, mean, margin)
	return 0
}

// meanInterval returns the mean of v and the half-width of its 95%
// interval.
func meanInterval(v []float64) (mean, margin float64) {
	for _, x := range v {
		mean += x
	}
	mean /= float64(len(v))
	var ss float64
	for _, x := range v {
		ss += (x - mean) * (x - mean)
	}
	return mean, 1.96 * math.Sqrt(ss/float64(len(v)-1)/float64(len(v)))
}

// readRun reads a screen's output: ID, move and chance, tab-separated.
func readRun(path string) (map[string]judged, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	run := map[string]judged{}
	for n, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		f := strings.Split(l, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("%s:%d: want ID, move and chance", path, n+1)
		}
		c, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n+1, err)
		}
		run[f[0]] = judged{move: f[1], chance: c}
	}
	return run, nil
}

// judgeCache keeps the judge's values by position, in a file of lines
// "ID value" that it reads at the start and appends to.
type judgeCache struct {
	mu sync.Mutex
	m  map[string]float64
	f  *os.File
}

func openCache(path string) (*judgeCache, error) {
	c := &judgeCache{m: map[string]float64{}}
	if path == "" {
		return c, nil
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		id, v, ok := strings.Cut(sc.Text(), " ")
		x, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil {
			f.Close()
			return nil, fmt.Errorf("%s:%d: want a position and a value", path, n)
		}
		c.m[id] = x
	}
	if err := sc.Err(); err != nil {
		f.Close()
		return nil, err
	}
	c.f = f
	return c, nil
}

func (c *judgeCache) get(id string) (float64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[id]
	return v, ok
}

func (c *judgeCache) put(id string, v float64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[id] = v
	if c.f != nil {
		fmt.Fprintf(c.f, "%s %g\n", id, v)
	}
}

func (c *judgeCache) close() {
	if c.f != nil {
		c.f.Close()
	}
}
