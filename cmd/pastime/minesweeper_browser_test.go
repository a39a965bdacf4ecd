//go:build browser && !(js && wasm)

package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	ms "github.com/pastime-games/pastime/games/minesweeper"
)

// msReady is true once the Minesweeper page runs in the browser with a game.
const msReady = `document.querySelector('#page-minesweeper[data-ready="true"]') !== null`

// msBoard reads the board the page shows in the notation of
// minesweeper.State.String: one line per row, '-' closed, 'F' flag, '?'
// question mark, '.' an open 0, '1' to '8', '*' mine, 'X' the exploded
// mine, '!' a wrong flag.
const msBoard = `(() => {
	const rows = Array.from(document.querySelectorAll("#ms-board .ms-row"));
	return rows.map((r) => Array.from(r.children).map((c) => {
		const k = c.classList;
		if (k.contains("ms-boom")) return "X";
		if (k.contains("ms-mine")) return "*";
		if (k.contains("ms-wrong")) return "!";
		if (k.contains("ms-flag")) return "F";
		if (k.contains("ms-q")) return "?";
		if (k.contains("ms-closed")) return "-";
		for (let n = 1; n <= 8; n++) if (k.contains("ms-n" + n)) return String(n);
		if (k.contains("ms-n0")) return ".";
		return "#";
	}).join("")).join("\n") + "\n";
})()`

// msCellCenter scrolls a cell into view and returns its center.
func msCellCenter(t *testing.T, ctx context.Context, p ms.Params, q ms.Point) (float64, float64) {
	t.Helper()
	xy := evalJS[[]float64](t, ctx, fmt.Sprintf(`(() => {
		const c = document.getElementById("ms-c-%d");
		c.scrollIntoView({block: "nearest", inline: "nearest"});
		const r = c.getBoundingClientRect();
		return [r.x + r.width / 2, r.y + r.height / 2];
	})()`, q.Y*p.Width+q.X))
	return xy[0], xy[1]
}

// msClickCell clicks a cell with the left or the right button.
func msClickCell(t *testing.T, ctx context.Context, p ms.Params, q ms.Point, right bool) {
	t.Helper()
	x, y := msCellCenter(t, ctx, p, q)
	opt := chromedp.ButtonLeft
	if right {
		opt = chromedp.ButtonRight
	}
	within(t, ctx, 10*time.Second, fmt.Sprintf("clicking cell %v", q), func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.MouseClickXY(x, y, opt))
	})
}

// msLongPress holds a finger on a cell for d.
func msLongPress(t *testing.T, ctx context.Context, p ms.Params, q ms.Point, d time.Duration) {
	t.Helper()
	x, y := msCellCenter(t, ctx, p, q)
	within(t, ctx, 10*time.Second, fmt.Sprintf("pressing cell %v", q), func(ctx context.Context) error {
		if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: x, Y: y}},
		}); err != nil {
			return err
		}
		time.Sleep(d)
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{},
		})
		return err
	})
}

