package app

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	ms "github.com/pastime-games/pastime/games/minesweeper"
)

func init() { pages["/minesweeper"] = func() app.Composer { return &minesweeperPage{} } }

// Local storage keys of the page.
const (
	msSaveKey  = "minesweeper.save"  // the game in progress, an msSave
	msStatsKey = "minesweeper.stats" // msStats
	msSetupKey = "minesweeper.setup" // msSetup: the kind of the next new game
)

// minesweeperPage plays Minesweeper. The game in progress lives in g;
// everything else is what the page shows around it: the keyboard cursor,
// the flag mode, the custom size form, notices, the hint, the result.
type minesweeperPage struct {
	app.Compo

	g     msGame
	setup msSetup
	stats msStats

	mounted  bool
	loaded   bool              // the game to show is loaded (with mounted or picked, the page's ready marker)
	picked   bool              // OnInit picked the game to show, and OnNav has not followed it up yet
	follow   func(app.Context) // what followUp does after OnInit picked; nil for changed
	notice   string            // a message above the board: a bad link, a lost save
	announce string            // the live region's text
	result   *msResult         // the end of the game just played here
	cursor   int               // the keyboard's cell, y*Width+x
	flagMode bool              // taps and clicks flag instead of opening
	bump     int               // a cell whose move was refused, shaken briefly; -1 for none
	copied   bool              // the link was just copied
	shareURL string            // shown for copying by hand when the clipboard is closed

	form msForm // the custom size form

	// The first open of a no-guess game searches for a layout, which on a
	// crowded custom board can take seconds: it runs in the background.
	busy      bool
	restoring bool // the busy search replays a saved game, not yet shown nor to be saved over
	busyText  string
	stopBusy  context.CancelFunc

	hint msHintState

	press     msPress   // the pointer held down on the board
	lastTouch time.Time // the last touch press, whose context menu is ignored
	pressSeq  int

	release []func()
}

// msForm is the custom size form: its fields as typed and what is wrong
// with them.
type msForm struct {
	open             bool
	w, h, m          string
	err              string
	errW, errH, errM bool
}

// OnInit gives the first render the board of a default game, so the page
// keeps its shape when the browser replaces the server's rendering; OnNav
// then loads the game to show. Where the page picks its game before its
// first render (see pickFirst), it does so here, and OnNav follows it up.
func (c *minesweeperPage) OnInit() {
	mayPause()
	c.setup = msDefaultSetup
	p, _ := c.setup.params()
	c.g = msGame{}
	c.g.state, _ = ms.New(p, 1)
	c.bump = -1
	c.hint.reset()
	if pickFirst() {
		c.follow = c.pick(app.Window().URL())
		c.loaded, c.picked = true, true
	}
}

func (c *minesweeperPage) OnPreRender(ctx app.Context) {
	setPage(ctx, T("minesweeper.name")+" · "+T("app.name"))
}

func (c *minesweeperPage) OnMount(ctx app.Context) {
	c.mounted = true
	c.listen(ctx)
	c.tick(ctx)
	ctx.PreventUpdate() // nothing shown has changed (see loadGame)
}

func (c *minesweeperPage) OnNav(ctx app.Context) {
	setPage(ctx, T("minesweeper.name")+" · "+T("app.name"))
	loadGame(ctx, &c.loaded, &c.picked, c.load, c.followUp)
}

// followUp follows up the game OnInit picked: replays a saved game's
// moves in the background, or else see changed.
func (c *minesweeperPage) followUp(ctx app.Context) {
	if f := c.follow; f != nil {
		c.follow = nil
		f(ctx)
		return
	}
	c.changed(ctx)
}

func (c *minesweeperPage) OnDismount() {
	// Leaving for another page of the app: keep the time played so far.
	if app.IsClient && c.mounted && !c.restoring && !c.g.over() {
		if b, err := json.Marshal(c.g.save(time.Now())); err == nil {
			func() {
				defer func() { recover() }() // a full storage refuses; the last save stays
				app.Window().Get("localStorage").Call("setItem", msSaveKey, string(b))
			}()
		}
	}
	c.hint.cancel()
	c.stopGenerating()
	for _, f := range c.release {
		f()
	}
	c.release = nil
	c.mounted = false
}

// load sets the page up when it opens (see pick) and follows the game up
// (see changed), or replays the saved game in the background.
func (c *minesweeperPage) load(ctx app.Context) {
	if replay := c.pick(ctx.Page().URL()); replay != nil {
		replay(ctx)
		return
	}
	c.changed(ctx)
}

