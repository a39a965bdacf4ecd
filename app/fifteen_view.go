package app

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/fifteen"
)

func (c *fifteenPage) Render() app.UI {
	s := c.g.state
	clock := fifteenClockText(c.g.clock(time.Now()))
	c.shownClock = clock
	return frame("/fifteen",
		app.Elem("section").ID("page-fifteen").Class("f15").Attr("data-ready", c.loaded && (c.mounted || c.picked)).
			Attr("data-tables", fifteenTables.from).Attr("data-tables-ms", int(fifteenTables.took.Milliseconds())).Body(
			app.Elem("div").Class("f15-head").Body(
				app.Elem("h1").Text(T("fifteen.name")),
				app.Elem("p").Class("f15-lead").Text(T("fifteen.intro", max(s.Size()*s.Size()-1, 3))),
			),
			app.If(c.notice != "", func() app.UI {
				return app.Elem("div").ID("f15-notice").Class("f15-notice").Role("alert").Body(
					app.Elem("span").Text(c.notice),
					app.Elem("button").Class("f15-link").Text(T("fifteen.dismiss")).OnClick(c.onDismiss),
				)
			}),
			app.Elem("div").Class("f15-layout").Body(
				app.Elem("div").Class("f15-play").Body(paused(
					c.renderBar(),
					c.renderCounters(clock),
					c.renderBoard(),
					c.renderActions(),
					c.renderHintLine(),
				)...),
				app.Elem("aside").Class("f15-side").Attr("aria-label", T("fifteen.stats")).Body(paused(
					c.renderStats(),
					c.renderHelp(),
				)...),
			),
			app.Elem("div").ID("f15-live").Class("f15-sr").Role("status").Attr("aria-live", "polite").Text(c.announce),
		),
	)
}

// renderBar is the size menu and the new game button.
func (c *fifteenPage) renderBar() app.UI {
	size := c.g.state.Size()
	if size == 0 {
		size = c.size
	}
	options := make([]app.UI, 0, fifteen.MaxSize-fifteen.MinSize+1)
	for n := fifteen.MinSize; n <= fifteen.MaxSize; n++ {
		options = append(options, app.Elem("option").Attr("value", n).Attr("selected", boolAttr(n == size)).Text(T("fifteen.sizeOption", n, n)))
	}
	return app.Elem("div").Class("f15-bar").Body(
		app.Elem("label").Class("f15-size").Attr("for", "f15-size").Body(
			app.Elem("span").Text(T("fifteen.size")),
			app.Elem("select").ID("f15-size").Body(options...).OnChange(c.onSize),
		),
		app.Elem("button").ID("f15-new").Class("f15-btn", "f15-primary").Text(T("fifteen.new")).OnClick(c.onNew),
	)
}

// renderCounters shows moves, slides and the clock.
func (c *fifteenPage) renderCounters(clock string) app.UI {
	s := c.g.state
	clockClass := "f15-count"
	if !c.g.running() {
		clockClass += " f15-stopped"
	}
	return app.Elem("dl").Class("f15-counters").Body(
		app.Elem("div").Class("f15-count").Body(
			app.Elem("dt").Text(T("fifteen.moves")),
			app.Elem("dd").ID("f15-moves").Text(s.Moves()),
		),
		app.Elem("div").Class("f15-count").Body(
			app.Elem("dt").Text(T("fifteen.slides")),
			app.Elem("dd").ID("f15-slides").Text(s.Slides()),
		),
		app.Elem("div").Class(clockClass).Body(
			app.Elem("dt").Text(T("fifteen.time")),
			app.Elem("dd").ID("f15-time").Body(app.Elem("time").Text(clock)),
		),
	)
}

