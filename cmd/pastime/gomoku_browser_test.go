//go:build browser && !(js && wasm)

package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// gmReady is true once the Gomoku page runs in the browser with a game.
const gmReady = `document.querySelector('#page-gomoku[data-ready="true"]') !== null`

// gmStones returns the stones on the board as "h8=black i9=white ...", in
// the order of the board's points.
const gmStones = `Array.from(document.querySelectorAll("#gm-board .gm-black, #gm-board .gm-white"))
	.map((el) => el.id.slice(3) + "=" + (el.classList.contains("gm-black") ? "black" : "white")).sort().join(" ")`

// gmWaitMoves waits until the board shows n moves.
func gmWaitMoves(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	waitJS(t, ctx, 30*time.Second, fmt.Sprintf("%d moves on the board", n),
		fmt.Sprintf(`document.querySelector('#gm-board[data-moves="%d"]') !== null && document.querySelectorAll("#gm-board .gm-stone").length === %d`, n, n))
}

// gmPlay clicks the point p and waits for the stone.
func gmPlay(t *testing.T, ctx context.Context, p string, moves int) {
	t.Helper()
	clickOn(t, ctx, "#gm-"+p)
	gmWaitMoves(t, ctx, moves)
}

// gmShot saves a screenshot into $PASTIME_SCREENSHOTS, when it is set, at
// a desktop and a phone viewport.
func gmShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("PASTIME_SCREENSHOTS")
	if dir == "" {
		return
	}
	for _, v := range []struct {
		suffix string
		w, h   int64
		mobile bool
	}{{"", 1280, 900, false}, {"-phone", 390, 844, true}} {
		var buf []byte
		within(t, ctx, 30*time.Second, "taking a screenshot", func(ctx context.Context) error {
			opts := []chromedp.EmulateViewportOption{}
			if v.mobile {
				opts = append(opts, chromedp.EmulateScale(2), chromedp.EmulateMobile)
			}
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(v.w, v.h, opts...)); err != nil {
				return err
			}
			time.Sleep(400 * time.Millisecond)
			var err error
			buf, err = chromedp.Run(ctx, chromedp.FullScreenshot(100))
			return err
		})
		if err := os.WriteFile(filepath.Join(dir, name+v.suffix+".png"), buf, 0o644); err != nil {
			t.Error(err)
		}
	}
	within(t, ctx, 10*time.Second, "resetting the viewport", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900))
	})
}

