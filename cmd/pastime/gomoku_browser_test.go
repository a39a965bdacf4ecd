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

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// gmReady is true once the Gomoku page runs in the browser with a game.
const gmReady = `document.querySelector('#page-gomoku[data-ready="true"]') !== null`

// gmStones returns the stones on the board as "h8=black i9=white ...", in
// the order of the board's points.
const gmStones = `Array.from(document.querySelectorAll("#gm-board .gm-black, #gm-board .gm-white"))
	.map((el) => el.id.slice(3) + "=" + (el.classList.contains("gm-black") ? "black" : "white")).sort().join(" ")`

func gmEval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	var v T
	within(t, ctx, 20*time.Second, "evaluating "+expr, func(ctx context.Context) error {
		var err error
		v, err = chromedp.Run(ctx, chromedp.Evaluate[T](expr))
		return err
	})
	return v
}

func gmText(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return gmEval[string](t, ctx, fmt.Sprintf(`(document.querySelector(%q) || {textContent: ""}).textContent.trim()`, sel))
}

func gmClick(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	within(t, ctx, 20*time.Second, "clicking "+sel, func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel)))
	})
}

// gmWaitText waits until the element's text contains want.
func gmWaitText(t *testing.T, ctx context.Context, sel, want string) {
	t.Helper()
	expr := fmt.Sprintf(`(document.querySelector(%q) || {textContent: ""}).textContent.includes(%q)`, sel, want)
	deadline := time.Now().Add(30 * time.Second)
	for {
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr)); err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s says %q; want %q", sel, gmText(t, ctx, sel), want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// gmWaitMoves waits until the board shows n moves.
func gmWaitMoves(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	waitJS(t, ctx, 30*time.Second, fmt.Sprintf("%d moves on the board", n),
		fmt.Sprintf(`document.querySelector('#gm-board[data-moves="%d"]') !== null && document.querySelectorAll("#gm-board .gm-stone").length === %d`, n, n))
}

