//go:build browser && !(js && wasm)

package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// f15Ready is true once the Fifteen page runs in the browser with its
// game loaded and the tiles in place: the page opens on the default board
// the server drew, and the loaded game's tiles glide from there.
const f15Ready = `document.querySelector('#page-fifteen[data-ready="true"]') !== null && ` + f15Settled

// f15Settled is true when nothing on the board moves: no slide, no
// celebration.
const f15Settled = `Array.from(document.querySelectorAll("#f15-board, #f15-board *"))
	.every((e) => e.getAnimations().every((a) => a.playState !== "running"))`

// f15Board returns the tiles of the board as the page shows them, in
// reading order with 0 for the gap, read from the cells' transforms.
const f15Board = `(() => {
	const cells = Array.from(document.querySelectorAll("#f15-board .f15-cell"));
	const n = Math.round(Math.sqrt(cells.length));
	const out = new Array(cells.length).fill(-1);
	for (const c of cells) {
		const m = c.style.transform.match(/translate\((\d+)%,\s*(\d+)%\)/);
		if (!m) return "bad transform " + c.style.transform;
		const t = Number(c.id.replace("f15-cell-", ""));
		out[(Number(m[2]) / 100) * n + Number(m[1]) / 100] = t;
	}
	return out.join(",");
})()`