// TestBrowserGomokuTwoPlayers plays a game between two players to a win by
// clicks, then takes the winning move back, wins again, steps through the
// finished game, restarts, and plays with the keyboard. It ends with a
// reload in the middle of a game and a bad link.
func TestBrowserGomokuTwoPlayers(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)

	open(t, ctx, l.url("/gomoku#freestyle:"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	if n := evalJS[int](t, ctx, `document.querySelectorAll("#gm-board [role=gridcell]").length`); n != 225 {
		t.Fatalf("the board has %d points; want 225", n)
	}
	if got := evalJS[string](t, ctx, `document.getElementById("gm-h8").getAttribute("aria-label")`); got != "h8, empty" {
		t.Errorf("h8 is labelled %q; want %q", got, "h8, empty")
	}
	waitText(t, ctx, "#gm-status", "Black to play")

	// Black makes a row on the 8th line while white fills column a.
	moves := []string{"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4"}
	for i, p := range moves {
		gmPlay(t, ctx, p, i+1)
	}
	waitText(t, ctx, "#gm-status", "Black to play")
	if got := evalJS[string](t, ctx, `document.getElementById("gm-a4").getAttribute("aria-label")`); got != "a4, white stone, last move" {
		t.Errorf("a4 is labelled %q", got)
	}
	// A click on a stone places nothing and says why.
	clickOn(t, ctx, "#gm-h8")
	waitText(t, ctx, "#gm-live", "h8 already holds a stone")

	gmPlay(t, ctx, "l8", 9)
	waitText(t, ctx, "#gm-status", "Black wins!")
	waitText(t, ctx, "#gm-live", "Black wins!")
	if got := evalJS[string](t, ctx, `Array.from(document.querySelectorAll("#gm-board .gm-win")).map((e) => e.id.slice(3)).sort().join(" ")`); got != "h8 i8 j8 k8 l8" {
		t.Errorf("the winning line shows %q; want h8 i8 j8 k8 l8", got)
	}
	if !evalJS[bool](t, ctx, `document.querySelector(".gm-strike") !== null`) {
		t.Error("no stroke through the winning line")
	}
	// A finished game accepts no stone.
	clickOn(t, ctx, "#gm-m8")
	waitText(t, ctx, "#gm-live", "The game is over")
	if got := evalJS[string](t, ctx, `location.hash`); got != "#freestyle:h8.a1.i8.a2.j8.a3.k8.a4.l8" {
		t.Errorf("the address ends with %q", got)
	}
	gmShot(t, ctx, "gomoku-won")

	// Undo takes back the winning move, one move only between two players.
	clickOn(t, ctx, "#gm-undo")
	gmWaitMoves(t, ctx, 8)
	waitText(t, ctx, "#gm-status", "Black to play")
	if evalJS[bool](t, ctx, `document.querySelector(".gm-win, .gm-strike") !== null`) {
		t.Error("the winning line is still shown after undo")
	}
	// Black wins at the other end this time.
	gmPlay(t, ctx, "g8", 9)
	waitText(t, ctx, "#gm-status", "Black wins!")

	// Step back through the finished game.
	clickOn(t, ctx, "#gm-first")
	waitText(t, ctx, "#gm-review-at", "0 / 9")
	if got := evalJS[int](t, ctx, `document.querySelectorAll("#gm-board .gm-stone").length`); got != 0 {
		t.Errorf("the first position shows %d stones", got)
	}
	clickOn(t, ctx, "#gm-next")
	waitText(t, ctx, "#gm-review-at", "1 / 9")
	if got := evalJS[string](t, ctx, gmStones); got != "h8=black" {
		t.Errorf("after one move the board shows %q", got)
	}
	clickOn(t, ctx, "#gm-moves li:nth-child(2) .gm-mv-white")
	waitText(t, ctx, "#gm-review-at", "4 / 9")
	clickOn(t, ctx, "#gm-last")
	waitText(t, ctx, "#gm-review-at", "9 / 9")
	gmWaitMoves(t, ctx, 9)

	// Restart: an empty board, the same kind of game.
	clickOn(t, ctx, "#gm-restart")
	gmWaitMoves(t, ctx, 0)
	waitText(t, ctx, "#gm-status", "Black to play")
	if got := evalJS[string](t, ctx, `location.hash`); got != "#freestyle:" {
		t.Errorf("after restart the address ends with %q", got)
	}

	// The keyboard: the cursor starts at the centre; arrows move it and
	// Enter places a stone.
	within(t, ctx, 10*time.Second, "focusing the board", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#gm-h8")))
	})
	for _, k := range []string{kb.Enter, kb.ArrowUp, kb.ArrowRight, kb.Enter} {
		pressKeys(t, ctx, k)
		time.Sleep(50 * time.Millisecond)
	}
	gmWaitMoves(t, ctx, 2)
	if got := evalJS[string](t, ctx, gmStones); got != "h8=black i9=white" {
		t.Errorf("keyboard play gave %q; want h8=black i9=white", got)
	}
	if got := evalJS[string](t, ctx, `document.activeElement.id`); got != "gm-i9" {
		t.Errorf("the focus is on %q; want the cursor at i9", got)
	}

	// A reload brings the game back.
	within(t, ctx, 30*time.Second, "reloading", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Reload())
	})
	waitMounted(t, ctx, "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 2)

	// Renju: black's forbidden points are marked, labelled and refused.
	// With move numbers chosen in the settings, the stones carry them.
	evalJS[bool](t, ctx, `(localStorage.setItem("pastime.settings", JSON.stringify({moveNumbers: true})), true)`)
	open(t, ctx, l.url("/gomoku#renju:h8.a1.i8.a3.j9.a5.j10.a7"), "/gomoku")
	// The link changed only the fragment: reload so the app reads the
	// settings again.
	within(t, ctx, 30*time.Second, "reloading", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Reload())
	})
	waitMounted(t, ctx, "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 8)
	if got := evalJS[string](t, ctx, `Array.from(document.querySelectorAll("#gm-board .gm-forbidden")).map((e) => e.id.slice(3)).join(" ")`); got != "j8" {
		t.Errorf("forbidden points marked: %q; want j8", got)
	}
	if got := evalJS[string](t, ctx, `document.getElementById("gm-j8").getAttribute("aria-label")`); got != "j8, empty, forbidden for black: double three" {
		t.Errorf("j8 is labelled %q", got)
	}
	if got := textOf(t, ctx, "#gm-h8 .gm-stone"); got != "1" {
		t.Errorf("h8 shows %q; want its move number 1", got)
	}
	clickOn(t, ctx, "#gm-j8")
	waitText(t, ctx, "#gm-live", "Black may not play j8: double three")
	gmWaitMoves(t, ctx, 8)
	gmShot(t, ctx, "gomoku-renju")
	evalJS[bool](t, ctx, `(localStorage.removeItem("pastime.settings"), true)`)

	// A bad link: a clear notice and a new game.
	open(t, ctx, l.url("/gomoku#renju:h8.h8"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	waitText(t, ctx, "#gm-notice", "does not hold a game")
	gmWaitMoves(t, ctx, 0)
	if got := textOf(t, ctx, "#gm-notice"); !strings.Contains(got, "cannot be played") {
		t.Errorf("the notice says %q", got)
	}
	pageProblems(t, ctx)
}

// gmProbe records, inside the page, what the computer test measures: when
// each click on the board reached the page's handlers (performance.now()
// in a capturing listener), when the page answered it (the clicked point
// became the cursor, seen by a MutationObserver), and the long tasks.
// The searches' start and end are the page's own performance marks.
const gmProbe = `(() => {
	window.__gm = {clicks: [], answers: {}, long: []};
	document.addEventListener("click", (e) => {
		const pt = e.target.closest && e.target.closest(".gm-pt");
		if (pt) window.__gm.clicks.push({id: pt.id, at: performance.now()});
	}, true);
	new MutationObserver(() => {
		for (const c of window.__gm.clicks) {
			if (window.__gm.answers[c.id] === undefined) {
				const el = document.getElementById(c.id);
				if (el && el.classList.contains("gm-cursor")) window.__gm.answers[c.id] = performance.now();
			}
		}
	}).observe(document.getElementById("page-gomoku"), {subtree: true, childList: true, attributes: true, attributeFilter: ["class"]});
	try {
		new PerformanceObserver((l) => {
			for (const e of l.getEntries()) window.__gm.long.push([e.startTime, e.duration]);
		}).observe({type: "longtask", buffered: true});
	} catch (e) {}
	return true;
})()`

// gmSearch is one search of the computer, as the page marked it, with the
// click made on the board while it ran.
type gmSearch struct {
	Start    float64 `json:"start"`
	End      float64 `json:"end"`
	Click    float64 `json:"click"`    // when the click reached the page, 0 if it did not
	Answered float64 `json:"answered"` // when the page showed it, 0 if it did not
}

// gmLastSearch returns the last search that ended and the click on id.
func gmLastSearch(t *testing.T, ctx context.Context, id string) gmSearch {
	t.Helper()
	return evalJS[gmSearch](t, ctx, fmt.Sprintf(`(() => {
		const s = performance.getEntriesByName("gomoku-search-start");
		const e = performance.getEntriesByName("gomoku-search-end");
		const c = window.__gm.clicks.filter((c) => c.id === %[1]q).pop();
		return {
			start: s.length ? s[s.length - 1].startTime : 0,
			end: e.length ? e[e.length - 1].startTime : 0,
			click: c ? c.at : 0,
			answered: window.__gm.answers[%[1]q] || 0,
		};
	})()`, id))
}

// gmEmptyNear returns an empty point of the board next to the stones, for
// the player's next move, avoiding the points in skip.
const gmEmptyNear = `((skip) => {
	const order = ["h8", "i9", "g7", "i7", "g9", "h10", "j8", "f8", "h6", "j10", "f6", "j6", "f10", "k9", "e7", "g11", "i5", "k7", "e9", "g5", "i11"];
	for (const p of order) {
		const el = document.getElementById("gm-" + p);
		if (el && !skip.includes(p) && !el.classList.contains("gm-black") && !el.classList.contains("gm-white") && !el.classList.contains("gm-forbidden")) return p;
	}
	return "";
})`

// gmAgainstStrongest opens Gomoku and starts a game against the computer
// at its strongest, the player black, with gmProbe watching the searches.
// The board is empty, so each choice starts the new game at once.
func gmAgainstStrongest(t *testing.T, ctx context.Context, l *live) {
	t.Helper()
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	clickOn(t, ctx, `label[for="gm-mode-computer"]`)
	waitJS(t, ctx, 10*time.Second, "the level choices", `document.getElementById("gm-level-strongest") !== null`)
	clickOn(t, ctx, `label[for="gm-level-strongest"]`)
	clickOn(t, ctx, `label[for="gm-color-black"]`)
	waitText(t, ctx, "#gm-status", "Your turn")
	evalJS[bool](t, ctx, gmProbe)
}

// TestBrowserGomokuComputer plays against the computer at its strongest
// level and checks that the page answers a click on the board while the
// computer's search runs (measured inside the page, with no timing
// threshold), that undo and restart cancel a search, that undo takes back
// a pair of moves, and that the game counts in the statistics.
func TestBrowserGomokuComputer(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	gmAgainstStrongest(t, ctx, l)
	waitText(t, ctx, "#gm-summary", "against the computer (Strongest)")

	// Undo while the computer thinks cancels the search and takes back
	// the player's move.
	clickOn(t, ctx, "#gm-h8")
	waitJS(t, ctx, 10*time.Second, "the computer to think", `document.querySelector('#gm-board[data-thinking="true"]') !== null`)
	clickOn(t, ctx, "#gm-undo")
	gmWaitMoves(t, ctx, 0)
	waitText(t, ctx, "#gm-status", "Your turn")
	time.Sleep(500 * time.Millisecond)
	if n := evalJS[int](t, ctx, `document.querySelectorAll("#gm-board .gm-stone").length`); n != 0 {
		t.Errorf("after undo during the search the board has %d stones", n)
	}
	if got := textOf(t, ctx, "#gm-stat-played"); got != "1" {
		t.Errorf("played %q; want 1 once the player moved", got)
	}

	// Play until a click on the board lands while a search runs; the page
	// must answer it before the search ends.
	moves := 0
	var hit *gmSearch
	var skip []string
	for turn := 0; turn < 8 && hit == nil; turn++ {
		p := evalJS[string](t, ctx, gmEmptyNear+fmt.Sprintf("(%q)", skip))
		if p == "" {
			break
		}
		gmPlay(t, ctx, p, moves+1)
		moves++
		waitJS(t, ctx, 10*time.Second, "the computer to think", `document.querySelector('#gm-board[data-thinking="true"]') !== null || document.querySelector(".gm-over") !== null`)
		if evalJS[bool](t, ctx, `document.querySelector(".gm-over") !== null`) {
			break
		}
		// A click on an empty corner while the computer thinks: the page
		// places nothing and moves its cursor there.
		corner := []string{"a15", "o15", "a1", "o1", "a14", "o14", "b15", "n15"}[turn]
		clickOn(t, ctx, "#gm-"+corner)
		waitJS(t, ctx, 30*time.Second, "the computer's move", fmt.Sprintf(`document.querySelector('#gm-board[data-thinking="false"][data-moves="%d"]') !== null || document.querySelector(".gm-over") !== null`, moves+1))
		moves++
		s := gmLastSearch(t, ctx, "gm-"+corner)
		t.Logf("turn %d: search %.0f..%.0f ms, click reached the page at %.0f, answered at %.0f", turn, s.Start, s.End, s.Click, s.Answered)
		if s.Click > s.Start && s.Click < s.End {
			hit = &s
		}
		if evalJS[bool](t, ctx, `document.querySelector(".gm-over") !== null`) {
			break
		}
		skip = append(skip, corner)
	}
	if hit == nil {
		t.Fatal("no click reached the page while the computer was searching")
	}
	if hit.Answered == 0 || hit.Answered > hit.End {
		t.Errorf("a click during the search (%.0f..%.0f ms) reached the page at %.0f but was answered at %.0f, after the search",
			hit.Start, hit.End, hit.Click, hit.Answered)
	}
	if got := textOf(t, ctx, "#gm-live"); !strings.Contains(got, "played") && !strings.Contains(got, "wins") {
		t.Logf("live region: %q", got)
	}
	longest := evalJS[float64](t, ctx, fmt.Sprintf(`Math.max(0, ...window.__gm.long.filter(([s, d]) => s + d > %f && s < %f).map(([s, d]) => d))`, hit.Start, hit.End))
	t.Logf("longest task during that search: %.0f ms", longest)
	gmShot(t, ctx, "gomoku-computer")

	// Undo takes back the computer's reply and the player's move.
	if !evalJS[bool](t, ctx, `document.querySelector(".gm-over") !== null`) {
		n := evalJS[int](t, ctx, `Number(document.getElementById("gm-board").dataset.moves)`)
		clickOn(t, ctx, "#gm-undo")
		gmWaitMoves(t, ctx, n-2)
		waitText(t, ctx, "#gm-status", "Your turn")
	}

	// Restart while the computer thinks: an empty board, and the search
	// does not place a stone afterwards.
	p := evalJS[string](t, ctx, gmEmptyNear+"([])")
	n := evalJS[int](t, ctx, `Number(document.getElementById("gm-board").dataset.moves)`)
	gmPlay(t, ctx, p, n+1)
	waitJS(t, ctx, 10*time.Second, "the computer to think", `document.querySelector('#gm-board[data-thinking="true"]') !== null`)
	clickOn(t, ctx, "#gm-restart")
	gmWaitMoves(t, ctx, 0)
	time.Sleep(700 * time.Millisecond)
	gmWaitMoves(t, ctx, 0)
	waitText(t, ctx, "#gm-status", "Your turn")

	// Playing white: the computer opens.
	clickOn(t, ctx, `label[for="gm-color-white"]`)
	gmWaitMoves(t, ctx, 1)
	waitText(t, ctx, "#gm-status", "Your turn (white)")
	// Only the first game had a move of the player's: the restarted one
	// and this one have none yet.
	if got := textOf(t, ctx, "#gm-stat-played"); got != "1" {
		t.Errorf("played %q; want 1", got)
	}

	// A reload brings the game against the computer back as it was.
	within(t, ctx, 30*time.Second, "reloading", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Reload())
	})
	waitMounted(t, ctx, "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 1)
	waitText(t, ctx, "#gm-status", "Your turn (white)")
	waitText(t, ctx, "#gm-summary", "against the computer (Strongest)")

	// The statistics page lists the games against the computer.
	open(t, ctx, l.url("/stats"), "/stats")
	waitJS(t, ctx, 10*time.Second, "the Gomoku statistics", `document.querySelector("#stats-gomoku .gm-stats-table") !== null`)
	if got := textOf(t, ctx, "#stats-gomoku"); !strings.Contains(got, "Strongest") || !strings.Contains(got, "Freestyle") {
		t.Errorf("the statistics page says %q", got)
	}
	pageProblems(t, ctx)
}

// gmTap touches the point p with one finger, as a phone does.
func gmTap(t *testing.T, ctx context.Context, p string) {
	t.Helper()
	xy := evalJS[[]float64](t, ctx, fmt.Sprintf(`(() => { const r = document.getElementById("gm-%s").getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`, p))
	within(t, ctx, 10*time.Second, "tapping "+p, func(ctx context.Context) error {
		if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: xy[0], Y: xy[1]}},
		}); err != nil {
			return err
		}
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{},
		})
		return err
	})
	time.Sleep(150 * time.Millisecond)
}

