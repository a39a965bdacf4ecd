package app

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	ms "github.com/pastime-games/pastime/games/minesweeper"
)

func msItoa(n int) string { return strconv.Itoa(n) }

func (c *minesweeperPage) Render() app.UI {
	s := c.g.state
	return frame("/minesweeper",
		app.Elem("section").ID("page-minesweeper").Class("ms").
			// Not ready while a saved game is replayed: the board shows its
			// first position until then, and input held for the saved
			// game must not be played on it.
			Attr("data-ready", c.loaded && (c.mounted || c.picked) && !c.restoring).
			Attr("data-status", s.Status().String()).
			Body(
				app.Elem("div").Class("ms-head").Body(
					app.Elem("h1").Text(T("minesweeper.name")),
					app.Elem("p").Class("ms-lead").Text(T("minesweeper.intro")),
				),
				app.If(c.notice != "", func() app.UI {
					return app.Elem("div").ID("ms-notice").Class("ms-notice").Role("alert").Body(
						app.Elem("span").Text(c.notice),
						app.Elem("button").Class("ms-link").Text(T("minesweeper.dismiss")).OnClick(c.onDismiss),
					)
				}),
				c.renderToolbar(),
				app.If(c.form.open, c.renderForm),
				app.Elem("div").Class("ms-play").Body(paused(
					app.Elem("div").Class("ms-game").Body(
						c.renderBar(),
						app.If(c.result != nil && c.g.over(), c.renderResult),
						c.renderBoard(),
					),
					c.renderActions(),
					app.Elem("p").ID("ms-hint").Class("ms-hintline").Text(c.hintLine()),
				)...),
				app.Elem("div").Class("ms-side").Body(paused(
					c.renderStats(),
					c.renderHelp(),
				)...),
				app.Elem("div").ID("ms-live").Class("ms-sr").Role("status").Attr("aria-live", "polite").Text(c.announce),
			),
	)
}

// renderToolbar is the level menu, the no-guess switch and the new game
// button.
func (c *minesweeperPage) renderToolbar() app.UI {
	level := c.g.state.Params().Level().String()
	if c.form.open {
		level = "custom"
	}
	options := make([]app.UI, 0, 4)
	for _, l := range []ms.Level{ms.Beginner, ms.Intermediate, ms.Expert, ms.Custom} {
		text := T("minesweeper.level." + l.String())
		if l != ms.Custom {
			p := ms.Preset(l)
			text = Tn("minesweeper.levelOption", p.Mines, text, p.Width, p.Height, p.Mines)
		}
		options = append(options, app.Elem("option").Attr("value", l.String()).Attr("selected", boolAttr(l.String() == level)).Text(text))
	}
	return app.Elem("div").Class("ms-toolbar").Body(
		app.Elem("label").Class("ms-field").Attr("for", "ms-level").Body(
			app.Elem("span").Text(T("minesweeper.level")),
			app.Elem("select").ID("ms-level").Body(options...).OnChange(c.onLevel),
		),
		app.Elem("label").Class("ms-switch").Attr("for", "ms-noguess").Title(T("minesweeper.noGuessTitle")).Body(
			app.ElemSelfClosing("input").Attr("type", "checkbox").ID("ms-noguess").Role("switch").Attr("checked", boolAttr(c.setup.NoGuess)).OnChange(c.onNoGuess),
			app.Elem("span").Class("ms-switch-track").Attr("aria-hidden", true),
			app.Elem("span").Text(T("minesweeper.noGuess")),
		),
		app.Elem("button").ID("ms-new").Class("ms-btn", "ms-primary").Text(T("minesweeper.new")).OnClick(c.onNew),
	)
}