// renderBoard draws the board. Every tile is its own element, kept in tile
// order whatever its cell, and placed with a transform, so a move changes
// only transforms and the browser animates the slide. The grid's rows
// claim their cells with aria-owns, so assistive technology reads the
// board row by row as it looks.
func (c *fifteenPage) renderBoard() app.UI {
	mayPause()
	s := c.g.state
	n := s.Size()
	if n == 0 {
		return app.Elem("div").Class("f15-board")
	}
	cellOf := make([]int, n*n) // tile -> cell
	for i, t := range s.Tiles() {
		cellOf[t] = i
	}
	br, bc := s.Blank()
	hintTile, hintDir := c.hint.shown(s)
	solved := s.Status() == fifteen.Solved

	rowOwns := make([][]string, n)
	for cell := range n * n {
		rowOwns[cell/n] = append(rowOwns[cell/n], "")
	}
	for t, cell := range cellOf {
		rowOwns[cell/n][cell%n] = fifteenCellID(t)
	}

	rows := make([]app.UI, 0, n)
	for r := range n {
		rows = append(rows, app.Elem("div").Class("f15-row").Role("row").Attr("aria-rowindex", r+1).
			Attr("aria-owns", strings.Join(rowOwns[r], " ")))
	}
	// The grid holds only its rows, which claim the cells: a grid whose
	// own children were cells would break the grid > row > gridcell
	// structure that assistive technology expects.
	items := make([]app.UI, 0, 1+n*n)
	items = append(items, app.Elem("div").Class("f15-grid").Role("grid").
		Attr("aria-label", T("fifteen.board", n, n)).Attr("aria-rowcount", n).Attr("aria-colcount", n).Body(rows...))
	// A tile is a function of its own, small beside this one (see
	// gomokuPage.renderBoard).
	tile := func(t int) app.UI {
		cell := cellOf[t]
		r, col := cell/n, cell%n
		div := app.Elem("div").ID(fifteenCellID(t)).Class("f15-cell").Role("gridcell").
			Attr("aria-colindex", col+1).
			Style("transform", "translate("+strconv.Itoa(col*100)+"%,"+strconv.Itoa(r*100)+"%)")
		if t == 0 {
			return div.Class("f15-gap").Attr("aria-label", T("fifteen.gap"))
		}
		movable := !solved && (r == br) != (col == bc)
		cls := []string{"f15-tile"}
		label := T("fifteen.tile", t)
		if cell == t-1 {
			cls = append(cls, "f15-home")
		}
		if t == hintTile {
			cls = append(cls, "f15-hinted", "f15-to-"+hintDir.String())
			label = T("fifteen.tileHint", t)
		}
		if t == c.bump {
			cls = append(cls, "f15-bump")
		}
		tab := -1
		if movable {
			tab = 0
			cls = append(cls, "f15-movable")
		}
		btn := app.Elem("button").Class(cls...).Attr("data-tile", t).TabIndex(tab).
			Attr("aria-label", label).Text(t)
		if solved {
			btn = btn.Style("--i", strconv.Itoa(t))
		}
		return div.Body(btn)
	}
	for t := range n * n {
		items = append(items, tile(t))
	}

	boardClass := "f15-board"
	if solved {
		boardClass += " f15-solved"
	}
	return app.Elem("div").Class("f15-stage").Body(
		app.Elem("div").ID("f15-board").Class(boardClass).
			Style("--n", strconv.Itoa(n)).
			Attr("data-key", s.Position()).Attr("data-game", c.g.start.ID()).
			OnClick(c.onClick).
			On("pointerdown", c.onPointerDown).
			On("pointerup", c.onPointerUp).
			On("pointercancel", c.onPointerCancel).
			Body(items...),
		app.If(c.result != nil && solved, c.renderWon),
	)
}

// renderWon is the celebration over a solved board.
func (c *fifteenPage) renderWon() app.UI {
	res := c.result
	var badges []app.UI
	switch {
	case res.Assisted:
		badges = append(badges, app.Elem("p").Class("f15-note").Text(T("fifteen.helped")))
	case res.First:
		badges = append(badges, app.Elem("p").Class("f15-badge").Text(T("fifteen.first", fifteenSizeName(res.Size))))
	default:
		if res.BestTime {
			badges = append(badges, app.Elem("p").Class("f15-badge").Text(T("fifteen.bestTime")))
		}
		if res.BestMoves {
			badges = append(badges, app.Elem("p").Class("f15-badge").Text(T("fifteen.bestMoves")))
		}
	}
	return app.Elem("div").ID("f15-won").Class("f15-won").Role("group").Attr("aria-labelledby", "f15-won-title").Body(
		app.Elem("div").Class("f15-won-card").Body(
			app.Elem("div").Class("f15-check").Attr("aria-hidden", true).Text("✓"),
			app.Elem("h2").ID("f15-won-title").Text(T("fifteen.solved")),
			app.Elem("p").ID("f15-won-result").Class("f15-won-result").Text(
				T("fifteen.result", fifteenTimeText(res.Time),
					Tn("fifteen.moveCount", res.Moves), Tn("fifteen.slideCount", res.Slides))),
			app.Elem("div").Class("f15-badges").Body(badges...),
			app.Elem("button").ID("f15-again").Class("f15-btn", "f15-primary").Text(T("fifteen.again")).OnClick(c.onNew),
		),
	)
}

