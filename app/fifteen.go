package app

import (
	"errors"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/fifteen"
)

func init() { pages["/fifteen"] = func() app.Composer { return &fifteenPage{} } }

// Local storage keys of the page.
const (
	fifteenSaveKey  = "fifteen.save"  // the game in progress, a fifteenSave
	fifteenStatsKey = "fifteen.stats" // fifteenStats
	fifteenSizeKey  = "fifteen.size"  // the size last picked, for new games
)

// fifteenPage plays Fifteen. The game in progress lives in g; everything
// else is what the page shows around it: notices, the hint, the solver's
// run, the pointer being dragged.
type fifteenPage struct {
	app.Compo

	g     fifteenGame
	size  int // the size of the next new game
	stats fifteenStats

	mounted  bool
	loaded   bool           // the game to show is loaded (with mounted or picked, the page's ready marker)
	picked   bool           // OnInit picked the game to show, and OnNav has not followed it up yet
	notice   string         // a message above the board: a bad link, a lost save
	announce string         // the live region's text
	result   *fifteenResult // set when the game was solved here, for the celebration
	bump     int            // a tile that was clicked but cannot move, shaken briefly
	copied   bool           // the link was just copied
	shareURL string         // shown for copying by hand when the clipboard is closed

	hint fifteenHintState

	// Pointer gestures on the board: where and on which tile the press
	// started, and when the last one was handled (the click that follows
	// it is then ignored).
	press     fifteenPress
	lastPress time.Time

	shownClock string // the clock text last rendered, to skip needless updates
	shownHint  string // the hint line last rendered, likewise
	release    []func()
}

// fifteenPress is a pointer held down on the board.
type fifteenPress struct {
	id   int
	x, y float64
	tile int
	on   bool
}

// OnInit gives the first render the board of a default game, so the page
// keeps its shape when the browser replaces the server's rendering; OnNav
// then loads the game to show. Where the page picks its game before its
// first render (see pickFirst), it does so here, and OnNav follows it up.
func (c *fifteenPage) OnInit() {
	mayPause()
	c.size = fifteen.DefaultParams().Size
	if s, err := fifteen.Goal(fifteen.DefaultParams()); err == nil {
		c.g = newFifteenGame(s)
	}
	if pickFirst() {
		c.pick(app.Window().URL())
		c.loaded, c.picked = true, true
	}
}

func (c *fifteenPage) OnPreRender(ctx app.Context) {
	setPage(ctx, T("fifteen.name")+" · "+T("app.name"))
}

func (c *fifteenPage) OnMount(ctx app.Context) {
	c.mounted = true
	c.listen(ctx)
	c.tick(ctx)
	ctx.PreventUpdate() // nothing shown has changed (see loadGame)
}

func (c *fifteenPage) OnNav(ctx app.Context) {
	setPage(ctx, T("fifteen.name")+" · "+T("app.name"))
	loadGame(ctx, &c.loaded, &c.picked, c.load, c.changed)
}

func (c *fifteenPage) OnDismount() {
	c.hint.cancel()
	for _, f := range c.release {
		f()
	}
	c.release = nil
	c.mounted = false
}

// load sets the page up when it opens (see pick) and follows the game up
// (see changed).
func (c *fifteenPage) load(ctx app.Context) {
	c.pick(ctx.Page().URL())
	c.changed(ctx)
}

// pick sets the page up as it opens at u: the statistics, then the game
// named by the link, else the saved game, else a new one. It shows the
// game and leaves what follows (see changed) to the caller. A stored value
// that cannot be read is set aside with a notice (see store.go).
func (c *fifteenPage) pick(u *url.URL) {
	c.notice = ""
	c.stats = loadFifteenStats()
	c.size = fifteen.DefaultParams().Size
	var size int
	if loadStored(fifteenSizeKey, &size) && (fifteen.Params{Size: size}).Validate() == nil {
		c.size = size
	}

	var save fifteenSave
	var restored fifteenGame
	saved := loadStored(fifteenSaveKey, &save)
	if saved {
		var err error
		if restored, err = save.restore(); err != nil {
			setAside(fifteenSaveKey)
			saved = false
		}
	}

	link := linkFragment(u)
	switch {
	case link != "" && saved && save.ID == link:
		// A reload of the page: the link names the game in progress.
		c.show(restored)
	case link != "":
		c.showLink(link)
	case saved:
		c.show(restored)
		c.say(T("fifteen.resumed"))
	default:
		// The game the server drew, which the player may already be
		// playing (see web/pastime.js), else a new one.
		if s, err := fifteen.Parse(servedGame("f15-board")); err == nil && s.Size() == c.size {
			c.begin(s)
			return
		}
		c.showNew()
	}
}

// openLink starts the game a link names (see showLink) and follows it up.
func (c *fifteenPage) openLink(ctx app.Context, link string) {
	c.showLink(link)
	c.changed(ctx)
}

// showLink shows the game a link names, or a new one, with a notice, when
// the link holds none.
func (c *fifteenPage) showLink(link string) {
	s, err := fifteen.Parse(link)
	if err != nil {
		c.notice = T("fifteen.badLink", fifteenLinkReason(err))
		c.showNew()
		return
	}
	c.begin(s)
}

// fifteenLinkReason says in the user's words why a link holds no game.
func fifteenLinkReason(err error) string {
	switch {
	case errors.Is(err, fifteen.ErrSize):
		return T("fifteen.why.size", fifteen.MinSize, fifteen.MinSize, fifteen.MaxSize, fifteen.MaxSize)
	case errors.Is(err, fifteen.ErrUnsolvable):
		return T("fifteen.why.unsolvable")
	case errors.Is(err, fifteen.ErrBadTiles):
		return T("fifteen.why.tiles")
	}
	return T("fifteen.why.id")
}