// msWaitBoard waits until the page shows the board of s.
func msWaitBoard(t *testing.T, ctx context.Context, s ms.State, what string) {
	t.Helper()
	want := s.String()
	c, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	for {
		got, err := chromedp.Run(c, chromedp.Evaluate[string](msBoard))
		if err == nil && got == want {
			return
		}
		select {
		case <-c.Done():
			t.Fatalf("%s: the page shows\n%s\nwant\n%s", what, got, want)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// msPlan is a beginner game picked so that it shows everything: its first
// click in the middle opens an area with a number next to closed cells,
// some of them mines and some safe, so flagging those mines lets a chord
// open the others.
type msPlan struct {
	id    string
	start ms.State
	first ms.Point
	mines []bool
	chord ms.Point   // the number to chord
	flags []ms.Point // its mines
}

func msFindPlan(t *testing.T) msPlan {
	t.Helper()
	p := ms.Preset(ms.Beginner)
	first := ms.Point{X: 4, Y: 4}
	for seed := uint64(1); seed < 500; seed++ {
		start, err := ms.New(p, seed)
		if err != nil {
			t.Fatal(err)
		}
		s, err := start.Apply(ms.Move{Action: ms.Open, X: first.X, Y: first.Y})
		if err != nil || s.Status() != ms.Playing {
			continue
		}
		mines, err := ms.Layout(context.Background(), p, seed, first.X, first.Y, ms.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for y := 0; y < p.Height; y++ {
			for x := 0; x < p.Width; x++ {
				if s.Number(x, y) == 0 {
					continue
				}
				var flags []ms.Point
				safe := 0
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						nx, ny := x+dx, y+dy
						if nx < 0 || ny < 0 || nx >= p.Width || ny >= p.Height || s.Tile(nx, ny) != ms.Hidden {
							continue
						}
						if mines[ny*p.Width+nx] {
							flags = append(flags, ms.Point{X: nx, Y: ny})
						} else {
							safe++
						}
					}
				}
				if len(flags) == 1 && safe >= 2 {
					return msPlan{id: start.ID(), start: start, first: first, mines: mines,
						chord: ms.Point{X: x, Y: y}, flags: flags}
				}
			}
		}
	}
	t.Fatal("no beginner game fits the test")
	return msPlan{}
}

// TestBrowserMinesweeper plays a known game to a win with clicks, a
// right-click flag, a long-press flag, a chord and the keyboard; then a
// loss; then checks the statistics, a reload in the middle of a no-guess
// game, the custom size form, a hint and a malformed link.
func TestBrowserMinesweeper(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	plan := msFindPlan(t)
	p := plan.start.Params()
	at := func(q ms.Point) int { return q.Y*p.Width + q.X }

	open(t, ctx, l.url("/minesweeper#"+plan.id), "/minesweeper")
	waitJS(t, ctx, 20*time.Second, "the game", msReady)
	if got := textOf(t, ctx, "#ms-id"); got != plan.id {
		t.Fatalf("the page plays %q; want %q", got, plan.id)
	}
	if got := textOf(t, ctx, "#ms-mines"); got != "010" {
		t.Errorf("mine counter %q; want 010", got)
	}
	screenshot(t, ctx, "minesweeper-start")

	// The first click opens an area.
	s := plan.start
	play := func(m ms.Move) {
		t.Helper()
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("the test's own move %v: %v", m, err)
		}
		s = next
	}
	msClickCell(t, ctx, p, plan.first, false)
	play(ms.Move{Action: ms.Open, X: plan.first.X, Y: plan.first.Y})
	msWaitBoard(t, ctx, s, "after the first click")
	waitJS(t, ctx, 5*time.Second, "the timer to start", `document.querySelector("#ms-time").textContent === "001"`)
	save := evalJS[string](t, ctx, `localStorage.getItem("minesweeper.save") || ""`)
	if !strings.Contains(save, plan.id+"/o4,4") {
		t.Errorf("saved game %s; want %s with its first move", save, plan.id)
	}

	// The chord's mine is flagged with the right button; the browser's
	// menu stays closed (the page prevents it).
	f := plan.flags[0]
	msClickCell(t, ctx, p, f, true)
	play(ms.Move{Action: ms.Flag, X: f.X, Y: f.Y})
	msWaitBoard(t, ctx, s, "after a right-click")
	waitText(t, ctx, "#ms-mines", "009")

	// Another mine, flagged by a long press of a finger. A short tap on a
	// flag does nothing.
	var other ms.Point
	found := false
	for i, m := range plan.mines {
		q := ms.Point{X: i % p.Width, Y: i / p.Width}
		if m && q != f {
			other, found = q, true
			break
		}
	}
	if !found {
		t.Fatal("no second mine")
	}
	within(t, ctx, 10*time.Second, "turning touch on", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900, chromedp.EmulateTouch))
	})
	msLongPress(t, ctx, p, other, 800*time.Millisecond)
	play(ms.Move{Action: ms.Flag, X: other.X, Y: other.Y})
	msWaitBoard(t, ctx, s, "after a long press")
	waitText(t, ctx, "#ms-mines", "008")
	screenshot(t, ctx, "minesweeper-flags")

	// A click on the number whose mine is flagged opens its other
	// neighbours.
	msClickCell(t, ctx, p, plan.chord, false)
	play(ms.Move{Action: ms.Chord, X: plan.chord.X, Y: plan.chord.Y})
	msWaitBoard(t, ctx, s, "after the chord")

	// The keyboard opens a cell: the cursor starts on the chorded number.
	var target ms.Point
	for i, m := range plan.mines {
		q := ms.Point{X: i % p.Width, Y: i / p.Width}
		if !m && s.Tile(q.X, q.Y) == ms.Hidden {
			target = q
			break
		}
	}
	within(t, ctx, 10*time.Second, "focusing the board", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#ms-board")))
	})
	waitJS(t, ctx, 5*time.Second, "the cursor on the chorded cell",
		fmt.Sprintf(`document.querySelector("#ms-board").getAttribute("aria-activedescendant") === "ms-c-%d"`, at(plan.chord)))
	for x := plan.chord.X; x != target.X; {
		if x < target.X {
			pressKeys(t, ctx, kb.ArrowRight)
			x++
		} else {
			pressKeys(t, ctx, kb.ArrowLeft)
			x--
		}
	}
	for y := plan.chord.Y; y != target.Y; {
		if y < target.Y {
			pressKeys(t, ctx, kb.ArrowDown)
			y++
		} else {
			pressKeys(t, ctx, kb.ArrowUp)
			y--
		}
	}
	waitJS(t, ctx, 5*time.Second, "the cursor on the target",
		fmt.Sprintf(`document.querySelector("#ms-board").getAttribute("aria-activedescendant") === "ms-c-%d"`, at(target)))
	if !evalJS[bool](t, ctx, `document.querySelector("#ms-board").matches(":focus-visible")`) {
		t.Error("the board does not show its keyboard focus, nor the cursor")
	}
	screenshot(t, ctx, "minesweeper-keyboard")
	pressKeys(t, ctx, " ")
	play(ms.Move{Action: ms.Open, X: target.X, Y: target.Y})
	msWaitBoard(t, ctx, s, "after Space")

	// Click every other safe cell: the game is won, every mine flagged.
	for i, m := range plan.mines {
		q := ms.Point{X: i % p.Width, Y: i / p.Width}
		if m || s.Tile(q.X, q.Y) != ms.Hidden {
			continue
		}
		msClickCell(t, ctx, p, q, false)
		play(ms.Move{Action: ms.Open, X: q.X, Y: q.Y})
		msWaitBoard(t, ctx, s, fmt.Sprintf("after opening %v", q))
	}
	if s.Status() != ms.Won {
		t.Fatalf("the test's game is %v", s.Status())
	}
	waitJS(t, ctx, 10*time.Second, "the win", `document.querySelector("#ms-result") !== null`)
	waitText(t, ctx, "#ms-result", "Cleared!")
	waitText(t, ctx, "#ms-mines", "000")
	if got, want := textOf(t, ctx, "#ms-res-bv3"), fmt.Sprint(s.BV3()); got != want {
		t.Errorf("3BV shown %q; want %q", got, want)
	}
	if got, want := textOf(t, ctx, "#ms-res-eff"), fmt.Sprintf("%d%%", (s.BV3()*100+s.Clicks()/2)/s.Clicks()); got != want {
		t.Errorf("efficiency shown %q; want %q", got, want)
	}
	for _, sel := range []string{"#ms-res-time", "#ms-res-bvs"} {
		if textOf(t, ctx, sel) == "" {
			t.Errorf("%s is empty", sel)
		}
	}
	waitText(t, ctx, "#ms-result", "Your first win at Beginner!")
	waitText(t, ctx, "#ms-live", "You won in")
	waitJS(t, ctx, 5*time.Second, "the play again button to take the focus",
		`document.activeElement && document.activeElement.id === "ms-again"`)
	if got := evalJS[string](t, ctx, `document.querySelector("#page-minesweeper").dataset.status`); got != "won" {
		t.Errorf("page status %q; want won", got)
	}
	if got := evalJS[string](t, ctx, `localStorage.getItem("minesweeper.save") || "none"`); got != "none" {
		t.Errorf("a finished game stays saved: %s", got)
	}
	screenshot(t, ctx, "minesweeper-won")

	// A loss: a wrong flag, then a mine. Every mine shows, the one opened
	// in red, and the wrong flag crossed.
	within(t, ctx, 10*time.Second, "turning touch off", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900))
	})
	open(t, ctx, l.url("/"), "/")
	open(t, ctx, l.url("/minesweeper#"+plan.id), "/minesweeper")
	waitJS(t, ctx, 10*time.Second, "the same game afresh", `document.querySelector("#ms-result") === null && document.querySelectorAll("#ms-board .ms-open").length === 0`)
	s = plan.start
	msClickCell(t, ctx, p, plan.first, false)
	play(ms.Move{Action: ms.Open, X: plan.first.X, Y: plan.first.Y})
	msWaitBoard(t, ctx, s, "the second game's first click")
	var wrong ms.Point
	for i, m := range plan.mines {
		q := ms.Point{X: i % p.Width, Y: i / p.Width}
		if !m && s.Tile(q.X, q.Y) == ms.Hidden {
			wrong = q
			break
		}
	}
	msClickCell(t, ctx, p, wrong, true)
	play(ms.Move{Action: ms.Flag, X: wrong.X, Y: wrong.Y})
	msWaitBoard(t, ctx, s, "after the wrong flag")
	msClickCell(t, ctx, p, f, false)
	play(ms.Move{Action: ms.Open, X: f.X, Y: f.Y})
	msWaitBoard(t, ctx, s, "after the loss")
	waitText(t, ctx, "#ms-result", "Boom!")
	if got := evalJS[string](t, ctx, `Array.from(document.querySelectorAll("#ms-board .ms-boom")).map((c) => c.id).join()`); got != fmt.Sprintf("ms-c-%d", at(f)) {
		t.Errorf("exploded cells %q; want ms-c-%d", got, at(f))
	}
	if got := evalJS[int](t, ctx, `document.querySelectorAll("#ms-board .ms-mine").length`); got != p.Mines {
		t.Errorf("%d mines shown; want %d", got, p.Mines)
	}
	if got := evalJS[string](t, ctx, `Array.from(document.querySelectorAll("#ms-board .ms-wrong")).map((c) => c.id).join()`); got != fmt.Sprintf("ms-c-%d", at(wrong)) {
		t.Errorf("wrong flags %q; want ms-c-%d", got, at(wrong))
	}
	screenshot(t, ctx, "minesweeper-lost")

	// The statistics of beginner games: one won, one lost.
	for sel, want := range map[string]string{
		"#ms-stat-played": "2", "#ms-stat-won": "1", "#ms-stat-rate": "50%",
		"#ms-stat-streak": "1 lost", "#ms-stat-beststreak": "1",
	} {
		if got := textOf(t, ctx, sel); got != want {
			t.Errorf("statistics %s = %q; want %q", sel, got, want)
		}
	}
	if best := textOf(t, ctx, "#ms-stat-best"); !strings.HasSuffix(best, " s") {
		t.Errorf("best time %q", best)
	}
	stats := evalJS[string](t, ctx, `localStorage.getItem("minesweeper.stats") || ""`)
	if !strings.Contains(stats, `"beginner":{"played":2,"won":1`) {
		t.Errorf("stored statistics %s", stats)
	}
	open(t, ctx, l.url("/stats"), "/stats")
	waitText(t, ctx, "#stats-minesweeper", "Beginner")
	row := evalJS[string](t, ctx, `(document.querySelector('#stats-minesweeper tr[data-kind="beginner"]') || {innerText: ""}).innerText`)
	if fields := strings.Fields(row); len(fields) < 4 || fields[1] != "2" || fields[2] != "1" || fields[3] != "50%" {
		t.Errorf("statistics page row %q; want 2 played, 1 won, 50%%", row)
	}
	screenshot(t, ctx, "minesweeper-stats")

	// A no-guess game, reloaded in the middle, comes back as it was.
	const ngID = "intermediate:ng#5"
	open(t, ctx, l.url("/minesweeper#"+ngID), "/minesweeper")
	waitJS(t, ctx, 20*time.Second, "the game", msReady)
	ng, err := ms.Parse(ngID)
	if err != nil {
		t.Fatal(err)
	}
	np := ng.Params()
	msClickCell(t, ctx, np, ms.Point{X: 3, Y: 9}, false)
	if ng, err = ng.Apply(ms.Move{Action: ms.Open, X: 3, Y: 9}); err != nil {
		t.Fatal(err)
	}
	msWaitBoard(t, ctx, ng, "the no-guess game's first click")
	within(t, ctx, 30*time.Second, "reloading", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Reload())
	})
	waitMounted(t, ctx, "/minesweeper")
	waitJS(t, ctx, 20*time.Second, "the game", msReady)
	msWaitBoard(t, ctx, ng, "after a reload")
	waitJS(t, ctx, 5*time.Second, "the timer to run on", `document.querySelector("#ms-time").textContent !== "000"`)
	waitText(t, ctx, "#ms-live", "unfinished game is back")
	if got := textOf(t, ctx, "#ms-id"); got != ngID {
		t.Errorf("after a reload the game is %q; want %q", got, ngID)
	}

	// A hint points at a safe cell (a no-guess game always has one).
	clickOn(t, ctx, "#ms-hint-btn")
	waitJS(t, ctx, 20*time.Second, "the hint", `document.querySelector("#ms-board .ms-safe") !== null`)
	waitText(t, ctx, "#ms-hint", "certainly safe")
	screenshot(t, ctx, "minesweeper-hint")

	// The custom size form refuses a size out of range and says why.
	within(t, ctx, 10*time.Second, "choosing custom", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS("#ms-level"), "custom"))
	})
	evalJS[bool](t, ctx, `document.querySelector("#ms-level").dispatchEvent(new Event("change", {bubbles: true}))`)
	waitJS(t, ctx, 5*time.Second, "the custom form", `document.querySelector("#ms-custom") !== null`)
	evalJS[string](t, ctx, `(() => { document.querySelector("#ms-w").value = "60"; document.querySelector("#ms-h").value = "10"; document.querySelector("#ms-m").value = "20"; return ""; })()`)
	clickOn(t, ctx, "#ms-custom-start")
	waitText(t, ctx, "#ms-custom-error", "width must be a whole number from 5 to 50")
	if got := evalJS[string](t, ctx, `document.querySelector("#ms-w").getAttribute("aria-invalid")`); got != "true" {
		t.Errorf("the width field's aria-invalid is %q", got)
	}
	screenshot(t, ctx, "minesweeper-custom-error")
	evalJS[string](t, ctx, `(() => { document.querySelector("#ms-w").value = "12"; return ""; })()`)
	clickOn(t, ctx, "#ms-custom-start")
	waitJS(t, ctx, 10*time.Second, "the custom game", `document.querySelector("#ms-custom") === null && document.querySelector("#ms-id").textContent.startsWith("custom:12x10:20:ng#")`)

	// A malformed link says so and starts a new game.
	evalJS[string](t, ctx, `location.hash = "expert#12x"`)
	waitText(t, ctx, "#ms-notice", "does not hold a Minesweeper game")
	waitJS(t, ctx, 10*time.Second, "a new game", `document.querySelector("#ms-id").textContent.startsWith("custom:12x10:20:ng#")`)
	open(t, ctx, l.url("/"), "/")
	open(t, ctx, l.url("/minesweeper#custom:80x10:5#1"), "/minesweeper")
	waitText(t, ctx, "#ms-notice", "out of range")
	pageProblems(t, ctx)
}

