package app

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/fifteen"
	"github.com/pastime-games/pastime/games/fifteen/solver"
)

// fifteenHintState is what the page knows of solutions: the last one found
// (kept while the player follows it, so the next hint is instant), whether
// it is shown, and the search or the solver's run under way.
type fifteenHintState struct {
	pos     string // the position path starts from
	path    []int  // the tiles of a solution from pos, one per move
	optimal bool   // path is a shortest solution
	show    bool   // the player asked for the hint of this position
	busy    bool   // a search runs
	failed  bool   // the last search found nothing
	solving bool   // Solve is playing path
	stop    context.CancelFunc
}

// fifteenTables tracks the 4x4 solver's tables, shared by every visit of
// the page: they are made ready once, on the first 4x4 hint. The search
// goroutine sets it when the tables are ready; the page reads it when it
// renders (wasm runs one goroutine at a time).
var fifteenTables struct {
	ready    bool
	building bool
	unkept   bool          // built here, not yet kept in the browser
	from     string        // "browser", "server" or "built"
	took     time.Duration // how long it took
}

// cancel stops the search or the solver's run under way.
func (h *fifteenHintState) cancel() {
	if h.stop != nil {
		h.stop()
		h.stop = nil
	}
	h.busy = false
	h.solving = false
}

// reset forgets everything: a new game or a restart.
func (h *fifteenHintState) reset() {
	h.cancel()
	*h = fifteenHintState{}
}

// valid reports whether the known solution starts from s.
func (h *fifteenHintState) valid(s fifteen.State) bool {
	return h.path != nil && h.pos == s.Position()
}

// best reports whether the known solution starts from s and is as good as
// the solver can give: the shortest, or a short one on boards past 4x4.
func (h *fifteenHintState) best(s fifteen.State) bool {
	return h.valid(s) && (h.optimal || s.Size() > 4)
}

// moved keeps the solution when a move follows it, and drops it otherwise.
func (h *fifteenHintState) moved(before fifteen.State, tiles []int, after fifteen.State) {
	h.show = false
	h.failed = false
	if h.valid(before) && len(tiles) <= len(h.path) && slices.Equal(h.path[:len(tiles)], tiles) {
		h.path = h.path[len(tiles):]
		h.pos = after.Position()
		return
	}
	h.path, h.pos = nil, ""
}

// shown returns the tile the hint points at in s and the way it moves, or
// 0 when no hint is shown.
func (h *fifteenHintState) shown(s fifteen.State) (int, fifteen.Direction) {
	if !h.show || h.solving || !h.valid(s) || len(h.path) == 0 {
		return 0, 0
	}
	t := h.path[0]
	_, d, err := s.Sliding(fifteen.Move{Tile: t})
	if err != nil {
		return 0, 0
	}
	return t, d
}

// message is the line under the board about hints.
func (h *fifteenHintState) message(s fifteen.State) string {
	if h.solving {
		return Tn("fifteen.solving", len(h.path))
	}
	if t, _ := h.shown(s); t != 0 {
		var text string
		switch {
		case len(h.path) == 1:
			text = T("fifteen.hintLast", t)
		case h.optimal:
			text = Tn("fifteen.hintOptimal", len(h.path), t, len(h.path))
		default:
			text = Tn("fifteen.hintFast", len(h.path), t, len(h.path))
		}
		if h.busy {
			// A shortest solution is on its way.
			text += " " + h.progress(s)
		}
		return text
	}
	switch {
	case h.busy:
		return h.progress(s)
	case h.failed:
		return T("fifteen.noHint")
	}
	return ""
}

// progress says what the search under way waits for.
func (h *fifteenHintState) progress(s fifteen.State) string {
	if !fifteenTables.ready && s.Size() == 4 {
		if p := fifteenBuildProgress(); p >= 0 {
			return T("fifteen.building", p)
		}
		return T("fifteen.preparing")
	}
	return T("fifteen.thinking")
}

// renderHelpButtons is Hint and Solve (Stop while the solver plays).
func (c *fifteenPage) renderHelpButtons(solved bool) app.UI {
	solve := T("fifteen.solve")
	if c.hint.solving {
		solve = T("fifteen.stop")
	}
	return app.Elem("div").Class("f15-help-buttons").Body(
		app.Elem("button").ID("f15-hint-btn").Class("f15-btn").Attr("disabled", boolAttr(solved || c.hint.busy || c.hint.solving)).
			Title(T("fifteen.helpTitle")).Text(T("fifteen.hint")).OnClick(c.onHint),
		app.Elem("button").ID("f15-solve").Class("f15-btn").Attr("disabled", boolAttr(solved || c.hint.busy && !c.hint.solving)).
			Title(T("fifteen.helpTitle")).Attr("aria-pressed", c.hint.solving).Text(solve).OnClick(c.onSolve),
	)
}

