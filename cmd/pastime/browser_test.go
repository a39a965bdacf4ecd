//go:build browser && !(js && wasm)

// Browser tests drive the real app, served by the real server on a
// loopback port, in headless Chromium. Run them with
//
//	make browser-test   (or: go test -tags browser ./cmd/pastime)
//
// after building web/app.wasm. The browser is found through CHROME_PATH,
// then the usual names; without one the tests fail and say so.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/pastime-games/pastime/app"
)

// webDir is the web folder of the repository, seen from this package.
const webDir = "../../web"

// chromePath finds the browser: CHROME_PATH, then the usual names.
func chromePath() (string, error) {
	if p := os.Getenv("CHROME_PATH"); p != "" {
		if _, err := exec.LookPath(p); err != nil {
			return "", fmt.Errorf("CHROME_PATH=%s: %w", p, err)
		}
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no Chromium or Chrome found: install chromium (make test does it with apt-get) or set CHROME_PATH")
}

// newBrowser starts headless Chromium with a fresh profile and returns a
// tab's context. The browser is closed when the test ends.
func newBrowser(t testing.TB) context.Context {
	t.Helper()
	path, err := chromePath()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(webDir, "app.wasm")); err != nil {
		t.Fatalf("%v: build the app first (make build)", err)
	}
	// Chromium keeps its singleton socket in a directory of its own under
	// TMPDIR, which it leaves behind when the test ends it: a directory of
	// the test's own, removed once the browser has exited, keeps /tmp
	// clean. It is short, as a socket's path must be.
	tmp, err := os.MkdirTemp("", "chromium")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(tmp) })
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Env("TMPDIR="+tmp),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	// The first call starts the browser; it has no deadline, which would
	// end the browser with it.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	// Record what the page itself reports: CSP violations, uncaught errors
	// and every text the wasm loader shows.
	_, err = chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
		window.__csp = []; window.__errors = []; window.__loader = [];
		document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI));
		window.addEventListener("error", (e) => window.__errors.push(String(e.message)));
		window.addEventListener("unhandledrejection", (e) => window.__errors.push(String(e.reason)));
		new MutationObserver(() => {
			const l = document.getElementById("app-wasm-loader-label");
			if (l && window.__loader[window.__loader.length - 1] !== l.innerText) window.__loader.push(l.innerText);
			if (!window.__ready && document.querySelector('#app-status[data-client="true"]')) window.__ready = performance.now();
		}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
	`})
	if err != nil {
		t.Fatal(err)
	}
	return ctx
}

// within runs f with a deadline, keeping the browser's own context alive.
func within(t testing.TB, ctx context.Context, d time.Duration, what string, f func(ctx context.Context) error) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	if err := f(c); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// waitJS polls a JavaScript expression, which may return a promise, until
// it is true.
func waitJS(t testing.TB, ctx context.Context, d time.Duration, what, expr string) {
	t.Helper()
	within(t, ctx, d, "waiting for "+what, func(ctx context.Context) error {
		for {
			ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr, chromedp.EvalAwaitPromise))
			if err == nil && ok {
				return nil
			}
			select {
			case <-ctx.Done():
				if err != nil {
					return fmt.Errorf("%w (last error: %v)", ctx.Err(), err)
				}
				return ctx.Err()
			case <-time.After(100 * time.Millisecond):
			}
		}
	})
}

// open navigates to url and waits until the app runs in the page and
// shows route.
func open(t testing.TB, ctx context.Context, url, route string) {
	t.Helper()
	within(t, ctx, 60*time.Second, "opening "+url, func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Navigate(url))
	})
	waitMounted(t, ctx, route)
}

// waitMounted waits for the marker only the running app renders, on the
// page of route.
func waitMounted(t testing.TB, ctx context.Context, route string) {
	t.Helper()
	waitJS(t, ctx, 60*time.Second, "the app on "+route,
		fmt.Sprintf(`document.querySelector('#app-status[data-client="true"]') !== null && document.querySelector('main[data-route=%q]') !== null`, route))
}

// pageProblems fails the test on CSP violations and uncaught errors.
func pageProblems(t testing.TB, ctx context.Context) {
	t.Helper()
	problems, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(window.__csp || []).concat(window.__errors || [])`))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("page reported: %s", p)
	}
}