// pick sets the page up as it opens at u: the statistics and the setup,
// then the game named by the link, else the saved game, else a new one. It
// shows the game, leaves what follows (see changed) to the caller and
// returns nil; for a saved no-guess custom game with moves, whose layout
// is searched for again, it shows the closed board, busy, and returns what
// replays the moves in the background.
func (c *minesweeperPage) pick(u *url.URL) (replay func(app.Context)) {
	c.notice = ""
	c.bump = -1
	c.stats = msStats{}
	if loadStored(msStatsKey, &c.stats) && c.stats.valid() != nil {
		setAside(msStatsKey)
		c.stats = msStats{}
	}
	if c.stats == nil {
		c.stats = msStats{}
	}
	c.setup = msDefaultSetup
	var setup msSetup
	if loadStored(msSetupKey, &setup) {
		if _, ok := setup.params(); ok {
			c.setup = setup
		} else {
			setAside(msSetupKey)
		}
	}

	var save msSave
	var first ms.State
	var moves []ms.Move
	saved := loadStored(msSaveKey, &save)
	if saved {
		var err error
		if first, moves, err = save.start(); err != nil {
			// It decodes but is no game: set it aside, with a notice.
			setAside(msSaveKey)
			saved = false
		}
	}

	link := linkFragment(u)
	switch {
	case saved && (link == "" || first.ID() == link):
		// The saved game, or a reload of the page: the link names the
		// game in progress.
		return c.showSaved(save, first, moves)
	case link != "":
		c.showLink(link)
	default:
		c.showNew()
	}
	return nil
}

// showSaved shows a saved game again, replaying its moves, and returns
// nil; a save whose moves the rules refuse is set aside for a new game. A
// no-guess game's layout is searched for again: here for a level (an
// expert board takes about a millisecond), in the background for a custom
// board, which may be crowded. For that one it shows the closed board,
// busy, and returns what replays the moves.
func (c *minesweeperPage) showSaved(save msSave, first ms.State, moves []ms.Move) (replay func(app.Context)) {
	if p := first.Params(); p.NoGuess && p.Level() == ms.Custom && len(moves) > 0 {
		rctx := c.showRestoring(first)
		return func(ctx app.Context) { c.restore(ctx, rctx, save, first, moves) }
	}
	g, err := save.replay(context.Background(), first, moves, nil)
	if err != nil {
		setAside(msSaveKey)
		c.showNew()
		return nil
	}
	c.showResumed(g)
	return nil
}

// showRestoring shows the closed board of a saved no-guess custom game,
// busy while restore replays its moves, and returns the context that
// cancels the replay.
func (c *minesweeperPage) showRestoring(first ms.State) context.Context {
	c.stopGenerating()
	c.hint.reset()
	c.g = msGame{state: first}
	rctx, stop := context.WithCancel(context.Background())
	c.busy, c.busyText, c.stopBusy = true, T("minesweeper.restoring"), stop
	c.restoring = true
	return rctx
}

// restore replays a saved no-guess custom game in the background, under
// rctx, and shows it: its layout is searched for again, which on a big
// crowded board takes a moment, time-sliced. A save whose moves the rules
// refuse is set aside.
func (c *minesweeperPage) restore(ctx app.Context, rctx context.Context, save msSave, first ms.State, moves []ms.Move) {
	ctx.Async(func() {
		g, err := save.replay(rctx, first, moves, slicer())
		ctx.Dispatch(func(ctx app.Context) {
			if rctx.Err() != nil {
				return
			}
			c.busy, c.restoring, c.stopBusy = false, false, nil
			if err != nil {
				setAside(msSaveKey)
				c.newGame(ctx)
				return
			}
			c.showResumed(g)
			c.changed(ctx)
		})
	})
}

// showResumed shows a saved game again.
func (c *minesweeperPage) showResumed(g msGame) {
	c.show(g)
	if g.state.Clicks() == 0 {
		c.say(T("minesweeper.started", msKindName(g.state.Params())))
		return
	}
	c.say(T("minesweeper.resumed"))
}

// openLink starts the game a link names (see showLink) and follows it up.
func (c *minesweeperPage) openLink(ctx app.Context, link string) {
	c.showLink(link)
	c.changed(ctx)
}