// TestBrowserGomokuTouch plays on a phone: points are small there, so the
// first tap aims and a second tap on the same point places the stone.
func TestBrowserGomokuTouch(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	within(t, ctx, 10*time.Second, "emulating a phone", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	})
	open(t, ctx, l.url("/gomoku#freestyle:"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)

	gmTap(t, ctx, "h8")
	waitJS(t, ctx, 10*time.Second, "h8 aimed at", `document.querySelector("#gm-h8.gm-aim") !== null`)
	waitText(t, ctx, "#gm-live", "tap it again")
	gmWaitMoves(t, ctx, 0)
	gmTap(t, ctx, "h8")
	gmWaitMoves(t, ctx, 1)
	// Aiming elsewhere moves the aim; the stone goes where the second tap is.
	gmTap(t, ctx, "i9")
	waitJS(t, ctx, 10*time.Second, "i9 aimed at", `document.querySelector("#gm-i9.gm-aim") !== null`)
	gmTap(t, ctx, "j10")
	waitJS(t, ctx, 10*time.Second, "j10 aimed at", `document.querySelector("#gm-j10.gm-aim") !== null && document.querySelector("#gm-i9.gm-aim") === null`)
	gmTap(t, ctx, "j10")
	gmWaitMoves(t, ctx, 2)
	if got := evalJS[string](t, ctx, gmStones); got != "h8=black j10=white" {
		t.Errorf("the board shows %q; want h8=black j10=white", got)
	}
	pageProblems(t, ctx)
}

