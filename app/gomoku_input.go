package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/gomoku"
)

// gomokuAimBelow is the width, in CSS pixels, of a point under which a tap
// only aims: the stone is placed by a second tap on the same point, so a
// finger on a phone does not drop a stone next to the one it meant.
const gomokuAimBelow = 32

// listen attaches the page's window listeners: a change of the link's game.
func (c *gomokuPage) listen(ctx app.Context) {
	c.release = append(c.release, onLinkChange(ctx, func() string { return c.g.state.ID() }, func(ctx app.Context, link string) {
		c.notice = ""
		c.openLink(ctx, link)
	}))
}

// gomokuPointAt returns the point of the element an event happened on.
func gomokuPointAt(e app.Value, size int) (gomoku.Point, app.Value, bool) {
	if !e.Truthy() {
		return gomoku.Point{}, nil, false
	}
	el := e.Get("target")
	if !el.Truthy() || el.Get("closest").IsUndefined() {
		return gomoku.Point{}, nil, false
	}
	el = el.Call("closest", ".gm-pt")
	if !el.Truthy() {
		return gomoku.Point{}, nil, false
	}
	id := el.Get("id").String()
	if len(id) < 4 {
		return gomoku.Point{}, nil, false
	}
	p, err := gomoku.ParsePoint(id[3:], size)
	return p, el, err == nil
}

// onPointerDown notes whether the board is being touched, for the click
// that follows.
func (c *gomokuPage) onPointerDown(ctx app.Context, e app.Event) {
	c.touch = e.Get("pointerType").String() == "touch"
	ctx.PreventUpdate()
}

// onBoardClick places a stone where the board was clicked or tapped. On a
// small touch board the first tap aims and the second places.
func (c *gomokuPage) onBoardClick(ctx app.Context, e app.Event) {
	p, el, ok := gomokuPointAt(e.Value, c.g.state.Size())
	if !ok {
		return
	}
	if c.review >= 0 || !c.g.playerToMove() || c.thinking {
		// Nothing to play: the point becomes the cursor, and the page says
		// why the stone did not go there.
		c.cursor = p
		c.aiming = false
		c.play(ctx, p)
		return
	}
	if c.touch && c.g.state.At(p) == gomoku.Empty && el.Call("getBoundingClientRect").Get("width").Float() < gomokuAimBelow {
		if !c.aiming || c.aim != p {
			c.aim, c.aiming, c.cursor = p, true, p
			c.say(T("gomoku.aimed", p.String()))
			return
		}
	}
	c.play(ctx, p)
}

// onBoardKey moves the cursor with the arrow keys, places a stone with
// Enter or Space, asks for a hint with H, shows or hides the hint's best
// line with L and steps through it with [ and ], and shows or hides the
// evaluation bar with E.
func (c *gomokuPage) onBoardKey(ctx app.Context, e app.Event) {
	if e.Get("altKey").Truthy() || e.Get("ctrlKey").Truthy() || e.Get("metaKey").Truthy() {
		return
	}
	n := c.g.state.Size()
	p := c.cursor
	switch e.Get("key").String() {
	case "ArrowUp":
		p.Y++
	case "ArrowDown":
		p.Y--
	case "ArrowLeft":
		p.X--
	case "ArrowRight":
		p.X++
	case "Home":
		p.X = 0
	case "End":
		p.X = n - 1
	case "PageUp":
		p.Y = n - 1
	case "PageDown":
		p.Y = 0
	case "Enter", " ":
		e.PreventDefault()
		c.play(ctx, c.cursor)
		return
	case "h", "H":
		e.PreventDefault()
		c.askHint(ctx)
		return
	case "l", "L":
		e.PreventDefault()
		c.toggleLine()
		return
	case "e", "E":
		e.PreventDefault()
		c.toggleEval(ctx)
		return
	case "[", "]":
		e.PreventDefault()
		c.stepLine(map[string]int{"[": -1, "]": 1}[e.Get("key").String()])
		return
	default:
		ctx.PreventUpdate()
		return
	}
	e.PreventDefault()
	p.X = max(0, min(p.X, n-1))
	p.Y = max(0, min(p.Y, n-1))
	c.cursor = p
	c.aiming = false
	c.focusBoard(ctx)
}

func (c *gomokuPage) onUndo(ctx app.Context, e app.Event) { c.undo(ctx) }

func (c *gomokuPage) onHint(ctx app.Context, e app.Event) { c.askHint(ctx) }

func (c *gomokuPage) onLine(ctx app.Context, e app.Event) { c.toggleLine() }

func (c *gomokuPage) onLineBack(ctx app.Context, e app.Event) { c.stepLine(-1) }

func (c *gomokuPage) onLineNext(ctx app.Context, e app.Event) { c.stepLine(1) }

func (c *gomokuPage) onRestart(ctx app.Context, e app.Event) { c.restart(ctx) }

func (c *gomokuPage) onNew(ctx app.Context, e app.Event) {
	c.notice = ""
	c.newGame(ctx)
	c.focusBoard(ctx)
}

func (c *gomokuPage) onDismiss(ctx app.Context, e app.Event) { c.notice = "" }

// untouched reports whether the player has not moved yet in this game, so
// a change of setup may replace it at once.
func (c *gomokuPage) untouched() bool {
	if c.g.vsComputer() {
		return !c.g.counted
	}
	return c.g.state.MoveCount() == 0
}

// setupChanged keeps a new choice for the next game, and starts that game
// at once if the player has not moved yet in this one.
func (c *gomokuPage) setupChanged(ctx app.Context) {
	c.setup = c.setup.fixed()
	if app.IsClient {
		store(ctx, gomokuSetupKey, c.setup)
	}
	if c.untouched() {
		c.notice = ""
		c.newGame(ctx)
		return
	}
	c.say(T("gomoku.nextGame"))
}

// onSetupChange takes a choice of the setup form: every radio button of
// the form reports here, named by its group.
func (c *gomokuPage) onSetupChange(ctx app.Context, e app.Event) {
	t := e.Get("target")
	if !t.Truthy() || t.Get("name").IsUndefined() {
		ctx.PreventUpdate()
		return
	}
	value := t.Get("value").String()
	switch t.Get("name").String() {
	case "gm-mode":
		c.setup.Mode = gomokuMode(value)
	case "gm-color":
		c.setup.Color = value
	case "gm-level":
		c.setup.Level = value
	case "gm-rule":
		c.setup.Rule = value
	case "gm-opening":
		c.setup.Opening = value
	case "gm-size":
		n, err := strconv.Atoi(value)
		if err != nil {
			ctx.PreventUpdate()
			return
		}
		c.setup.Size = n
	default:
		ctx.PreventUpdate()
		return
	}
	keepFocus(ctx)
	c.setupChanged(ctx)
}

// onShare copies the link to the game, or shows it for copying by hand
// when the clipboard is not available.
func (c *gomokuPage) onShare(ctx app.Context, e app.Event) {
	shareLink(ctx, func() {
		c.copied = true
		c.say(T("gomoku.copied"))
	}, func(link string) { c.shareURL = link })
}