// onHint shows the next move of a solution, searching for one if needed.
func (c *fifteenPage) onHint(ctx app.Context, e app.Event) {
	s := c.g.state
	if c.g.solved() || c.hint.busy || c.hint.solving {
		return
	}
	c.assist(ctx)
	if c.hint.best(s) {
		c.showHint()
		return
	}
	c.search(ctx, s, func(ctx app.Context) { c.showHint() }, true)
}

// showHint marks the hint of the current position as shown and says it.
func (c *fifteenPage) showHint() {
	c.hint.show = true
	c.say(c.hint.message(c.g.state))
}

// onSolve plays a solution to the end, or stops the one playing.
func (c *fifteenPage) onSolve(ctx app.Context, e app.Event) {
	if c.hint.solving {
		c.hint.cancel()
		c.say(T("fifteen.stopped"))
		return
	}
	s := c.g.state
	if c.g.solved() || c.hint.busy {
		return
	}
	c.assist(ctx)
	if c.hint.best(s) {
		c.autoplay(ctx)
		return
	}
	c.search(ctx, s, c.autoplay, false)
}

// assist marks the game as played with help.
func (c *fifteenPage) assist(ctx app.Context) {
	if !c.g.assisted {
		c.g.assisted = true
		c.store(ctx)
	}
}

// fifteenMaxNodes bounds an optimal search. Korf's hardest random 4x4
// instance takes 12 million nodes (about a second as wasm); the rare
// positions that need far more get the fast solver's answer instead.
const fifteenMaxNodes = 40_000_000

// search looks for a solution of s in the background, time-sliced so the
// page stays responsive, and calls then with it on the UI goroutine if s is
// still the position shown. A move cancels it. On 4x4 the first search
// makes the solver's tables ready, which outlives the search: a move
// during the build stops the search, not the build. With quick set, a
// short (not shortest) solution comes first while the tables get ready.
func (c *fifteenPage) search(ctx app.Context, s fifteen.State, then func(app.Context), quick bool) {
	c.hint.cancel()
	sctx, stop := context.WithCancel(context.Background())
	c.hint.stop = stop
	c.hint.busy = true
	c.hint.failed = false
	pos := s.Position()
	waiting := s.Size() == 4 && !fifteenTables.ready
	build := waiting && !fifteenTables.building
	if build {
		fifteenTables.building = true
	}
	c.say(c.hint.message(s))
	deliver := func(moves []fifteen.Move, err error, optimal, final bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if sctx.Err() != nil || c.g.state.Position() != pos {
				return
			}
			if final {
				c.hint.busy = false
				c.hint.stop = nil
			}
			if err != nil {
				if final && !c.hint.valid(s) {
					c.hint.failed = true
					c.say(T("fifteen.noHint"))
				}
				return
			}
			c.hint.pos = pos
			c.hint.path = make([]int, len(moves))
			for i, m := range moves {
				c.hint.path[i] = m.Tile
			}
			c.hint.optimal = optimal
			then(ctx)
		})
	}
	ctx.Async(func() {
		yield := slicer()
		if waiting && quick {
			moves, err := solver.Solve(sctx, s, solver.Options{Method: solver.Fast, Yield: yield})
			deliver(moves, err, false, false)
		}
		if build {
			start := time.Now()
			from, err := fifteenPrepareTables(ctx, yield)
			took := time.Since(start)
			// Set here, not in a dispatch: the page may be gone by now,
			// and the tables outlive it.
			fifteenTables.building = false
			fifteenTables.ready = err == nil
			fifteenTables.from, fifteenTables.took = from, took
			fifteenTables.unkept = err == nil && from == "built"
			if fifteenTables.unkept {
				fifteenKeepWhenHidden()
			}
		}
		if sctx.Err() != nil {
			return
		}
		moves, err := solver.Solve(sctx, s, solver.Options{Yield: yield, MaxNodes: fifteenMaxNodes})
		optimal := s.Size() <= 4
		if errors.Is(err, solver.ErrBudget) {
			moves, err = solver.Solve(sctx, s, solver.Options{Method: solver.Fast, Yield: yield})
			optimal = false
		}
		deliver(moves, err, optimal, true)
	})
}

// autoplay plays the known solution move by move, quickly enough that a
// long one does not drag on.
func (c *fifteenPage) autoplay(ctx app.Context) {
	path := slices.Clone(c.hint.path)
	if len(path) == 0 {
		return
	}
	c.hint.cancel()
	actx, stop := context.WithCancel(context.Background())
	c.hint.stop = stop
	c.hint.solving = true
	c.hint.show = false
	c.say(Tn("fifteen.solving", len(path)))
	step := min(max(12*time.Second/time.Duration(len(path)), 30*time.Millisecond), 300*time.Millisecond)
	ctx.Async(func() {
		t := time.NewTicker(step)
		defer t.Stop()
		for _, tile := range path {
			select {
			case <-actx.Done():
				return
			case <-t.C:
			}
			ctx.Dispatch(func(ctx app.Context) {
				if actx.Err() != nil {
					return
				}
				if !c.play(ctx, fifteen.Move{Tile: tile}, true) || c.g.solved() {
					c.hint.cancel()
				}
			})
		}
	})
}
