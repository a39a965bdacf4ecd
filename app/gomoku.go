package app

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/url"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai/vocab"
)

func init() { pages["/gomoku"] = func() app.Composer { return &gomokuPage{} } }

// Local storage keys of the page (the statistics are in gomoku_stats.go).
const (
	gomokuSaveKey  = "gomoku.save"  // the game in progress, a gomokuSave
	gomokuSetupKey = "gomoku.setup" // the choices for new games, a gomokuSetup
)

// gomokuPage plays Gomoku. The game lives in g; everything else is what
// the page shows around it: the setup of the next game, the cursor, the
// computer's search, the position being reviewed, notices.
type gomokuPage struct {
	app.Compo

	g     gomokuGame
	setup gomokuSetup
	stats gomokuStats

	mounted  bool
	loaded   bool   // the game to show is loaded (with mounted or picked, the page's ready marker)
	picked   bool   // OnInit picked the game to show, and OnNav has not followed it up yet
	notice   string // a message above the board: a bad link
	announce string // the live region's text
	copied   bool   // the link was just copied
	shareURL string // shown for copying by hand when the clipboard is closed

	cursor gomoku.Point // the keyboard cursor
	aim    gomoku.Point // a point tapped once on a small touch board
	aiming bool         // aim is shown, waiting for the second tap
	touch  bool         // the last press on the board was a touch

	// review is the number of moves shown while stepping back through a
	// finished game, -1 for the position now; view is that position.
	review int
	view   gomoku.State

	// The computer's search: thinking while it runs, stop cancels it,
	// searchID tells a result from a stale one.
	thinking bool
	stop     context.CancelFunc
	searchID int

	// The hint: hinting while its search runs (it shares the computer's
	// stop and searchID, so a move, undo or a new game cancels it), then
	// the point for the position hintID and what it does (ai.Explain).
	hinting bool
	hint    gomoku.Point
	hintID  string
	hintWhy string
	// The engine's best line from the hinted position, hint first, and
	// how many of its moves the board draws (0: the line is hidden).
	hintLine  []gomoku.Point
	lineShown int

	// The forbidden points of the position forbiddenID, and the stones in
	// threats of the position threatsID, computed once.
	forbiddenID string
	forbidden   map[gomoku.Point]gomoku.Reason
	threatsID   string
	threats     map[gomoku.Point]gomoku.ThreatKind

	// What the engine said of positions, by ID (see gomoku_eval.go), the
	// position it evaluates for the bar now, and its review of the
	// finished game (gomoku_review.go).
	evals      map[string]gomokuEval
	evaluating string
	scan       gomokuScan

	// pageCtx is the context of the page itself, for the searches'
	// results (see background).
	pageCtx app.Context

	release []func()
}

// OnInit gives the first render the board of a default game, so the page
// keeps its shape when the browser replaces the server's rendering; OnNav
// then loads the game to show. Where the page picks its game before its
// first render (see pickFirst), it does so here, and OnNav follows it up.
func (c *gomokuPage) OnInit() {
	mayPause()
	c.setup = defaultGomokuSetup()
	c.review = -1
	if g, err := c.setup.game(0); err == nil {
		c.g = g
		c.cursor = gomoku.Point{X: g.state.Size() / 2, Y: g.state.Size() / 2}
	}
	if pickFirst() {
		c.pick(app.Window().URL())
		c.loaded, c.picked = true, true
	}
}

func (c *gomokuPage) OnPreRender(ctx app.Context) {
	setPage(ctx, T("gomoku.name")+" · "+T("app.name"))
}

func (c *gomokuPage) OnMount(ctx app.Context) {
	c.mounted = true
	c.pageCtx = ctx
	c.listen(ctx)
	ctx.PreventUpdate() // nothing shown has changed (see loadGame)
}

func (c *gomokuPage) OnNav(ctx app.Context) {
	setPage(ctx, T("gomoku.name")+" · "+T("app.name"))
	loadGame(ctx, &c.loaded, &c.picked, c.load, c.changed)
}

func (c *gomokuPage) OnDismount() {
	c.cancelSearch()
	for _, f := range c.release {
		f()
	}
	c.release = nil
	c.mounted = false
}

