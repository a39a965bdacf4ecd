package app

import (
	"math"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	ms "github.com/pastime-games/pastime/games/minesweeper"
)

// How pointers act on the board.
const (
	msLongPress = 420 * time.Millisecond // a touch held this long flags
	msSlop      = 10                     // CSS pixels a press may travel and stay a tap
)

// msPress is a pointer held down on the board.
type msPress struct {
	id    int
	seq   int // tells a long-press timer whether its press still holds
	x, y  float64
	cell  int
	cells []int // the cells shown pressed: the cell, or a number's closed neighbours
	touch bool  // a finger or a pen, for which a long press flags
	done  bool  // the long press already flagged
	on    bool
}

// listen attaches the page's window listeners: a change of the link's
// game, and the page being hidden or shown (the clock stops while nobody
// can see the board).
func (c *minesweeperPage) listen(ctx app.Context) {
	win := app.Window()
	doc := win.Get("document")
	add := func(target app.Value, event string, f func(e app.Value)) {
		c.release = append(c.release, addListener(target, event, f))
	}
	c.release = append(c.release, onLinkChange(ctx, func() string { return c.g.state.ID() }, func(ctx app.Context, link string) {
		c.notice = ""
		c.openLink(ctx, link)
	}))
	add(doc, "visibilitychange", func(app.Value) {
		hidden := pageHidden()
		ctx.Dispatch(func(ctx app.Context) {
			if hidden {
				c.g.pause(time.Now())
			} else {
				c.g.resume(time.Now())
			}
			c.store(ctx)
		})
	})
	add(win, "pagehide", func(app.Value) {
		// The page may not run again: save the clock now.
		c.store(ctx)
	})
}

// msCellAt returns the cell of the element an event happened on, or -1.
func msCellAt(e app.Value) int {
	if !e.Truthy() {
		return -1
	}
	el := e.Get("target")
	if !el.Truthy() || el.Get("closest").IsUndefined() {
		return -1
	}
	el = el.Call("closest", "[data-i]")
	if !el.Truthy() {
		return -1
	}
	i, err := strconv.Atoi(el.Get("dataset").Get("i").String())
	if err != nil {
		return -1
	}
	return i
}

// point returns the cell i as a point, and whether it is on the board.
func (c *minesweeperPage) point(i int) (ms.Point, bool) {
	p := c.g.state.Params()
	if i < 0 || i >= p.Cells() {
		return ms.Point{}, false
	}
	return ms.Point{X: i % p.Width, Y: i / p.Width}, true
}

// primary is a click, a tap, Space or Enter on cell i: open a closed cell,
// chord on a number; in flag mode a closed cell is flagged instead.
func (c *minesweeperPage) primary(ctx app.Context, i int) {
	q, ok := c.point(i)
	if !ok {
		return
	}
	s := c.g.state
	switch s.Tile(q.X, q.Y) {
	case ms.Hidden, ms.Questioned:
		if c.flagMode {
			c.secondary(ctx, i)
			return
		}
		c.play(ctx, ms.Move{Action: ms.Open, X: q.X, Y: q.Y})
	case ms.Flagged:
		if c.flagMode {
			c.secondary(ctx, i)
			return
		}
		c.refuse(ctx, ms.Move{Action: ms.Open, X: q.X, Y: q.Y})
	case ms.Opened:
		if s.Number(q.X, q.Y) > 0 {
			c.play(ctx, ms.Move{Action: ms.Chord, X: q.X, Y: q.Y})
		}
	}
}

// secondary is a right-click, a long press or F on cell i: it cycles the
// marks, flag then (when the settings ask for them) question mark then
// nothing.
func (c *minesweeperPage) secondary(ctx app.Context, i int) {
	q, ok := c.point(i)
	if !ok || c.g.over() || c.busy {
		return
	}
	var a ms.Action
	switch c.g.state.Tile(q.X, q.Y) {
	case ms.Hidden:
		a = ms.Flag
	case ms.Flagged:
		a = ms.Flag
		if settings.QuestionMarks {
			a = ms.Question
		}
	case ms.Questioned:
		a = ms.Question
	default:
		return
	}
	c.play(ctx, ms.Move{Action: a, X: q.X, Y: q.Y})
}