// newGame deals a new game of the chosen size (see showNew) and follows
// it up.
func (c *fifteenPage) newGame(ctx app.Context) {
	c.showNew()
	c.changed(ctx)
}

// showNew deals a new game of the chosen size from a fresh seed.
func (c *fifteenPage) showNew() {
	s, err := fifteen.New(fifteen.Params{Size: c.size}, rand.Uint64())
	if err != nil {
		// Only a bad size gets here, and sizes are checked where they are
		// read; deal the default size rather than nothing.
		s, _ = fifteen.New(fifteen.DefaultParams(), rand.Uint64())
	}
	c.begin(s)
}

// begin shows the game whose starting position is s.
func (c *fifteenPage) begin(s fifteen.State) {
	c.show(newFifteenGame(s))
	c.say(T("fifteen.started", fifteenSizeName(s.Params().String())))
}

// changed follows up a game shown: keeps its size for the next new game,
// puts its ID in the address and saves it.
func (c *fifteenPage) changed(ctx app.Context) {
	if app.IsClient {
		store(ctx, fifteenSizeKey, c.size)
	}
	setLinkFragment(ctx, c.g.start.ID())
	c.store(ctx)
}

// show makes g the game the page shows, its clock running while the page
// is seen.
func (c *fifteenPage) show(g fifteenGame) {
	c.hint.reset()
	c.g = g
	c.size = g.state.Size()
	c.result = nil
	c.bump = 0
	c.copied = false
	c.shareURL = ""
	if app.IsClient && !pageHidden() {
		c.g.resume(time.Now())
	}
}

// store saves the game in progress, or forgets it once solved.
func (c *fifteenPage) store(ctx app.Context) {
	if !app.IsClient {
		return
	}
	if c.g.solved() {
		ctx.LocalStorage().Del(fifteenSaveKey)
		return
	}
	store(ctx, fifteenSaveKey, c.g.save(time.Now()))
}

// say puts a message in the live region for screen readers.
func (c *fifteenPage) say(s string) { c.announce = s }

// play makes a move from the player (or from the solver, when auto is
// true) and handles what follows it: hint bookkeeping, the save, the
// celebration.
func (c *fifteenPage) play(ctx app.Context, m fifteen.Move, auto bool) bool {
	if c.g.solved() {
		return false
	}
	tiles, dir, err := c.g.state.Sliding(m)
	if err != nil {
		c.bump = m.Tile
		c.say(T("fifteen.cannot", m.Tile))
		ctx.After(400*time.Millisecond, func(ctx app.Context) {
			if c.bump == m.Tile {
				c.bump = 0
			}
		})
		return false
	}
	if !auto {
		// The player takes over: a search for the old position or the
		// solver's run is no longer wanted.
		c.hint.cancel()
	}
	before := c.g.state
	if err := c.g.play(m, time.Now()); err != nil {
		return false
	}
	c.bump = 0
	c.copied = false
	c.hint.moved(before, tiles, c.g.state)
	if !auto {
		c.say(fifteenMovedText(tiles, dir))
	}
	if c.g.solved() {
		c.finish(ctx)
	}
	c.store(ctx)
	return true
}

// finish records a solved game and shows the celebration.
func (c *fifteenPage) finish(ctx app.Context) {
	s := c.g.state
	d := c.g.clock(time.Now())
	res := c.stats.add(s.Params().String(), d, s.Moves(), s.Slides(), c.g.assisted)
	c.result = &res
	store(ctx, fifteenStatsKey, c.stats)
	c.say(T("fifteen.solvedLive", Tn("fifteen.moveCount", s.Moves()), fifteenTimeText(d)))
	ctx.Defer(func(ctx app.Context) {
		if b := app.Window().GetElementByID("f15-again"); b.Truthy() {
			b.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}

// fifteenMovedText describes a move for the live region.
func fifteenMovedText(tiles []int, d fifteen.Direction) string {
	dir := T("fifteen.dir." + d.String())
	if len(tiles) == 1 {
		return T("fifteen.moved", tiles[0], dir)
	}
	// The tiles are named from the gap's side, the order they move in.
	names := make([]string, len(tiles))
	for i, t := range tiles {
		names[i] = strconv.Itoa(t)
	}
	return T("fifteen.movedMany", strings.Join(names, ", "), dir)
}

// tick runs the clock on the screen: four times a second, it updates the
// page when the shown time (or the solver's progress) changes.
func (c *fifteenPage) tick(ctx app.Context) {
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
					if fifteenClockText(c.g.clock(time.Now())) == c.shownClock && c.hint.message(c.g.state) == c.shownHint {
						ctx.PreventUpdate()
					}
				})
			}
		}
	})
}

// onSize starts a new game at the size picked in the menu.
func (c *fifteenPage) onSize(ctx app.Context, e app.Event) {
	n, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err != nil || (fifteen.Params{Size: n}).Validate() != nil {
		return
	}
	c.size = n
	c.notice = ""
	c.newGame(ctx)
}

func (c *fifteenPage) onNew(ctx app.Context, e app.Event) {
	c.notice = ""
	c.newGame(ctx)
}

func (c *fifteenPage) onRestart(ctx app.Context, e app.Event) {
	c.hint.reset()
	c.g.restart()
	c.result = nil
	c.store(ctx)
	c.say(T("fifteen.restarted"))
}

func (c *fifteenPage) onDismiss(ctx app.Context, e app.Event) { c.notice = "" }

// onShare copies the link to the game, or shows it for copying by hand
// when the clipboard is not available.
func (c *fifteenPage) onShare(ctx app.Context, e app.Event) {
	shareLink(ctx, func() {
		c.copied = true
		c.say(T("fifteen.copied"))
	}, func(link string) { c.shareURL = link })
}