// load sets the page up when it opens (see pick) and follows the game up
// (see changed).
func (c *gomokuPage) load(ctx app.Context) {
	c.pick(ctx.Page().URL())
	c.changed(ctx)
}

// pick sets the page up as it opens at u: the statistics and the setup,
// then the game named by the link, else the saved game, else a new one. It
// shows the game and leaves what follows (see changed) to the caller.
func (c *gomokuPage) pick(u *url.URL) {
	c.notice = ""
	c.stats, _ = loadGomokuStats()
	c.setup = defaultGomokuSetup()
	var st gomokuSetup
	if loadStored(gomokuSetupKey, &st) {
		c.setup = st.fixed()
	}

	var save gomokuSave
	var restored gomokuGame
	saved := loadStored(gomokuSaveKey, &save)
	if saved {
		var err error
		if restored, err = save.restore(); err != nil {
			setAside(gomokuSaveKey)
			saved = false
		}
	}

	link := linkFragment(u)
	switch {
	case link != "" && saved && save.ID == link:
		// A reload: the link names the game in progress.
		c.show(restored)
		c.say(T("gomoku.resumed"))
	case link != "":
		c.showLink(link)
	case saved:
		c.show(restored)
		c.say(T("gomoku.resumed"))
	default:
		c.showNew()
	}
}

// openLink shows the game of a shared link (see showLink) and follows it
// up.
func (c *gomokuPage) openLink(ctx app.Context, link string) {
	c.showLink(link)
	c.changed(ctx)
}

// showLink shows the game of a shared link, for two players: the link
// holds the moves, not who played them. A link that holds no game gets a
// notice and a new game.
func (c *gomokuPage) showLink(link string) {
	s, err := gomoku.Parse(link)
	if err != nil {
		c.addNotice(T("gomoku.badLink", gomokuLinkReason(err)))
		c.showNew()
		return
	}
	c.show(gomokuGame{state: s, mode: gomokuTwoPlayers})
	c.say(Tn("gomoku.opened", s.MoveCount()))
}

// gomokuLinkReason says in the player's words why a link holds no game.
func gomokuLinkReason(err error) string {
	switch {
	case errors.Is(err, gomoku.ErrSize):
		return T("gomoku.why.size", gomoku.MinSize, gomoku.MaxSize)
	case errors.Is(err, gomoku.ErrBadRule):
		return T("gomoku.why.rule")
	case errors.Is(err, gomoku.ErrIllegalMove):
		return T("gomoku.why.illegal")
	case errors.Is(err, gomoku.ErrBadPoint):
		return T("gomoku.why.point")
	}
	return T("gomoku.why.id")
}

// addNotice adds a line to the notice above the board.
func (c *gomokuPage) addNotice(s string) {
	if c.notice != "" {
		c.notice += " "
	}
	c.notice += s
}

// say puts a message in the live region for screen readers.
func (c *gomokuPage) say(s string) { c.announce = s }

// newGame starts a game as the setup describes it.
func (c *gomokuPage) newGame(ctx app.Context) {
	c.showNew()
	c.changed(ctx)
}

// showNew shows a new game as the setup describes it.
func (c *gomokuPage) showNew() {
	g, err := c.setup.game(rand.Uint64())
	if err != nil {
		c.setup = defaultGomokuSetup()
		if g, err = c.setup.game(rand.Uint64()); err != nil {
			return
		}
	}
	c.show(g)
	c.say(c.startedText())
}

// startedText says what game has just started.
func (c *gomokuPage) startedText() string {
	if c.g.vsComputer() {
		return T("gomoku.startedVs", c.summary(), T("gomoku.color."+c.g.human.String()))
	}
	return T("gomoku.started", c.summary())
}

// use shows the game g and follows it up: puts its ID in the address,
// saves it and lets the computer move if it is its turn.
func (c *gomokuPage) use(ctx app.Context, g gomokuGame) {
	c.show(g)
	c.changed(ctx)
}

