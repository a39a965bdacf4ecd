package app

import (
	"context"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/gomoku"
)

// gomokuScan is the engine's review of a finished game: it reads every
// position the game went through, one search each in the worker, and
// marks the moves where the game swung, each with the move the engine
// would have played.
type gomokuScan struct {
	game    string // the ID of the game read, "" before any
	running bool
	done    int // positions read
	total   int
	stop    context.CancelFunc
	// marks are the moves marked, by index in the game (0 is black's
	// first); nil until the review is finished.
	marks map[int]gomokuMistake
}

// gomokuMistakeKind is what a marked move did.
type gomokuMistakeKind int8

const (
	// mistakeLost is the move that lost: the game was open before it,
	// and after it the opponent wins by force.
	mistakeLost gomokuMistakeKind = iota + 1
	// mistakeMissed let go of a forced win.
	mistakeMissed
	// mistakeSwing gave away a large part of the player's chances.
	mistakeSwing
)

// gomokuSwing is the fall in a player's chance to win, as the engine reads
// it before and after a move, that marks the move as a mistake.
const gomokuSwing = 0.25

// gomokuMistake is a marked move and the engine's move in its place.
type gomokuMistake struct {
	kind   gomokuMistakeKind
	better gomoku.Point
}

// gomokuMistakeWords are the keys of each kind's name and its mark in the
// move list.
var gomokuMistakeWords = [...]struct{ name, sign string }{
	mistakeLost:   {"gomoku.mistake.lost", "??"},
	mistakeMissed: {"gomoku.mistake.missed", "?"},
	mistakeSwing:  {"gomoku.mistake.swing", "?"},
}

// scanned reports whether the review's marks belong to the game shown.
func (c *gomokuPage) scanned() bool {
	return c.scan.marks != nil && c.scan.game == c.g.state.ID()
}

// startScan reviews the finished game.
func (c *gomokuPage) startScan(ctx app.Context) {
	s := c.g.state
	if !s.Over() || c.scan.running || c.scanned() {
		return
	}
	c.cancelSearch()
	sctx, stop := context.WithCancel(context.Background())
	c.scan = gomokuScan{game: s.ID(), running: true, total: s.MoveCount(), stop: stop}
	c.say(T("gomoku.scanStarted"))
	c.scanNext(ctx, sctx)
}

// gomokuPositions returns the positions of a game before each of its
// moves.
func gomokuPositions(s gomoku.State) []gomoku.State {
	moves := s.Moves()
	out := make([]gomoku.State, 0, len(moves))
	t, err := gomoku.New(s.Params())
	for _, p := range moves {
		if err != nil {
			return nil
		}
		out = append(out, t)
		t, err = t.Apply(p)
	}
	return out
}

// scanNext asks the worker about the first position the review has no
// value for, or ends the review when it has them all. The values the
// engine gave during the game (the computer's replies, hints, the
// evaluation bar) are used as they are.
func (c *gomokuPage) scanNext(ctx app.Context, sctx context.Context) {
	if !c.scan.running || sctx.Err() != nil || c.scan.game != c.g.state.ID() {
		return
	}
	positions := gomokuPositions(c.g.state)
	next := -1
	for k, t := range positions {
		if e, ok := c.evals[t.ID()]; !ok || !e.known {
			next = k
			break
		}
	}
	if next < 0 {
		c.finishScan(positions)
		return
	}
	c.scan.done = next
	t := positions[next]
	script := ctx.ResolveStaticResource(gomokuWorkerScript)
	req := gomokuRequest{state: t, level: gomokuHintLevel, seed: c.g.seed, nodes: gomokuEvalNodes}
	ctx = c.background(ctx)
	ctx.Async(func() {
		r := gomokuEngine.think(sctx, script, req)
		ctx.Dispatch(func(ctx app.Context) {
			if sctx.Err() != nil || !c.scan.running {
				return
			}
			if r.err != nil {
				c.scan.stop()
				c.scan = gomokuScan{}
				c.say(T("gomoku.scanFailed"))
				return
			}
			c.noteEval(t, r)
			c.scanNext(ctx, sctx)
		})
	})
}

// finishScan marks the mistakes of the game from the values of its
// positions.
func (c *gomokuPage) finishScan(positions []gomoku.State) {
	c.scan.running = false
	c.scan.done = c.scan.total
	c.scan.stop()
	evals := make([]gomokuEval, len(positions)+1)
	for k, t := range positions {
		evals[k] = c.evals[t.ID()]
	}
	end := c.g.state
	evals[len(positions)] = gomokuEval{black: 0.5}
	switch end.Winner() {
	case gomoku.Black:
		evals[len(positions)] = gomokuEval{black: 1, forced: 1}
	case gomoku.White:
		evals[len(positions)] = gomokuEval{black: 0, forced: -1}
	}
	marks := gomokuMistakes(end.Moves(), evals)
	for k := range marks {
		if k < c.g.swap2.base {
			// The stones of a swap2 opening were placed, not played.
			delete(marks, k)
		}
	}
	c.scan.marks = marks
	c.say(c.scanText())
}