// pressed returns the cells a press on cell i shows pressed: a closed cell
// itself, or the closed neighbours of a number, which a chord would open.
func (c *minesweeperPage) pressed(i int) []int {
	q, ok := c.point(i)
	if !ok {
		return nil
	}
	s := c.g.state
	switch s.Tile(q.X, q.Y) {
	case ms.Hidden, ms.Questioned:
		return []int{i}
	case ms.Opened:
		if s.Number(q.X, q.Y) == 0 {
			return nil
		}
		var out []int
		w := s.Params().Width
		for _, n := range msAround(s.Params(), q.X, q.Y) {
			if t := s.Tile(n.X, n.Y); t == ms.Hidden || t == ms.Questioned {
				out = append(out, n.Y*w+n.X)
			}
		}
		return out
	}
	return nil
}

// msPressClass marks the pressed cells and the board in the page, without a
// render: the face looks worried while a cell is held, as it always has.
func msPressClass(cells []int, on bool) {
	doc := app.Window().Get("document")
	op := "remove"
	if on {
		op = "add"
	}
	if root := doc.Call("getElementById", "page-minesweeper"); root.Truthy() {
		root.Get("classList").Call(op, "ms-holding")
	}
	for _, cell := range cells {
		if el := doc.Call("getElementById", "ms-c-"+strconv.Itoa(cell)); el.Truthy() {
			el.Get("classList").Call(op, "ms-down")
		}
	}
}

func (c *minesweeperPage) onPointerDown(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if !e.Get("isPrimary").Truthy() || e.Get("button").Int() != 0 || c.g.over() || c.busy {
		return
	}
	cell := msCellAt(e.Value)
	if cell < 0 {
		return
	}
	kind := e.Get("pointerType").String()
	c.pressSeq++
	c.press = msPress{
		id:    e.Get("pointerId").Int(),
		seq:   c.pressSeq,
		x:     e.Get("clientX").Float(),
		y:     e.Get("clientY").Float(),
		cell:  cell,
		cells: c.pressed(cell),
		touch: kind == "touch" || kind == "pen",
		on:    true,
	}
	msPressClass(c.press.cells, true)
	if !c.press.touch {
		return
	}
	c.lastTouch = time.Now()
	seq := c.press.seq
	ctx.After(msLongPress, func(ctx app.Context) {
		if !c.press.on || c.press.seq != seq || c.press.done {
			ctx.PreventUpdate()
			return
		}
		c.press.done = true
		msPressClass(c.press.cells, false)
		if v := app.Window().Get("navigator").Get("vibrate"); v.Truthy() {
			app.Window().Get("navigator").Call("vibrate", 15)
		}
		c.secondary(ctx, c.press.cell)
	})
}

// onPointerMove gives up a press that moved: the finger is scrolling the
// board, not tapping it.
func (c *minesweeperPage) onPointerMove(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	p := c.press
	if !p.on || e.Get("pointerId").Int() != p.id {
		return
	}
	if math.Hypot(e.Get("clientX").Float()-p.x, e.Get("clientY").Float()-p.y) > msSlop {
		c.press.on = false
		msPressClass(p.cells, false)
	}
}

func (c *minesweeperPage) onPointerCancel(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if c.press.on {
		msPressClass(c.press.cells, false)
	}
	c.press.on = false
}

// onPointerUp ends a press: released on the cell it started on, it is a
// click or a tap on that cell (a long press has flagged already).
func (c *minesweeperPage) onPointerUp(ctx app.Context, e app.Event) {
	p := c.press
	c.press.on = false
	if !p.on || e.Get("pointerId").Int() != p.id {
		ctx.PreventUpdate()
		return
	}
	msPressClass(p.cells, false)
	if p.done || msCellAt(e.Value) != p.cell && !p.touch {
		ctx.PreventUpdate()
		return
	}
	c.board(ctx)
	c.primary(ctx, p.cell)
}

