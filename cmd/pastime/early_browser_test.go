//go:build browser && !(js && wasm)

package main

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/pastime-games/pastime/games/fifteen"
)

// wasmGate serves a handler with app.wasm held back while it is shut: the
// page stays as the server drew it, as on a slow network.
type wasmGate struct {
	h    http.Handler
	mu   sync.Mutex
	wait chan struct{} // closed when open
}

func newWasmGate(t *testing.T, h http.Handler) *wasmGate {
	g := &wasmGate{h: h, wait: make(chan struct{})}
	t.Cleanup(g.open)
	return g
}

// shut holds app.wasm back from now on.
func (g *wasmGate) shut() {
	g.mu.Lock()
	defer g.mu.Unlock()
	select {
	case <-g.wait:
		g.wait = make(chan struct{})
	default:
	}
}

// open lets app.wasm go, to the requests held too.
func (g *wasmGate) open() {
	g.mu.Lock()
	defer g.mu.Unlock()
	select {
	case <-g.wait:
	default:
		close(g.wait)
	}
}

func (g *wasmGate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if strings.HasSuffix(r.URL.Path, "/app.wasm") {
		g.mu.Lock()
		wait := g.wait
		g.mu.Unlock()
		select {
		case <-wait:
		case <-r.Context().Done():
			return
		}
	}
	g.h.ServeHTTP(w, r)
}

// openServed opens path on a server that holds app.wasm back and waits
// for the board the server drew; the app does not run yet.
func openServed(t *testing.T, path, board string) (context.Context, func()) {
	t.Helper()
	g := newWasmGate(t, pastimeServer(t, "", 0))
	l := startLive(t, g)
	ctx := newBrowser(t)
	navigateServed(t, ctx, l.url(path), board)
	return ctx, g.open
}

// navigateServed goes to url, whose app.wasm is held back, and waits for
// the board the server drew.
func navigateServed(t *testing.T, ctx context.Context, url, board string) {
	t.Helper()
	within(t, ctx, 60*time.Second, "opening "+url, func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Navigate(url))
	})
	waitJS(t, ctx, 20*time.Second, "the server's board", fmt.Sprintf(`document.querySelector(%q) !== null`, board))
}

// starting reports whether the page says the app is starting.
func starting(t *testing.T, ctx context.Context) bool {
	t.Helper()
	return evalJS[bool](t, ctx, `document.documentElement.dataset.starting !== undefined`)
}

// notRunning fails the test when the app already runs in the page: the
// input the test just gave must have reached the server's rendering.
func notRunning(t *testing.T, ctx context.Context, section string) {
	t.Helper()
	if evalJS[bool](t, ctx, fmt.Sprintf(`document.querySelector('#app-status[data-client="true"]') !== null ||
		document.querySelector('%s[data-ready="true"]') !== null`, section)) {
		t.Fatal("the app ran before the test's input; it must come first")
	}
	if !evalJS[bool](t, ctx, `document.querySelector("[data-early] .early") !== null`) {
		t.Error("the input held before the app runs is not marked on the board")
	}
}

// TestBrowserEarlyInputMinesweeper clicks a cell twice before the app
// runs: once the app runs, the cell is open, after one move.
func TestBrowserEarlyInputMinesweeper(t *testing.T) {
	ctx, release := openServed(t, "/minesweeper", "#ms-board")
	key := evalJS[string](t, ctx, `document.getElementById("ms-board").dataset.key`)
	if !strings.HasSuffix(key, "/0") {
		t.Fatalf("the server's board is %q; want a fresh one", key)
	}
	cell := "#ms-c-40" // the middle of the beginner board
	clickOn(t, ctx, cell)
	clickOn(t, ctx, cell) // nothing happened: the player clicks again
	notRunning(t, ctx, "#page-minesweeper")
	release()
	waitJS(t, ctx, 60*time.Second, "the app", msReady)
	waitJS(t, ctx, 10*time.Second, "the cell clicked before the app ran to open",
		fmt.Sprintf(`!document.querySelector(%q).classList.contains("ms-closed")`, cell))
	want := strings.TrimSuffix(key, "/0") + "/1"
	waitJS(t, ctx, 5*time.Second, "one move", fmt.Sprintf(`document.getElementById("ms-board").dataset.key === %q`, want))
	if evalJS[bool](t, ctx, `document.querySelector(".early, [data-early]") !== null`) {
		t.Error("the marks of held input stay once the app runs")
	}
	pageProblems(t, ctx)
}