// gomokuMistakes marks the moves of a game from the engine's values of
// the positions before each move and of the end (evals has one more than
// moves). A move is marked only where the engine would have played
// another: the move that lost a game that was open, a forced win let
// go, or a fall of gomokuSwing or more in the mover's chances. A
// position already lost by force marks nothing.
func gomokuMistakes(moves []gomoku.Point, evals []gomokuEval) map[int]gomokuMistake {
	marks := map[int]gomokuMistake{}
	for k, p := range moves {
		before, after := evals[k], evals[k+1]
		if !before.known || before.best == p {
			continue
		}
		sign := 1 // the mover's side of black's values
		if k%2 == 1 {
			sign = -1
		}
		chance := func(e gomokuEval) float64 {
			if sign < 0 {
				return 1 - e.black
			}
			return e.black
		}
		fb, fa := sign*before.forced, sign*after.forced
		var kind gomokuMistakeKind
		switch {
		case fb < 0:
		case fb > 0 && fa <= 0 && chance(after) < 1-gomokuSwing:
			kind = mistakeMissed
		case fb == 0 && fa < 0:
			kind = mistakeLost
		case fb == 0 && chance(before)-chance(after) >= gomokuSwing:
			kind = mistakeSwing
		}
		if kind != 0 {
			marks[k] = gomokuMistake{kind: kind, better: before.best}
		}
	}
	return marks
}

// scanText says what the review found.
func (c *gomokuPage) scanText() string {
	if len(c.scan.marks) == 0 {
		return T("gomoku.scanClean")
	}
	return Tn("gomoku.scanFound", len(c.scan.marks))
}

// mistakeAt returns the mark of the move that led to the position shown
// while stepping through a reviewed game.
func (c *gomokuPage) mistakeAt() (int, gomokuMistake, bool) {
	if c.review <= 0 || !c.scanned() {
		return 0, gomokuMistake{}, false
	}
	m, ok := c.scan.marks[c.review-1]
	return c.review - 1, m, ok
}

// mistakeText says what the marked move k did, and the engine's move.
func (c *gomokuPage) mistakeText(k int, m gomokuMistake) string {
	p := c.g.state.Moves()[k]
	col := gomoku.Black
	if k%2 == 1 {
		col = gomoku.White
	}
	return T("gomoku.mistakeAt", k+1, T("gomoku.color."+col.String()), p.String(),
		T(gomokuMistakeWords[m.kind].name), m.better.String())
}

func (c *gomokuPage) onScan(ctx app.Context, e app.Event) { c.startScan(ctx) }

// renderScan is the review's part of the moves panel: the button that
// starts it, else its progress or what it found and the marked move shown,
// written as HTML (see rawhtml.go).
func (c *gomokuPage) renderScan() app.UI {
	var b strings.Builder
	switch {
	case c.scan.running && c.scan.game == c.g.state.ID():
		b.WriteString(`<div id="gm-scan" class="gm-scan"><p id="gm-scan-text" class="gm-muted">` +
			escapeHTML(T("gomoku.scanning", c.scan.done, c.scan.total)) + `</p><progress class="gm-scan-progress" max="` +
			strconv.Itoa(c.scan.total) + `" value="` + strconv.Itoa(c.scan.done) + `" aria-label="` +
			escapeHTML(T("gomoku.scanProgress")) + `"></progress></div>`)
	case c.scanned():
		b.WriteString(`<div id="gm-scan" class="gm-scan"><p id="gm-scan-text" class="gm-muted">` + escapeHTML(c.scanText()) + `</p>`)
		if k, m, ok := c.mistakeAt(); ok {
			b.WriteString(`<p id="gm-mistake" class="gm-mistake-text">` + escapeHTML(c.mistakeText(k, m)) + `</p>`)
		}
		b.WriteString(`</div>`)
	default:
		return app.Elem("div").ID("gm-scan").Class("gm-scan").Body(
			app.Elem("button").ID("gm-scan-start").Class("gm-btn").Title(T("gomoku.scanTitle")).
				OnClick(c.onScan).Text(T("gomoku.scan")),
		)
	}
	return app.Raw(b.String())
}
