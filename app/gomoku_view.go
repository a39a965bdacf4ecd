package app

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/gomoku"
)

func (c *gomokuPage) Render() app.UI {
	return frame("/gomoku",
		app.Elem("section").ID("page-gomoku").Class("gm").Attr("data-ready", c.loaded && (c.mounted || c.picked)).Body(
			app.Elem("div").Class("gm-head").Body(
				app.Elem("h1").Text(T("gomoku.name")),
				app.Elem("p").ID("gm-summary").Class("gm-lead").Text(c.summary()),
			),
			app.If(c.notice != "", func() app.UI {
				return app.Elem("div").ID("gm-notice").Class("gm-notice").Role("alert").Body(
					app.Elem("span").Text(c.notice),
					app.Elem("button").Class("gm-link").Text(T("gomoku.dismiss")).OnClick(c.onDismiss),
				)
			}),
			app.Elem("div").Class("gm-layout").Body(
				app.Elem("div").Class("gm-play").Body(paused(
					c.renderPlayers(),
					c.renderEval(),
					c.renderBoard(),
					c.renderSwap2(),
					c.renderActions(),
					c.renderHelp(),
				)...),
				app.Elem("div").Class("gm-side").Body(paused(
					c.renderMoves(),
					c.renderSetup(),
					c.renderStats(),
				)...),
			),
			app.Elem("div").ID("gm-live").Class("gm-sr").Role("status").Attr("aria-live", "polite").Text(c.announce),
		),
	)
}

// renderPlayers is the bar above the board: who plays black and who
// white, whose turn it is, and the game's state in words.
func (c *gomokuPage) renderPlayers() app.UI {
	s := c.g.state
	name := func(col gomoku.Color) string {
		if w := c.g.swap2; w.on && (!w.settled || !c.g.vsComputer()) {
			// Until the opening is settled the colours have no players;
			// then two players are player 1 and player 2.
			if !w.settled {
				return T("gomoku.colorCap." + col.String())
			}
			if (col == gomoku.Black) == w.firstBlack {
				return T("gomoku.swap2.first")
			}
			return T("gomoku.swap2.second")
		}
		if !c.g.vsComputer() {
			return T("gomoku.colorCap." + col.String())
		}
		if col == c.g.human {
			return T("gomoku.you")
		}
		return T("gomoku.computerLevel", gomokuLevelName(c.g.level))
	}
	chip := func(col gomoku.Color) app.UI {
		cls := "gm-player gm-player-" + col.String()
		switch {
		case s.Over() && s.Winner() == col:
			cls += " gm-winner"
		case !s.Over() && s.Turn() == col:
			cls += " gm-to-move"
		}
		thinking := c.thinking && s.Turn() == col
		return app.Elem("div").Class(cls).Body(
			app.Elem("span").Class("gm-chip-stone").Attr("aria-hidden", true),
			app.Elem("span").Class("gm-player-name").Text(name(col)),
			app.If(thinking, func() app.UI {
				return app.Elem("span").Class("gm-dots").Attr("aria-hidden", true).Body(app.Elem("span"), app.Elem("span"), app.Elem("span"))
			}),
		)
	}
	statusClass := "gm-status"
	if s.Over() {
		statusClass += " gm-status-over"
	}
	return app.Elem("div").Class("gm-top").Body(
		app.Elem("div").Class("gm-players").Body(chip(gomoku.Black), chip(gomoku.White)),
		app.Elem("p").ID("gm-status").Class(statusClass).Text(c.turnText()),
	)
}

// gomokuPointID is the element id of a point of the board.
func gomokuPointID(p gomoku.Point) string { return "gm-" + p.String() }

// gomokuStars returns the star points of a board: the centre and the
// points three lines in from the corners (two on small boards), with the
// middle of each side on big boards.
func gomokuStars(n int) []gomoku.Point {
	e := 3
	if n < 13 {
		e = 2
	}
	if n < 7 {
		return nil
	}
	stars := []gomoku.Point{{X: e, Y: e}, {X: n - 1 - e, Y: e}, {X: e, Y: n - 1 - e}, {X: n - 1 - e, Y: n - 1 - e}}
	if n%2 == 1 {
		stars = append(stars, gomoku.Point{X: n / 2, Y: n / 2})
		if n >= 19 {
			stars = append(stars, gomoku.Point{X: n / 2, Y: e}, gomoku.Point{X: n / 2, Y: n - 1 - e},
				gomoku.Point{X: e, Y: n / 2}, gomoku.Point{X: n - 1 - e, Y: n / 2})
		}
	}
	return stars
}