// TestBrowserMinesweeperLooks takes screenshots of an expert game on a
// desktop and on a phone, where the board scrolls in its frame.
func TestBrowserMinesweeperLooks(t *testing.T) {
	if os.Getenv("PASTIME_SCREENSHOTS") == "" {
		t.Skip("set PASTIME_SCREENSHOTS to a folder to take the screenshots")
	}
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	for _, v := range []struct {
		name string
		w, h int64
		id   string
	}{
		{"desktop-expert", 1280, 900, "expert:ng#11"},
		{"phone-beginner", 390, 844, "beginner:ng#11"},
		{"phone-expert", 390, 844, "expert:ng#11"},
		{"small-phone-intermediate", 360, 740, "intermediate:ng#11"},
		{"desktop-huge", 1280, 900, "custom:50x50:875:ng#3"},
	} {
		phone := v.w < 500
		within(t, ctx, 10*time.Second, "sizing the window", func(ctx context.Context) error {
			if phone {
				return chromedp.Do(ctx, chromedp.EmulateViewport(v.w, v.h, chromedp.EmulateMobile, chromedp.EmulateTouch))
			}
			return chromedp.Do(ctx, chromedp.EmulateViewport(v.w, v.h))
		})
		open(t, ctx, l.url("/minesweeper#"+v.id), "/minesweeper")
		waitJS(t, ctx, 20*time.Second, "the game", msReady+fmt.Sprintf(` && document.querySelector("#ms-id").textContent === %q`, v.id))
		s, err := ms.Parse(v.id)
		if err != nil {
			t.Fatal(err)
		}
		q := ms.Point{X: s.Params().Width / 2, Y: s.Params().Height / 2}
		if phone {
			// A tap opens.
			x, y := msCellCenter(t, ctx, s.Params(), q)
			within(t, ctx, 10*time.Second, "tapping", func(ctx context.Context) error {
				return chromedp.Do(ctx, chromedp.TapXY(x, y))
			})
		} else {
			msClickCell(t, ctx, s.Params(), q, false)
		}
		start := time.Now()
		waitJS(t, ctx, 60*time.Second, "the first open", `document.querySelectorAll("#ms-board .ms-open").length > 0`)
		t.Logf("%s: first open shown after %v", v.id, time.Since(start))
		screenshot(t, ctx, "minesweeper-"+v.name)
		// How long a flag takes from the button's release to the board's
		// change, measured in the page.
		evalJS[bool](t, ctx, `(() => {
			window.__msT = [];
			const b = document.getElementById("ms-board");
			b.addEventListener("contextmenu", () => { window.__msT0 = performance.now(); }, {capture: true});
			new MutationObserver(() => { if (window.__msT0) { window.__msT.push(performance.now() - window.__msT0); window.__msT0 = 0; } })
				.observe(b, {subtree: true, attributes: true, childList: true});
			return true;
		})()`)
		closed := evalJS[[]int](t, ctx, `Array.from(document.querySelectorAll("#ms-board .ms-closed")).slice(0, 5).map((c) => Number(c.dataset.i))`)
		for _, i := range closed {
			msClickCell(t, ctx, s.Params(), ms.Point{X: i % s.Params().Width, Y: i / s.Params().Width}, true)
		}
		waitJS(t, ctx, 10*time.Second, "five flags", `document.querySelectorAll("#ms-board .ms-flag").length === 5`)
		t.Logf("%s: right-click to flag shown: %v ms", v.id, evalJS[[]float64](t, ctx, `window.__msT.map((x) => Math.round(x))`))
		if s.Params().Cells() > 1000 {
			// A reload replays the game, searching for its layout again.
			board := evalJS[string](t, ctx, msBoard)
			within(t, ctx, 30*time.Second, "reloading", func(ctx context.Context) error {
				return chromedp.Do(ctx, chromedp.Reload())
			})
			start := time.Now()
			waitMounted(t, ctx, "/minesweeper")
			waitJS(t, ctx, 60*time.Second, "the game back", fmt.Sprintf(`%s === %q`, msBoard, board))
			t.Logf("%s: reload to the game back: %v", v.id, time.Since(start))
		}
	}

	// A classic game whose first click leaves no cell certainly safe: the
	// hint shows every closed cell's chance of a mine.
	within(t, ctx, 10*time.Second, "sizing the window", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900))
	})
	p := ms.Preset(ms.Intermediate)
	for seed := uint64(1); seed < 200; seed++ {
		s, _ := ms.New(p, seed)
		s, err := s.Apply(ms.Move{Action: ms.Open, X: 8, Y: 8})
		if err != nil || s.Status() != ms.Playing {
			continue
		}
		if h, err := s.Hint(context.Background(), ms.Options{}); err != nil || len(h.Safe) > 0 {
			continue
		}
		open(t, ctx, l.url("/"), "/")
		open(t, ctx, l.url("/minesweeper#"+s.ID()), "/minesweeper")
		waitJS(t, ctx, 20*time.Second, "the game", msReady)
		msClickCell(t, ctx, p, ms.Point{X: 8, Y: 8}, false)
		msWaitBoard(t, ctx, s, "the first click")
		clickOn(t, ctx, "#ms-hint-btn")
		waitJS(t, ctx, 20*time.Second, "the chances", `document.querySelectorAll("#ms-board .ms-pct").length > 0`)
		waitText(t, ctx, "#ms-hint", "No cell is certainly safe")
		screenshot(t, ctx, "minesweeper-chances")
		break
	}
	pageProblems(t, ctx)
}