// renderBar is the mine counter, the face that starts a new game and the
// timer, as on every Minesweeper since the first.
func (c *minesweeperPage) renderBar() app.UI {
	s := c.g.state
	left := s.MinesLeft()
	secs := int(c.g.clock(time.Now()) / time.Second)
	face := T("minesweeper.face")
	switch s.Status() {
	case ms.Won:
		face = T("minesweeper.faceWon")
	case ms.Lost:
		face = T("minesweeper.faceLost")
	}
	return app.Elem("div").Class("ms-bar").Body(
		app.Elem("div").ID("ms-mines").Class("ms-lcd").Role("img").Attr("aria-label", T("minesweeper.minesLabel", left)).Text(msDigits(left)),
		app.Elem("button").ID("ms-face").Class("ms-face").Attr("aria-label", face).Title(face).OnClick(c.onNew),
		app.Elem("div").ID("ms-time").Class("ms-lcd").Role("img").Attr("aria-label", Tn("minesweeper.timeLabel", secs)).Text(msDigits(secs)),
	)
}

// renderBoard draws the board: a grid of rows of cells, one element per
// cell, with one set of pointer handlers on the whole board. The board
// is a single tab stop; the cursor is its active descendant.
func (c *minesweeperPage) renderBoard() app.UI {
	mayPause()
	s := c.g.state
	p := s.Params()
	if p.Cells() == 0 {
		return app.Elem("div").Class("ms-board")
	}
	over := s.Status().Over()
	rows := make([]app.UI, p.Height)
	for y := 0; y < p.Height; y++ {
		cells := make([]msCell, p.Width)
		for x := 0; x < p.Width; x++ {
			cells[x] = c.cellView(x, y, over)
		}
		rows[y] = &msRow{HTML: msRowHTML(y*p.Width, cells)}
	}
	cls := []string{"ms-board"}
	if c.flagMode {
		cls = append(cls, "ms-flagging")
	}
	if c.hint.prob != nil {
		cls = append(cls, "ms-probs")
	}
	board := app.Elem("div").ID("ms-board").Class(cls...).Role("grid").TabIndex(0).
		Attr("aria-label", Tn("minesweeper.board", p.Mines, p.Width, p.Height, p.Mines)).
		Attr("aria-rowcount", p.Height).Attr("aria-colcount", p.Width).
		Attr("aria-activedescendant", "ms-c-"+msItoa(c.cursor)).
		Style("--w", msItoa(p.Width)).Style("--h", msItoa(p.Height)).
		Attr("data-key", msBoardKey(s)).
		On("pointerdown", c.onPointerDown).
		On("pointermove", c.onPointerMove).
		On("pointerup", c.onPointerUp).
		On("pointercancel", c.onPointerCancel).
		OnContextMenu(c.onContextMenu).
		OnKeyDown(c.onKeyDown).
		Body(rows...)
	return app.Elem("div").Class("ms-scroll").Body(
		board,
		app.If(c.busy, func() app.UI {
			return app.Elem("div").Class("ms-busy").Body(
				app.Elem("span").Class("ms-spinner").Attr("aria-hidden", true),
				app.Elem("span").Text(c.busyText),
			)
		}),
	)
}

// msCell is how a cell looks: what the page computes for its row to draw.
type msCell struct {
	Class, Text, Label string
	Pct, P             string // the chance of a mine on a closed cell, shown by a hint, and from 0 to 1 for its colour
}

// msRow draws one row of the board, as HTML (see rawhtml.go). It is a
// component so that a move redraws only the rows it changed: go-app
// compares a component's fields and skips the render when they are equal,
// which keeps a 50×50 board as quick as a small one. The field is the
// row's HTML, a string that go-app compares as one value; a slice of cells
// was compared through reflection, field by field, and on a page's start
// that comparison was among the functions the browser compiled a second
// time, optimised. The focus stays on the board, whose active descendant
// is the cursor's cell.
type msRow struct {
	app.Compo
	HTML string
}

func (r *msRow) OnInit()        { mayPause() }
func (r *msRow) Render() app.UI { return app.Raw(r.HTML) }