// TestBrowserGomokuWorker checks that the computer searches in its Web
// Worker: its move arrives, the page answers a click while it thinks, a
// new game during a search cancels it (the search ends with the worker,
// and the next game's search starts another), and after a reload with the
// server gone the worker and its engine come from the service worker's
// cache.
func TestBrowserGomokuWorker(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	gmAgainstStrongest(t, ctx, l)

	// Three moves against the strongest level (the page has no engine of
	// its own: each reply comes from the worker), and a click on the
	// board during the search is answered
	// before the search ends (the page's longest task meanwhile is
	// logged).
	moves := 0
	for turn := 0; turn < 3; turn++ {
		p := evalJS[string](t, ctx, gmEmptyNear+"([])")
		gmPlay(t, ctx, p, moves+1)
		moves++
		waitJS(t, ctx, 10*time.Second, "the computer to think", `document.querySelector('#gm-board[data-thinking="true"]') !== null`)
		corner := []string{"a15", "o15", "a1"}[turn]
		clickOn(t, ctx, "#gm-"+corner)
		waitJS(t, ctx, 30*time.Second, "the computer's move", fmt.Sprintf(`document.querySelector('#gm-board[data-thinking="false"][data-moves="%d"]') !== null`, moves+1))
		moves++
		s := gmLastSearch(t, ctx, "gm-"+corner)
		longest := evalJS[float64](t, ctx, fmt.Sprintf(`Math.max(0, ...window.__gm.long.filter(([s, d]) => s + d > %f && s < %f).map(([s, d]) => d))`, s.Start, s.End))
		t.Logf("search %d: %.0f..%.0f ms, click at %.0f answered at %.0f; the page's longest task meanwhile %.0f ms", turn, s.Start, s.End, s.Click, s.Answered, longest)
		if s.Click > s.Start && s.Click < s.End && (s.Answered == 0 || s.Answered > s.End) {
			t.Errorf("a click during the search (%.0f..%.0f ms) reached the page at %.0f but was answered at %.0f, after the search",
				s.Start, s.End, s.Click, s.Answered)
		}
	}

	// A new game while the computer thinks: the board empties and stays
	// empty, and the next search (the computer opening as black) is
	// answered by a new worker.
	p := evalJS[string](t, ctx, gmEmptyNear+"([])")
	gmPlay(t, ctx, p, moves+1)
	waitJS(t, ctx, 10*time.Second, "the computer to think", `document.querySelector('#gm-board[data-thinking="true"]') !== null`)
	clickOn(t, ctx, "#gm-restart")
	gmWaitMoves(t, ctx, 0)
	time.Sleep(2500 * time.Millisecond) // longer than the cancelled search
	gmWaitMoves(t, ctx, 0)
	clickOn(t, ctx, `label[for="gm-color-white"]`)
	gmWaitMoves(t, ctx, 1)
	waitText(t, ctx, "#gm-status", "Your turn (white)")

	// Offline: the worker and its engine come from the cache.
	waitCached(t, ctx, "")
	l.stop()
	within(t, ctx, 30*time.Second, "reloading offline", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Reload())
	})
	waitMounted(t, ctx, "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 1)
	p = evalJS[string](t, ctx, gmEmptyNear+"([])")
	gmPlay(t, ctx, p, 2)
	waitJS(t, ctx, 30*time.Second, "the computer's move offline", `document.querySelector('#gm-board[data-thinking="false"][data-moves="3"]') !== null`)
}