// live is a server on a loopback port that a test can stop and start again
// on the same address, as a deploy does.
type live struct {
	t    testing.TB
	addr string
	srv  *http.Server
}

func startLive(t testing.TB, h http.Handler) *live {
	t.Helper()
	l := &live{t: t, addr: "127.0.0.1:0"}
	l.start(h)
	t.Cleanup(l.stop)
	return l
}

func (l *live) start(h http.Handler) {
	l.t.Helper()
	var ln net.Listener
	var err error
	for i := 0; i < 50; i++ { // the old socket may linger a moment
		if ln, err = net.Listen("tcp", l.addr); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		l.t.Fatal(err)
	}
	l.addr = ln.Addr().String()
	l.srv = newHTTPServer(h)
	go l.srv.Serve(ln)
}

func (l *live) stop() {
	if l.srv != nil {
		l.srv.Close()
		l.srv = nil
	}
}

func (l *live) url(path string) string { return "http://" + l.addr + path }

func pastimeServer(t testing.TB, version string, update time.Duration) *server {
	t.Helper()
	return pastimeServerWith(t, app.Config{Version: version, UpdateInterval: update})
}

func pastimeServerWith(t testing.TB, cfg app.Config) *server {
	t.Helper()
	s, err := newServer(webDir, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// waitCached waits until the service worker is active and its cache
// holds every file of its precache list (it reports "activated" before
// the cache is full), so that it answers the next visit. It does not wait
// for the worker to control the page: a page whose navigation began while
// the worker was installing stays uncontrolled (the worker's claim at
// activation came before it), until the next visit. base is the base
// path of the site.
func waitCached(t testing.TB, ctx context.Context, base string) {
	t.Helper()
	waitJS(t, ctx, 90*time.Second, "the service worker's cache", fmt.Sprintf(`(async () => {
		const reg = await navigator.serviceWorker.getRegistration();
		if (!reg || !reg.active || reg.active.state !== "activated") return false;
		const src = await (await fetch(reg.active.scriptURL, {cache: "no-store"})).text();
		const m = src.match(/const resourcesToCache = (\[[^\]]*\])/);
		if (!m) return false;
		const want = JSON.parse(m[1]).map((u) => (u === %q ? u + "/" : u));
		const names = await caches.keys();
		if (names.length !== 1) return false;
		const cache = await caches.open(names[0]);
		const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
		return want.every((u) => have.has(u));
	})()`, base))
}

// TestBrowserTextCompressed checks that a first visit's page, style sheets
// and scripts reach the browser compressed, as a player on a slow network
// needs them: the browser's own count of the bytes that came over the wire
// against those it read.
func TestBrowserTextCompressed(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	sizes := evalJS[map[string][]float64](t, ctx, `Object.fromEntries(
		[...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")]
			.map((e) => [new URL(e.name).pathname, [e.encodedBodySize, e.decodedBodySize]]))`)
	for _, path := range []string{"/gomoku", "/app.css", "/web/pastime.css", "/web/pastime.js", "/wasm_exec.js", "/app.js"} {
		s, ok := sizes[path]
		if !ok || len(s) != 2 {
			t.Errorf("%s: not among the page's downloads (%v)", path, sizes)
			continue
		}
		if s[1] == 0 || s[0] > s[1]/2 {
			t.Errorf("%s: %.0f bytes over the wire for %.0f read; want it compressed", path, s[0], s[1])
		}
	}
}

func TestBrowserRoutes(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	// Every text the not-found page's sentence shows, in order: the
	// server's, the app's first render and each change after it.
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
		window.__notfound = [];
		new MutationObserver(() => {
			const p = document.querySelector("#page-notfound p");
			const s = p ? p.textContent : "";
			if (p && window.__notfound[window.__notfound.length - 1] !== s) window.__notfound.push(s);
		}).observe(document, {subtree: true, childList: true, characterData: true});
	`}); err != nil {
		t.Fatal(err)
	}
	sentence := func(when string) {
		t.Helper()
		shown := evalJS[[]string](t, ctx, `window.__notfound`)
		for _, s := range shown {
			if !strings.Contains(s, "/no/such/page") {
				t.Errorf("%s, the not-found page showed %q; want every text to name the address (all: %q)", when, s, shown)
			}
		}
		if len(shown) == 0 {
			t.Errorf("%s, the not-found page's sentence was never seen", when)
		}
	}
	for _, tc := range []struct{ path, route, title, text string }{
		{"/", "/", "Pastime: classic games", "Pick a game"},
		{"/fifteen", "/fifteen", "Fifteen", "Fifteen"},
		{"/gomoku", "/gomoku", "Gomoku", "Gomoku"},
		{"/minesweeper", "/minesweeper", "Minesweeper", "Minesweeper"},
		{"/no/such/page", "notfound", "Page not found", "/no/such/page"},
	} {
		open(t, ctx, l.url(tc.path), tc.route)
		title, err := chromedp.Run(ctx, chromedp.Title())
		if err != nil || !strings.Contains(title, tc.title) {
			t.Errorf("%s: title %q (%v); want it to contain %q", tc.path, title, err, tc.title)
		}
		text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("main")))
		if err != nil || !strings.Contains(text, tc.text) {
			t.Errorf("%s: main says %q (%v); want %q", tc.path, text, err, tc.text)
		}
		header, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("header")))
		if err != nil || !strings.Contains(header, "Pastime") || !strings.Contains(header, "Minesweeper") {
			t.Errorf("%s: header %q (%v)", tc.path, header, err)
		}
		pageProblems(t, ctx)
		compiledAway(t, ctx, tc.path)
		if tc.route == "notfound" {
			sentence("on opening the unknown address")
		}
	}
	// The app routes the unknown address it started on: home through the
	// app's own link and back shows the same not-found page, in the same
	// document.
	evalJS[bool](t, ctx, `window.__sameDocument = true`)
	evalJS[[]string](t, ctx, `window.__notfound = []`)
	if _, err := chromedp.Run(ctx, chromedp.Click(chromedp.CSS("#notfound-home"))); err != nil {
		t.Fatal(err)
	}
	waitMounted(t, ctx, "/")
	if _, err := chromedp.Run(ctx, chromedp.NavigateBack()); err != nil {
		t.Fatal(err)
	}
	waitMounted(t, ctx, "notfound")
	if text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("main"))); err != nil || !strings.Contains(text, "/no/such/page") {
		t.Errorf("back on the unknown address, main says %q (%v)", text, err)
	}
	sentence("back on the unknown address")
	if !evalJS[bool](t, ctx, `window.__sameDocument === true`) {
		t.Error("home and back loaded the page again; want the app to navigate in the same document")
	}
	// The loader showed real percentages on the way, never NaN.
	labels, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`window.__loader`))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range labels {
		if strings.Contains(s, "NaN") || strings.Contains(s, "Infinity") {
			t.Errorf("loader showed %q; all: %q", s, labels)
		}
	}
}

func TestBrowserLoaderProgress(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/"), "/")
	// app.wasm came through the worker, off the page's main thread.
	if where := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); where != "worker" {
		t.Errorf("app.wasm was compiled in %q; want the worker", where)
	}
	labels, between := loaderLabels(t, ctx)
	if !between {
		t.Errorf("loader labels %q; want progress between 0 and 100", labels)
	}
}

// loaderLabels checks the texts the wasm loader showed (window.__loader):
// each a percentage from 0 to 100, the last 100%. It returns them, and
// whether one was strictly between 0 and 100.
func loaderLabels(t *testing.T, ctx context.Context) (labels []string, between bool) {
	t.Helper()
	labels = evalJS[[]string](t, ctx, `window.__loader`)
	for _, s := range labels {
		var p int
		if _, err := fmt.Sscanf(s, "Loading %d%%", &p); err != nil {
			t.Errorf("loader label %q is not a percentage; all: %q", s, labels)
			continue
		}
		if p > 100 || p < 0 {
			t.Errorf("loader showed %d%%; all: %q", p, labels)
		}
		between = between || (p > 0 && p < 100)
	}
	if len(labels) == 0 || labels[len(labels)-1] != "Loading 100%" {
		t.Errorf("loader labels %q; want them to end at 100%%", labels)
	}
	return labels, between
}

// TestBrowserLoaderWithoutWorker serves everything but the worker's
// script: the page loads and compiles app.wasm itself and starts.
func TestBrowserLoaderWithoutWorker(t *testing.T) {
	s := pastimeServer(t, "", 0)
	l := startLive(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/pastime-compile.js") {
			http.NotFound(w, r)
			return
		}
		s.ServeHTTP(w, r)
	}))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	if where := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); where != "page" {
		t.Errorf("without the worker app.wasm was compiled in %q; want the page", where)
	}
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
}

// TestBrowserCompileWorkerEnds follows the page's workers through the
// browser's own record of them: the worker that fetches app.wasm ends once
// it has handed the page the bytes, and it is the only one that ends.
func TestBrowserCompileWorkerEnds(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	var mu sync.Mutex
	running := map[target.SessionID]string{} // a worker's script, by session
	var ended []string
	err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *target.EventAttachedToTarget:
			if ev.TargetInfo.Type == "worker" {
				running[ev.SessionID] = ev.TargetInfo.URL
			}
		case *target.EventDetachedFromTarget:
			if u, ok := running[ev.SessionID]; ok {
				delete(running, ev.SessionID)
				ended = append(ended, u)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	workers := func() (run, end []string) {
		mu.Lock()
		defer mu.Unlock()
		for _, u := range running {
			run = append(run, path.Base(u))
		}
		for _, u := range ended {
			end = append(end, path.Base(u))
		}
		return run, end
	}
	// Gomoku's engine has a worker of its own, which must stay.
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	if where := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); where != "worker" {
		t.Fatalf("app.wasm was compiled in %q; want the worker", where)
	}
	// pastime.js ends it before the page compiles app.wasm.
	deadline := time.Now().Add(20 * time.Second)
	for {
		run, end := workers()
		if slices.Contains(end, "pastime-compile.js") {
			if len(end) != 1 {
				t.Errorf("workers ended: %q; want only the compile worker", end)
			}
			if slices.Contains(run, "pastime-compile.js") {
				t.Errorf("workers running: %q; the compile worker ran twice", run)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the compile worker still runs 20 s after the game was ready; running %q, ended %q", run, end)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// compiledAway checks that app.wasm came where pastime.js means it to
// come from, off the page's thread: through the worker, or from the
// service worker's copy (or through the service worker, while its cache
// fills) on a page the service worker answers.
func compiledAway(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	switch where := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); where {
	case "worker":
	case "cache", "page":
		if !evalJS[bool](t, ctx, `!!(navigator.serviceWorker && navigator.serviceWorker.controller)`) {
			t.Errorf("%s: app.wasm was compiled in %q on a page the service worker does not answer; want the worker", path, where)
		}
	default:
		t.Errorf("%s: app.wasm was compiled in %q; want the worker", path, where)
	}
}

// withoutFragment returns the address loc without its #fragment, where the
// games keep the ID of the game on show.
func withoutFragment(loc string) string {
	before, _, _ := strings.Cut(loc, "#")
	return before
}

func TestBrowserHomeCardNavigates(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	for _, g := range []string{"fifteen", "gomoku", "minesweeper"} {
		open(t, ctx, l.url("/"), "/")
		clickOn(t, ctx, "#card-"+g)
		waitMounted(t, ctx, "/"+g)
		loc, _ := chromedp.Run(ctx, chromedp.Location())
		if !strings.HasSuffix(withoutFragment(loc), "/"+g) {
			t.Errorf("after clicking the %s card the address is %s", g, loc)
		}
	}
	// The header's brand link goes home.
	clickOn(t, ctx, "header .brand")
	waitMounted(t, ctx, "/")
	pageProblems(t, ctx)
}

func TestBrowserOffline(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/"), "/")
	waitCached(t, ctx, "")
	l.stop()
	for _, tc := range []struct{ path, route string }{
		{"/", "/"},
		{"/fifteen", "/fifteen"},
		{"/gomoku", "/gomoku"},
		{"/minesweeper", "/minesweeper"},
		{"/gomoku?from=offline", "/gomoku"},
		{"/never/seen", "notfound"},
	} {
		open(t, ctx, l.url(tc.path), tc.route)
		// Icons and styles come from the cache too.
		waitJS(t, ctx, 10*time.Second, "images and styles on "+tc.path, `
			Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0) &&
			getComputedStyle(document.querySelector("header")).display === "flex"`)
	}
}

// TestBrowserServiceWorkerWaits checks that the service worker, whose
// install downloads the whole app again, is registered only once the page
// is ready for input on a first visit, that it then caches the app, and
// that the next visit compiles app.wasm from its cache on the page.
func TestBrowserServiceWorkerWaits(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	// At the moment the game's section turns ready, the page records
	// whether a service worker was registered already.
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
		new MutationObserver((_, o) => {
			if (!document.querySelector("section[data-ready=true]")) return;
			o.disconnect();
			navigator.serviceWorker.getRegistration().then((r) => { window.__swAtReady = r ? "registered" : "none"; });
		}).observe(document, {subtree: true, childList: true, attributes: true});
	`}); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, l.url("/minesweeper"), "/minesweeper")
	waitJS(t, ctx, 10*time.Second, "the page's record", `window.__swAtReady !== undefined`)
	if got := evalJS[string](t, ctx, `window.__swAtReady`); got != "none" {
		t.Errorf("service worker when the page turned ready: %s, want none", got)
	}
	waitCached(t, ctx, "")

	// The next visit, which the service worker answers, compiles app.wasm
	// on the page from the service worker's copy in Cache Storage, and its
	// loader ends at 100%.
	open(t, ctx, l.url("/minesweeper"), "/minesweeper")
	waitJS(t, ctx, 10*time.Second, "the game", `document.querySelector("section[data-ready=true]") !== null`)
	if got := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); got != "cache" {
		t.Errorf("a visit the service worker answers: app.wasm compiled in %q, want \"cache\"", got)
	}
	if labels := evalJS[[]string](t, ctx, `window.__loader`); len(labels) == 0 || labels[len(labels)-1] != "Loading 100%" {
		t.Errorf("a visit the service worker answers: loader labels %q, want them to end at 100%%", labels)
	}
	pageProblems(t, ctx)
}