// msRowHTML writes the row of cells whose first cell has index base.
func msRowHTML(base int, cells []msCell) string {
	var b strings.Builder
	b.Grow(110 * len(cells))
	b.WriteString(`<div class="ms-row" role="row">`)
	for x, c := range cells {
		i := msItoa(base + x)
		b.WriteString(`<div id="ms-c-`)
		b.WriteString(i)
		b.WriteString(`" class="`)
		b.WriteString(c.Class)
		b.WriteString(`" role="gridcell" data-i="`)
		b.WriteString(i)
		b.WriteString(`" aria-label="`)
		b.WriteString(escapeHTML(c.Label))
		b.WriteString(`">`)
		if c.Pct != "" {
			b.WriteString(`<span class="ms-pct" style="--p:`)
			b.WriteString(c.P)
			b.WriteString(`">`)
			b.WriteString(escapeHTML(c.Pct))
			b.WriteString(`</span>`)
		} else {
			b.WriteString(escapeHTML(c.Text))
		}
		b.WriteString(`</div>`)
	}
	b.WriteString(`</div>`)
	return b.String()
}

// cellView says how the cell at x, y looks.
func (c *minesweeperPage) cellView(x, y int, over bool) msCell {
	s := c.g.state
	w := s.Params().Width
	i := y*w + x
	cls := "ms-cell"
	text := ""
	switch s.Tile(x, y) {
	case ms.Hidden:
		cls += " ms-closed"
	case ms.Flagged:
		cls += " ms-closed ms-flag"
	case ms.Questioned:
		cls += " ms-closed ms-q"
		text = "?"
	case ms.Opened:
		n := s.Number(x, y)
		cls += " ms-open ms-n" + msItoa(n)
		if n > 0 {
			text = msItoa(n)
		}
	case ms.Mine:
		cls += " ms-open ms-mine"
	case ms.Exploded:
		cls += " ms-open ms-mine ms-boom"
	case ms.WrongFlag:
		cls += " ms-open ms-wrong"
	}
	if i == c.cursor {
		cls += " ms-cursor"
	}
	if i == c.bump {
		cls += " ms-bump"
	}
	label := c.tileText(x, y)
	var pct, p string
	if !over {
		switch {
		case c.hint.shown && i == c.hint.safe:
			cls += " ms-safe"
			label = T("minesweeper.tileSafe", label)
		case c.hint.prob != nil && i < len(c.hint.prob) && c.hint.prob[i] >= 0 && s.Tile(x, y) != ms.Opened:
			v := msPercent(c.hint.prob[i])
			cls += " ms-prob"
			if i == c.hint.lowest {
				cls += " ms-lowest"
			}
			label = T("minesweeper.tileProb", label, v)
			if s.Tile(x, y) == ms.Hidden {
				pct, p = msItoa(v), strconv.FormatFloat(c.hint.prob[i], 'f', 2, 64)
			}
		}
	}
	return msCell{Class: cls, Text: text, Label: label, Pct: pct, P: p}
}

