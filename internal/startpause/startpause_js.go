//go:build js && wasm

package startpause

import (
	"syscall/js"
	"time"
)

var (
	// firstVisit tells whether the network answered the page: a page the
	// service worker answers starts from a cache the browser compiles
	// quickly, and a pause would only make it later.
	firstVisit = onFirstVisit()
	// point pauses once PauseAfter has passed since the last pause.
	point = Every(PauseAfter, NextTask)
)

// FirstVisit tells whether the network, not the service worker, answered
// the page.
func FirstVisit() bool { return firstVisit }

func onFirstVisit() bool {
	g := js.Global()
	if !g.Get("document").Truthy() {
		return false // Node, running the tests
	}
	sw := g.Get("navigator").Get("serviceWorker")
	return !(sw.Truthy() && sw.Get("controller").Truthy())
}

// Point gives the browser its thread, on a first visit, once the start
// has run PauseAfter since it last paused.
func Point() {
	if firstVisit {
		point()
	}
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
