// Package startpause gives the browser its thread back while app.wasm
// initialises its packages, on a first visit.
//
// Go runs every package's initialisation in one go before main, and on a
// first visit the browser compiles each function of app.wasm the first
// time it runs, on the page's thread: the start's first task took 76 ms
// on two cores in Lighthouse's trace, most of it compiling what the
// standard library's and go-app's initialisation runs (unicode's tables,
// regexp, net, net/http), and 45 with the points.
// Go gives the thread back only when every goroutine waits, so the start
// pauses at points between those packages: each package under this one
// imports the package it follows and calls Point in its init. Go
// initialises a package once everything it imports is, and of the
// packages ready it takes the first by import path, so a point comes
// right after what it follows, or after the standard library's packages
// that sort before github.com (crypto, compress, encoding) and are ready
// by then. The last point is crypto/tls; after it come net/http, go-app
// and Pastime's own packages, and then main, whose first step pauses
// (app.RunInBrowser). The points import only what app.wasm links anyway
// (a test of cmd/pastime checks it), and cmd/pastime imports them all in
// its WebAssembly build.
package startpause

import "time"

// PauseAfter is the most a first visit's start runs between two pauses:
// here, and in the first mount (app/yield.go).
const PauseAfter = 8 * time.Millisecond

// Every returns a hook that calls pause once every is spent since the
// hook was made or last paused.
func Every(every time.Duration, pause func()) func() {
	last := time.Now()
	return func() {
		if time.Since(last) < every {
			return
		}
		pause()
		last = time.Now()
	}
}