// showLink shows the game a link names, or says why it names none and
// shows a new game.
func (c *minesweeperPage) showLink(link string) {
	s, err := ms.Parse(link)
	if err == nil && strings.Contains(link, "/") {
		// A save in a link would replay someone's moves; the link stands
		// for the game, which starts afresh.
		s, err = ms.New(s.Params(), s.Seed())
	}
	if err != nil {
		c.addNotice(T("minesweeper.badLink", msLinkReason(err)))
		c.showNew()
		return
	}
	c.begin(s)
}

// msLinkReason says in the player's words why a link holds no game.
func msLinkReason(err error) string {
	if errors.Is(err, ms.ErrParams) {
		return T("minesweeper.why.params", ms.MinSize, ms.MaxSize)
	}
	return T("minesweeper.why.id")
}

// addNotice adds a line to the notice above the board.
func (c *minesweeperPage) addNotice(s string) {
	if c.notice != "" {
		c.notice += " "
	}
	c.notice += s
}

// params returns the parameters of the next new game.
func (c *minesweeperPage) params() ms.Params {
	p, ok := c.setup.params()
	if !ok {
		p, _ = msDefaultSetup.params()
	}
	return p
}

// newGame starts a game of the chosen kind (see showNew) and follows it
// up.
func (c *minesweeperPage) newGame(ctx app.Context) {
	c.showNew()
	c.changed(ctx)
}

// showNew shows a new game of the chosen kind from a fresh seed.
func (c *minesweeperPage) showNew() {
	s, err := ms.New(c.params(), rand.Uint64N(1<<53))
	if err != nil {
		return
	}
	c.begin(s)
}

// start begins the game s, which has no move yet, and follows it up.
func (c *minesweeperPage) start(ctx app.Context, s ms.State) {
	c.begin(s)
	c.changed(ctx)
}

// begin shows the game s, which has no move yet.
func (c *minesweeperPage) begin(s ms.State) {
	c.show(msGame{state: s})
	c.say(T("minesweeper.started", msKindName(s.Params())))
}

// changed follows up a game shown: keeps its kind for the next new game,
// puts its ID in the address and saves it.
func (c *minesweeperPage) changed(ctx app.Context) {
	if app.IsClient {
		store(ctx, msSetupKey, c.setup)
	}
	setLinkFragment(ctx, c.g.state.ID())
	c.store(ctx)
}

// show makes g the game the page shows; the toolbar shows its kind, and
// New game deals another of that kind.
func (c *minesweeperPage) show(g msGame) {
	c.stopGenerating()
	c.hint.reset()
	c.g = g
	c.result = nil
	c.bump = -1
	c.copied = false
	c.shareURL = ""
	p := g.state.Params()
	c.cursor = p.Height/2*p.Width + p.Width/2
	if app.IsClient {
		c.setup = msSetupOf(p)
	}
	if app.IsClient && !pageHidden() {
		c.g.resume(time.Now())
	}
}

// store saves the game in progress, or forgets it once over. While a
// saved game is being replayed, the save stays as it is.
func (c *minesweeperPage) store(ctx app.Context) {
	if !app.IsClient || c.restoring {
		return
	}
	if c.g.over() {
		ctx.LocalStorage().Del(msSaveKey)
		return
	}
	store(ctx, msSaveKey, c.g.save(time.Now()))
}

// say puts a message in the live region for screen readers.
func (c *minesweeperPage) say(s string) { c.announce = s }

// stopGenerating cancels the search for a layout under way.
func (c *minesweeperPage) stopGenerating() {
	if c.stopBusy != nil {
		c.stopBusy()
		c.stopBusy = nil
	}
	c.busy = false
	c.restoring = false
}

// play makes a move. The first open of a no-guess game searches for its
// layout in the background, time-sliced so the page stays responsive.
func (c *minesweeperPage) play(ctx app.Context, m ms.Move) {
	if c.busy || c.g.over() {
		return
	}
	s := c.g.state
	if s.Status() == ms.Ready && m.Action == ms.Open && s.Params().NoGuess {
		c.generate(ctx, s, m)
		return
	}
	next, err := s.Apply(m)
	if err != nil {
		c.refuse(ctx, m)
		return
	}
	c.commit(ctx, s, next, m)
}