// TestBrowserFifteen plays a known game to the end with the mouse and the
// keyboard, checks the result and the statistics, then a new game, a
// reload in the middle of a game, hints, the solver, a swipe and a bad link.
func TestBrowserFifteen(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)

	// 1 2 3
	// . 4 5   tile 5 slides 4 and 5 left, then ArrowUp lifts 6: solved
	// 7 8 6   in 3 moves and 2 slides.
	const id = "3x3:1,2,3,0,4,5,7,8,6"
	open(t, ctx, l.url("/fifteen#"+id), "/fifteen")
	waitJS(t, ctx, 20*time.Second, "the game", f15Ready)
	if got := evalJS[string](t, ctx, f15Board); got != "1,2,3,0,4,5,7,8,6" {
		t.Fatalf("board %s; want the game of %s", got, id)
	}
	if got := textOf(t, ctx, "#f15-id"); got != id {
		t.Errorf("the page names the game %q; want %q", got, id)
	}
	screenshot(t, ctx, "fifteen-start")

	// A tile that is not in the gap's line does not move.
	clickOn(t, ctx, "#f15-cell-2 button")
	waitText(t, ctx, "#f15-live", "not in the gap's row or column")
	if got := textOf(t, ctx, "#f15-moves"); got != "0" {
		t.Errorf("after an illegal click the move counter is %s", got)
	}

	// A click on 5 slides 4 and 5 together.
	clickOn(t, ctx, "#f15-cell-5 button")
	waitJS(t, ctx, 10*time.Second, "the slide of 4 and 5",
		fmt.Sprintf(`%s === "1,2,3,4,5,0,7,8,6"`, f15Board))
	if m, s := textOf(t, ctx, "#f15-moves"), textOf(t, ctx, "#f15-slides"); m != "2" || s != "1" {
		t.Errorf("after one slide of two tiles: moves %s, slides %s; want 2 and 1", m, s)
	}
	waitText(t, ctx, "#f15-live", "Tiles 4, 5 moved left")
	// The game in progress is saved.
	save := evalJS[string](t, ctx, `localStorage.getItem("fifteen.save") || ""`)
	if !strings.Contains(save, `"moves":[5]`) || !strings.Contains(save, id) {
		t.Errorf("saved game %s; want %s with the move 5", save, id)
	}

	// The arrow key lifts 6 into the gap, which solves the puzzle.
	pressKeys(t, ctx, kb.ArrowUp)
	waitJS(t, ctx, 10*time.Second, "the celebration", `document.querySelector("#f15-won") !== null`)
	if got := evalJS[string](t, ctx, f15Board); got != "1,2,3,4,5,6,7,8,0" {
		t.Errorf("solved board %s", got)
	}
	result := textOf(t, ctx, "#f15-won-result")
	if !strings.Contains(result, "3 moves") || !strings.Contains(result, "2 slides") {
		t.Errorf("result %q; want 3 moves and 2 slides", result)
	}
	waitText(t, ctx, "#f15-won", "Your first 3×3 solved!")
	waitText(t, ctx, "#f15-live", "Solved in 3 moves")
	waitJS(t, ctx, 5*time.Second, "the new game button to take the focus", `document.activeElement && document.activeElement.id === "f15-again"`)
	for sel, want := range map[string]string{"#f15-stat-solved": "1", "#f15-stat-moves": "3"} {
		if got := textOf(t, ctx, sel); got != want {
			t.Errorf("statistics %s = %q; want %q", sel, got, want)
		}
	}
	if got := evalJS[string](t, ctx, `localStorage.getItem("fifteen.save") || "none"`); got != "none" {
		t.Errorf("a solved game stays saved: %s", got)
	}
	stats := evalJS[string](t, ctx, `localStorage.getItem("fifteen.stats") || ""`)
	if !strings.Contains(stats, `"3x3":{"solved":1`) {
		t.Errorf("stored statistics %s", stats)
	}
	screenshot(t, ctx, "fifteen-solved")

	// A new game of the same size, with its ID in the address.
	clickOn(t, ctx, "#f15-again")
	waitJS(t, ctx, 10*time.Second, "a new game", `document.querySelector("#f15-won") === null`)
	newID := textOf(t, ctx, "#f15-id")
	loc := evalJS[string](t, ctx, `location.hash`)
	if !strings.HasPrefix(newID, "3x3#") || loc != "#"+newID {
		t.Errorf("new game %q at address hash %q", newID, loc)
	}
	if got := textOf(t, ctx, "#f15-moves"); got != "0" {
		t.Errorf("a new game starts with %s moves", got)
	}

	// Make one move, reload: the game comes back with its move. The tiles
	// of the new game glide to their places first; a click lands where a
	// tile is when it has settled.
	waitJS(t, ctx, 10*time.Second, "the tiles to settle", f15Settled)
	clickOn(t, ctx, "#f15-board button[tabindex='0']")
	waitJS(t, ctx, 10*time.Second, "a move", `document.querySelector("#f15-slides").textContent === "1"`)
	moves := textOf(t, ctx, "#f15-moves")
	board := evalJS[string](t, ctx, f15Board)
	within(t, ctx, 30*time.Second, "reloading", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Reload())
	})
	waitMounted(t, ctx, "/fifteen")
	waitJS(t, ctx, 20*time.Second, "the game", f15Ready)
	if got := evalJS[string](t, ctx, f15Board); got != board {
		t.Errorf("after a reload the board is %s; want %s", got, board)
	}
	if got, want := textOf(t, ctx, "#f15-id"), newID; got != want {
		t.Errorf("after a reload the game is %s; want %s", got, want)
	}
	if got := textOf(t, ctx, "#f15-moves"); got != moves {
		t.Errorf("after a reload the move counter is %s; want %s", got, moves)
	}

	// A hint points at a tile and says how far the goal is; following it
	// brings the distance down by one.
	clickOn(t, ctx, "#f15-hint-btn")
	waitText(t, ctx, "#f15-hint", "moves from solved")
	hinted := evalJS[string](t, ctx, `(document.querySelector(".f15-hinted") || {dataset: {}}).dataset.tile || ""`)
	if hinted == "" {
		t.Fatalf("no tile is highlighted; hint line %q", textOf(t, ctx, "#f15-hint"))
	}
	var dist int
	if _, err := fmt.Sscanf(strings.SplitN(textOf(t, ctx, "#f15-hint"), ". ", 2)[1], "%d moves", &dist); err != nil {
		t.Fatalf("hint line %q: %v", textOf(t, ctx, "#f15-hint"), err)
	}
	screenshot(t, ctx, "fifteen-hint")
	clickOn(t, ctx, ".f15-hinted")
	clickOn(t, ctx, "#f15-hint-btn")
	if dist > 2 {
		waitText(t, ctx, "#f15-hint", fmt.Sprintf("%d moves from solved", dist-1))
	}

	// Solve plays the rest; the game counts as helped, not as a record.
	clickOn(t, ctx, "#f15-solve")
	waitJS(t, ctx, 30*time.Second, "the solver to finish", `document.querySelector("#f15-won") !== null`)
	waitText(t, ctx, "#f15-won", "Solved with help")
	if got := textOf(t, ctx, "#f15-stat-solved"); got != "1" {
		t.Errorf("a solved-with-help game changed the games solved to %s", got)
	}
	waitText(t, ctx, "#f15-stat-helped", "Solved with help: 1")

	// The statistics page shows them too.
	open(t, ctx, l.url("/stats"), "/stats")
	waitText(t, ctx, "#f15-stats-table", "3×3")
	if row := textOf(t, ctx, "#f15-stats-table tbody tr"); !strings.Contains(row, "0:00") || !strings.HasPrefix(row, "3×31") {
		t.Errorf("statistics page row %q; want 3×3, 1 solved, a time", row)
	}
	open(t, ctx, l.url("/fifteen"), "/fifteen")
	waitJS(t, ctx, 20*time.Second, "the game", f15Ready)

	// A swipe (here a mouse drag) moves the tile next to the gap. The game
	// comes from a link opened in the same page, which changes only the
	// address's fragment.
	evalJS[string](t, ctx, `location.hash = "3x3:1,2,3,4,5,6,7,0,8"`)
	waitJS(t, ctx, 20*time.Second, "the swipe game", `document.querySelector("#f15-id").textContent === "3x3:1,2,3,4,5,6,7,0,8"`)
	box := evalJS[[]float64](t, ctx, `(() => { const r = document.querySelector("#f15-board").getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()`)
	x, y := box[0]+box[2]*0.2, box[1]+box[3]*0.2
	within(t, ctx, 10*time.Second, "swiping left", func(ctx context.Context) error {
		return chromedp.Do(ctx,
			chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x+80, y, chromedp.ButtonLeft),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x+40, y, chromedp.ButtonLeft),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft),
		)
	})
	waitJS(t, ctx, 10*time.Second, "the swipe to solve the game", `document.querySelector("#f15-won") !== null`)

	// A malformed link says so and starts a new game.
	evalJS[string](t, ctx, `location.hash = "3x3:1,2,3,4,5,6,8,7,0"`)
	waitText(t, ctx, "#f15-notice", "cannot be solved")
	waitJS(t, ctx, 10*time.Second, "a new game", `document.querySelector("#f15-id").textContent.startsWith("3x3#")`)
	open(t, ctx, l.url("/"), "/")
	open(t, ctx, l.url("/fifteen#nonsense"), "/fifteen")
	waitText(t, ctx, "#f15-notice", "not a game ID")
	screenshot(t, ctx, "fifteen-badlink")

	// A size picked in the menu deals a game of that size, and is kept
	// for the next new game.
	evalJS[bool](t, ctx, `(s => { s.value = "5"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })(document.getElementById("f15-size"))`)
	waitJS(t, ctx, 10*time.Second, "a 5x5 game", `document.querySelector("#f15-id").textContent.startsWith("5x5#")`)
	if got := evalJS[string](t, ctx, `localStorage.getItem("fifteen.size") || ""`); got != "5" {
		t.Errorf("after 5x5 was picked the size kept is %q; want 5", got)
	}
	pageProblems(t, ctx)
}

