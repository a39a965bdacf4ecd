package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai"
)

// config is how the brain plays, from its command line.
type config struct {
	level ai.Level
	nodes int64 // node budget per move, 0 for none
	seed  uint64
	quiet bool // no MESSAGE lines
}

// unlimitedNodes stands for "no node budget": the clock ends the search.
const unlimitedNodes = 1 << 50

// brain holds one protocol session: the game and the time controls.
type brain struct {
	out  *bufio.Writer
	cfg  config
	game gomoku.State
	size int // 0 before START
	rule gomoku.Rule
	// memory keeps the search's table from one move of the game to the
	// next.
	memory *ai.Memory

	// Time controls from INFO, in milliseconds; the zero values mean the
	// manager said nothing.
	turnMs, matchMs, leftMs int64
	haveTurn, haveMatch     bool
	haveLeft                bool
}

func newBrain(w io.Writer, cfg config) *brain {
	return &brain{out: bufio.NewWriter(w), cfg: cfg}
}

// serve reads commands until END or the end of the input.
func (b *brain) serve(r io.Reader) error {
	in := bufio.NewScanner(r)
	in.Buffer(make([]byte, 64*1024), 1<<20)
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		if line == "" {
			continue
		}
		cmd, arg, _ := strings.Cut(line, " ")
		arg = strings.TrimSpace(arg)
		switch strings.ToUpper(cmd) {
		case "END":
			return b.out.Flush()
		case "START":
			b.start(arg)
		case "RECTSTART":
			w, h, ok := strings.Cut(arg, ",")
			if !ok || strings.TrimSpace(w) != strings.TrimSpace(h) {
				b.reply("ERROR only square boards are supported")
			} else {
				b.start(strings.TrimSpace(w))
			}
		case "RESTART":
			if b.needStart() {
				b.newGame()
				b.reply("OK")
			}
		case "INFO":
			b.info(arg)
		case "ABOUT":
			b.reply(`name="pbrain-pastime", version="1.0", author="Pastime", country="-", www="https://github.com/pastime-games/pastime"`)
		case "BEGIN":
			if !b.needStart() {
				break
			}
			if b.game.MoveCount() > 0 {
				b.reply("ERROR BEGIN on a board with stones")
				break
			}
			b.think()
		case "TURN":
			if !b.needStart() {
				break
			}
			p, err := b.parsePoint(arg)
			if err == nil {
				err = b.play(p)
			}
			if err != nil {
				b.reply("ERROR " + err.Error())
				break
			}
			b.think()
		case "BOARD":
			if !in.Scan() && in.Err() != nil {
				return in.Err()
			}
			b.board(in)
		case "TAKEBACK":
			b.takeBack(arg)
		default:
			b.reply("UNKNOWN " + cmd)
		}
		if err := b.out.Flush(); err != nil {
			return err
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	return b.out.Flush()
}

func (b *brain) reply(s string) { b.out.WriteString(s + "\n") }

// needStart reports whether a game has been started, and says ERROR if
// not.
func (b *brain) needStart() bool {
	if b.size == 0 {
		b.reply("ERROR no START yet")
		return false
	}
	return true
}

func (b *brain) start(arg string) {
	n, err := strconv.Atoi(arg)
	if err != nil {
		b.reply(fmt.Sprintf("ERROR bad size %q", arg))
		return
	}
	if (gomoku.Params{Size: n, Rule: b.rule}).Validate() != nil {
		b.reply(fmt.Sprintf("ERROR unsupported size %d (want %d to %d)", n, gomoku.MinSize, gomoku.MaxSize))
		return
	}
	b.size = n
	b.newGame()
	b.reply("OK")
}

// newGame empties the board under the current size and rule.
func (b *brain) newGame() {
	b.game, _ = gomoku.New(gomoku.Params{Size: b.size, Rule: b.rule})
	b.memory = new(ai.Memory)
}

// info applies one INFO key and value. INFO has no answer, except ERROR
// for a value that is not a number where one is needed; unknown keys are
// ignored as the protocol asks.
func (b *brain) info(arg string) {
	key, val, _ := strings.Cut(arg, " ")
	key, val = strings.ToLower(key), strings.TrimSpace(val)
	num := func() (int64, bool) {
		v, err := strconv.ParseInt(val, 10, 64)
		if err != nil || v < 0 {
			b.reply(fmt.Sprintf("ERROR bad INFO %s value %q", key, val))
			return 0, false
		}
		return v, true
	}
	switch key {
	case "timeout_turn":
		if v, ok := num(); ok {
			b.turnMs, b.haveTurn = v, true
		}
	case "timeout_match":
		if v, ok := num(); ok {
			b.matchMs, b.haveMatch = v, true
		}
	case "time_left":
		if v, ok := num(); ok {
			b.leftMs, b.haveLeft = v, true
		}
	case "max_memory":
		num() // the search needs a few megabytes whatever the limit
	case "rule":
		v, ok := num()
		if !ok {
			return
		}
		r := gomoku.Freestyle
		switch {
		case v&4 != 0:
			r = gomoku.Renju
		case v&1 != 0:
			r = gomoku.Standard
		}
		if v&8 != 0 {
			b.reply("MESSAGE caro rule not supported: playing freestyle")
		}
		if r != b.rule {
			b.rule = r
			if b.size > 0 {
				// A rule changes the meaning of the game: replay it under
				// the new one if it is still legal, else start over.
				g, err := gomoku.New(gomoku.Params{Size: b.size, Rule: r})
				if err == nil {
					if g, err = gomoku.Replay(g, b.game.Moves()); err == nil {
						b.game = g
						return
					}
				}
				b.newGame()
			}
		}
	}
}

// parsePoint reads Gomocup's "x,y", counted from 0 at the top-left
// corner, as a point of the package gomoku, whose rows count from the
// bottom.
func (b *brain) parsePoint(s string) (gomoku.Point, error) {
	xs, ys, ok := strings.Cut(s, ",")
	if !ok {
		return gomoku.Point{}, fmt.Errorf("bad coordinate %q (want x,y)", s)
	}
	x, errX := strconv.Atoi(strings.TrimSpace(xs))
	y, errY := strconv.Atoi(strings.TrimSpace(ys))
	if errX != nil || errY != nil {
		return gomoku.Point{}, fmt.Errorf("bad coordinate %q (want x,y)", s)
	}
	if x < 0 || y < 0 || x >= b.size || y >= b.size {
		return gomoku.Point{}, fmt.Errorf("coordinate %d,%d is off the %dx%d board", x, y, b.size, b.size)
	}
	return gomoku.Point{X: x, Y: b.size - 1 - y}, nil
}

// format writes p as Gomocup's "x,y".
func (b *brain) format(p gomoku.Point) string {
	return strconv.Itoa(p.X) + "," + strconv.Itoa(b.size-1-p.Y)
}

// play puts the opponent's stone at p.
func (b *brain) play(p gomoku.Point) error {
	g, err := b.game.Apply(p)
	if err != nil {
		return describe(err)
	}
	b.game = g
	return nil
}

// describe shortens the rules' errors for an ERROR line.
func describe(err error) error {
	switch {
	case errors.Is(err, gomoku.ErrOccupied):
		return fmt.Errorf("point is occupied (%w)", err)
	case errors.Is(err, gomoku.ErrForbidden):
		return fmt.Errorf("forbidden point for black (%w)", err)
	case errors.Is(err, gomoku.ErrGameOver):
		return fmt.Errorf("the game is over (%w)", err)
	}
	return err
}

// board reads the stones of a BOARD command up to DONE (its first line,
// already scanned, is in in) and answers with a move, or with ERROR if a
// line is bad; the board stays as it was then.
func (b *brain) board(in *bufio.Scanner) {
	var own, opp []gomoku.Point
	var bad error
	seen := map[gomoku.Point]bool{}
	for {
		line := strings.TrimSpace(in.Text())
		if strings.EqualFold(line, "DONE") {
			break
		}
		if line != "" && bad == nil {
			bad = b.boardLine(line, seen, &own, &opp)
		}
		if !in.Scan() {
			return // the input ended inside BOARD: serve sees it
		}
	}
	if !b.needStart() {
		return
	}
	if bad != nil {
		b.reply("ERROR " + bad.Error())
		return
	}
	// The brain moves next: with as many stones as the opponent it is
	// black, with one fewer white.
	var blacks, whites []gomoku.Point
	switch len(opp) - len(own) {
	case 0:
		blacks, whites = own, opp
	case 1:
		blacks, whites = opp, own
	default:
		b.reply(fmt.Sprintf("ERROR %d own stones and %d of the opponent's cannot be a game with the brain to move", len(own), len(opp)))
		return
	}
	g, _ := gomoku.New(gomoku.Params{Size: b.size, Rule: b.rule})
	for k := range len(blacks) + len(whites) {
		p := blacks[k/2]
		if k%2 == 1 {
			p = whites[k/2]
		}
		next, err := g.Apply(p)
		if err != nil {
			b.reply(fmt.Sprintf("ERROR stone %d: %v", k+1, describe(err)))
			return
		}
		g = next
	}
	b.game = g
	b.think()
}

// boardLine reads one "x,y,field" line of BOARD.
func (b *brain) boardLine(line string, seen map[gomoku.Point]bool, own, opp *[]gomoku.Point) error {
	i := strings.LastIndexByte(line, ',')
	if i < 0 {
		return fmt.Errorf("bad BOARD line %q (want x,y,field)", line)
	}
	p, err := b.parsePoint(line[:i])
	if err != nil {
		return err
	}
	if seen[p] {
		return fmt.Errorf("point %s is occupied twice", line[:i])
	}
	seen[p] = true
	switch strings.TrimSpace(line[i+1:]) {
	case "1":
		*own = append(*own, p)
	case "2":
		*opp = append(*opp, p)
	default:
		return fmt.Errorf("bad BOARD field in %q (want 1 or 2)", line)
	}
	return nil
}

// takeBack removes the last stone, which must be at the given point.
func (b *brain) takeBack(arg string) {
	if !b.needStart() {
		return
	}
	p, err := b.parsePoint(arg)
	if err != nil {
		b.reply("ERROR " + err.Error())
		return
	}
	last, ok := b.game.LastMove()
	if !ok || last != p {
		b.reply(fmt.Sprintf("ERROR %s is not the last stone", arg))
		return
	}
	b.game, _ = b.game.Undo()
	b.reply("OK")
}

// think chooses, plays and prints the brain's move.
func (b *brain) think() {
	if b.game.Over() {
		b.reply("ERROR the game is over: " + b.game.Status().String())
		return
	}
	limit := b.moveTime()
	nodes := b.cfg.nodes
	if nodes <= 0 {
		nodes = unlimitedNodes
	}
	// The context is a backstop: the search watches its own deadline.
	ctx, cancel := context.WithTimeout(context.Background(), limit+limit/4)
	defer cancel()
	r, err := ai.Choose(ctx, b.game, ai.Options{Level: b.cfg.level, Seed: b.cfg.seed, MaxNodes: nodes, MaxTime: limit, WholeTime: true, Memory: b.memory})
	if err != nil && !errors.Is(err, context.DeadlineExceeded) {
		b.reply("ERROR " + err.Error())
		return
	}
	g, err := b.game.Apply(r.Move)
	if err != nil {
		b.reply("ERROR " + err.Error())
		return
	}
	b.game = g
	if !b.cfg.quiet {
		nps := float64(r.Nodes) / max(r.Elapsed.Seconds(), 1e-6)
		b.reply(fmt.Sprintf("MESSAGE %s %s: depth %d, %d nodes in %d ms (%.0f nodes/s), score %d",
			r.Move, r.Reason, r.Depth, r.Nodes, r.Elapsed.Milliseconds(), nps, r.Score))
	}
	b.reply(b.format(r.Move))
}

// Time management. The search checks the clock every few hundred nodes,
// and the brain also builds its board and answers after the search, so it
// aims short of the limit by a margin: a sixteenth, at least 50 ms, which
// also absorbs most of the delays of a busy machine (in matches two at a
// time on two cores, a search overran its deadline by 10 ms at most).
const (
	defaultTurn = 5 * time.Second // when the manager names no limit
	fastTurn    = 20 * time.Millisecond
	minMargin   = 50 * time.Millisecond
	minThink    = 5 * time.Millisecond
	movesAhead  = 25 // the match time left is shared among this many moves
)

// moveTime returns the time the brain may think about this move.
func (b *brain) moveTime() time.Duration {
	t := defaultTurn
	if b.haveTurn {
		t = time.Duration(b.turnMs) * time.Millisecond
		if t == 0 {
			t = fastTurn // "play as fast as possible"
		}
	}
	if b.haveLeft && !(b.haveMatch && b.matchMs == 0) {
		t = min(t, time.Duration(b.leftMs)*time.Millisecond/movesAhead)
	}
	t -= max(minMargin, t/16)
	return max(t, minThink)
}