// gmPlay clicks the point p and waits for the stone.
func gmPlay(t *testing.T, ctx context.Context, p string, moves int) {
	t.Helper()
	gmClick(t, ctx, "#gm-"+p)
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
	if n := gmEval[int](t, ctx, `document.querySelectorAll("#gm-board [role=gridcell]").length`); n != 225 {
		t.Fatalf("the board has %d points; want 225", n)
	}
	if got := gmEval[string](t, ctx, `document.getElementById("gm-h8").getAttribute("aria-label")`); got != "h8, empty" {
		t.Errorf("h8 is labelled %q; want %q", got, "h8, empty")
	}
	gmWaitText(t, ctx, "#gm-status", "Black to play")

	// Black makes a row on the 8th line while white fills column a.
	moves := []string{"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4"}
	for i, p := range moves {
		gmPlay(t, ctx, p, i+1)
	}
	gmWaitText(t, ctx, "#gm-status", "Black to play")
	if got := gmEval[string](t, ctx, `document.getElementById("gm-a4").getAttribute("aria-label")`); got != "a4, white stone, last move" {
		t.Errorf("a4 is labelled %q", got)
	}
	// A click on a stone places nothing and says why.
	gmClick(t, ctx, "#gm-h8")
	gmWaitText(t, ctx, "#gm-live", "h8 already holds a stone")

	gmPlay(t, ctx, "l8", 9)
	gmWaitText(t, ctx, "#gm-status", "Black wins!")
	gmWaitText(t, ctx, "#gm-live", "Black wins!")
	if got := gmEval[string](t, ctx, `Array.from(document.querySelectorAll("#gm-board .gm-win")).map((e) => e.id.slice(3)).sort().join(" ")`); got != "h8 i8 j8 k8 l8" {
		t.Errorf("the winning line shows %q; want h8 i8 j8 k8 l8", got)
	}
	if !gmEval[bool](t, ctx, `document.querySelector(".gm-strike") !== null`) {
		t.Error("no stroke through the winning line")
	}
	// A finished game accepts no stone.
	gmClick(t, ctx, "#gm-m8")
	gmWaitText(t, ctx, "#gm-live", "The game is over")
	if got := gmEval[string](t, ctx, `location.hash`); got != "#freestyle:h8.a1.i8.a2.j8.a3.k8.a4.l8" {
		t.Errorf("the address ends with %q", got)
	}
	gmShot(t, ctx, "gomoku-won")

	// Undo takes back the winning move, one move only between two players.
	gmClick(t, ctx, "#gm-undo")
	gmWaitMoves(t, ctx, 8)
	gmWaitText(t, ctx, "#gm-status", "Black to play")
	if gmEval[bool](t, ctx, `document.querySelector(".gm-win, .gm-strike") !== null`) {
		t.Error("the winning line is still shown after undo")
	}
	// Black wins at the other end this time.
	gmPlay(t, ctx, "g8", 9)
	gmWaitText(t, ctx, "#gm-status", "Black wins!")

	// Step back through the finished game.
	gmClick(t, ctx, "#gm-first")
	gmWaitText(t, ctx, "#gm-review-at", "0 / 9")
	if got := gmEval[int](t, ctx, `document.querySelectorAll("#gm-board .gm-stone").length`); got != 0 {
		t.Errorf("the first position shows %d stones", got)
	}
	gmClick(t, ctx, "#gm-next")
	gmWaitText(t, ctx, "#gm-review-at", "1 / 9")
	if got := gmEval[string](t, ctx, gmStones); got != "h8=black" {
		t.Errorf("after one move the board shows %q", got)
	}
	gmClick(t, ctx, "#gm-moves li:nth-child(2) .gm-mv-white")
	gmWaitText(t, ctx, "#gm-review-at", "4 / 9")
	gmClick(t, ctx, "#gm-last")
	gmWaitText(t, ctx, "#gm-review-at", "9 / 9")
	gmWaitMoves(t, ctx, 9)

	// Restart: an empty board, the same kind of game.
	gmClick(t, ctx, "#gm-restart")
	gmWaitMoves(t, ctx, 0)
	gmWaitText(t, ctx, "#gm-status", "Black to play")
	if got := gmEval[string](t, ctx, `location.hash`); got != "#freestyle:" {
		t.Errorf("after restart the address ends with %q", got)
	}

	// The keyboard: the cursor starts at the centre; arrows move it and
	// Enter places a stone.
	within(t, ctx, 10*time.Second, "focusing the board", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#gm-h8")))
	})
	for _, k := range []string{kb.Enter, kb.ArrowUp, kb.ArrowRight, kb.Enter} {
		within(t, ctx, 10*time.Second, "pressing a key", func(ctx context.Context) error {
			return chromedp.Do(ctx, chromedp.KeyEvent(k))
		})
		time.Sleep(50 * time.Millisecond)
	}
	gmWaitMoves(t, ctx, 2)
	if got := gmEval[string](t, ctx, gmStones); got != "h8=black i9=white" {
		t.Errorf("keyboard play gave %q; want h8=black i9=white", got)
	}
	if got := gmEval[string](t, ctx, `document.activeElement.id`); got != "gm-i9" {
		t.Errorf("the focus is on %q; want the cursor at i9", got)
	}

	// A reload brings the game back.
	within(t, ctx, 30*time.Second, "reloading", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Reload())
	})
	waitMounted(t, ctx, "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitMoves(t, ctx, 2)

	// A bad link: a clear notice and a new game.
	open(t, ctx, l.url("/gomoku#renju:h8.h8"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	gmWaitText(t, ctx, "#gm-notice", "does not hold a game")
	gmWaitMoves(t, ctx, 0)
	if got := gmText(t, ctx, "#gm-notice"); !strings.Contains(got, "cannot be played") {
		t.Errorf("the notice says %q", got)
	}
	pageProblems(t, ctx)
}