// renderBoard draws the board: a grid of points, one element each, over
// the wooden board with its lines, star points and coordinates. Each point
// says what it holds, for screen readers; the keyboard cursor is the one
// point in the tab order.
func (c *gomokuPage) renderBoard() app.UI {
	mayPause()
	s := c.shown()
	n := s.Size()
	if n == 0 {
		return app.Elem("div").Class("gm-board")
	}
	live := c.review < 0
	last, hasLast := s.LastMove()
	win := map[gomoku.Point]bool{}
	line := s.WinningLine()
	for _, p := range line {
		win[p] = true
	}
	var numbers map[gomoku.Point]int
	if settings.MoveNumbers {
		numbers = map[gomoku.Point]int{}
		for i, p := range s.Moves() {
			numbers[p] = i + 1
		}
	}
	var forbidden map[gomoku.Point]gomoku.Reason
	if live {
		forbidden = c.forbiddenPoints(s)
	}
	var threats map[gomoku.Point]gomoku.ThreatKind
	if settings.ThreatMarks && !s.Over() {
		threats = c.threatStones(s)
	}
	canPlay := live && c.g.playerToMove() && !c.thinking

	// The words of the labels, looked up once: a render writes 225.
	var (
		empty    = T("gomoku.empty")
		stones   = [...]string{gomoku.Black: T("gomoku.stone.black"), gomoku.White: T("gomoku.stone.white")}
		lastMove = ", " + T("gomoku.lastMove")
		inLine   = ", " + T("gomoku.inLine")
		hintMark = ", " + T("gomoku.hintMark")
		inThreat = [...]string{gomoku.OpenThree: ", " + T("gomoku.inThree"), gomoku.Four: ", " + T("gomoku.inFour")}
	)
	hinted := live && c.hintShown()
	// Stepping through a reviewed game: the engine's move in place of a
	// marked one.
	better, hasBetter, betterClass := gomoku.Point{}, false, " gm-hint gm-better gm-better-black"
	if k, m, ok := c.mistakeAt(); ok {
		better, hasBetter = m.better, true
		if k%2 == 1 {
			betterClass = " gm-hint gm-better gm-better-white"
		}
	}
	// The best line's moves drawn, by point: the move's number in the line.
	var ghosts map[gomoku.Point]int
	if live && c.hasLine() && c.lineShown > 0 {
		ghosts = map[gomoku.Point]int{}
		for k, q := range c.hintLine[:c.lineShown] {
			ghosts[q] = k + 1
		}
	}
	ghostColor := [2]string{" gm-ghost gm-ghost-" + s.Turn().String(), " gm-ghost gm-ghost-" + s.Turn().Opponent().String()}
	// A point's look is a function of its own, small beside this one: it
	// runs for every point of every render, and the browser compiles a
	// function that runs that often a second time, optimised, in time that
	// grows with the function's size (on a first visit, beside the page's
	// own start).
	cellAt := func(p gomoku.Point) gomokuCell {
		cl := gomokuCell{p: p, cls: "gm-pt"}
		label := p.String() + ", "
		switch col := s.At(p); col {
		case gomoku.Black, gomoku.White:
			cl.stone = true
			cl.cls += " gm-" + col.String()
			label += stones[col]
			if k, ok := threats[p]; ok {
				cl.cls += gomokuThreatClass[k]
				label += inThreat[k]
			}
			if k, ok := numbers[p]; ok {
				cl.text = strconv.Itoa(k)
				if k >= 100 {
					cl.cls += " gm-num3"
				}
			}
		default:
			label += empty
			if why, ok := forbidden[p]; ok {
				cl.cls += " gm-forbidden"
				label += ", " + T("gomoku.forbiddenFor", gomokuReasonText(why))
				cl.cross = true
			}
		}
		if hasLast && p == last {
			cl.cls += " gm-last"
			label += lastMove
		}
		if win[p] {
			cl.cls += " gm-win"
			label += inLine
		}
		if k, ok := ghosts[p]; ok {
			cl.cls += ghostColor[(k-1)%2]
			cl.ghost = strconv.Itoa(k)
			label += ", " + T("gomoku.lineMark", k)
		}
		if hinted && p == c.hint {
			cl.cls += " gm-hint"
			label += hintMark
		}
		if hasBetter && p == better {
			cl.cls += betterClass
			label += ", " + T("gomoku.betterMark")
		}
		if c.aiming && live && p == c.aim {
			cl.cls += " gm-aim"
		}
		if p == c.cursor {
			cl.cls += " gm-cursor"
			cl.cursor = true
		}
		cl.label = label
		return cl
	}
	rows := gomokuRows(n, c.cursor.Y, cellAt)

	boardClass := "gm-board gm-turn-" + s.Turn().String()
	if canPlay {
		boardClass += " gm-can-play"
	}
	if c.thinking {
		boardClass += " gm-thinking"
	}
	if !live {
		boardClass += " gm-reviewing"
	}
	if s.Over() {
		boardClass += " gm-over"
	}
	return app.Elem("div").Class("gm-stage").Body(
		app.Elem("div").Class(boardClass).Style("--n", strconv.Itoa(n)).Body(
			&gomokuDecor{N: n},
			app.If(len(line) > 1, func() app.UI { return gomokuStrike(n, line) }),
			app.Elem("div").ID("gm-board").Class("gm-grid").Role("grid").
				Attr("aria-label", T("gomoku.board", n, n)).
				Attr("aria-describedby", "gm-keys").
				Attr("aria-busy", c.thinking).
				Attr("data-thinking", c.thinking).
				Attr("data-moves", s.MoveCount()).
				Attr("data-key", gomokuBoardKey(s)).
				OnClick(c.onBoardClick).
				OnKeyDown(c.onBoardKey).
				On("pointerdown", c.onPointerDown).
				Body(rows...),
		),
		app.Elem("p").ID("gm-keys").Class("gm-sr").Text(T("gomoku.keys")),
	)
}