func TestBrowserInstallable(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/"), "/")
	waitCached(t, ctx, "")
	res, err := chromedp.Call(ctx, page.GetInstallabilityErrors, cdp.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.InstallabilityErrors {
		var args []string
		for _, a := range e.ErrorArguments {
			args = append(args, a.Name+"="+a.Value)
		}
		t.Errorf("installability error %s %v", e.ErrorID, args)
	}
	m, err := chromedp.Call(ctx, page.GetAppManifest, page.GetAppManifestParams{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range m.Errors {
		t.Errorf("manifest error: %s", e.Message)
	}
	for _, want := range []string{`"name":"Pastime"`, `"short_name":"Pastime"`, `"start_url":"/"`, `"theme_color"`, `"background_color"`,
		`"/web/icon-192.png"`, `"/web/icon-512.png"`, `"/web/icon-maskable-512.png"`, `"purpose":"maskable"`, `"/web/icon.svg"`} {
		if !strings.Contains(m.Data, want) {
			t.Errorf("manifest lacks %s: %s", want, m.Data)
		}
	}
}

// pagesHost serves a folder the way GitHub Pages serves a project site:
// under /base/, with max-age=600, an extensionless path answered by its
// .html file, /base redirected to /base/, and 404.html for the rest.
func pagesHost(dir, base string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "max-age=600")
		p := r.URL.Path
		if p == base {
			http.Redirect(w, r, base+"/", http.StatusMovedPermanently)
			return
		}
		if !strings.HasPrefix(p, base+"/") || strings.Contains(p, "..") {
			http.NotFound(w, r)
			return
		}
		rel := strings.TrimPrefix(p, base)
		if strings.HasSuffix(rel, "/") {
			rel += "index.html"
		}
		for _, name := range []string{rel, rel + ".html"} {
			f := filepath.Join(dir, filepath.FromSlash(name))
			if st, err := os.Stat(f); err == nil && !st.IsDir() {
				http.ServeFile(w, r, f)
				return
			}
		}
		b, err := os.ReadFile(filepath.Join(dir, "404.html"))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		w.Write(b)
	})
}