// BenchmarkBrowserFifteenFirstHint measures the first 4x4 hint of a visit,
// which needs the solver's tables: built in the page on the first visit
// ("built"), or fetched when the server offers web/fifteen-tables.bin
// ("server"), then loaded from the copy the page keeps in IndexedDB on the next
// ones ("browser"). It reports the time from the click to the hint and the
// longest task the page ran meanwhile: the build and the load are
// time-sliced, so that stays short.
func BenchmarkBrowserFifteenFirstHint(b *testing.B) {
	l := startLive(b, pastimeServer(b, "", 0))
	ctx := newBrowser(b)
	// Korf's first instance, in blank-last form, 57 moves from solved.
	const id = "4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2"
	hint := func(b *testing.B, want string) {
		// A visit of its own: the page and its memory are new.
		open(b, ctx, l.url("/"), "/")
		if want == "built" {
			evalJS[bool](b, ctx, `(indexedDB.deleteDatabase("pastime-fifteen"), true)`)
		}
		open(b, ctx, l.url("/fifteen#"+id), "/fifteen")
		waitJS(b, ctx, 20*time.Second, "the game", f15Ready)
		within(b, ctx, 10*time.Second, "clicking Hint", func(ctx context.Context) error {
			_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => {
				window.__f15long = 0;
				new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__f15long = Math.max(window.__f15long, e.duration); }).observe({type: "longtask"});
				window.__f15first = 0;
				new MutationObserver(() => {
					if (!window.__f15first && document.querySelector(".f15-hinted")) window.__f15first = performance.now() - window.__f15t0;
				}).observe(document.body, {subtree: true, childList: true, attributes: true});
				window.__f15t0 = performance.now();
				document.querySelector("#f15-hint-btn").click();
				return true;
			})()`))
			return err
		})
		waitJS(b, ctx, 5*time.Minute, "the hint", `document.querySelector("#f15-hint").textContent.includes("57 moves from solved")`)
		res, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`[performance.now() - window.__f15t0, window.__f15long, window.__f15first]`))
		if err != nil {
			b.Fatal(err)
		}
		from, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("#page-fifteen").dataset.tables`))
		if from != want {
			b.Errorf("the tables came from %q; want %q", from, want)
		}
		b.ReportMetric(res[2], "ms-to-first-hint")
		b.ReportMetric(res[0], "ms-to-hint")
		b.ReportMetric(res[1], "ms-longest-task")
	}
	// hide tells the page it is hidden, as when the player switches tabs
	// (headless tabs never are), and waits for the tables to be kept.
	hide := func(b *testing.B) {
		evalJS[bool](b, ctx, `(() => {
			Object.defineProperty(document, "hidden", {configurable: true, get: () => true});
			document.dispatchEvent(new Event("visibilitychange"));
			return true;
		})()`)
		waitJS(b, ctx, time.Minute, "the tables in IndexedDB", `new Promise((done) => {
			const r = indexedDB.open("pastime-fifteen");
			r.onerror = () => done(false);
			r.onsuccess = () => {
				const db = r.result;
				if (!db.objectStoreNames.contains("files")) return done(false);
				const g = db.transaction("files").objectStore("files").count("solver-tables-663-v1");
				g.onsuccess = () => done(g.result === 1);
				g.onerror = () => done(false);
			};
		})`)
	}
	// A server that offers the serialized tables spares the build.
	first := "built"
	if _, err := os.Stat(filepath.Join(webDir, "fifteen-tables.bin")); err == nil {
		first = "server"
	}
	b.Run(first, func(b *testing.B) {
		for range b.N {
			hint(b, first)
		}
	})
	hide(b)
	b.Run("browser", func(b *testing.B) {
		for range b.N {
			hint(b, "browser")
		}
	})
}

