//go:build js && wasm

package startpause

import (
	"syscall/js"
	"time"
)

var (
	// pausing tells whether Point pauses: on a page the network answered.
	// A page the service worker answers starts from a cache the browser
	// compiles quickly, and a pause would only make it later.
	pausing = onFirstVisit()
	// last is when the start last paused, or began.
	last = time.Now()
)

func onFirstVisit() bool {
	g := js.Global()
	if !g.Get("document").Truthy() {
		return false // Node, running the tests
	}
	sw := g.Get("navigator").Get("serviceWorker")
	return !(sw.Truthy() && sw.Get("controller").Truthy())
}

// Point gives the browser its thread, on a first visit, once the start
// has run pauseAfter since it last paused.
func Point() {
	if !pausing || time.Since(last) < pauseAfter {
		return
	}
	NextTask()
	last = time.Now()
}

// NextTask lets the browser run its own tasks before Go goes on: the page
// posts itself a message and Go waits for it, so the browser paints and
// answers input in between, as after time.Sleep, but without the wait of
// 4 ms that the browser adds to a timer once timers nest, as Go's do (each
// wake-up from a sleep is a timer that sets the next). A pause of the
// start cost 2 to 10 ms that way. Without MessageChannel it sleeps a
// millisecond.
func NextTask() {
	ch := js.Global().Get("MessageChannel")
	if !ch.Truthy() {
		time.Sleep(time.Millisecond)
		return
	}
	c := ch.New()
	done := make(chan struct{})
	f := js.FuncOf(func(js.Value, []js.Value) any {
		close(done)
		return nil
	})
	c.Get("port1").Set("onmessage", f)
	c.Get("port2").Call("postMessage", nil)
	<-done
	c.Get("port1").Call("close")
	f.Release()
}
