package app

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// loadStored reads the JSON value stored under key into v and tells
// whether there was one. A value that does not decode, corrupt or written
// by something else, is set aside under another key with a notice, so it
// costs that key alone: every other save and statistic survives.
func loadStored(key string, v any) bool {
	if !app.IsClient {
		return false
	}
	raw := app.Window().Get("localStorage").Call("getItem", key)
	if raw.IsNull() {
		return false
	}
	if err := json.Unmarshal([]byte(raw.String()), v); err != nil {
		setAsideRaw(key, raw.String())
		return false
	}
	return true
}

// store saves v as JSON under key, with a notice when the browser refuses.
func store(ctx app.Context, key string, v any) {
	mayPause() // a first visit's first save compiles the JSON encoder
	if err := ctx.LocalStorage().Set(key, v); err != nil {
		notify(T("store.full"))
	}
}

// setAside moves the value under key to key+".bad-<time>" and tells the
// player. Callers use it too for a value that decodes but does not make
// sense, such as a save whose game ID no longer parses.
func setAside(key string) {
	if !app.IsClient {
		return
	}
	raw := app.Window().Get("localStorage").Call("getItem", key)
	if raw.IsNull() {
		return
	}
	setAsideRaw(key, raw.String())
}

func setAsideRaw(key, raw string) {
	ls := app.Window().Get("localStorage")
	func() {
		// A full storage may refuse the copy; the bad value goes anyway.
		defer func() { recover() }()
		ls.Call("setItem", key+".bad-"+strconv.FormatInt(time.Now().Unix(), 10), raw)
	}()
	ls.Call("removeItem", key)
	notify(T("store.corrupt", key))
}

// notices are messages for the player that the frame shows until they
// are dismissed: saves set aside, storage full.
var notices []string

// noticesChanged asks the frame to show the notices again.
var noticesChanged = func() {}

// notify queues a notice; the frame shows it until it is dismissed.
func notify(msg string) {
	notices = append(notices, msg)
	noticesChanged()
}