// TestBrowserEarlyInputGomoku places a stone before the app runs, against
// the computer as a new player finds the page: the point clicked twice
// gets one stone, the computer answers it, and a click while it thinks
// places nothing.
func TestBrowserEarlyInputGomoku(t *testing.T) {
	ctx, release := openServed(t, "/gomoku", "#gm-board")
	clickOn(t, ctx, "#gm-h8")
	clickOn(t, ctx, "#gm-h8")
	clickOn(t, ctx, "#gm-j10")
	notRunning(t, ctx, "#page-gomoku")
	release()
	waitJS(t, ctx, 60*time.Second, "the app", gmReady)
	waitJS(t, ctx, 10*time.Second, "the input played", `document.documentElement.dataset.earlyInput !== undefined`)
	gmWaitMoves(t, ctx, 2)
	stones := evalJS[string](t, ctx, gmStones)
	if !strings.Contains(stones, "h8=black") || strings.Count(stones, "=") != 2 {
		t.Errorf("stones %q; want h8 black and the computer's answer", stones)
	}
	pageProblems(t, ctx)
}

// TestBrowserEarlyInputFifteen slides a tile with a click, twice, and one
// with an arrow key before the app runs: the app plays the game the
// server drew, with the tile slid once and the key's move after it.
func TestBrowserEarlyInputFifteen(t *testing.T) {
	ctx, release := openServed(t, "/fifteen", "#f15-board")
	game := evalJS[string](t, ctx, `document.getElementById("f15-board").dataset.game`)
	pos := evalJS[string](t, ctx, `document.getElementById("f15-board").dataset.key`)
	tile := evalJS[string](t, ctx, `document.querySelector("#f15-board .f15-movable").dataset.tile`)
	s, err := fifteen.Parse(pos)
	if err != nil {
		t.Fatalf("the server's board %q: %v", pos, err)
	}
	var n int
	fmt.Sscan(tile, &n)
	if s, err = s.Apply(fifteen.Move{Tile: n}); err != nil {
		t.Fatalf("tile %s on %q: %v", tile, pos, err)
	}
	// An arrow that moves another tile than the one clicked.
	key, before := "", s
	for _, k := range []struct {
		name string
		d    fifteen.Direction
	}{{kb.ArrowUp, fifteen.Up}, {kb.ArrowDown, fifteen.Down}, {kb.ArrowLeft, fifteen.Left}, {kb.ArrowRight, fifteen.Right}} {
		if m, ok := before.MoveIn(k.d); ok && m.Tile != n {
			if s, err = before.Apply(m); err != nil {
				t.Fatal(err)
			}
			key = k.name
			break
		}
	}

	sel := fmt.Sprintf(`#f15-board [data-tile="%s"]`, tile)
	clickOn(t, ctx, sel)
	clickOn(t, ctx, sel) // a second click would slide it back
	within(t, ctx, 10*time.Second, "pressing an arrow", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.KeyEvent(key))
	})
	notRunning(t, ctx, "#page-fifteen")
	release()
	waitJS(t, ctx, 60*time.Second, "the app", f15Ready)
	// On a first visit the app puts the game in the address in a task
	// after the one that makes the page ready (see later in app/routes.go).
	waitJS(t, ctx, 10*time.Second, "the game in the address", `location.hash !== ""`)
	if got := evalJS[string](t, ctx, `location.hash`); got != "#"+game {
		t.Errorf("the app plays %q; want the game the server drew, #%s", got, game)
	}
	waitJS(t, ctx, 10*time.Second, "the input played", `document.documentElement.dataset.earlyInput !== undefined`)
	waitJS(t, ctx, 10*time.Second, "two moves", fmt.Sprintf(`document.getElementById("f15-board").dataset.key === %q`, s.Position()))
	if got := evalJS[string](t, ctx, `document.getElementById("f15-slides").textContent`); got != "2" {
		t.Errorf("slides %q; want 2", got)
	}
	pageProblems(t, ctx)
}