// staticSite writes the static site of the built app under base into a
// new directory and returns it.
func staticSite(t *testing.T, base, version string) string {
	t.Helper()
	dir := t.TempDir()
	st, err := os.Stat(filepath.Join(webDir, "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	if err := app.GenerateStatic(dir, webDir, app.Config{Version: version, Base: base, WasmSize: st.Size()}); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestBrowserStaticSite(t *testing.T) {
	const base = "/pastime"
	dir := staticSite(t, base, "static-test")
	for _, f := range []string{"index.html", "404.html", "gomoku.html", "app.js", "app-worker.js", "manifest.webmanifest", "web/app.wasm", "web/icon.svg", "web/pastime-compile.js"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("static site lacks %s", f)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "web", "app.wasm.br")); err == nil {
		t.Errorf("static site holds app.wasm.br, which no static host sends")
	}
	l := startLive(t, pagesHost(dir, base))
	ctx := newBrowser(t)

	// A deep link boots, and links clicked inside the app keep the base.
	open(t, ctx, l.url(base+"/gomoku"), "/gomoku")
	pageProblems(t, ctx)
	if where := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); where != "worker" {
		t.Errorf("under the base path app.wasm was compiled in %q; want the worker", where)
	}
	clickOn(t, ctx, "header .brand")
	waitMounted(t, ctx, "/")
	clickOn(t, ctx, "#card-minesweeper")
	waitMounted(t, ctx, "/minesweeper")
	loc, _ := chromedp.Run(ctx, chromedp.Location())
	if want := l.url(base + "/minesweeper"); withoutFragment(loc) != want {
		t.Errorf("after clicks the address is %s; want %s", loc, want)
	}
	within(t, ctx, 30*time.Second, "reloading", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Reload())
	})
	waitMounted(t, ctx, "/minesweeper")

	// An unknown path gets the not-found page through 404.html.
	open(t, ctx, l.url(base+"/nowhere"), "notfound")
	home, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.CSS("#notfound-home"), "href"))
	if err != nil || home.Value != base+"/" {
		t.Errorf("not-found page links home to %+v (%v); want %s/", home, err, base)
	}

	// Offline, deep links, the start URL and ?query links still open.
	waitCached(t, ctx, base)
	l.stop()
	for _, tc := range []struct{ path, route string }{
		{base + "/", "/"},
		{base + "/gomoku", "/gomoku"},
		{base + "/fifteen?x=1", "/fifteen"},
		{base + "/elsewhere", "notfound"},
	} {
		open(t, ctx, l.url(tc.path), tc.route)
		if where := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); where != "cache" {
			t.Errorf("offline at %s app.wasm was compiled in %q; want the service worker's cache", tc.path, where)
		}
	}
}

