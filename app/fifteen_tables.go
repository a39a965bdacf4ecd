package app

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/fifteen/solver"
)

// The 4x4 solver needs its pattern databases: 18 s of CPU to build as wasm,
// 1 to 2 s to load from their 5.8 MB serialized form. So the page builds
// them only for the first 4x4 hint, and keeps the serialized form in the
// browser (IndexedDB: local storage is too small, and the service worker
// deletes every cache but its own on an update) for the next visit. A
// server that offers /web/fifteen-tables.bin (written by "fifteen tables")
// spares the build on the first visit too.

// Where the serialized tables are kept in the browser.
const (
	fifteenDB        = "pastime-fifteen"
	fifteenDBStore   = "files"
	fifteenDBKey     = "solver-tables-663-v1"
	fifteenTablesURL = "/web/fifteen-tables.bin"
	// fifteenTablesGzip is the same file compressed (1.4 MB instead of
	// 5.8): the page unpacks it with the browser's DecompressionStream,
	// so every host sends it small, whatever it compresses itself.
	fifteenTablesGzip = fifteenTablesURL + ".gz"
)

// fifteenBuildSteps counts the yields of the table build under way, which
// tells its progress: a build yields about fifteenBuildYields times (as
// measured by the solver's BenchmarkBuildTables).
var fifteenBuildSteps atomic.Int64

const fifteenBuildYields = 3235

// fifteenBuildProgress returns the table build's progress in percent, or
// -1 when no build runs.
func fifteenBuildProgress() int {
	n := fifteenBuildSteps.Load()
	if n <= 0 {
		return -1
	}
	return int(min(99, n*100/fifteenBuildYields))
}

// fifteenPrepareTables makes the 4x4 tables ready: it loads the copy kept
// in the browser, else the server's file, else builds them, time-sliced by
// yield. It runs outside the UI goroutine and reports how the tables came.
func fifteenPrepareTables(ctx app.Context, yield func()) (string, error) {
	tables := solver.DefaultTables()
	bg := context.Background()
	if data, err := fifteenDBGet(); err == nil && data != nil {
		if err := tables.Load(bg, data, yield); err == nil {
			return "browser", nil
		}
		fifteenDBDelete()
	}
	if data, err := fifteenFetchTables(ctx); err == nil {
		if err := tables.Load(bg, data, yield); err == nil {
			fifteenDBPut(data)
			return "server", nil
		}
	}
	fifteenBuildSteps.Store(0)
	step := func() {
		fifteenBuildSteps.Add(1)
		yield()
	}
	if err := tables.Build(bg, step); err != nil {
		return "", err
	}
	fifteenBuildSteps.Store(0)
	return "built", nil
}

// fifteenKeepOnce installs the listener of fifteenKeepWhenHidden once.
var fifteenKeepOnce sync.Once

// fifteenKeepWhenHidden keeps the tables built in this visit the next time
// the page is hidden, whatever page of the app shows then. The listener
// lives as long as the app.
func fifteenKeepWhenHidden() {
	fifteenKeepOnce.Do(func() {
		fn := app.FuncOf(func(this app.Value, args []app.Value) any {
			if pageHidden() && fifteenTables.unkept {
				fifteenTables.unkept = false
				go fifteenKeepTables()
			}
			return nil
		})
		app.Window().Get("document").Call("addEventListener", "visibilitychange", fn)
	})
}

// fifteenKeepTables keeps built tables in the browser for the next visit.
// Serializing them is one uninterrupted task of about 0.8 s as wasm, so
// the page calls this only once it is hidden, when the pause cannot be
// seen. It runs outside the UI goroutine.
func fifteenKeepTables() {
	if data, err := solver.DefaultTables().MarshalBinary(); err == nil {
		fifteenDBPut(data)
	}
}

// fifteenJSError turns a JavaScript error value into a Go error.
func fifteenJSError(v app.Value) error {
	if v == nil || !v.Truthy() {
		return errors.New("javascript error")
	}
	if m := v.Get("message"); m.Truthy() {
		return errors.New(m.String())
	}
	return errors.New(v.Call("toString").String())
}