// TestBrowserFifteenLayout checks the page from a small phone to a desktop:
// nothing scrolls sideways, the whole board is on screen, tiles stay big
// enough to touch on 8x8, and the celebration fits over the board.
func TestBrowserFifteenLayout(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	for _, vp := range []struct {
		name string
		w, h int64
	}{
		{"phone-small", 360, 740},
		{"phone", 390, 844},
		{"desktop", 1280, 900},
	} {
		within(t, ctx, 10*time.Second, "setting the viewport", func(ctx context.Context) error {
			return chromedp.Do(ctx, chromedp.EmulateViewport(vp.w, vp.h))
		})
		for _, id := range []string{"4x4#k3f9", "8x8#1"} {
			open(t, ctx, l.url("/"), "/")
			open(t, ctx, l.url("/fifteen#"+id), "/fifteen")
			waitJS(t, ctx, 20*time.Second, "the game", f15Ready)
			m := evalJS[[]float64](t, ctx, `(() => {
				const b = document.querySelector("#f15-board").getBoundingClientRect();
				const tile = document.querySelector("#f15-board .f15-tile").getBoundingClientRect();
				return [document.documentElement.scrollWidth, innerWidth, b.left, b.right, b.width, b.height, tile.width, tile.height];
			})()`)
			if m[0] > m[1] {
				t.Errorf("%s %s: the page is %v px wide in a %v px window", vp.name, id, m[0], m[1])
			}
			if m[2] < 0 || m[3] > m[1] || m[4] != m[5] {
				t.Errorf("%s %s: board from %v to %v, %vx%v, in a %v px window", vp.name, id, m[2], m[3], m[4], m[5], m[1])
			}
			if m[6] < 24 || m[7] < 24 {
				t.Errorf("%s %s: tiles of %vx%v px are too small to touch", vp.name, id, m[6], m[7])
			}
			screenshot(t, ctx, "fifteen-"+vp.name+"-"+strings.Replace(id, "#", "-", 1))
		}
		// A solved game shows its celebration within the board.
		open(t, ctx, l.url("/fifteen#3x3:1,2,3,4,5,6,7,0,8"), "/fifteen")
		waitJS(t, ctx, 20*time.Second, "the game", f15Ready)
		pressKeys(t, ctx, kb.ArrowLeft)
		waitJS(t, ctx, 10*time.Second, "the celebration", `document.querySelector("#f15-won") !== null`)
		time.Sleep(time.Second) // let it fade in
		m := evalJS[[]float64](t, ctx, `(() => {
			const b = document.querySelector("#f15-board").getBoundingClientRect();
			const c = document.querySelector(".f15-won-card").getBoundingClientRect();
			return [b.top, b.bottom, c.top, c.bottom];
		})()`)
		if m[2] < m[0] || m[3] > m[1] {
			t.Errorf("%s: the celebration (%v to %v) spills out of the board (%v to %v)", vp.name, m[2], m[3], m[0], m[1])
		}
		screenshot(t, ctx, "fifteen-"+vp.name+"-solved")
	}

	// Tiles slide with a transition, unless the player asks for less motion.
	const slide = `getComputedStyle(document.querySelector("#f15-board .f15-cell")).transitionDuration`
	if got := evalJS[string](t, ctx, slide); got == "0s" || got == "" {
		t.Errorf("tiles have no slide transition (%q)", got)
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}},
	}); err != nil {
		t.Fatal(err)
	}
	if got := evalJS[string](t, ctx, slide); got != "0s" {
		t.Errorf("with reduced motion the tiles still slide for %s", got)
	}
	pageProblems(t, ctx)
}