// TestBrowserStaticSiteCompressedWasm serves the static site from a host
// that gzips app.wasm as it sends it, with no length, as a CDN may: the
// worker cannot know app.wasm's size before the last byte, joins what it
// got, and the page starts with true percentages (the static site's
// app.js knows the size).
func TestBrowserStaticSiteCompressedWasm(t *testing.T) {
	const base = "/pastime"
	dir := staticSite(t, base, "static-gzip-test")
	host := pagesHost(dir, base)
	wasm, err := os.ReadFile(filepath.Join(dir, "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	l := startLive(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != base+"/web/app.wasm" || !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			host.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Set("Content-Encoding", "gzip")
		w.WriteHeader(http.StatusOK)
		// Two writes and a flush between them: a chunked body, with no
		// Content-Length.
		half := gz.Len() / 2
		w.Write(gz.Bytes()[:half])
		w.(http.Flusher).Flush()
		w.Write(gz.Bytes()[half:])
	}))
	ctx := newBrowser(t)
	open(t, ctx, l.url(base+"/gomoku"), "/gomoku")
	pageProblems(t, ctx)
	waitJS(t, ctx, 20*time.Second, "the game", gmReady)
	if where := evalJS[string](t, ctx, `document.documentElement.dataset.wasmCompile || ""`); where != "worker" {
		t.Errorf("app.wasm gzipped by the host was compiled in %q; want the worker", where)
	}
	loaderLabels(t, ctx)
}