// gomokuRows lays the board's rows out from the look of each point (see
// renderBoard), top row first: the cursor's row as elements, the others as
// HTML. The loop over the points is in a function of its own too.
func gomokuRows(n, cursorY int, cellAt func(gomoku.Point) gomokuCell) []app.UI {
	rows := make([]app.UI, 0, n)
	cells := make([]gomokuCell, n)
	for r := range n {
		y := n - 1 - r
		for x := range n {
			cells[x] = cellAt(gomoku.Point{X: x, Y: y})
		}
		if y == cursorY {
			rows = append(rows, gomokuRowElems(cells))
		} else {
			rows = append(rows, gomokuRowHTML(cells))
		}
	}
	return rows
}

// gomokuThreatClass is the class of a stone in a threat.
var gomokuThreatClass = [...]string{gomoku.OpenThree: " gm-t3", gomoku.Four: " gm-t4"}

// gomokuCell is what a point of the board shows.
type gomokuCell struct {
	p            gomoku.Point
	cls, label   string
	stone, cross bool
	cursor       bool   // the keyboard cursor
	text         string // the move number on a stone
	ghost        string // the move's number in the best line drawn, on an empty point
}

// gomokuRowElems is the row of the keyboard cursor, as go-app elements:
// the cursor is the board's one stop in the tab order and keeps the focus
// while the page updates the row around it. The other points need no
// tabindex, since the page moves the focus only to the cursor (focusBoard).
func gomokuRowElems(cells []gomokuCell) app.UI {
	items := make([]app.UI, len(cells))
	for i, cl := range cells {
		cell := app.Elem("div").ID(gomokuPointID(cl.p)).Class(cl.cls).Role("gridcell").Attr("aria-label", cl.label)
		if cl.cursor {
			cell = cell.TabIndex(0)
		}
		switch {
		case cl.stone:
			cell = cell.Body(app.Elem("span").Class("gm-stone").Attr("aria-hidden", true).Text(cl.text))
		case cl.ghost != "":
			cell = cell.Body(app.Elem("span").Class("gm-gstone").Attr("aria-hidden", true).Text(cl.ghost))
		case cl.cross:
			cell = cell.Body(app.Elem("span").Class("gm-cross").Attr("aria-hidden", true))
		}
		items[i] = cell
	}
	return app.Elem("div").Class("gm-row").Role("row").Body(items...)
}