// onContextMenu flags with the right button (or Ctrl+click on a Mac). The
// browser's menu never shows over the board. A long touch also raises a
// context menu on some phones; the press timer flags those already.
func (c *minesweeperPage) onContextMenu(ctx app.Context, e app.Event) {
	e.PreventDefault()
	kind := e.Get("pointerType")
	mouse := e.Get("button").Int() == 2 || kind.Truthy() && kind.String() == "mouse"
	touch := kind.Truthy() && (kind.String() == "touch" || kind.String() == "pen")
	if touch || !mouse && time.Since(c.lastTouch) < 1500*time.Millisecond {
		ctx.PreventUpdate()
		return
	}
	cell := msCellAt(e.Value)
	if cell < 0 {
		ctx.PreventUpdate()
		return
	}
	c.board(ctx)
	c.secondary(ctx, cell)
}

// board moves the keyboard's focus to the board, so keys play where the
// pointer did.
func (c *minesweeperPage) board(ctx app.Context) {
	if el := app.Window().GetElementByID("ms-board"); el.Truthy() {
		if !app.Window().Get("document").Get("activeElement").Equal(el) {
			el.Call("focus", map[string]any{"preventScroll": true})
		}
	}
}

// onKeyDown plays from the keyboard: arrows move the cursor (Home, End,
// PageUp and PageDown to the edges), Space or Enter opens or chords, F
// flags, N starts a new game and H asks for a hint.
func (c *minesweeperPage) onKeyDown(ctx app.Context, e app.Event) {
	if e.Get("altKey").Truthy() || e.Get("ctrlKey").Truthy() || e.Get("metaKey").Truthy() {
		ctx.PreventUpdate()
		return
	}
	p := c.g.state.Params()
	x, y := c.cursor%p.Width, c.cursor/p.Width
	switch e.Get("key").String() {
	case "ArrowLeft":
		x = max(x-1, 0)
	case "ArrowRight":
		x = min(x+1, p.Width-1)
	case "ArrowUp":
		y = max(y-1, 0)
	case "ArrowDown":
		y = min(y+1, p.Height-1)
	case "Home":
		x = 0
	case "End":
		x = p.Width - 1
	case "PageUp":
		y = 0
	case "PageDown":
		y = p.Height - 1
	case " ", "Enter":
		e.PreventDefault()
		c.primary(ctx, c.cursor)
		return
	case "f", "F":
		e.PreventDefault()
		c.secondary(ctx, c.cursor)
		return
	case "n", "N", "F2":
		e.PreventDefault()
		c.notice = ""
		c.newGame(ctx)
		return
	case "h", "H":
		e.PreventDefault()
		c.onHint(ctx, e)
		return
	default:
		ctx.PreventUpdate()
		return
	}
	e.PreventDefault()
	c.cursor = y*p.Width + x
	c.say(c.cellText(x, y))
	ctx.Defer(func(ctx app.Context) {
		if el := app.Window().GetElementByID("ms-c-" + strconv.Itoa(c.cursor)); el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "nearest", "inline": "nearest"})
		}
	})
}

// cellText describes a cell for a screen reader: where it is and what it
// shows.
func (c *minesweeperPage) cellText(x, y int) string {
	return T("minesweeper.cellAt", y+1, x+1, c.tileText(x, y))
}

// tileText says what a cell shows.
func (c *minesweeperPage) tileText(x, y int) string {
	s := c.g.state
	switch s.Tile(x, y) {
	case ms.Flagged:
		return T("minesweeper.tile.flag")
	case ms.Questioned:
		return T("minesweeper.tile.question")
	case ms.Opened:
		if n := s.Number(x, y); n > 0 {
			return strconv.Itoa(n)
		}
		return T("minesweeper.tile.empty")
	case ms.Mine:
		return T("minesweeper.tile.mine")
	case ms.Exploded:
		return T("minesweeper.tile.exploded")
	case ms.WrongFlag:
		return T("minesweeper.tile.wrongFlag")
	}
	return T("minesweeper.tile.hidden")
}
