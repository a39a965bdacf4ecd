package app

import (
	"context"
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	ms "github.com/pastime-games/pastime/games/minesweeper"
)

// msHintState is the hint of the position shown: the cell certainly safe
// it points at or, when there is none, every closed cell's chance of
// hiding a mine. Any move clears it.
type msHintState struct {
	busy   bool
	stop   context.CancelFunc
	shown  bool
	safe   int       // the safe cell pointed at, or -1
	prob   []float64 // mine probabilities by cell (-1 for open cells), when no cell is safe
	exact  bool
	lowest int // the cell least likely to hide a mine, when prob is set
	failed bool
}

// cancel stops the search under way.
func (h *msHintState) cancel() {
	if h.stop != nil {
		h.stop()
		h.stop = nil
	}
	h.busy = false
}

// reset forgets the hint: the position changed.
func (h *msHintState) reset() {
	h.cancel()
	*h = msHintState{safe: -1, lowest: -1}
}

// onHint looks for a safe cell, or for the mine probabilities when none
// is safe, in the background and time-sliced. A game with a hint does not
// count for the records.
func (c *minesweeperPage) onHint(ctx app.Context, e app.Event) {
	if c.g.over() || c.busy || c.hint.busy {
		return
	}
	if c.hint.shown {
		// Asked again: point the cursor at the hint once more.
		c.showHint(ctx)
		return
	}
	if !c.g.assisted {
		c.g.assisted = true
		c.store(ctx)
	}
	c.hint.reset()
	hctx, stop := context.WithCancel(context.Background())
	c.hint.busy, c.hint.stop = true, stop
	s := c.g.state
	clicks := s.Clicks()
	c.say(T("minesweeper.thinking"))
	ctx.Async(func() {
		h, err := s.Hint(hctx, ms.Options{Yield: slicer()})
		ctx.Dispatch(func(ctx app.Context) {
			if hctx.Err() != nil || c.g.state.ID() != s.ID() || c.g.state.Clicks() != clicks {
				return
			}
			c.hint.busy, c.hint.stop = false, nil
			if err != nil {
				c.hint.failed = true
				c.say(T("minesweeper.noHint"))
				return
			}
			c.hint.shown = true
			c.hint.exact = h.Exact
			w := s.Params().Width
			if len(h.Safe) > 0 {
				c.hint.safe = h.Safe[0].Y*w + h.Safe[0].X
			} else {
				c.hint.prob = h.Prob
				best := math.Inf(1)
				for i, pr := range h.Prob {
					x, y := i%w, i/w
					if pr < 0 || s.Tile(x, y) == ms.Opened {
						continue
					}
					if pr < best {
						best, c.hint.lowest = pr, i
					}
				}
			}
			c.showHint(ctx)
		})
	})
}

// showHint moves the cursor to the cell the hint points at and says it.
func (c *minesweeperPage) showHint(ctx app.Context) {
	w := c.g.state.Params().Width
	switch {
	case c.hint.safe >= 0:
		c.cursor = c.hint.safe
		c.say(T("minesweeper.hintSafe", c.hint.safe/w+1, c.hint.safe%w+1))
	case c.hint.lowest >= 0:
		c.cursor = c.hint.lowest
		c.say(T("minesweeper.hintGuess", c.hint.lowest/w+1, c.hint.lowest%w+1, msPercent(c.hint.prob[c.hint.lowest])))
	default:
		return
	}
	cell := c.cursor
	ctx.Defer(func(ctx app.Context) {
		if el := app.Window().GetElementByID("ms-c-" + msItoa(cell)); el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "nearest", "inline": "nearest"})
		}
	})
}

// hintLine is the line under the board about the hint.
func (c *minesweeperPage) hintLine() string {
	h := &c.hint
	w := c.g.state.Params().Width
	switch {
	case h.busy:
		return T("minesweeper.thinking")
	case h.failed:
		return T("minesweeper.noHint")
	case h.shown && h.safe >= 0:
		return T("minesweeper.hintSafe", h.safe/w+1, h.safe%w+1)
	case h.shown && h.lowest >= 0:
		text := T("minesweeper.hintGuess", h.lowest/w+1, h.lowest%w+1, msPercent(h.prob[h.lowest]))
		if !h.exact {
			text += " " + T("minesweeper.hintEstimate")
		}
		return text
	case c.g.assisted && !c.g.over():
		return T("minesweeper.assistedNote")
	}
	return ""
}

// msPercent writes a probability as a whole percentage, never rounding a
// possible mine to 0 % or a possible safe cell to 100 %.
func msPercent(p float64) int {
	v := int(math.Round(p * 100))
	switch {
	case p > 0 && v == 0:
		return 1
	case p < 1 && v == 100:
		return 99
	}
	return v
}