// gomokuRowHTML is any other row, written as HTML (see rawhtml.go): a
// move replaces the rows it changes, and the focus is never in them.
func gomokuRowHTML(cells []gomokuCell) app.UI {
	var b strings.Builder
	b.Grow(120 * len(cells))
	b.WriteString(`<div class="gm-row" role="row">`)
	for _, cl := range cells {
		b.WriteString(`<div id="`)
		b.WriteString(gomokuPointID(cl.p))
		b.WriteString(`" class="`)
		b.WriteString(cl.cls)
		b.WriteString(`" role="gridcell" aria-label="`)
		b.WriteString(escapeHTML(cl.label))
		b.WriteString(`">`)
		switch {
		case cl.stone:
			b.WriteString(`<span class="gm-stone" aria-hidden="true">`)
			b.WriteString(cl.text)
			b.WriteString(`</span>`)
		case cl.ghost != "":
			b.WriteString(`<span class="gm-gstone" aria-hidden="true">`)
			b.WriteString(cl.ghost)
			b.WriteString(`</span>`)
		case cl.cross:
			b.WriteString(`<span class="gm-cross" aria-hidden="true"></span>`)
		}
		b.WriteString(`</div>`)
	}
	b.WriteString(`</div>`)
	return app.Raw(b.String())
}

// gomokuDecor draws what only decorates the board: the lines, the star
// points and the coordinates. It is a component of its own so that a move,
// which re-renders the page, leaves it alone: it changes with the size only.
// It is written as HTML, which the browser builds in one call: as go-app
// elements its seventy-odd nodes took some 350 calls from WebAssembly into
// the page when the page opened.
type gomokuDecor struct {
	app.Compo
	N int
}

func (d *gomokuDecor) Render() app.UI {
	n := d.N
	var b strings.Builder
	b.WriteString(`<div class="gm-decor" aria-hidden="true">`)
	for i := range n {
		si := strconv.Itoa(i)
		b.WriteString(`<div class="gm-hl" style="--i:` + si + `"></div><div class="gm-vl" style="--i:` + si + `"></div>`)
		b.WriteString(`<span class="gm-cx" style="--i:` + si + `">` + string(rune('a'+i)) + `</span>`)
		b.WriteString(`<span class="gm-cy" style="--i:` + strconv.Itoa(n-1-i) + `">` + strconv.Itoa(i+1) + `</span>`)
	}
	for _, p := range gomokuStars(n) {
		b.WriteString(`<div class="gm-star" style="--x:` + strconv.Itoa(p.X) + `;--y:` + strconv.Itoa(n-1-p.Y) + `"></div>`)
	}
	b.WriteString(`</div>`)
	return app.Raw(b.String())
}

// gomokuStrike draws a stroke through the winning line, from a little
// before its first stone to a little after its last.
func gomokuStrike(n int, line []gomoku.Point) app.UI {
	a, b := line[0], line[len(line)-1]
	ax, ay := float64(a.X), float64(n-1-a.Y)
	dx, dy := float64(b.X-a.X), float64(a.Y-b.Y)
	length := math.Hypot(dx, dy)
	const over = 0.4
	sx, sy := ax-dx/length*over, ay-dy/length*over
	ang := math.Atan2(dy, dx) * 180 / math.Pi
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }
	return app.Elem("div").Class("gm-strike").Attr("aria-hidden", true).
		Style("--sx", f(sx)).Style("--sy", f(sy)).Style("--len", f(length+2*over)).Style("--ang", f(ang)+"deg")
}

// gomokuReasonText names why a point is forbidden for black.
func gomokuReasonText(r gomoku.Reason) string {
	switch r {
	case gomoku.DoubleThree:
		return T("gomoku.reason.doubleThree")
	case gomoku.DoubleFour:
		return T("gomoku.reason.doubleFour")
	case gomoku.Overline:
		return T("gomoku.reason.overline")
	}
	return T("gomoku.reason.other")
}