// generate runs the first open of a no-guess game in the background. If no
// layout can be found (a board too crowded to need no guess), the game
// goes on as a classic one with the same seed, and says so.
func (c *minesweeperPage) generate(ctx app.Context, s ms.State, m ms.Move) {
	c.stopGenerating()
	gctx, stop := context.WithCancel(context.Background())
	c.busy, c.busyText, c.stopBusy = true, T("minesweeper.generating"), stop
	c.say(c.busyText)
	ctx.Async(func() {
		next, err := s.ApplyContext(gctx, m, ms.Options{Yield: slicer()})
		ctx.Dispatch(func(ctx app.Context) {
			if gctx.Err() != nil || c.g.state.ID() != s.ID() || c.g.state.Clicks() != 0 {
				return
			}
			c.busy, c.stopBusy = false, nil
			if errors.Is(err, ms.ErrGenerate) {
				p := s.Params()
				p.NoGuess = false
				var classic ms.State
				if classic, err = ms.New(p, s.Seed()); err == nil {
					s = classic
					next, err = s.Apply(m)
					c.addNotice(T("minesweeper.noLayout"))
				}
			}
			if err != nil {
				c.refuse(ctx, m)
				return
			}
			c.commit(ctx, s, next, m)
			setLinkFragment(ctx, c.g.state.ID())
		})
	})
}

// refuse shakes the cell of a move the rules do not allow and says why.
func (c *minesweeperPage) refuse(ctx app.Context, m ms.Move) {
	p := c.g.state.Params()
	i := m.Y*p.Width + m.X
	c.bump = i
	s := c.g.state
	switch {
	case m.Action == ms.Chord:
		flags := 0
		for _, q := range msAround(p, m.X, m.Y) {
			if s.Tile(q.X, q.Y) == ms.Flagged {
				flags++
			}
		}
		if n := s.Number(m.X, m.Y); flags != n {
			c.say(Tn("minesweeper.cannotChord", flags, n, flags))
		} else {
			c.say(T("minesweeper.nothingAround"))
		}
	case s.Tile(m.X, m.Y) == ms.Flagged:
		c.say(T("minesweeper.isFlagged"))
	default:
		c.say(T("minesweeper.cannot"))
	}
	ctx.After(450*time.Millisecond, func(ctx app.Context) {
		if c.bump == i {
			c.bump = -1
		}
	})
}

// msAround returns the cells around x, y on the board.
func msAround(p ms.Params, x, y int) []ms.Point {
	var out []ms.Point
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			nx, ny := x+dx, y+dy
			if (dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < p.Width && ny < p.Height {
				out = append(out, ms.Point{X: nx, Y: ny})
			}
		}
	}
	return out
}

// commit takes the game from before to next, the result of m, and handles
// what follows: the clock, the hint, the save, the end of the game.
func (c *minesweeperPage) commit(ctx app.Context, before, next ms.State, m ms.Move) {
	c.hint.reset()
	c.bump = -1
	c.copied = false
	c.g.set(next, time.Now())
	p := next.Params()
	c.cursor = m.Y*p.Width + m.X
	switch {
	case next.Status().Over():
		c.finish(ctx)
	case m.Action == ms.Flag || m.Action == ms.Question:
		switch next.Tile(m.X, m.Y) {
		case ms.Flagged:
			c.say(Tn("minesweeper.flagged", next.MinesLeft()))
		case ms.Questioned:
			c.say(T("minesweeper.questioned"))
		default:
			c.say(Tn("minesweeper.unmarked", next.MinesLeft()))
		}
	default:
		c.say(Tn("minesweeper.opened", next.Opened()-before.Opened(), next.Opened()-before.Opened(), p.Cells()-p.Mines-next.Opened()))
	}
	c.store(ctx)
}