// show makes g the game the page shows, with the cursor at its last move.
func (c *gomokuPage) show(g gomokuGame) {
	c.cancelSearch()
	if c.g.state.ID() != g.state.ID() {
		c.evals = nil
	}
	c.g = g
	c.review = -1
	c.aiming = false
	c.copied = false
	c.shareURL = ""
	n := g.state.Size()
	c.cursor = gomoku.Point{X: n / 2, Y: n / 2}
	if p, ok := g.state.LastMove(); ok {
		c.cursor = p
	}
}

// changed follows every change of the game: the link, the save, and the
// computer's turn.
func (c *gomokuPage) changed(ctx app.Context) {
	setLinkFragment(ctx, c.g.state.ID())
	c.store(ctx)
	if c.g.vsComputer() {
		gomokuEngine.preload(ctx.ResolveStaticResource(gomokuWorkerScript))
	}
	if c.g.computerTurn() && !c.thinking {
		c.think(ctx)
	}
	c.evaluate(ctx)
}

// store saves the game; a finished game is kept too, so a reload shows
// how it ended.
func (c *gomokuPage) store(ctx app.Context) {
	if !app.IsClient {
		return
	}
	store(ctx, gomokuSaveKey, c.g.save())
}

// storeStats saves the statistics.
func (c *gomokuPage) storeStats(ctx app.Context) {
	if app.IsClient {
		store(ctx, gomokuStatsKey, c.stats)
	}
}

// play places a stone for a person at p.
func (c *gomokuPage) play(ctx app.Context, p gomoku.Point) {
	c.aiming = false
	c.cursor = p
	switch {
	case c.review >= 0:
		c.say(T("gomoku.reviewing"))
		return
	case c.g.state.Over():
		c.say(T("gomoku.over"))
		return
	case c.g.computerTurn():
		c.say(T("gomoku.wait"))
		return
	}
	next, err := c.g.state.Apply(p)
	if err != nil {
		c.say(gomokuIllegalText(c.g.state, p, err))
		return
	}
	if c.hinting {
		c.cancelSearch() // the hint was for this position
	}
	if c.g.vsComputer() && !c.g.counted {
		c.g.counted = true
		c.stats.started(c.g.level, c.g.state.Rule())
		c.storeStats(ctx)
	}
	c.g.state = next
	c.moved(ctx, p)
}

// moved announces a move just played and handles the end of the game.
func (c *gomokuPage) moved(ctx app.Context, p gomoku.Point) {
	s := c.g.state
	who := T("gomoku.color." + s.Turn().Opponent().String())
	if c.g.vsComputer() && s.Turn().Opponent() != c.g.human && c.g.swap2Stage() == stagePlay {
		who = T("gomoku.computer")
	}
	text := T("gomoku.played", who, p.String())
	if s.Over() {
		text += " " + c.resultText()
		if c.g.vsComputer() && c.g.counted && !c.g.recorded && !c.g.hinted {
			c.g.recorded = true
			c.stats.ended(c.g.level, s.Rule(), c.g.human, s)
			c.storeStats(ctx)
		}
		c.focusAfter(ctx, "gm-restart")
	}
	c.say(text)
	c.changed(ctx)
}