// renderActions is the row of buttons under the board.
func (c *gomokuPage) renderActions() app.UI {
	mayPause()
	_, canUndo := c.g.undone()
	restart, restartClass := T("gomoku.restart"), []string{"gm-btn"}
	if c.g.state.Over() {
		restart, restartClass = T("gomoku.again"), []string{"gm-btn", "gm-primary"}
	}
	canHint := c.review < 0 && c.g.playerToMove() && !c.thinking && !c.hinting && c.g.swap2Stage() == stagePlay
	hint := T("gomoku.hint")
	if c.hinting {
		hint = T("gomoku.hinting")
	}
	share := T("gomoku.share")
	if c.copied {
		share = T("gomoku.copied")
	}
	return app.Elem("div").Class("gm-actions").Body(
		gomokuButton("gm-undo", "↶", T("gomoku.undo"), c.onUndo, "gm-btn").Attr("disabled", boolAttr(!canUndo)).
			Title(T("gomoku.undoTitle")),
		gomokuButton("gm-restart", "↻", restart, c.onRestart, restartClass...).Title(T("gomoku.restartTitle")),
		gomokuButton("gm-hint", "?", hint, c.onHint, "gm-btn").Attr("disabled", boolAttr(!canHint)).
			Attr("aria-busy", c.hinting).Title(T("gomoku.hintTitle")),
		gomokuButton("gm-eval-toggle", "◐", T("gomoku.eval"), c.onEvalToggle, "gm-btn").Attr("aria-pressed", settings.EvalBar).
			Title(T("gomoku.evalTitle")),
		gomokuButton("gm-share", "↗", share, c.onShare, "gm-btn"),
		app.If(c.shareURL != "", func() app.UI {
			return app.ElemSelfClosing("input").ID("gm-url").Class("gm-url").Attr("readonly", true).Attr("value", c.shareURL).
				Attr("aria-label", T("gomoku.link"))
		}),
		app.If(c.hintShown(), func() app.UI {
			return app.Elem("p").ID("gm-hint-text").Class("gm-hint-text").Text(c.hintText())
		}),
		app.If(c.hasLine(), func() app.UI { return c.renderLine() }),
		app.If(c.g.vsComputer() && c.g.hinted, func() app.UI {
			return app.Elem("p").ID("gm-helped").Class("gm-muted").Text(T("gomoku.helpedNote"))
		}),
	)
}

// gomokuButton is a button under the board: an icon and a word. One
// function builds them all: each chain of go-app calls written out costs
// app.wasm some kilobytes.
func gomokuButton(id, icon, text string, h app.EventHandler, class ...string) app.HTMLElem {
	return app.Elem("button").ID(id).Class(class...).OnClick(h).Body(
		app.Elem("span").Class("gm-icon").Attr("aria-hidden", true).Text(icon),
		app.Elem("span").Text(text),
	)
}

// renderLine is the control of the hint's best line: show or hide it,
// and step through it.
func (c *gomokuPage) renderLine() app.UI {
	label := T("gomoku.bestLine")
	if c.lineShown > 0 {
		label = T("gomoku.bestLineHide")
	}
	step := func(id, text, title string, disabled bool, h app.EventHandler) app.UI {
		return app.Elem("button").ID(id).Class("gm-btn", "gm-step").Attr("aria-label", title).Title(title).
			Attr("disabled", boolAttr(disabled)).OnClick(h).Text(text)
	}
	return app.Elem("div").ID("gm-line-bar").Class("gm-line-bar").Role("group").Attr("aria-label", T("gomoku.bestLine")).Body(
		app.Elem("button").ID("gm-line").Class("gm-btn").Attr("aria-pressed", c.lineShown > 0).Title(T("gomoku.lineTitle")).
			OnClick(c.onLine).Text(label),
		app.If(c.lineShown > 0, func() app.UI {
			return app.Elem("span").Class("gm-line-steps").Body(
				step("gm-line-back", "‹", T("gomoku.lineBack"), c.lineShown <= 1, c.onLineBack),
				app.Elem("span").ID("gm-line-at").Class("gm-review-at").Text(T("gomoku.lineCount", c.lineShown, len(c.hintLine))),
				step("gm-line-next", "›", T("gomoku.lineNext"), c.lineShown >= len(c.hintLine), c.onLineNext),
			)
		}),
	)
}