// TestBrowserMinesweeperMarks plays with question marks on (a setting)
// and with the flag mode, in the dark theme.
func TestBrowserMinesweeperMarks(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/settings"), "/settings")
	evalJS[bool](t, ctx, `(localStorage.setItem("pastime.settings", JSON.stringify({theme: "dark", questionMarks: true})), true)`)
	const id = "intermediate#21"
	open(t, ctx, l.url("/minesweeper#"+id), "/minesweeper")
	waitJS(t, ctx, 20*time.Second, "the game", msReady)
	s, err := ms.Parse(id)
	if err != nil {
		t.Fatal(err)
	}
	p := s.Params()
	play := func(m ms.Move) {
		t.Helper()
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("the test's own move %v: %v", m, err)
		}
	}
	msClickCell(t, ctx, p, ms.Point{X: 8, Y: 8}, false)
	play(ms.Move{Action: ms.Open, X: 8, Y: 8})
	msWaitBoard(t, ctx, s, "the first click")
	var q ms.Point
	for i := 0; i < p.Cells(); i++ {
		if s.Tile(i%p.Width, i/p.Width) == ms.Hidden {
			q = ms.Point{X: i % p.Width, Y: i / p.Width}
			break
		}
	}
	// Right-clicks cycle flag, question mark, nothing.
	for _, a := range []ms.Action{ms.Flag, ms.Question, ms.Question} {
		msClickCell(t, ctx, p, q, true)
		play(ms.Move{Action: a, X: q.X, Y: q.Y})
		msWaitBoard(t, ctx, s, fmt.Sprintf("after a right-click (%v)", a))
	}
	// In flag mode a click flags, and a click on a flag takes it off.
	clickOn(t, ctx, "#ms-flagmode")
	waitJS(t, ctx, 5*time.Second, "the flag mode", `document.querySelector("#ms-flagmode").getAttribute("aria-pressed") === "true"`)
	msClickCell(t, ctx, p, q, false)
	play(ms.Move{Action: ms.Flag, X: q.X, Y: q.Y})
	msWaitBoard(t, ctx, s, "a click in flag mode")
	screenshot(t, ctx, "minesweeper-dark")
	msClickCell(t, ctx, p, q, false)
	play(ms.Move{Action: ms.Question, X: q.X, Y: q.Y})
	msWaitBoard(t, ctx, s, "a click on a flag in flag mode")
	pageProblems(t, ctx)
}