// renderActions is the row of buttons under the board.
func (c *fifteenPage) renderActions() app.UI {
	mayPause()
	solved := c.g.solved()
	share := T("fifteen.share")
	if c.copied {
		share = T("fifteen.copied")
	}
	return app.Elem("div").Class("f15-actions").Body(
		c.renderHelpButtons(solved),
		app.Elem("button").ID("f15-restart").Class("f15-btn").Attr("disabled", boolAttr(!c.g.state.Started() && !solved)).
			Text(T("fifteen.restart")).OnClick(c.onRestart),
		app.Elem("button").ID("f15-share").Class("f15-btn").Text(share).OnClick(c.onShare),
		app.If(c.shareURL != "", func() app.UI {
			return app.ElemSelfClosing("input").ID("f15-url").Class("f15-url").Attr("readonly", true).Attr("value", c.shareURL).
				Attr("aria-label", T("fifteen.link"))
		}),
	)
}

// renderHintLine says what the hint found, or that the game is assisted.
func (c *fifteenPage) renderHintLine() app.UI {
	text := c.hint.message(c.g.state)
	c.shownHint = text
	if text == "" && c.g.assisted && !c.g.solved() {
		text = T("fifteen.assistedNote")
	}
	return app.Elem("p").ID("f15-hint").Class("f15-hintline").Text(text)
}

// renderStats shows the statistics of the size played and, folded, of
// every size played so far.
func (c *fifteenPage) renderStats() app.UI {
	mayPause()
	size := fifteen.Params{Size: max(c.g.state.Size(), fifteen.MinSize)}.String()
	r := c.stats[size]
	var body app.UI
	if r.Solved == 0 {
		body = app.Elem("p").Class("f15-muted").Text(T("fifteen.statsNone", fifteenSizeName(size)))
	} else {
		avgTime, avgMoves := r.averages()
		body = app.Elem("dl").Class("f15-stats").Body(
			fifteenStat("f15-stat-solved", T("fifteen.statSolved"), strconv.Itoa(r.Solved)),
			fifteenStat("f15-stat-time", T("fifteen.statBestTime"), fifteenTimeText(time.Duration(r.BestMillis)*time.Millisecond)),
			fifteenStat("f15-stat-moves", T("fifteen.statBestMoves"), strconv.Itoa(r.BestMoves)),
			fifteenStat("f15-stat-avgtime", T("fifteen.statAvgTime"), fifteenTimeText(avgTime)),
			fifteenStat("f15-stat-avgmoves", T("fifteen.statAvgMoves"), strconv.FormatFloat(avgMoves, 'f', 1, 64)),
		)
	}
	var helped app.UI
	if r.Helped > 0 {
		helped = app.Elem("p").ID("f15-stat-helped").Class("f15-muted").Text(T("fifteen.statHelped", r.Helped))
	}
	return app.Elem("section").ID("f15-statistics").Class("f15-panel").Body(
		app.Elem("h2").Text(T("fifteen.statsFor", fifteenSizeName(size))),
		body,
		app.If(helped != nil, func() app.UI { return helped }),
		c.renderAllStats(),
		app.Elem("p").Class("f15-more").Body(app.Elem("a").Attr("href", href("/stats")).Text(T("fifteen.allStats"))),
	)
}

func fifteenStat(id, name, value string) app.UI {
	return app.Elem("div").Class("f15-stat").Body(
		app.Elem("dt").Text(name),
		app.Elem("dd").ID(id).Text(value),
	)
}

// renderAllStats is the table of every size played, folded.
func (c *fifteenPage) renderAllStats() app.UI {
	t := c.stats.table("f15-all-table")
	if t == nil || len(c.stats) < 2 {
		return nil
	}
	return app.Elem("details").Class("f15-all").Body(
		app.Elem("summary").Text(T("fifteen.allSizes")),
		t,
	)
}

// renderHelp explains the controls.
func (c *fifteenPage) renderHelp() app.UI {
	mayPause()
	return app.Elem("section").Class("f15-panel", "f15-help").Body(
		app.Elem("h2").Text(T("fifteen.howTitle")),
		textList("fifteen.howClick", "fifteen.howSwipe", "fifteen.howKeys", "fifteen.howHint"),
		app.Elem("p").Class("f15-muted", "f15-id").Body(
			app.Text(T("fifteen.gameID")+" "),
			app.Elem("code").ID("f15-id").Text(c.g.start.ID()),
		),
	)
}

// fifteenSizeName writes a size as people read it, "4×4", from its form in
// IDs, "4x4".
func fifteenSizeName(size string) string { return strings.Replace(size, "x", "×", 1) }

// fifteenCellID is the element id of the cell of tile t (0 for the gap).
func fifteenCellID(t int) string { return "f15-cell-" + strconv.Itoa(t) }