// renderMoves is the move list, and the buttons that step through a
// finished game. The list is written as HTML (see rawhtml.go): a long game
// has a hundred moves, and once the game is over each is a button, which
// one handler on the list serves (onMoveClick).
func (c *gomokuPage) renderMoves() app.UI {
	mayPause()
	s := c.g.state
	moves := s.Moves()
	over := s.Over()
	at := len(moves)
	if c.review >= 0 {
		at = c.review
	}
	var body app.UI
	if len(moves) == 0 {
		body = app.Elem("p").Class("gm-muted").Text(T("gomoku.noMoves"))
	} else {
		var b strings.Builder
		b.WriteString(`<ol id="gm-moves" class="gm-moves" aria-label="` + escapeHTML(T("gomoku.moves")) + `">`)
		for i := 0; i < len(moves); i += 2 {
			b.WriteString(`<li><span class="gm-mn">` + strconv.Itoa(i/2+1) + `</span>`)
			for j := i; j < min(i+2, len(moves)); j++ {
				c.writeMove(&b, j, moves[j], over, at)
			}
			b.WriteString(`</li>`)
		}
		b.WriteString(`</ol>`)
		body = app.Elem("div").OnClick(c.onMoveClick).Body(app.Raw(b.String()))
	}
	return app.Elem("section").ID("gm-moves-panel").Class("gm-panel").Attr("aria-labelledby", "gm-moves-title").Body(
		app.Elem("div").Class("gm-panel-head").Body(
			app.Elem("h2").ID("gm-moves-title").Text(T("gomoku.moves")),
			app.Elem("span").Class("gm-count").Text(Tn("gomoku.moveCount", len(moves))),
		),
		app.If(over && len(moves) > 0, c.renderReview),
		app.If(over && len(moves) > 0, c.renderScan),
		body,
	)
}

// writeMove writes move i of the list: once the game is over, a button
// that shows the position after it, with the review's mark if it has one.
func (c *gomokuPage) writeMove(b *strings.Builder, i int, p gomoku.Point, over bool, at int) {
	col := gomoku.Black
	if i%2 == 1 {
		col = gomoku.White
	}
	colour := T("gomoku.color." + col.String())
	cls := "gm-mv gm-mv-" + col.String()
	if i == at-1 {
		cls += " gm-mv-at"
	}
	if !over {
		b.WriteString(`<span class="` + cls + `"><span class="gm-sr">` + escapeHTML(colour) + ` </span>` + p.String() + `</span>`)
		return
	}
	label := T("gomoku.moveLabel", i+1, colour, p.String())
	text := p.String()
	if m, ok := c.scan.marks[i]; ok && c.scanned() {
		cls += " gm-mv-mark"
		text += gomokuMistakeWords[m.kind].sign
		label += ", " + T(gomokuMistakeWords[m.kind].name)
	}
	b.WriteString(`<button type="button" id="gm-mv-` + strconv.Itoa(i) + `" data-i="` + strconv.Itoa(i) + `" class="` + cls +
		`" aria-label="` + escapeHTML(label) + `" aria-current="` + strconv.FormatBool(i == at-1) + `">` + text + `</button>`)
}

// onMoveClick shows the position after the move clicked in the list.
func (c *gomokuPage) onMoveClick(ctx app.Context, e app.Event) {
	btn := e.Get("target").Call("closest", "button[data-i]")
	if !btn.Truthy() {
		ctx.PreventUpdate()
		return
	}
	i, err := strconv.Atoi(btn.Get("dataset").Get("i").String())
	if err != nil {
		return
	}
	keepFocus(ctx)
	c.reviewTo(i + 1)
}