// TestBrowserMinesweeperBadStorage opens the page over a save that is not
// a game and statistics that make no sense: both are set aside with a
// notice, and a new game starts. The second time the service worker
// answers from its full cache, and the page reads the storage before its
// first render (see pickFirst in app/routes.go).
func TestBrowserMinesweeperBadStorage(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/"), "/")
	for visit := range 2 {
		if visit == 1 {
			// Away from the game, which saves itself as the page goes.
			waitCached(t, ctx, "")
			open(t, ctx, l.url("/"), "/")
			evalJS[bool](t, ctx, `(Object.keys(localStorage).filter((k) => k.includes(".bad-")).forEach((k) => localStorage.removeItem(k)), true)`)
		}
		evalJS[bool](t, ctx, `(localStorage.setItem("minesweeper.save", JSON.stringify({save: "beginner#1/o99,99", ms: 5})),
			localStorage.setItem("minesweeper.stats", JSON.stringify({huge: {played: 1}})), true)`)
		open(t, ctx, l.url("/minesweeper"), "/minesweeper")
		waitJS(t, ctx, 20*time.Second, "the game", msReady)
		if got := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); visit == 1 && got != "cache" {
			t.Errorf("visit 2: app.wasm compiled in %q; want the service worker's cache", got)
		}
		waitJS(t, ctx, 10*time.Second, "two notices", `document.querySelectorAll("#app-status .notice").length === 2`)
		waitText(t, ctx, "#app-status", "minesweeper.save")
		waitText(t, ctx, "#app-status", "minesweeper.stats")
		waitJS(t, ctx, 10*time.Second, "a new game", `document.querySelector("#ms-id").textContent.startsWith("beginner:ng#") && document.querySelectorAll("#ms-board .ms-open").length === 0`)
		kept := evalJS[int](t, ctx, `Object.keys(localStorage).filter((k) => k.startsWith("minesweeper.save.bad-") || k.startsWith("minesweeper.stats.bad-")).length`)
		if kept != 2 {
			t.Errorf("visit %d: %d values set aside; want 2", visit+1, kept)
		}
		pageProblems(t, ctx)
	}
}