// TestBrowserEarlyInputSavedGame opens Minesweeper with a game in
// progress saved: the board the server drew is not the one the app will
// show, so it says the app is starting, and a click on it does not count.
func TestBrowserEarlyInputSavedGame(t *testing.T) {
	g := newWasmGate(t, pastimeServer(t, "", 0))
	g.open()
	l := startLive(t, g)
	ctx := newBrowser(t)
	open(t, ctx, l.url("/minesweeper"), "/minesweeper")
	waitJS(t, ctx, 20*time.Second, "the game", msReady)
	clickOn(t, ctx, "#ms-c-40")
	// The save is written in the click's handler and the board redrawn on
	// the next frame: wait for both before reading the board's key.
	waitJS(t, ctx, 10*time.Second, "the move saved and shown",
		`(localStorage.getItem("minesweeper.save") || "").includes("/o") && !document.getElementById("ms-board").dataset.key.endsWith("/0")`)
	saved := evalJS[string](t, ctx, `document.getElementById("ms-board").dataset.key`)

	// Again, with app.wasm held back, from the network: the service worker
	// would start the app from its cache.
	g.shut()
	if _, err := chromedp.Call(ctx, network.SetBypassServiceWorker, network.SetBypassServiceWorkerParams{Bypass: true}); err != nil {
		t.Fatal(err)
	}
	navigateServed(t, ctx, l.url("/minesweeper"), "#ms-board")
	if !starting(t, ctx) {
		t.Error("with a saved game the server's board does not say the app is starting")
	}
	clickOn(t, ctx, "#ms-c-0")
	notRunning(t, ctx, "#page-minesweeper")
	g.open()
	waitJS(t, ctx, 60*time.Second, "the app", msReady)
	waitJS(t, ctx, 10*time.Second, "the saved game", fmt.Sprintf(`document.getElementById("ms-board").dataset.key === %q`, saved))
	time.Sleep(300 * time.Millisecond)
	if got := evalJS[string](t, ctx, `document.getElementById("ms-board").dataset.key`); got != saved {
		// What the early input did, to tell a replayed click from one
		// that reached the app some other way.
		t.Errorf("the board is %q after a click on the server's board; want the saved game %q untouched (early input: %q)",
			got, saved, evalJS[string](t, ctx, `document.documentElement.dataset.earlyInput || "none"`))
	}
	if starting(t, ctx) {
		t.Error("the page still says the app is starting")
	}
	pageProblems(t, ctx)
}

// TestBrowserEarlyInputFifteenOtherSize opens Fifteen for a player who
// plays 3x3: the 4x4 board the server drew says the app is starting, and
// a tap on it does not move a tile of the 3x3 game the app deals.
func TestBrowserEarlyInputFifteenOtherSize(t *testing.T) {
	g := newWasmGate(t, pastimeServer(t, "", 0))
	l := startLive(t, g)
	ctx := newBrowser(t)
	navigateServed(t, ctx, l.url("/"), "main")
	evalJS[bool](t, ctx, `(localStorage.setItem("fifteen.size", "3"), true)`)
	navigateServed(t, ctx, l.url("/fifteen"), "#f15-board")
	if !starting(t, ctx) {
		t.Error("the server's 4x4 board does not say the app is starting for a 3x3 player")
	}
	clickOn(t, ctx, "#f15-board .f15-movable")
	notRunning(t, ctx, "#page-fifteen")
	g.open()
	waitJS(t, ctx, 60*time.Second, "the app", f15Ready)
	waitJS(t, ctx, 10*time.Second, "the input dropped", `/^0 of [1-9]\d* played$/.test(document.documentElement.dataset.earlyInput || "")`)
	if got := evalJS[string](t, ctx, `document.getElementById("f15-board").dataset.key`); !strings.HasPrefix(got, "3x3:") {
		t.Errorf("the app shows %q; want a 3x3 game", got)
	}
	if got := evalJS[string](t, ctx, `document.getElementById("f15-slides").textContent`); got != "0" {
		t.Errorf("slides %q; want 0", got)
	}
	pageProblems(t, ctx)
}

