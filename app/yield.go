package app

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/internal/startpause"
)

// slicer returns a Yield hook for a long search that runs on the page's
// own thread: every 10 ms of work it sleeps a millisecond, which gives the
// browser its thread back (see the platform notes: Gosched and zero sleeps
// do not; nextTask, below, does too). Outside the browser it costs a clock
// read per call.
func slicer() func() {
	return startpause.Every(10*time.Millisecond, func() { time.Sleep(time.Millisecond) })
}

// pauser is the start's slice (see slice) while a first visit's mount or
// load is under way, and nil otherwise (see mayPause).
var pauser func()

// startPausing lets mayPause pause, from now on.
func startPausing() { pauser = startpause.Every(startpause.PauseAfter, nextTask) }

// stopPausing makes mayPause do nothing again.
func stopPausing() { pauser = nil }

// mayPause gives the browser its thread back during a first visit's start.
// On a first visit the app's start runs code the browser has not compiled
// yet: it compiles each function of app.wasm the first time it runs, on the
// thread that runs it, and go-app mounts a page in one call, which was a
// task of 150 ms on /minesweeper on two slow cores. go-app builds the
// page's elements apart from the document and puts them in place of the
// server's rendering only at the end, so the mount can stop on its way and
// nothing half-built shows. mayPause gives the browser its thread, to paint
// and answer input, once the start has run startpause.PauseAfter since its
// last pause. It is called where the mount meets a component (a page, the frame's
// pausePoints, the status, a Minesweeper row, the parts of a game's page),
// and as a page's render starts each of those parts; what runs later (see
// later), as the game's follow-up after the mount, pauses the same way, and
// before its first save. Anywhere else it does nothing, and never while
// go-app updates the document in place. A visit the service worker answers
// does not pause: its start is short, and pausing would only make it later.
func mayPause() {
	if pauser != nil {
		pauser()
	}
}

// nextTask lets the browser run its own tasks before Go goes on, without
// the 4 ms that the browser adds to a nested timer (startpause.NextTask).
func nextTask() { startpause.NextTask() }

// pausePoint is a place in the frame where the first mount may pause
// (mayPause). It draws nothing: an empty text.
type pausePoint struct{ app.Compo }

func (p *pausePoint) OnInit()        { mayPause() }
func (p *pausePoint) Render() app.UI { return app.Text("") }

// paused puts a pausePoint before each of a page's parts, so that the
// first mount may pause between them.
func paused(parts ...app.UI) []app.UI {
	out := make([]app.UI, 0, 2*len(parts))
	for _, p := range parts {
		out = append(out, &pausePoint{}, p)
	}
	return out
}
