package app

import (
	"context"
	"errors"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/gomoku"
)

// The engine as a teacher: the evaluation bar beside the board, and the
// review that finds a finished game's mistakes. Both ask the worker what
// it thinks of positions, and keep its answers by position, so the
// computer's own searches, hints and the review fill one table.

// gomokuEval is what the engine thinks of a position, from black's side.
type gomokuEval struct {
	black  float64      // black's chance to win, 0 to 1
	forced int          // 1: black wins by force, -1: white does, 0: neither found
	winIn  int          // the winner's moves to five, when forced and known
	best   gomoku.Point // the engine's move for the player to move
	known  bool         // best is known
}

// gomokuEvalOf reads the worker's reply for s from black's side.
func gomokuEvalOf(s gomoku.State, r gomokuReply) gomokuEval {
	e := gomokuEval{black: r.chance, forced: r.forced, winIn: max(r.winIn, -r.winIn), best: r.move, known: true}
	if s.Turn() == gomoku.White {
		e.black, e.forced = 1-e.black, -e.forced
	}
	return e
}

// gomokuEvalNodes is the node budget of the review's searches: a third
// of a second each in the browser's worker, so a game of forty moves is
// read in some fifteen seconds.
const gomokuEvalNodes = 30_000

// noteEval keeps what the engine said of s.
func (c *gomokuPage) noteEval(s gomoku.State, r gomokuReply) {
	if r.err != nil {
		return
	}
	if c.evals == nil {
		c.evals = map[string]gomokuEval{}
	}
	c.evals[s.ID()] = gomokuEvalOf(s, r)
}

// noteReply keeps what the computer's search said of the position it
// moved in: the same value holds for the position after its move.
func (c *gomokuPage) noteReply(before, after gomoku.State, r gomokuReply) {
	c.noteEval(before, r)
	if e, ok := c.evals[before.ID()]; ok && !after.Over() {
		e.known = len(r.line) > 1 && r.line[0] == r.move
		if e.known {
			e.best = r.line[1]
		}
		if e.forced != 0 && gomokuWinner(e.forced) == before.Turn() && e.winIn > 1 {
			e.winIn-- // the winner has made one of its moves
		}
		c.evals[after.ID()] = e
	}
}

// gomokuWinner is the colour a forced result favours.
func gomokuWinner(forced int) gomoku.Color {
	if forced > 0 {
		return gomoku.Black
	}
	return gomoku.White
}

// evaluate asks the worker about the position now when the evaluation
// bar shows and the engine has not said what it thinks of it, unless a
// search runs already: the computer's own reply brings its value, and a
// hint is asked at the same level. One evaluation runs at a time; when it
// ends, the next position is asked about, if the game moved on meanwhile.
func (c *gomokuPage) evaluate(ctx app.Context) {
	s := c.g.state
	if !settings.EvalBar || !app.IsClient || s.Over() || c.evaluating != "" || c.thinking || c.hinting || c.scan.running {
		return
	}
	if _, ok := c.evals[s.ID()]; ok {
		return
	}
	pos := s.ID()
	c.evaluating = pos
	script := ctx.ResolveStaticResource(gomokuWorkerScript)
	req := gomokuRequest{state: s, level: gomokuHintLevel, seed: c.g.seed}
	ctx = c.background(ctx)
	ctx.Async(func() {
		r := gomokuEngine.think(context.Background(), script, req)
		ctx.Dispatch(func(ctx app.Context) {
			if c.evaluating == pos {
				c.evaluating = ""
			}
			c.noteEval(s, r)
			// Ask again unless the worker failed: a search cancelled
			// with the worker (an undo while the computer thought) ended
			// this one too.
			if r.err == nil || errors.Is(r.err, context.Canceled) {
				c.evaluate(ctx)
			}
		})
	})
}

// toggleEval shows or hides the evaluation bar, a setting kept with the
// others.
func (c *gomokuPage) toggleEval(ctx app.Context) {
	if gomokuBoardFocused() {
		c.focusBoard(ctx)
	}
	s := settings
	s.EvalBar = !s.EvalBar
	saveSettings(ctx, s)
	if s.EvalBar {
		c.say(T("gomoku.evalOn"))
	} else {
		c.say(T("gomoku.evalOff"))
	}
	c.evaluate(ctx)
}

func (c *gomokuPage) onEvalToggle(ctx app.Context, e app.Event) { c.toggleEval(ctx) }

// shownEval returns the engine's value of the position on the board, and
// whether it is the value of an earlier position, shown while the engine
// thinks about this one. ok is false when nothing is known.
func (c *gomokuPage) shownEval() (e gomokuEval, stale, ok bool) {
	s := c.shown()
	if s.Over() {
		switch s.Winner() {
		case gomoku.Black:
			return gomokuEval{black: 1, forced: 1}, false, true
		case gomoku.White:
			return gomokuEval{black: 0, forced: -1}, false, true
		}
		return gomokuEval{black: 0.5}, false, true
	}
	for back := 0; back < 3; back++ {
		if e, ok := c.evals[s.ID()]; ok {
			return e, back > 0, true
		}
		var err error
		if s, err = s.Undo(); err != nil {
			break
		}
	}
	return gomokuEval{black: 0.5}, true, false
}

// evalText says the value in words: who wins and in how many moves when
// the engine found a forced win, else each side's chance.
func evalText(e gomokuEval) string {
	switch {
	case e.forced != 0 && e.winIn > 0:
		return Tn("gomoku.eval."+gomokuWinner(e.forced).String()+"In", e.winIn)
	case e.forced != 0:
		return T("gomoku.eval." + gomokuWinner(e.forced).String() + "Wins")
	}
	return T("gomoku.eval.chances", gomokuPercent(e.black), gomokuPercent(1-e.black))
}

// gomokuPercent rounds a chance to a whole percentage, keeping 0 and 100
// for certainty.
func gomokuPercent(p float64) int {
	v := int(p*100 + 0.5)
	switch {
	case v >= 100 && p < 1:
		return 99
	case v <= 0 && p > 0:
		return 1
	}
	return v
}

// renderEval is the evaluation bar: black's share of the chances from the
// left, in words under it. Hidden, it is an empty element, so showing it
// leaves the board and the buttons under it as they are. It is written as
// HTML (see rawhtml.go): it has no handlers.
func (c *gomokuPage) renderEval() app.UI {
	if !settings.EvalBar {
		return app.Elem("div").Class("gm-none")
	}
	e, stale, known := c.shownEval()
	text := T("gomoku.evalWaiting")
	if known {
		text = evalText(e)
		if stale {
			text = T("gomoku.evalThinking", text)
		}
	}
	cls := "gm-eval"
	if stale {
		cls += " gm-eval-stale"
	}
	pct := strconv.Itoa(gomokuPercent(e.black))
	text = escapeHTML(text)
	return app.Raw(`<div id="gm-eval" class="` + cls + `"><div id="gm-eval-bar" class="gm-eval-bar" role="meter" aria-label="` +
		escapeHTML(T("gomoku.evalLabel")) + `" aria-valuemin="0" aria-valuemax="100" aria-valuenow="` + pct +
		`" aria-valuetext="` + text + `"><div class="gm-eval-fill" style="width:` + pct + `%"></div></div>` +
		`<p id="gm-eval-text" class="gm-eval-text">` + text + `</p></div>`)
}