// TestBrowserGomokuHint asks for hints in a game against the computer: by
// the button and by the H key on the board. The hint shows on the board
// with what the move does, its best line is drawn and stepped, the cursor
// goes to it, a move clears it, and the game moves out of the games played
// into those with a hint, where its win is not counted.
func TestBrowserGomokuHint(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	// Black, the player, has an open three h8-j8 against the computer.
	evalJS[bool](t, ctx, `(localStorage.setItem("gomoku.save", JSON.stringify({id: "freestyle:h8.a1.i8.a3.j8.a5",
		mode: "computer", human: "black", level: "hard", seed: 1, counted: true})),
		localStorage.setItem("gomoku.stats", JSON.stringify({"hard/freestyle": {played: 1, won: 0, lost: 0, drawn: 0}})), true)`)
	// Opened again without the new game's link, the page loads the save.
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 6)
	if got := textOf(t, ctx, "#gm-stat-played"); got != "1" {
		t.Fatalf("played %q before the hint; want 1", got)
	}

	hinted := func() string {
		t.Helper()
		waitJS(t, ctx, 30*time.Second, "the hint", `document.getElementById("gm-hint-text") !== null`)
		return evalJS[string](t, ctx, `Array.from(document.querySelectorAll("#gm-board .gm-hint")).map((e) => e.id.slice(3)).join(" ")`)
	}
	clickOn(t, ctx, "#gm-hint")
	p := hinted()
	if p != "g8" && p != "k8" {
		t.Errorf("hint marked at %q; want g8 or k8, the open four", p)
	}
	waitText(t, ctx, "#gm-hint-text", "Hint: "+p+". It makes an open four.")
	gmShot(t, ctx, "gomoku-hint")
	if label := evalJS[string](t, ctx, `document.getElementById("gm-`+p+`").getAttribute("aria-label")`); !strings.Contains(label, "the hint") {
		t.Errorf("the hinted point is labelled %q; want it to say it is the hint", label)
	}
	for id, want := range map[string]string{"#gm-stat-played": "0", "#gm-stat-helped": "1"} {
		if got := textOf(t, ctx, id); got != want {
			t.Errorf("%s = %q after the hint; want %q", id, got, want)
		}
	}
	waitText(t, ctx, "#gm-helped", "will not count")
	if !evalJS[bool](t, ctx, `JSON.parse(localStorage.getItem("gomoku.save")).hinted === true`) {
		t.Error("the save does not keep that a hint was used")
	}

	// The best line after the hint: numbered ghost stones, one move less
	// by the button, one more by ], hidden by L.
	ghosts := func() int {
		return evalJS[int](t, ctx, `document.querySelectorAll("#gm-board .gm-ghost .gm-gstone").length`)
	}
	clickOn(t, ctx, "#gm-line")
	waitJS(t, ctx, 10*time.Second, "the best line", `document.querySelector("#gm-board .gm-ghost") !== null`)
	n := ghosts()
	if n < 2 {
		t.Fatalf("the best line shows %d moves; want the hint and what follows", n)
	}
	if got := evalJS[string](t, ctx, `document.querySelector("#gm-`+p+` .gm-gstone").textContent`); got != "1" {
		t.Errorf("the hint is move %q of the line; want 1", got)
	}
	waitText(t, ctx, "#gm-line-at", fmt.Sprintf("%d of %d", n, n))
	clickOn(t, ctx, "#gm-line-back")
	waitText(t, ctx, "#gm-line-at", fmt.Sprintf("%d of %d", n-1, n))
	if got := ghosts(); got != n-1 {
		t.Errorf("%d moves of the line drawn after a step back; want %d", got, n-1)
	}
	evalJS[bool](t, ctx, `(document.querySelector("#gm-board [tabindex='0']").focus(), true)`)
	pressKeys(t, ctx, "]")
	waitText(t, ctx, "#gm-line-at", fmt.Sprintf("%d of %d", n, n))
	gmShot(t, ctx, "gomoku-line")
	pressKeys(t, ctx, "l")
	waitJS(t, ctx, 10*time.Second, "the line hidden", `document.querySelector("#gm-board .gm-ghost") === null`)

	// Playing it clears the hint; the computer blocks one end.
	gmPlay(t, ctx, p, 7)
	gmWaitMoves(t, ctx, 8)
	if n := evalJS[int](t, ctx, `document.querySelectorAll("#gm-board .gm-hint, #gm-hint-text").length`); n != 0 {
		t.Errorf("the hint still shows after a move (%d elements)", n)
	}

	// H on the board asks again; the cursor goes to the hint, and Enter
	// plays it: five in a row, a win that counts nowhere.
	evalJS[bool](t, ctx, `(document.querySelector("#gm-board [tabindex='0']").focus(), true)`)
	pressKeys(t, ctx, "h")
	p = hinted()
	waitText(t, ctx, "#gm-hint-text", "It makes five in a row.")
	if got := evalJS[string](t, ctx, `document.activeElement.id`); got != "gm-"+p {
		t.Errorf("focus on %q after the hint; want the hinted point gm-%s", got, p)
	}
	pressKeys(t, ctx, "\r")
	gmWaitMoves(t, ctx, 9)
	waitText(t, ctx, "#gm-status", "You win")
	for id, want := range map[string]string{"#gm-stat-played": "0", "#gm-stat-won": "0", "#gm-stat-helped": "1"} {
		if got := textOf(t, ctx, id); got != want {
			t.Errorf("%s = %q after a win with a hint; want %q", id, got, want)
		}
	}
	if !evalJS[bool](t, ctx, `document.getElementById("gm-hint").disabled`) {
		t.Error("the hint button is enabled in a finished game")
	}
}