func TestBrowserUpdate(t *testing.T) {
	l := startLive(t, pastimeServer(t, "first", time.Second))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	waitCached(t, ctx, "")
	footer, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("footer")))
	if !strings.Contains(footer, "first") {
		t.Fatalf("footer %q does not name version first", footer)
	}

	// Deploy a new version on the same address.
	l.stop()
	l.start(pastimeServer(t, "second", time.Second))
	waitJS(t, ctx, 90*time.Second, "the update banner", `document.querySelector("#update-banner") !== null`)
	clickOn(t, ctx, "#update-reload")
	waitJS(t, ctx, 60*time.Second, "the new version", `document.querySelector('#app-status[data-client="true"]') !== null &&
		document.querySelector("footer").innerText.includes("second")`)
	loc, _ := chromedp.Run(ctx, chromedp.Location())
	if !strings.HasSuffix(withoutFragment(loc), "/gomoku") {
		t.Errorf("after the reload the address is %s; want the same page", loc)
	}
	pageProblems(t, ctx)
}

func TestBrowserSettingsTheme(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/settings"), "/settings")
	within(t, ctx, 10*time.Second, "choosing the dark theme", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS("#settings-theme"), "dark"),
			chromedp.Evaluate[chromedp.Void](`document.querySelector("#settings-theme").dispatchEvent(new Event("change", {bubbles: true}))`))
	})
	waitJS(t, ctx, 10*time.Second, "the dark theme", `document.documentElement.dataset.theme === "dark" &&
		getComputedStyle(document.body).backgroundColor === "rgb(21, 26, 25)"`)
	// The choice is remembered on the next visit.
	open(t, ctx, l.url("/"), "/")
	waitJS(t, ctx, 10*time.Second, "the dark theme after a reload", `document.documentElement.dataset.theme === "dark"`)
	pageProblems(t, ctx)
}