// finish records a finished game and shows its result.
func (c *minesweeperPage) finish(ctx app.Context) {
	s := c.g.state
	won := s.Status() == ms.Won
	d := c.g.clock(time.Now())
	best, first := c.stats.add(msKind(s.Params()), won, d, c.g.assisted)
	c.result = &msResult{Won: won, Time: d, BV3: s.BV3(), Clicks: s.Clicks(), Assisted: c.g.assisted, Best: best, First: first}
	store(ctx, msStatsKey, c.stats)
	if won {
		c.say(T("minesweeper.wonLive", msSeconds(d), s.BV3()))
	} else {
		c.say(T("minesweeper.lostLive"))
	}
	ctx.Defer(func(ctx app.Context) {
		if b := app.Window().GetElementByID("ms-again"); b.Truthy() {
			b.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}

// tick keeps the timer on the screen up to date. It writes the digits
// itself rather than render the page, which on a big board would redraw
// thousands of cells every second for one changed number.
func (c *minesweeperPage) tick(ctx app.Context) {
	done := make(chan struct{})
	c.release = append(c.release, func() { close(done) })
	ctx.Async(func() {
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				ctx.Dispatch(func(ctx app.Context) {
					ctx.PreventUpdate()
					c.paintClock()
				})
			}
		}
	})
}

// paintClock writes the timer's digits and label.
func (c *minesweeperPage) paintClock() {
	if !app.IsClient {
		return
	}
	el := app.Window().GetElementByID("ms-time")
	if !el.Truthy() {
		return
	}
	secs := int(c.g.clock(time.Now()) / time.Second)
	text := msDigits(secs)
	if el.Get("textContent").String() != text {
		el.Set("textContent", text)
		el.Call("setAttribute", "aria-label", Tn("minesweeper.timeLabel", secs))
	}
}

// msDigits writes a counter as the classic three-digit display does,
// capped at 999 and -99.
func msDigits(n int) string {
	n = min(max(n, -99), 999)
	if n < 0 {
		return "-" + string(rune('0'+(-n)/10)) + string(rune('0'+(-n)%10))
	}
	return string([]rune{rune('0' + n/100), rune('0' + n/10%10), rune('0' + n%10)})
}

// onNew starts a new game of the kind chosen.
func (c *minesweeperPage) onNew(ctx app.Context, e app.Event) {
	c.notice = ""
	c.newGame(ctx)
}

func (c *minesweeperPage) onDismiss(ctx app.Context, e app.Event) { c.notice = "" }

// onLevel changes the kind of game from the level menu: a level starts a
// new game at once, "custom" opens the size form.
func (c *minesweeperPage) onLevel(ctx app.Context, e app.Event) {
	v := ctx.JSSrc().Get("value").String()
	if v == "custom" {
		p := c.g.state.Params()
		c.form = msForm{open: true, w: msItoa(p.Width), h: msItoa(p.Height), m: msItoa(p.Mines)}
		ctx.Defer(func(ctx app.Context) {
			if el := app.Window().GetElementByID("ms-w"); el.Truthy() {
				el.Call("focus")
			}
		})
		return
	}
	setup := msSetup{Level: v, NoGuess: c.setup.NoGuess}
	if _, ok := setup.params(); !ok {
		return
	}
	c.form = msForm{}
	c.setup = setup // stored with the new game (see changed)
	c.notice = ""
	c.newGame(ctx)
}

// onNoGuess turns the no-guess switch. A game not begun yet is replaced at
// once; a game under way keeps its rules and the switch applies to the next.
func (c *minesweeperPage) onNoGuess(ctx app.Context, e app.Event) {
	s := c.setup
	s.NoGuess = ctx.JSSrc().Get("checked").Bool()
	if p, ok := s.params(); !ok {
		// A crowded custom board cannot be made without guessing.
		p.NoGuess = true
		ctx.JSSrc().Set("checked", c.setup.NoGuess)
		c.addNotice(Tn("minesweeper.noGuessTooMany", p.MaxMines()))
		return
	}
	c.setup = s
	store(ctx, msSetupKey, s)
	if c.g.state.Status() == ms.Ready {
		p := c.g.state.Params()
		p.NoGuess = s.NoGuess
		if st, err := ms.New(p, c.g.state.Seed()); err == nil {
			c.start(ctx, st)
		}
		return
	}
	if s.NoGuess {
		c.say(T("minesweeper.noGuessNext"))
	} else {
		c.say(T("minesweeper.classicNext"))
	}
}

// onFlagMode turns the flag mode on or off.
func (c *minesweeperPage) onFlagMode(ctx app.Context, e app.Event) {
	c.flagMode = !c.flagMode
	if c.flagMode {
		c.say(T("minesweeper.flagModeOn"))
	} else {
		c.say(T("minesweeper.flagModeOff"))
	}
}

// onShare copies the link to the game, or shows it for copying by hand
// when the clipboard is not available.
func (c *minesweeperPage) onShare(ctx app.Context, e app.Event) {
	shareLink(ctx, func() {
		c.copied = true
		c.say(T("minesweeper.copied"))
	}, func(link string) { c.shareURL = link })
}