// TestBrowserGomokuThreatMarks opens a position with an open three of
// black's and a four of white's: without the setting nothing is marked;
// with threat marks chosen, their stones are ringed and say so.
func TestBrowserGomokuThreatMarks(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	const link = "/gomoku#freestyle:h8.a1.i8.a2.j8.a3.c12.a4"
	marked := func(class string) string {
		return evalJS[string](t, ctx, `Array.from(document.querySelectorAll("#gm-board .`+class+`")).map((e) => e.id.slice(3)).sort().join(" ")`)
	}
	open(t, ctx, l.url(link), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 8)
	if got := marked("gm-t3") + marked("gm-t4"); got != "" {
		t.Errorf("threats marked without the setting: %q", got)
	}
	evalJS[bool](t, ctx, `(localStorage.setItem("pastime.settings", JSON.stringify({threatMarks: true})), true)`)
	within(t, ctx, 30*time.Second, "reloading", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Reload())
	})
	waitMounted(t, ctx, "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 8)
	if got := marked("gm-t3"); got != "h8 i8 j8" {
		t.Errorf("open three marked on %q; want h8 i8 j8", got)
	}
	if got := marked("gm-t4"); got != "a1 a2 a3 a4" {
		t.Errorf("four marked on %q; want a1 a2 a3 a4", got)
	}
	if label := evalJS[string](t, ctx, `document.getElementById("gm-i8").getAttribute("aria-label")`); !strings.Contains(label, "in an open three") {
		t.Errorf("i8 is labelled %q; want it to say it is in an open three", label)
	}
	// Black blocks the four: white's marks go, black's three stays.
	gmPlay(t, ctx, "a5", 9)
	if got := marked("gm-t4"); got != "" {
		t.Errorf("a blocked four is still marked on %q", got)
	}
	gmShot(t, ctx, "gomoku-threats")
}