// renderResult is the end of the game, above the board so the board stays
// in sight: the time and the measures of a win, or the loss.
func (c *minesweeperPage) renderResult() app.UI {
	res := c.result
	secs := res.Time.Seconds()
	var body []app.UI
	if res.Won {
		bvs := 0.0
		if secs > 0 {
			bvs = float64(res.BV3) / secs
		}
		eff := 0
		if res.Clicks > 0 {
			eff = (res.BV3*100 + res.Clicks/2) / res.Clicks
		}
		body = append(body,
			app.Elem("h2").ID("ms-result-title").Text(T("minesweeper.won")),
			app.Elem("dl").Class("ms-measures").Body(
				msStat("ms-res-time", T("minesweeper.resTime"), msSeconds(res.Time)),
				msStat("ms-res-bv3", T("minesweeper.res3BV"), msItoa(res.BV3)),
				msStat("ms-res-bvs", T("minesweeper.res3BVs"), strconv.FormatFloat(bvs, 'f', 2, 64)),
				msStat("ms-res-eff", T("minesweeper.resEff"), T("minesweeper.percent", eff)),
			),
		)
		switch {
		case res.Assisted:
			body = append(body, app.Elem("p").Class("ms-note").Text(T("minesweeper.helped")))
		case res.First:
			body = append(body, app.Elem("p").Class("ms-badge").Text(T("minesweeper.firstWin", msKindName(c.g.state.Params()))))
		case res.Best:
			body = append(body, app.Elem("p").Class("ms-badge").Text(T("minesweeper.bestTime")))
		}
	} else {
		body = append(body,
			app.Elem("h2").ID("ms-result-title").Text(T("minesweeper.lost")),
			app.Elem("p").Class("ms-note").Text(T("minesweeper.lostText", msSeconds(res.Time))),
		)
	}
	again := T("minesweeper.again")
	if !res.Won {
		again = T("minesweeper.tryAgain")
	}
	cls := "ms-result ms-result-lost"
	if res.Won {
		cls = "ms-result ms-result-won"
	}
	return app.Elem("div").ID("ms-result").Class(cls).Role("group").Attr("aria-labelledby", "ms-result-title").Body(
		app.Elem("div").Class("ms-result-text").Body(body...),
		app.Elem("button").ID("ms-again").Class("ms-btn", "ms-primary").Text(again).OnClick(c.onNew),
	)
}

// renderActions is the row under the board: flag mode, hint, share.
func (c *minesweeperPage) renderActions() app.UI {
	mayPause()
	share := T("minesweeper.share")
	if c.copied {
		share = T("minesweeper.copied")
	}
	return app.Elem("div").Class("ms-actions").Body(
		app.Elem("button").ID("ms-flagmode").Class("ms-btn", "ms-flagbtn").Attr("aria-pressed", c.flagMode).
			Title(T("minesweeper.flagModeTitle")).Body(
			app.Elem("span").Class("ms-flagicon").Attr("aria-hidden", true),
			app.Elem("span").Text(T("minesweeper.flagMode")),
		).OnClick(c.onFlagMode),
		app.Elem("button").ID("ms-hint-btn").Class("ms-btn").Attr("disabled", boolAttr(c.g.over() || c.busy || c.hint.busy)).
			Title(T("minesweeper.hintTitle")).Text(T("minesweeper.hint")).OnClick(c.onHint),
		app.Elem("button").ID("ms-share").Class("ms-btn").Text(share).OnClick(c.onShare),
		app.If(c.shareURL != "", func() app.UI {
			return app.ElemSelfClosing("input").ID("ms-url").Class("ms-url").Attr("readonly", true).Attr("value", c.shareURL).
				Attr("aria-label", T("minesweeper.link"))
		}),
	)
}

// renderHelp explains the controls.
func (c *minesweeperPage) renderHelp() app.UI {
	mayPause()
	return app.Elem("section").Class("ms-panel", "ms-help").Attr("aria-labelledby", "ms-help-title").Body(
		app.Elem("h2").ID("ms-help-title").Text(T("minesweeper.howTitle")),
		textList("minesweeper.howMouse", "minesweeper.howTouch", "minesweeper.howKeys", "minesweeper.howChord", "minesweeper.howNoGuess"),
		app.Elem("p").Class("ms-muted", "ms-id").Body(
			app.Text(T("minesweeper.gameID")+" "),
			app.Elem("code").ID("ms-id").Text(c.g.state.ID()),
		),
	)
}

// msBoardKey names what the board shows, for web/pastime.js, which plays a
// click made before the app ran only on the board the player saw: its size
// and mines and how many moves were made (the mines are placed by the first
// click, so every fresh board of a size looks the same).
func msBoardKey(s ms.State) string {
	p := s.Params()
	return msItoa(p.Width) + "x" + msItoa(p.Height) + "-" + msItoa(p.Mines) + "/" + msItoa(s.Clicks())
}
