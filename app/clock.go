package app

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// playClock counts the time a game is played. It runs only while the game
// is under way and the page is visible: elapsed is the time counted up to
// since, the moment it last started, which is zero while it is stopped.
type playClock struct {
	elapsed time.Duration
	since   time.Time
}

// running reports whether the clock runs.
func (c *playClock) running() bool { return !c.since.IsZero() }

// run starts the clock at now if it is stopped.
func (c *playClock) run(now time.Time) {
	if c.since.IsZero() {
		c.since = now
	}
}

// pause stops the clock, keeping the time counted so far.
func (c *playClock) pause(now time.Time) {
	if c.since.IsZero() {
		return
	}
	if d := now.Sub(c.since); d > 0 {
		c.elapsed += d
	}
	c.since = time.Time{}
}

// clock returns the time played at now. A clock set back counts nothing
// for the time it went backwards.
func (c *playClock) clock(now time.Time) time.Duration {
	if c.since.IsZero() {
		return c.elapsed
	}
	if d := now.Sub(c.since); d > 0 {
		return c.elapsed + d
	}
	return c.elapsed
}

// pageHidden reports whether the page is hidden (another tab, a minimized
// window), when game clocks do not run.
func pageHidden() bool {
	return app.Window().Get("document").Get("hidden").Truthy()
}