// TestBrowserGomokuEvaluation shows the evaluation bar by its button,
// sees it give each side's chances, then a forced win in words once white
// lets black's open three stand, and hides it by key. Against the
// computer, its reply brings the value of the position after it.
func TestBrowserGomokuEvaluation(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/gomoku#freestyle:h8.a1.i8.a3"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 4)
	if evalJS[bool](t, ctx, `document.getElementById("gm-eval") !== null`) {
		t.Fatal("the evaluation bar shows before it was asked for")
	}
	clickOn(t, ctx, "#gm-eval-toggle")
	chances := `/^Black \d+% · White \d+%$/.test(document.getElementById("gm-eval-text")?.textContent ?? "")`
	waitJS(t, ctx, 30*time.Second, "each side's chances", chances)
	if !evalJS[bool](t, ctx, `JSON.parse(localStorage.getItem("pastime.settings")).evalBar === true &&
		document.getElementById("gm-eval-toggle").getAttribute("aria-pressed") === "true"`) {
		t.Error("the evaluation bar's button is not pressed, or the setting was not kept")
	}
	black := evalJS[int](t, ctx, `+document.getElementById("gm-eval-bar").getAttribute("aria-valuenow")`)
	if black < 50 {
		t.Errorf("black's chance %d%% with two in a row against white's scattered stones; want more than even", black)
	}

	gmPlay(t, ctx, "j8", 5)
	gmPlay(t, ctx, "a5", 6)
	waitText(t, ctx, "#gm-eval-text", "Black wins in 2 moves")
	if got := evalJS[string](t, ctx, `document.getElementById("gm-eval-bar").getAttribute("aria-valuenow")`); got != "100" {
		t.Errorf("black's chance %q%% in a won position; want 100", got)
	}
	gmShot(t, ctx, "gomoku-eval")
	evalJS[bool](t, ctx, `(document.querySelector("#gm-board [tabindex='0']").focus(), true)`)
	pressKeys(t, ctx, "e")
	waitJS(t, ctx, 10*time.Second, "the bar hidden", `document.getElementById("gm-eval") === null`)
	pressKeys(t, ctx, "e")
	waitText(t, ctx, "#gm-eval-text", "Black wins in 2 moves")

	// Against the computer: black blocks nothing, the computer's reply
	// comes with its value, and the bar shows it without a search of its
	// own.
	evalJS[bool](t, ctx, `(localStorage.setItem("gomoku.save", JSON.stringify({id: "freestyle:h8.h9.i8.i9",
		mode: "computer", human: "black", level: "hard", seed: 1, counted: true})), true)`)
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 4)
	waitJS(t, ctx, 30*time.Second, "each side's chances", chances)
	gmPlay(t, ctx, "a1", 5)
	gmWaitMoves(t, ctx, 6)
	waitJS(t, ctx, 10*time.Second, "the value after the reply",
		`document.querySelector("#gm-eval:not(.gm-eval-stale)") !== null`)
	if black := evalJS[int](t, ctx, `+document.getElementById("gm-eval-bar").getAttribute("aria-valuenow")`); black >= 50 {
		t.Errorf("black's chance %d%% (%q) after a wasted move against white's two in a row; want white ahead",
			black, textOf(t, ctx, "#gm-eval-text"))
	}
}

// TestBrowserGomokuReview reviews a finished game in which white ignored
// black's open three: the engine marks that move as the one that lost,
// with a block in its place, and stepping to it shows both.
func TestBrowserGomokuReview(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/gomoku#freestyle:h8.a1.i8.a3.j8.a5.k8.g8.l8"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 9)
	waitText(t, ctx, "#gm-status", "Black wins")
	evalJS[bool](t, ctx, gmProbe)
	began := evalJS[float64](t, ctx, `performance.now()`)
	clickOn(t, ctx, "#gm-scan-start")
	waitText(t, ctx, "#gm-scan-text", "The engine marked")
	longest := evalJS[float64](t, ctx, fmt.Sprintf(`Math.max(0, ...window.__gm.long.filter(([s, d]) => s + d > %f).map(([s, d]) => d))`, began))
	t.Logf("longest task while the engine reviewed the game: %.0f ms", longest)

	// The sixth move, white's a5, is marked as the move that lost.
	marked := evalJS[[]string](t, ctx, `Array.from(document.querySelectorAll("#gm-moves .gm-mv-mark")).map((e) => e.getAttribute("aria-label"))`)
	var lost string
	for _, m := range marked {
		if strings.Contains(m, "the move that lost") {
			lost = m
		}
	}
	if !strings.HasPrefix(lost, "Move 6,") {
		t.Fatalf("marked moves %q; want move 6, white's a5, as the move that lost", marked)
	}
	for _, m := range marked {
		if strings.HasPrefix(m, "Move 7,") || strings.HasPrefix(m, "Move 9,") {
			t.Errorf("black's winning move marked: %q", m)
		}
	}
	clickOn(t, ctx, `#gm-moves button[aria-label^="Move 6,"]`)
	waitText(t, ctx, "#gm-mistake", "Move 6, white a5: the move that lost. The engine would play ")
	text := textOf(t, ctx, "#gm-mistake")
	better := strings.TrimSuffix(text[strings.LastIndex(text, " ")+1:], ".")
	if better != "g8" && better != "k8" {
		t.Errorf("the engine's move in place of a5 is %q; want a block of the open three, g8 or k8", better)
	}
	if got := evalJS[string](t, ctx, `Array.from(document.querySelectorAll("#gm-board .gm-better")).map((e) => e.id.slice(3)).join(" ")`); got != better {
		t.Errorf("the board marks %q as the engine's move; want %q", got, better)
	}
	if !strings.Contains(textOf(t, ctx, "#gm-live"), "the move that lost") {
		t.Errorf("stepping to the marked move announces %q; want what it did", textOf(t, ctx, "#gm-live"))
	}
	// With the bar shown, the reviewed position has the review's value.
	clickOn(t, ctx, "#gm-eval-toggle")
	waitText(t, ctx, "#gm-eval-text", "Black wins in 2 moves")
	gmShot(t, ctx, "gomoku-review")
	// The marks, the bar and the review's words are legible in both themes.
	for _, theme := range []string{"light", "dark"} {
		evalJS[bool](t, ctx, fmt.Sprintf(`document.documentElement.setAttribute("data-theme", %q), true`, theme))
		time.Sleep(time.Second)
		for _, b := range evalJS[[]string](t, ctx, a11yContrast) {
			t.Errorf("the review in the %s theme: %s", theme, b)
		}
	}
}

// gmCanPlay is true while the board takes a stone from the player.
const gmCanPlay = `document.querySelector(".gm-board.gm-can-play") !== null`

// gmMoves returns the moves on the board.
func gmMoves(t *testing.T, ctx context.Context) int {
	t.Helper()
	return evalJS[int](t, ctx, `+document.getElementById("gm-board").dataset.moves`)
}

