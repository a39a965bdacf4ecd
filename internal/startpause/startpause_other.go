//go:build !(js && wasm)

package startpause

import "time"

// Point does nothing outside the browser.
func Point() {}

// FirstVisit is false outside the browser.
func FirstVisit() bool { return false }

// NextTask sleeps a millisecond outside the browser, where nothing waits
// for the thread.
func NextTask() { time.Sleep(time.Millisecond) }