// fifteenAwait waits for a promise to settle. It blocks its goroutine, not
// the page: the browser runs while every goroutine waits.
func fifteenAwait(p app.Value) (app.Value, error) {
	type result struct {
		v   app.Value
		err error
	}
	ch := make(chan result, 2)
	ok := app.FuncOf(func(this app.Value, args []app.Value) any {
		var v app.Value = app.Null()
		if len(args) > 0 {
			v = args[0]
		}
		ch <- result{v: v}
		return nil
	})
	fail := app.FuncOf(func(this app.Value, args []app.Value) any {
		var v app.Value = app.Null()
		if len(args) > 0 {
			v = args[0]
		}
		ch <- result{err: fifteenJSError(v)}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	r := <-ch
	return r.v, r.err
}

// fifteenRequest waits for an IndexedDB request to succeed or fail.
func fifteenRequest(req app.Value, upgrade func(db app.Value)) (app.Value, error) {
	ch := make(chan error, 2)
	ok := app.FuncOf(func(this app.Value, args []app.Value) any { ch <- nil; return nil })
	fail := app.FuncOf(func(this app.Value, args []app.Value) any {
		ch <- fifteenJSError(req.Get("error"))
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	req.Set("onsuccess", ok)
	req.Set("onerror", fail)
	if upgrade != nil {
		up := app.FuncOf(func(this app.Value, args []app.Value) any {
			upgrade(req.Get("result"))
			return nil
		})
		defer up.Release()
		req.Set("onupgradeneeded", up)
	}
	if err := <-ch; err != nil {
		return nil, err
	}
	return req.Get("result"), nil
}

// fifteenStore opens the object store of the page's database.
func fifteenStore(mode string) (store app.Value, err error) {
	defer func() {
		// IndexedDB throws when it is disabled (private windows of some
		// browsers); the tables are then built each visit.
		if r := recover(); r != nil {
			store, err = nil, fmt.Errorf("indexeddb: %v", r)
		}
	}()
	idb := app.Window().Get("indexedDB")
	if !idb.Truthy() {
		return nil, errors.New("no indexeddb")
	}
	db, err := fifteenRequest(idb.Call("open", fifteenDB, 1), func(db app.Value) {
		if !db.Get("objectStoreNames").Call("contains", fifteenDBStore).Bool() {
			db.Call("createObjectStore", fifteenDBStore)
		}
	})
	if err != nil {
		return nil, err
	}
	return db.Call("transaction", fifteenDBStore, mode).Call("objectStore", fifteenDBStore), nil
}

// fifteenDBGet returns the tables kept in the browser, or nil.
func fifteenDBGet() (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			data, err = nil, fmt.Errorf("indexeddb: %v", r)
		}
	}()
	st, err := fifteenStore("readonly")
	if err != nil {
		return nil, err
	}
	v, err := fifteenRequest(st.Call("get", fifteenDBKey), nil)
	if err != nil || !v.Truthy() || !v.InstanceOf(app.Window().Get("Uint8Array")) {
		return nil, err
	}
	data = make([]byte, v.Get("length").Int())
	app.CopyBytesToGo(data, v)
	return data, nil
}

// fifteenDBPut keeps the tables in the browser; failing is harmless.
func fifteenDBPut(data []byte) {
	defer func() { recover() }()
	st, err := fifteenStore("readwrite")
	if err != nil {
		return
	}
	u := app.Window().Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(u, data)
	fifteenRequest(st.Call("put", u, fifteenDBKey), nil)
}

// fifteenDBDelete forgets tables that no longer load.
func fifteenDBDelete() {
	defer func() { recover() }()
	if st, err := fifteenStore("readwrite"); err == nil {
		fifteenRequest(st.Call("delete", fifteenDBKey), nil)
	}
}

// fifteenFetchTables fetches the serialized tables from the server: the
// compressed copy where the browser can unpack it, else the file itself.
func fifteenFetchTables(ctx app.Context) ([]byte, error) {
	if app.Window().Get("DecompressionStream").Truthy() {
		if data, err := fifteenFetch(ctx.ResolveStaticResource(fifteenTablesGzip), true); err == nil {
			return data, nil
		}
	}
	return fifteenFetch(ctx.ResolveStaticResource(fifteenTablesURL), false)
}

// fifteenFetch downloads a file, unpacking it from gzip if gunzip, giving
// up after a minute.
func fifteenFetch(url string, gunzip bool) (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			data, err = nil, fmt.Errorf("fetch: %v", r)
		}
	}()
	type result struct {
		data []byte
		err  error
	}
	ch := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				ch <- result{err: fmt.Errorf("fetch: %v", r)}
			}
		}()
		resp, err := fifteenAwait(app.Window().Call("fetch", url))
		if err != nil {
			ch <- result{err: err}
			return
		}
		if !resp.Get("ok").Truthy() {
			ch <- result{err: fmt.Errorf("fetch %s: status %d", url, resp.Get("status").Int())}
			return
		}
		if gunzip {
			w := app.Window()
			body := resp.Get("body").Call("pipeThrough", w.Get("DecompressionStream").New("gzip"))
			resp = w.Get("Response").New(body)
		}
		buf, err := fifteenAwait(resp.Call("arrayBuffer"))
		if err != nil {
			ch <- result{err: err}
			return
		}
		u := app.Window().Get("Uint8Array").New(buf)
		b := make([]byte, u.Get("length").Int())
		app.CopyBytesToGo(b, u)
		ch <- result{data: b}
	}()
	select {
	case r := <-ch:
		return r.data, r.err
	case <-time.After(time.Minute):
		return nil, errors.New("fetch: timed out")
	}
}