// TestBrowserGomokuSwap2 plays swap2 openings against the computer
// through to the game: first the computer opens, the player places two
// more stones and the computer picks its colour; then the player opens
// and answers whatever the computer decides. Each ends with the player
// to move in an ordinary game the computer answers, kept over a reload.
func TestBrowserGomokuSwap2(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/"), "/")
	start := func(color string) {
		t.Helper()
		evalJS[bool](t, ctx, `(localStorage.removeItem("gomoku.save"), localStorage.setItem("gomoku.setup", JSON.stringify({rule: "freestyle", size: 15,
			mode: "computer", color: "`+color+`", level: "hard", opening: "swap2"})), true)`)
		open(t, ctx, l.url("/gomoku"), "/gomoku")
		waitJS(t, ctx, 20*time.Second, "the game", gmReady)
		waitText(t, ctx, "#gm-summary", "Swap2")
	}
	// playOn checks the game goes on after the opening: the player moves
	// on an empty corner and the computer answers.
	playOn := func() {
		t.Helper()
		waitJS(t, ctx, 30*time.Second, "the player's turn", gmCanPlay)
		if got := textOf(t, ctx, "#gm-status"); !strings.HasPrefix(got, "Your turn") {
			t.Errorf("status %q after the opening; want the player's turn", got)
		}
		names := textOf(t, ctx, ".gm-players")
		if !strings.Contains(names, "You") || !strings.Contains(names, "Computer") {
			t.Errorf("players %q after the opening; want you and the computer", names)
		}
		n := gmMoves(t, ctx)
		for _, p := range []string{"a15", "o15", "a14", "o14"} {
			if evalJS[bool](t, ctx, `document.querySelector("#gm-`+p+`.gm-black, #gm-`+p+`.gm-white") === null`) {
				gmPlay(t, ctx, p, n+1)
				break
			}
		}
		gmWaitMoves(t, ctx, n+2)
		// A reload keeps the game and whose colour is whose.
		open(t, ctx, l.url("/gomoku"), "/gomoku")
		waitJS(t, ctx, 20*time.Second, "the game", gmReady)
		gmWaitMoves(t, ctx, n+2)
		waitJS(t, ctx, 30*time.Second, "the player's turn after a reload", gmCanPlay)
	}

	start("white")
	gmWaitMoves(t, ctx, 3)
	waitText(t, ctx, "#gm-status", "play white and move now, play black, or place two more stones")
	if !strings.Contains(textOf(t, ctx, "#gm-live"), "The computer placed the opening") {
		t.Errorf("the computer's opening announced as %q", textOf(t, ctx, "#gm-live"))
	}
	gmShot(t, ctx, "gomoku-swap2")
	clickOn(t, ctx, "#gm-swap2-two")
	waitText(t, ctx, "#gm-status", "place stone 1 of 2 more (white, then black)")
	gmPlay(t, ctx, "a1", 4)
	gmPlay(t, ctx, "o1", 5)
	waitText(t, ctx, "#gm-live", "You play")
	t.Logf("the computer's pick: %s", textOf(t, ctx, "#gm-live"))
	playOn()

	start("black")
	waitText(t, ctx, "#gm-status", "place the opening's stone 1 of 3")
	gmPlay(t, ctx, "h8", 1)
	gmPlay(t, ctx, "j9", 2)
	gmPlay(t, ctx, "g9", 3)
	waitJS(t, ctx, 30*time.Second, "the computer's answer",
		`document.getElementById("gm-swap2") !== null || document.querySelector(".gm-board.gm-can-play") !== null`)
	answer := textOf(t, ctx, "#gm-live")
	t.Logf("the computer's answer: %s", answer)
	if evalJS[bool](t, ctx, `document.getElementById("gm-swap2") !== null`) {
		if !strings.Contains(answer, "The computer placed two more stones") || gmMoves(t, ctx) != 5 {
			t.Fatalf("the pick is offered after %q with %d moves", answer, gmMoves(t, ctx))
		}
		clickOn(t, ctx, "#gm-swap2-black")
		waitText(t, ctx, "#gm-live", "You play black")
	} else if !strings.Contains(answer, "You play") {
		t.Errorf("the computer's answer %q does not say who plays which colour", answer)
	}
	playOn()

	// Two players: player 1 opens, player 2 takes black, and the chips
	// name the players by their colours.
	evalJS[bool](t, ctx, `(localStorage.removeItem("gomoku.save"), localStorage.setItem("gomoku.setup", JSON.stringify({rule: "standard", size: 15,
		mode: "two", color: "black", level: "hard", opening: "swap2"})), true)`)
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	waitText(t, ctx, "#gm-status", "Player 1: Swap2: place the opening's stone 1 of 3")
	gmPlay(t, ctx, "h8", 1)
	gmPlay(t, ctx, "h9", 2)
	gmPlay(t, ctx, "j9", 3)
	waitText(t, ctx, "#gm-status", "Player 2: Swap2: play white and move now")
	if evalJS[bool](t, ctx, gmCanPlay) {
		t.Error("the board takes a stone while player 2 is to choose")
	}
	clickOn(t, ctx, "#gm-swap2-black")
	waitText(t, ctx, "#gm-live", "Player 1 plays white, player 2 plays black.")
	waitText(t, ctx, ".gm-player-black", "Player 2")
	waitText(t, ctx, ".gm-player-white", "Player 1")
	gmPlay(t, ctx, "g10", 4)
	if !evalJS[bool](t, ctx, `document.getElementById("gm-undo").disabled === false`) {
		t.Error("undo is off after the first move past the opening")
	}
	clickOn(t, ctx, "#gm-undo")
	gmWaitMoves(t, ctx, 3)
	if !evalJS[bool](t, ctx, `document.getElementById("gm-undo").disabled`) {
		t.Error("undo may take back the opening once the colours are chosen")
	}
}