// renderReview is the row of buttons that steps through a finished game.
func (c *gomokuPage) renderReview() app.UI {
	total := c.g.state.MoveCount()
	at := total
	if c.review >= 0 {
		at = c.review
	}
	btn := func(id, icon, label string, disabled bool, to func() int) app.UI {
		return app.Elem("button").ID(id).Class("gm-btn", "gm-step").Attr("aria-label", label).Title(label).
			Attr("disabled", boolAttr(disabled)).Text(icon).
			OnClick(func(ctx app.Context, e app.Event) { c.reviewTo(to()) })
	}
	return app.Elem("div").Class("gm-review").Role("group").Attr("aria-label", T("gomoku.review")).Body(
		btn("gm-first", "⇤", T("gomoku.first"), at == 0, func() int { return 0 }),
		btn("gm-prev", "◀", T("gomoku.prev"), at == 0, func() int { return c.reviewAt() - 1 }),
		app.Elem("span").ID("gm-review-at").Class("gm-review-at").Text(T("gomoku.reviewPos", at, total)),
		btn("gm-next", "▶", T("gomoku.next"), at == total, func() int { return c.reviewAt() + 1 }),
		btn("gm-last", "⇥", T("gomoku.lastPos"), at == total, func() int { return c.g.state.MoveCount() }),
	)
}

// reviewAt returns the number of moves shown on the board.
func (c *gomokuPage) reviewAt() int {
	if c.review >= 0 {
		return c.review
	}
	return c.g.state.MoveCount()
}

// renderSetup is the form for the next game. Its choices are written as
// HTML (see rawhtml.go): some 80 elements, the most of the page after the
// board. One change handler on the form serves them all, and a choice
// keeps the focus when the page redraws them.
func (c *gomokuPage) renderSetup() app.UI {
	mayPause()
	st := c.setup
	var b strings.Builder
	radio := func(name, value, label, hint string, checked bool) {
		id := "gm-" + name + "-" + value
		b.WriteString(`<label class="gm-choice" for="` + id + `"><input type="radio" id="` + id +
			`" name="gm-` + name + `" value="` + escapeHTML(value) + `"`)
		if checked {
			b.WriteString(` checked`)
		}
		b.WriteString(`><span class="gm-choice-text"><span>` + escapeHTML(label) + `</span>`)
		if hint != "" {
			b.WriteString(`<small>` + escapeHTML(hint) + `</small>`)
		}
		b.WriteString(`</span></label>`)
	}
	field := func(legend, class string, choices func()) {
		b.WriteString(`<fieldset class="gm-field"><legend>` + escapeHTML(legend) + `</legend><div class="gm-choices` + class + `">`)
		choices()
		b.WriteString(`</div></fieldset>`)
	}
	b.WriteString(`<div class="gm-setup-fields">`)
	if len(gomokuLevels) > 0 {
		field(T("gomoku.opponent"), "", func() {
			radio("mode", string(gomokuTwoPlayers), T("gomoku.twoPlayers"), "", st.Mode == gomokuTwoPlayers)
			radio("mode", string(gomokuComputer), T("gomoku.computer"), "", st.Mode == gomokuComputer)
		})
		if st.Mode == gomokuComputer {
			b.WriteString(`<div class="gm-vs">`)
			first, second := T("gomoku.movesFirst"), T("gomoku.movesSecond")
			if st.swap2() {
				first, second = T("gomoku.swap2.youOpen"), T("gomoku.swap2.youAnswer")
			}
			field(T("gomoku.youPlay"), "", func() {
				radio("color", "black", T("gomoku.colorCap.black"), first, st.Color == "black")
				radio("color", "white", T("gomoku.colorCap.white"), second, st.Color == "white")
			})
			field(T("gomoku.level"), " gm-choices-levels", func() {
				for _, l := range gomokuLevels {
					radio("level", l, gomokuLevelName(l), T("gomoku.levelHint."+l), l == st.Level)
				}
			})
			b.WriteString(`</div>`)
		}
	}
	field(T("gomoku.rules"), " gm-choices-rules", func() {
		for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard, gomoku.Renju} {
			radio("rule", r.String(), T("gomoku.rule."+r.String()), T("gomoku.ruleHint."+r.String()), st.Rule == r.String())
		}
	})
	if st.params().Rule != gomoku.Renju {
		field(T("gomoku.opening"), "", func() {
			radio("opening", "standard", T("gomoku.opening.standard"), T("gomoku.opening.standardHint"), !st.swap2())
			radio("opening", gomokuSwap2Name, T("gomoku.swap2"), T("gomoku.opening.swap2Hint"), st.swap2())
		})
	}
	field(T("gomoku.size"), "", func() {
		for _, n := range gomokuSizes {
			radio("size", strconv.Itoa(n), T("gomoku.sizeOption", n, n), "", st.Size == n)
		}
	})
	b.WriteString(`</div>`)
	return app.Elem("section").ID("gm-setup").Class("gm-panel", "gm-setup").Attr("aria-labelledby", "gm-setup-title").
		OnChange(c.onSetupChange).Body(
		app.Elem("h2").ID("gm-setup-title").Text(T("gomoku.newGame")),
		app.Raw(b.String()),
		app.Elem("button").ID("gm-new").Class("gm-btn", "gm-primary").Text(T("gomoku.start")).OnClick(c.onNew),
		app.If(c.setupPending() && !c.g.state.Over(), func() app.UI {
			return app.Elem("p").ID("gm-pending").Class("gm-muted", "gm-pending").Text(T("gomoku.pending"))
		}),
	)
}