// TestBrowserFifteenTouch plays with a finger on a phone-sized screen: a
// tap slides a tile, a swipe up lifts the tile under the gap.
func TestBrowserFifteenTouch(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	within(t, ctx, 10*time.Second, "emulating a phone", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch))
	})
	// 1 2 3
	// 4 . 5   a tap on 5 slides it left; a swipe up then lifts 6.
	// 7 8 6
	open(t, ctx, l.url("/fifteen#3x3:1,2,3,4,0,5,7,8,6"), "/fifteen")
	waitJS(t, ctx, 20*time.Second, "the game", f15Ready)
	within(t, ctx, 10*time.Second, "tapping 5", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Tap(chromedp.CSS("#f15-cell-5 button")))
	})
	waitJS(t, ctx, 10*time.Second, "the tap's move", fmt.Sprintf(`%s === "1,2,3,4,5,0,7,8,6"`, f15Board))

	box := evalJS[[]float64](t, ctx, `(() => { const r = document.querySelector("#f15-board").getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()`)
	x, y := box[0]+box[2]*0.5, box[1]+box[3]*0.8
	touch := func(typ input.DispatchTouchEventType, y float64) error {
		p := input.DispatchTouchEventParams{Type: typ}
		if typ != input.DispatchTouchEventTypeTouchEnd {
			p.TouchPoints = []*input.TouchPoint{{X: x, Y: y}}
		}
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, p)
		return err
	}
	for _, step := range []struct {
		typ input.DispatchTouchEventType
		y   float64
	}{
		{input.DispatchTouchEventTypeTouchStart, y},
		{input.DispatchTouchEventTypeTouchMove, y - 30},
		{input.DispatchTouchEventTypeTouchMove, y - 70},
		{input.DispatchTouchEventTypeTouchEnd, 0},
	} {
		if err := touch(step.typ, step.y); err != nil {
			t.Fatal(err)
		}
	}
	waitJS(t, ctx, 10*time.Second, "the swipe to solve the game", `document.querySelector("#f15-won") !== null`)
	if got := textOf(t, ctx, "#f15-moves"); got != "2" {
		t.Errorf("after a tap and a swipe the move counter is %s; want 2", got)
	}
	pageProblems(t, ctx)
}

// TestBrowserFifteenTablesCompressed checks that the first 4x4 hint of a
// visit downloads the solver's tables compressed (the gzip copy, which the
// page unpacks itself: at most 1.5 MB instead of 5.8) and gives the hint.
func TestBrowserFifteenTablesCompressed(t *testing.T) {
	if _, err := os.Stat(filepath.Join(webDir, "fifteen-tables.bin.gz")); err != nil {
		t.Fatalf("no web/fifteen-tables.bin.gz: make builds it (%v)", err)
	}
	var sent atomic.Int64 // bytes of the tables the server wrote
	srv := pastimeServer(t, "", 0)
	l := startLive(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.URL.Path, "fifteen-tables") {
			w = &countingWriter{ResponseWriter: w, n: &sent}
		}
		srv.ServeHTTP(w, r)
	}))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/fifteen#4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2"), "/fifteen")
	waitJS(t, ctx, 20*time.Second, "the game", f15Ready)
	clickOn(t, ctx, "#f15-hint-btn")
	waitJS(t, ctx, 2*time.Minute, "the hint", `document.querySelector("#f15-hint").textContent.includes("57 moves from solved")`)
	if from := evalJS[string](t, ctx, `document.querySelector("#page-fifteen").dataset.tables`); from != "server" {
		t.Errorf("the tables came from %q; want the server", from)
	}
	t.Logf("tables: %d bytes over the wire", sent.Load())
	if n := sent.Load(); n == 0 || n > 1_500_000 {
		t.Errorf("the server sent %d bytes of tables; want some, at most 1.5 MB", n)
	}
}

// countingWriter adds the bytes of a response's body to n.
type countingWriter struct {
	http.ResponseWriter
	n *atomic.Int64
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.ResponseWriter.Write(b)
	c.n.Add(int64(n))
	return n, err
}
