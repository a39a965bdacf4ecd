package app

import (
	"math"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/fifteen"
)

// fifteenSwipe is how far, in CSS pixels, a pointer must travel for a
// gesture to count as a swipe rather than a tap.
const fifteenSwipe = 18

// listen attaches the page's window listeners: arrow keys, a change of the
// link's game, and the page being hidden or shown (the clock stops while
// nobody can see the board).
func (c *fifteenPage) listen(ctx app.Context) {
	win := app.Window()
	doc := win.Get("document")
	add := func(target app.Value, event string, f func(e app.Value)) {
		c.release = append(c.release, addListener(target, event, f))
	}
	add(win, "keydown", func(e app.Value) {
		if e.Get("defaultPrevented").Truthy() || e.Get("altKey").Truthy() || e.Get("ctrlKey").Truthy() ||
			e.Get("metaKey").Truthy() || e.Get("shiftKey").Truthy() {
			return
		}
		d, ok := fifteenArrow(e.Get("key").String())
		if !ok {
			return
		}
		switch e.Get("target").Get("tagName").String() {
		case "SELECT", "INPUT", "TEXTAREA":
			return
		}
		e.Call("preventDefault")
		ctx.Dispatch(func(ctx app.Context) { c.keyMove(ctx, d) })
	})
	c.release = append(c.release, onLinkChange(ctx, func() string { return c.g.start.ID() }, func(ctx app.Context, link string) {
		c.notice = ""
		c.openLink(ctx, link)
	}))
	add(doc, "visibilitychange", func(app.Value) {
		if !pageHidden() {
			ctx.Dispatch(func(ctx app.Context) { c.g.resume(time.Now()) })
			return
		}
		// The page may not run again: save the clock now, not on the
		// next frame.
		c.g.pause(time.Now())
		c.store(ctx)
	})
	add(win, "pagehide", func(app.Value) {
		// The page may not run again: save the clock now.
		c.store(ctx)
	})
}

// fifteenArrow maps an arrow key to the direction the tile moves.
func fifteenArrow(key string) (fifteen.Direction, bool) {
	switch key {
	case "ArrowUp":
		return fifteen.Up, true
	case "ArrowDown":
		return fifteen.Down, true
	case "ArrowLeft":
		return fifteen.Left, true
	case "ArrowRight":
		return fifteen.Right, true
	}
	return 0, false
}

// keyMove moves the tile next to the blank in direction d, as an arrow key
// or a swipe asks.
func (c *fifteenPage) keyMove(ctx app.Context, d fifteen.Direction) {
	if c.g.solved() {
		return
	}
	m, ok := c.g.state.MoveIn(d)
	if !ok {
		c.say(T("fifteen.noMove", T("fifteen.dir."+d.String())))
		return
	}
	c.play(ctx, m, false)
}

// fifteenTileAt returns the tile of the element an event happened on, or
// 0 when it was not on a tile.
func fifteenTileAt(e app.Value) int {
	if !e.Truthy() {
		return 0
	}
	el := e.Get("target")
	if !el.Truthy() || el.Get("closest").IsUndefined() {
		return 0
	}
	el = el.Call("closest", "[data-tile]")
	if !el.Truthy() {
		return 0
	}
	t, err := strconv.Atoi(el.Get("dataset").Get("tile").String())
	if err != nil {
		return 0
	}
	return t
}

// onClick plays the tile clicked. Pointer presses are handled when the
// pointer goes up, so the click that follows one is ignored; a click with
// no press before it comes from the keyboard (Enter or Space on a tile).
func (c *fifteenPage) onClick(ctx app.Context, e app.Event) {
	if time.Since(c.lastPress) < 700*time.Millisecond {
		return
	}
	if t := fifteenTileAt(e.Value); t > 0 {
		c.play(ctx, fifteen.Move{Tile: t}, false)
	}
}

func (c *fifteenPage) onPointerDown(ctx app.Context, e app.Event) {
	if !e.Get("isPrimary").Truthy() || e.Get("button").Int() != 0 {
		return
	}
	c.press = fifteenPress{
		id:   e.Get("pointerId").Int(),
		x:    e.Get("clientX").Float(),
		y:    e.Get("clientY").Float(),
		tile: fifteenTileAt(e.Value),
		on:   true,
	}
	ctx.PreventUpdate()
}

func (c *fifteenPage) onPointerCancel(ctx app.Context, e app.Event) {
	c.press.on = false
	ctx.PreventUpdate()
}

// onPointerUp ends a press: a short one is a tap on its tile, a longer one
// a swipe. A swipe that starts on a tile in the blank's line and heads for
// the blank slides that tile and every one between; any other swipe moves
// the tile next to the blank in the swipe's direction.
func (c *fifteenPage) onPointerUp(ctx app.Context, e app.Event) {
	p := c.press
	c.press.on = false
	if !p.on || e.Get("pointerId").Int() != p.id {
		ctx.PreventUpdate()
		return
	}
	c.lastPress = time.Now()
	dx := e.Get("clientX").Float() - p.x
	dy := e.Get("clientY").Float() - p.y
	if math.Hypot(dx, dy) < fifteenSwipe {
		if p.tile > 0 {
			c.play(ctx, fifteen.Move{Tile: p.tile}, false)
		}
		return
	}
	var d fifteen.Direction
	switch {
	case math.Abs(dx) >= math.Abs(dy) && dx > 0:
		d = fifteen.Right
	case math.Abs(dx) >= math.Abs(dy):
		d = fifteen.Left
	case dy > 0:
		d = fifteen.Down
	default:
		d = fifteen.Up
	}
	if p.tile > 0 {
		if _, dir, err := c.g.state.Sliding(fifteen.Move{Tile: p.tile}); err == nil && dir == d {
			c.play(ctx, fifteen.Move{Tile: p.tile}, false)
			return
		}
	}
	c.keyMove(ctx, d)
}