// setupPending reports whether the setup describes another kind of game
// than the one played, which goes on until a new game starts.
func (c *gomokuPage) setupPending() bool {
	now := setupOf(&c.g)
	next := c.setup
	if now.Rule != next.Rule || now.Size != next.Size || now.Mode != next.Mode || now.swap2() != next.swap2() {
		return true
	}
	return now.Mode == gomokuComputer && (now.Color != next.Color || now.Level != next.Level)
}

// renderStats shows the record against the computer at the level and rule
// of the game played, with a link to every record.
func (c *gomokuPage) renderStats() app.UI {
	mayPause()
	if len(gomokuLevels) == 0 {
		return nil
	}
	level, rule := c.setup.Level, c.setup.params().Rule
	if c.g.vsComputer() {
		level, rule = c.g.level, c.g.state.Rule()
	}
	rec := c.stats[gomokuStatsKeyOf(level, rule)]
	stat := func(id, name string, v int) app.UI {
		return app.Elem("div").Class("gm-stat").Body(app.Elem("dt").Text(name), app.Elem("dd").ID(id).Text(v))
	}
	return app.Elem("section").ID("gm-statistics").Class("gm-panel").Attr("aria-labelledby", "gm-stats-title").Body(
		app.Elem("h2").ID("gm-stats-title").Text(T("gomoku.statsFor", gomokuLevelName(level), T("gomoku.rule."+rule.String()))),
		app.Elem("dl").Class("gm-stats").Body(
			stat("gm-stat-played", T("gomoku.colPlayed"), rec.Played),
			stat("gm-stat-won", T("gomoku.colWon"), rec.Won),
			stat("gm-stat-lost", T("gomoku.colLost"), rec.Lost),
			stat("gm-stat-drawn", T("gomoku.colDrawn"), rec.Drawn),
			app.If(rec.Helped > 0, func() app.UI {
				return stat("gm-stat-helped", T("gomoku.colHelped"), rec.Helped)
			}),
		),
		app.Elem("a").Class("gm-more").Attr("href", href("/stats")).Text(T("gomoku.allStats")),
	)
}

// renderHelp explains the rules of the game played and the controls.
func (c *gomokuPage) renderHelp() app.UI {
	mayPause()
	r := c.g.state.Rule()
	return app.Elem("details").ID("gm-help").Class("gm-panel", "gm-help").Body(
		app.Elem("summary").Text(T("gomoku.howTitle")),
		app.Elem("p").Text(T("gomoku.howRule."+r.String())),
		textList("gomoku.howClick", "gomoku.howTouch", "gomoku.howKeys", "gomoku.howReview"),
		app.Elem("p").Class("gm-muted", "gm-id").Body(
			app.Text(T("gomoku.gameID")+" "),
			app.Elem("code").ID("gm-id").Text(c.g.state.ID()),
		),
	)
}

// gomokuBoardKey names what the board shows, for web/pastime.js, which
// plays a click made before the app ran only on the board the player saw:
// its size and the stones played, not the rule, which does not show.
func gomokuBoardKey(s gomoku.State) string {
	return strconv.Itoa(s.Size()) + ":" + gomoku.FormatMoves(s.Moves())
}
