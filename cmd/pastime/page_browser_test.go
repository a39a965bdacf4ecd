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

// The small steps every game's browser test takes: read something off the
// page, click, press keys, wait for a text, keep a screenshot.

// evalJS returns the value of a JavaScript expression in the page.
func evalJS[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	var v T
	within(t, ctx, 20*time.Second, "evaluating "+expr, func(ctx context.Context) error {
		var err error
		v, err = chromedp.Run(ctx, chromedp.Evaluate[T](expr))
		return err
	})
	return v
}

// textOf returns the trimmed text of the first element sel matches, or ""
// when none does.
func textOf(t testing.TB, ctx context.Context, sel string) string {
	t.Helper()
	return evalJS[string](t, ctx, fmt.Sprintf(`(document.querySelector(%q) || {textContent: ""}).textContent.trim()`, sel))
}

// clickOn clicks the first element sel matches, as a mouse does. The page
// may redraw that element between the query and the click (the boards and
// Gomoku's setup form are written as HTML and replaced whole when they
// change, a moment after the click before): the element is then gone
// before any mouse event was sent, and the click finds sel again.
func clickOn(t testing.TB, ctx context.Context, sel string) {
	t.Helper()
	within(t, ctx, 20*time.Second, "clicking "+sel, func(ctx context.Context) error {
		for {
			err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel)))
			if err == nil || !staleNode(err) {
				return err
			}
			select {
			case <-ctx.Done():
				return fmt.Errorf("%w (last error: %v)", ctx.Err(), err)
			case <-time.After(50 * time.Millisecond):
			}
		}
	})
}

// staleNode reports whether err says a node the browser was asked about
// has left the document.
func staleNode(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "Could not find node with given id") ||
		strings.Contains(msg, "No node with given id") ||
		strings.Contains(msg, "Node is detached from document")
}

// pressKeys presses keys on the focused element. Each key goes down with
// its text in one event, so that, as on a real keyboard, its keydown and
// keypress reach the same element: chromedp's KeyEvent sends the text in
// a separate char event, and a page that moves the focus on keydown (to
// "Play again" at the end of a game, say) could get it on the new element.
func pressKeys(t testing.TB, ctx context.Context, keys ...string) {
	t.Helper()
	for _, k := range keys {
		for _, r := range k {
			var events []*input.DispatchKeyEventParams
			for _, e := range kb.Encode(r) {
				if e.Type == input.DispatchKeyEventTypeChar && len(events) > 0 {
					events[0].Text, events[0].UnmodifiedText = e.Text, e.UnmodifiedText
					continue
				}
				events = append(events, e)
			}
			within(t, ctx, 20*time.Second, "pressing a key", func(ctx context.Context) error {
				for _, e := range events {
					if _, err := chromedp.Call(ctx, input.DispatchKeyEvent, *e); err != nil {
						return err
					}
				}
				return nil
			})
		}
	}
}

// waitText waits until the text of the element sel matches contains want.
func waitText(t testing.TB, ctx context.Context, sel, want string) {
	t.Helper()
	expr := fmt.Sprintf(`(document.querySelector(%q) || {textContent: ""}).textContent.includes(%q)`, sel, want)
	deadline := time.Now().Add(30 * time.Second)
	for {
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr)); err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s says %q; want %q", sel, textOf(t, ctx, sel), want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// screenshot saves the whole page as name.png into $PASTIME_SCREENSHOTS,
// when it is set, for a person to look at.
func screenshot(t testing.TB, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("PASTIME_SCREENSHOTS")
	if dir == "" {
		return
	}
	var buf []byte
	within(t, ctx, 30*time.Second, "taking a screenshot", func(ctx context.Context) error {
		var err error
		buf, err = chromedp.Run(ctx, chromedp.FullScreenshot(100))
		return err
	})
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		t.Error(err)
	}
}