// focusAfter moves the focus to the element with the given id once the
// page shows it, unless the focus is somewhere else than the board.
func (c *gomokuPage) focusAfter(ctx app.Context, id string) {
	ctx.Defer(func(ctx app.Context) {
		if !gomokuBoardFocused() {
			return
		}
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}

// gomokuIllegalText says why a stone may not go at p in s.
func gomokuIllegalText(s gomoku.State, p gomoku.Point, err error) string {
	switch {
	case errors.Is(err, gomoku.ErrOccupied):
		return T("gomoku.occupied", p.String())
	case errors.Is(err, gomoku.ErrForbidden):
		b := s.Board()
		return T("gomoku.forbiddenMove", p.String(), gomokuReasonText(b.Forbidden(p)))
	}
	return T("gomoku.illegal", p.String())
}

// resultText says how the game ended.
func (c *gomokuPage) resultText() string {
	s := c.g.state
	switch {
	case s.Status() == gomoku.Draw:
		return T("gomoku.draw")
	case c.g.vsComputer() && s.Winner() == c.g.human:
		return T("gomoku.youWin")
	case c.g.vsComputer():
		return T("gomoku.computerWins")
	case s.Winner() == gomoku.Black:
		return T("gomoku.blackWins")
	}
	return T("gomoku.whiteWins")
}

// cancelSearch stops the computer's search, if one runs.
func (c *gomokuPage) cancelSearch() {
	if c.stop != nil {
		c.stop()
		c.stop = nil
	}
	c.thinking = false
	c.hinting = false
	c.searchID++
	if c.scan.running {
		c.scan.stop()
		c.scan = gomokuScan{}
	}
}

// think lets the computer choose its move, or make its decision in a
// swap2 opening, in the engine's Web Worker (see gomoku_worker.go): the
// page's thread stays free for clicks, the cursor and the animations.
func (c *gomokuPage) think(ctx app.Context) {
	s := c.g.state
	task := swap2Tasks[c.g.swap2Stage()]
	c.search(ctx, gomokuRequest{state: s, level: c.g.level, seed: c.g.seed, task: task}, false, func(ctx app.Context, r gomokuReply) {
		if task != "" {
			if r.err != nil || !c.applySwap2(r) {
				c.say(T("gomoku.computerFailed"))
				return
			}
			c.changed(ctx)
			return
		}
		p := r.move
		next, err := s.Apply(p)
		if r.err != nil || err != nil {
			c.say(T("gomoku.computerFailed"))
			return
		}
		c.noteReply(s, next, r)
		c.g.state = next
		if c.review < 0 {
			// The cursor follows the reply; a keyboard player on the
			// board hears the point it lands on.
			c.cursor = p
			if gomokuBoardFocused() {
				c.focusBoard(ctx)
			}
		}
		c.moved(ctx, p)
	})
}

// search runs req in the worker in the background, for the computer or,
// with hint, for a hint, and hands the reply to done. Undo, restart, a
// new game and leaving the page cancel it (cancelSearch), and done gets a
// reply only while the position is still the one searched.
func (c *gomokuPage) search(ctx app.Context, req gomokuRequest, hint bool, done func(app.Context, gomokuReply)) {
	c.cancelSearch()
	sctx, stop := context.WithCancel(context.Background())
	c.stop = stop
	if hint {
		c.hinting = true
	} else {
		c.thinking = true
	}
	id, pos := c.searchID, req.state.ID()
	started := time.Now()
	script := ctx.ResolveStaticResource(gomokuWorkerScript)
	ctx = c.background(ctx)
	ctx.Async(func() {
		if !hint {
			gomokuMark("gomoku-search-start")
		}
		r := gomokuEngine.think(sctx, script, req)
		if !hint {
			gomokuMark("gomoku-search-end")
		}
		// The computer's reply faster than a glance would look like no
		// thought at all.
		if wait := 350*time.Millisecond - time.Since(started); !hint && r.err == nil && wait > 0 {
			select {
			case <-sctx.Done():
			case <-time.After(wait):
			}
		}
		ctx.Dispatch(func(ctx app.Context) {
			if sctx.Err() != nil || id != c.searchID || c.g.state.ID() != pos {
				return
			}
			c.stop = nil
			c.thinking, c.hinting = false, false
			stop()
			done(ctx, r)
		})
	})
}

// background returns the context a search started from ctx reports its
// result through: the page's own. go-app drops a result dispatched through
// the context of an element that is no longer on the page, and the
// button that started a search may be redrawn away before it ends (the
// review's button gives way to its progress, the evaluation bar moves the
// buttons under the board).
func (c *gomokuPage) background(ctx app.Context) app.Context {
	if c.mounted {
		return c.pageCtx
	}
	return ctx
}

// gomokuMark records a moment of the computer's search in the browser's
// performance timeline, where the developer tools and the browser tests
// see when a search ran.
func gomokuMark(name string) {
	if !app.IsClient {
		return
	}
	if perf := app.Window().Get("performance"); perf.Truthy() && perf.Get("mark").Truthy() {
		perf.Call("mark", name)
	}
}

// gomokuHintLevel is the level whose search gives hints: under a second
// in the browser's worker, and it reads threats as deep as the strongest.
const gomokuHintLevel = "hard"

// askHint asks the engine for the best move of the player to move, shows
// it on the board with what it does, and puts the cursor on it. A game
// against the computer in which a hint is shown counts apart in the
// statistics (see gomokuStats.helped).
func (c *gomokuPage) askHint(ctx app.Context) {
	s := c.g.state
	switch {
	case c.review >= 0:
		c.say(T("gomoku.reviewing"))
		return
	case s.Over():
		c.say(T("gomoku.over"))
		return
	case c.thinking || c.g.computerTurn() || c.g.swap2Stage() != stagePlay:
		c.say(T("gomoku.wait"))
		return
	case c.hinting:
		return
	case c.hintShown():
		c.say(c.hintText())
		return
	}
	pos := s.ID()
	c.say(T("gomoku.hinting"))
	c.search(ctx, gomokuRequest{state: s, level: gomokuHintLevel, seed: c.g.seed}, true, func(ctx app.Context, r gomokuReply) {
		if r.err != nil || s.Legal(r.move) != nil {
			c.say(T("gomoku.hintFailed"))
			return
		}
		c.noteEval(s, r)
		c.hint, c.hintID, c.hintWhy = r.move, pos, r.why
		c.hintLine, c.lineShown = r.line, 0
		if c.g.vsComputer() && !c.g.hinted {
			c.g.hinted = true
			c.stats.helped(c.g.level, c.g.state.Rule(), c.g.counted && !c.g.recorded)
			c.g.counted = true
			c.storeStats(ctx)
			c.store(ctx)
		}
		c.cursor = r.move
		c.aiming = false
		if gomokuBoardFocused() {
			c.focusBoard(ctx)
		}
		c.say(c.hintText())
	})
}

// hintShown reports whether a hint for the position now is on the board.
func (c *gomokuPage) hintShown() bool {
	return c.review < 0 && c.hintID != "" && c.hintID == c.g.state.ID()
}

// hasLine reports whether the hint on the board comes with a line of play
// longer than itself.
func (c *gomokuPage) hasLine() bool {
	return c.hintShown() && len(c.hintLine) > 1 && c.hintLine[0] == c.hint
}

// toggleLine shows the whole best line, or hides it.
func (c *gomokuPage) toggleLine() {
	if !c.hasLine() {
		return
	}
	if c.lineShown > 0 {
		c.lineShown = 0
		c.say(T("gomoku.lineHidden"))
		return
	}
	c.lineShown = len(c.hintLine)
	c.say(c.lineText())
}

// stepLine draws one move more (by 1) or less (by -1) of the best line,
// at least the first.
func (c *gomokuPage) stepLine(by int) {
	if !c.hasLine() || c.lineShown == 0 {
		return
	}
	c.lineShown = max(1, min(c.lineShown+by, len(c.hintLine)))
	c.say(c.lineText())
}

// lineText says how much of the best line shows, and its last move.
func (c *gomokuPage) lineText() string {
	return T("gomoku.lineAt", c.lineShown, len(c.hintLine), c.hintLine[c.lineShown-1].String())
}

// hintText says where the hint is and, where it can, why.
func (c *gomokuPage) hintText() string {
	text := T("gomoku.hintAt", c.hint.String())
	if slices.Contains(vocab.Whys, c.hintWhy) {
		text += " " + T("gomoku.hint."+c.hintWhy)
	}
	return text
}

// undo takes back one move between two players, or the player's last move
// and the computer's reply.
func (c *gomokuPage) undo(ctx app.Context) {
	s, ok := c.g.undone()
	if !ok {
		return
	}
	c.cancelSearch()
	c.g.state = s
	c.review = -1
	c.aiming = false
	if p, ok := s.LastMove(); ok {
		c.cursor = p
	}
	c.say(T("gomoku.undone", c.turnText()))
	c.changed(ctx)
}

// restart plays the same kind of game again from an empty board.
func (c *gomokuPage) restart(ctx app.Context) {
	st := setupOf(&c.g)
	g, err := st.game(rand.Uint64())
	if err != nil {
		return
	}
	c.use(ctx, g)
	c.say(T("gomoku.restarted", c.summary()))
	c.focusBoard(ctx)
}

// gomokuBoardFocused reports whether the keyboard's focus is on the board.
func gomokuBoardFocused() bool {
	if !app.IsClient {
		return false
	}
	a := app.Window().Get("document").Get("activeElement")
	return a.Truthy() && a.Get("closest").Truthy() && a.Call("closest", "#gm-board").Truthy()
}

// focusBoard moves the focus to the cursor's point once the page shows it.
func (c *gomokuPage) focusBoard(ctx app.Context) {
	ctx.Defer(func(ctx app.Context) {
		if el := app.Window().GetElementByID(gomokuPointID(c.cursor)); el.Truthy() {
			el.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}

// summary names the kind of game: rule, size and opponent.
func (c *gomokuPage) summary() string {
	p := c.g.state.Params()
	s := T("gomoku.rule."+p.Rule.String()) + " · " + T("gomoku.sizeOption", p.Size, p.Size)
	if c.g.swap2.on {
		s += " · " + T("gomoku.swap2")
	}
	if c.g.vsComputer() {
		return s + " · " + T("gomoku.vsLevel", gomokuLevelName(c.g.level))
	}
	return s + " · " + T("gomoku.twoPlayers")
}

// turnText says whose turn it is, or how the game ended.
func (c *gomokuPage) turnText() string {
	s := c.g.state
	switch {
	case s.Over():
		return c.resultText()
	case c.swap2Text() != "":
		return c.swap2Text()
	case c.thinking:
		return T("gomoku.thinking")
	case c.g.vsComputer() && s.Turn() == c.g.human:
		return T("gomoku.yourTurn", T("gomoku.color."+s.Turn().String()))
	case c.g.vsComputer():
		return T("gomoku.computerTurn")
	}
	return T("gomoku.toPlay", T("gomoku.colorCap."+s.Turn().String()))
}

// shown returns the position on the board: the one reviewed, or now.
func (c *gomokuPage) shown() gomoku.State {
	if c.review >= 0 {
		return c.view
	}
	return c.g.state
}

// reviewTo shows the position after n moves of a finished game; the
// position now ends the review.
func (c *gomokuPage) reviewTo(n int) {
	s := c.g.state
	if !s.Over() {
		return
	}
	n = max(0, min(n, s.MoveCount()))
	if n == s.MoveCount() {
		c.review = -1
		c.say(T("gomoku.reviewEnd", c.resultText()))
		return
	}
	start, err := gomoku.New(s.Params())
	if err != nil {
		return
	}
	v, err := gomoku.Replay(start, s.Moves()[:n])
	if err != nil {
		return
	}
	c.review, c.view = n, v
	if p, ok := v.LastMove(); ok {
		text := T("gomoku.reviewAt", n, s.MoveCount(), p.String())
		if k, m, ok := c.mistakeAt(); ok {
			text += " " + c.mistakeText(k, m)
		}
		c.say(text)
	} else {
		c.say(Tn("gomoku.reviewStart", s.MoveCount()))
	}
}

// forbiddenPoints returns the points where black may not play in s, and
// why, computed once per position. They are shown when black is to move
// under renju.
func (c *gomokuPage) forbiddenPoints(s gomoku.State) map[gomoku.Point]gomoku.Reason {
	if s.Rule() != gomoku.Renju || s.Over() || s.Turn() != gomoku.Black {
		return nil
	}
	id := s.ID()
	if c.forbiddenID != id {
		c.forbiddenID = id
		c.forbidden = map[gomoku.Point]gomoku.Reason{}
		for _, f := range s.ForbiddenPoints() {
			c.forbidden[f.Point] = f.Reason
		}
	}
	return c.forbidden
}

// threatStones returns the stones of s that make a four or an open three,
// with the stronger threat each is part of, computed once per position.
// They are marked when the player chose threat marks in the settings.
func (c *gomokuPage) threatStones(s gomoku.State) map[gomoku.Point]gomoku.ThreatKind {
	if id := s.ID(); c.threatsID != id {
		c.threatsID = id
		c.threats = map[gomoku.Point]gomoku.ThreatKind{}
		for _, t := range s.Threats() {
			for _, p := range t.Stones {
				c.threats[p] = max(c.threats[p], t.Kind)
			}
		}
	}
	return c.threats
}