func TestBrowserStatsReset(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/stats"), "/stats")
	clickOn(t, ctx, "#stats-reset")
	waitJS(t, ctx, 5*time.Second, "the confirmation", `document.querySelector("#stats-reset-yes") !== null`)
	clickOn(t, ctx, "#stats-reset-no")
	waitJS(t, ctx, 5*time.Second, "the confirmation to go", `document.querySelector("#stats-reset-yes") === null && document.querySelector("#stats-reset") !== null`)
	clickOn(t, ctx, "#stats-reset")
	waitJS(t, ctx, 5*time.Second, "the confirmation", `document.querySelector("#stats-reset-yes") !== null`)
	clickOn(t, ctx, "#stats-reset-yes")
	waitJS(t, ctx, 5*time.Second, "the reset", `document.querySelector(".stats-reset [role=status]") !== null`)
	pageProblems(t, ctx)
}

func TestBrowserCorruptStorage(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/"), "/")
	within(t, ctx, 10*time.Second, "spoiling the settings", func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`
			localStorage.setItem("pastime.settings", "{not json");
			localStorage.setItem("other.record", "kept")`))
	})
	open(t, ctx, l.url("/settings"), "/settings")
	waitJS(t, ctx, 10*time.Second, "a notice", `document.querySelector(".notice") !== null &&
		document.querySelector(".notice").innerText.includes("pastime.settings")`)
	waitJS(t, ctx, 5*time.Second, "the bad record set aside", `localStorage.getItem("pastime.settings") === null &&
		Object.keys(localStorage).some((k) => k.startsWith("pastime.settings.bad-")) &&
		localStorage.getItem("other.record") === "kept"`)
	pageProblems(t, ctx)
}

func TestBrowserCrashPanel(t *testing.T) {
	l := startLive(t, pastimeServerWith(t, app.Config{CrashTest: true}))
	ctx := newBrowser(t)
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	clickOn(t, ctx, "#crash-test")
	waitJS(t, ctx, 10*time.Second, "the crash panel", `document.querySelector("#crash") !== null &&
		document.querySelector("#crash").innerText.includes("Something went wrong") &&
		document.querySelector("#crash-home").getAttribute("href") === "/"`)
	clickOn(t, ctx, "#crash-home")
	waitMounted(t, ctx, "/")
}