// TestBrowserRepeatVisitShowsGame makes a move in each game, then opens
// each page again, from the service worker: the app's first
// board is the saved game, not a default one replaced a frame later, and
// the page turns ready with it.
func TestBrowserRepeatVisitShowsGame(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	// The keys of the boards the app draws (not the server's, which the
	// app replaces), in order, and the key when the page turned ready.
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
		window.__boards = [];
		let served = null;
		document.addEventListener("DOMContentLoaded", () => { served = document.querySelector("[data-key]"); });
		new MutationObserver(() => {
			const b = document.querySelector("[data-key]");
			if (b && served && b !== served && window.__boards.at(-1) !== b.dataset.key) window.__boards.push(b.dataset.key);
			if (window.__readyKey === undefined && document.querySelector("section[data-ready=true]")) window.__readyKey = b ? b.dataset.key : "";
		}).observe(document, {subtree: true, childList: true, attributes: true});
	`}); err != nil {
		t.Fatal(err)
	}
	// A Minesweeper level picked in the page, with or without the no-guess
	// switch: the default is a no-guess 9x9 board.
	level := func(name string, noGuess bool) func() {
		return func() {
			evalJS[bool](t, ctx, fmt.Sprintf(`(s => { if (document.getElementById("ms-noguess").checked !== %t) document.getElementById("ms-noguess").click();
				s.value = %q; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })(document.getElementById("ms-level"))`, noGuess, name))
		}
	}
	custom := func() {
		level("custom", true)()
		waitJS(t, ctx, 5*time.Second, "the custom form", `document.querySelector("#ms-custom") !== null`)
		evalJS[bool](t, ctx, `(document.querySelector("#ms-w").value = "12", document.querySelector("#ms-h").value = "10", document.querySelector("#ms-m").value = "20", true)`)
		clickOn(t, ctx, "#ms-custom-start")
	}
	const msMoved = `(localStorage.getItem("minesweeper.save") || "").includes("/o") && !document.getElementById("ms-board").dataset.key.endsWith("/0")`
	saves := map[string]string{} // the board of each page's saved game
	for _, tc := range []struct {
		name, path, ready string
		setup             func() // sets the kind of game up
		setUp             string // true once it is shown
		move, moved       string // what is clicked, and true once the move is saved and shown
		restoring         bool   // may show closed while its moves are replayed in the background
	}{
		{"gomoku", "/gomoku", gmReady, nil, "", "#gm-h8", `document.getElementById("gm-board").dataset.moves === "2"`, false},
		{"fifteen", "/fifteen", f15Ready, nil, "", "#f15-board .f15-movable", `document.getElementById("f15-slides").textContent === "1"`, false},
		{"minesweeper", "/minesweeper", msReady, level("beginner", false),
			`!document.getElementById("ms-noguess").checked`, "#ms-c-40", msMoved, false},
		{"minesweeper, no-guess", "/minesweeper", msReady, level("intermediate", true),
			`document.getElementById("ms-noguess").checked && document.getElementById("ms-board").dataset.key.startsWith("16x16")`, "#ms-c-40", msMoved, false},
		{"minesweeper, custom no-guess", "/minesweeper", msReady, custom,
			`document.querySelector("#ms-id").textContent.startsWith("custom:12x10:20:ng#")`, "#ms-c-40", msMoved, true},
	} {
		open(t, ctx, l.url(tc.path), tc.path)
		waitJS(t, ctx, 60*time.Second, "the game: "+tc.name, tc.ready)
		if tc.setup != nil {
			tc.setup()
			waitJS(t, ctx, 10*time.Second, "the kind of game: "+tc.name, tc.setUp)
		}
		clickOn(t, ctx, tc.move)
		waitJS(t, ctx, 20*time.Second, "the move: "+tc.name, tc.moved)
		saved := evalJS[string](t, ctx, `document.querySelector("[data-key]").dataset.key`)
		saves[tc.path] = saved
		waitCached(t, ctx, "")

		open(t, ctx, l.url(tc.path), tc.path)
		waitJS(t, ctx, 60*time.Second, "the game again: "+tc.name, tc.ready)
		if where := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); where != "cache" {
			t.Errorf("%s: app.wasm compiled in %q; want the service worker's cache", tc.name, where)
		}
		// A replay in the background may end before the page gives the
		// browser its turn: the closed board is then never seen.
		got := evalJS[[]string](t, ctx, `window.__boards`)
		want := []string{saved}
		if closed, _, _ := strings.Cut(saved, "/"); tc.restoring && len(got) == 2 {
			want = []string{closed + "/0", saved}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: the app drew the boards %q; want %q", tc.name, got, want)
		}
		if got := evalJS[string](t, ctx, `window.__readyKey`); got != saved {
			t.Errorf("%s: ready with the board %q; want the saved game %q", tc.name, got, saved)
		}
		pageProblems(t, ctx)
	}

	// A page opened from a link inside the app, whose address still names
	// the game of the page before while go-app sets the new page up, shows
	// its own saved game, with no notice of a bad link.
	clickOn(t, ctx, `header a[href="/gomoku"]`)
	waitMounted(t, ctx, "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game on /gomoku", gmReady)
	if notice := evalJS[string](t, ctx, `(document.getElementById("gm-notice") || {}).textContent || ""`); notice != "" {
		t.Errorf("opened from a link inside the app, /gomoku says %q", notice)
	}
	if got := evalJS[string](t, ctx, `document.getElementById("gm-board").dataset.key`); got != saves["/gomoku"] {
		t.Errorf("opened from a link inside the app, /gomoku shows %q; want the saved game %q", got, saves["/gomoku"])
	}
	pageProblems(t, ctx)
}
