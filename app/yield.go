package app

import "time"

// slicer returns a Yield hook for a long search that runs on the page's
// own thread: every 10 ms of work it sleeps a millisecond, which is the
// only pause that gives the browser its thread back (see the platform
// notes: Gosched and zero sleeps do not). Outside the browser it costs a
// clock read per call.
func slicer() func() {
	last := time.Now()
	return func() {
		if time.Since(last) < 10*time.Millisecond {
			return
		}
		time.Sleep(time.Millisecond)
		last = time.Now()
	}
}
