//go:build browser && !(js && wasm)

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/pastime-games/pastime/app"
)

// helloWorld is a go-app hello world laid out as Pastime is: the server
// in a file the wasm never sees. Its server sends the brotli copy of
// app.wasm beside it, as Pastime's does, so that load times compare like
// with like.
var helloWorld = map[string]string{
	"main.go": `package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type hello struct{ app.Compo }

func (h *hello) Render() app.UI { return app.H1().Text("Hello, world") }

func main() {
	app.Route("/", func() app.Composer { return &hello{} })
	app.RunWhenOnBrowser()
	serve()
}
`,
	// For load times only: the page marks itself ready once the program
	// runs, with data-ready on the root element.
	"ready.go": `package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

func (h *hello) OnMount(ctx app.Context) {
	app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-ready", "true")
}
`,
	"wasm.go": "//go:build js && wasm\n\npackage main\n\nfunc serve() {}\n",
	"server.go": `//go:build !(js && wasm)

package main

import (
	"net/http"
	"os"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func serve() {
	// A local icon: go-app's default is on a remote host, which the
	// service worker could not cache here.
	h := &app.Handler{Name: "Hello", Icon: app.Icon{Default: "/web/icon.png"}}
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/web/app.wasm" && strings.Contains(r.Header.Get("Accept-Encoding"), "br") {
			if b, err := os.ReadFile("web/app.wasm.br"); err == nil {
				w.Header().Set("Content-Type", "application/wasm")
				w.Header().Set("Content-Encoding", "br")
				w.Write(b)
				return
			}
		}
		h.ServeHTTP(w, r)
	})
	http.ListenAndServe(os.Getenv("HELLO_ADDR"), nil)
}
`,
}

// buildHello writes the hello world into a new directory and builds its
// wasm, packed as make wasm packs app.wasm, and its server; it returns the
// directory and the wasm as go build wrote it. ready adds the mark of a
// running page.
func buildHello(b *testing.B, ready bool) (string, []byte) {
	b.Helper()
	dir := b.TempDir()
	for name, src := range helloWorld {
		if name == "ready.go" && !ready {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	gomod := "module hello\n\ngo 1.26\n\nrequire github.com/maxence-charriere/go-app/v10 v10.1.11\n\nrequire github.com/google/uuid v1.6.0 // indirect\n"
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644)
	sum, err := os.ReadFile("../../go.sum")
	if err != nil {
		b.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644)
	os.Mkdir(filepath.Join(dir, "web"), 0o755)
	for _, c := range []struct{ out, goos, goarch string }{{"hello.wasm", "js", "wasm"}, {"hello", "", ""}} {
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", c.out, ".")
		cmd.Dir = dir
		cmd.Env = os.Environ()
		if c.goos != "" {
			cmd.Env = append(cmd.Env, "GOOS="+c.goos, "GOARCH="+c.goarch)
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("building the hello world: %v\n%s", err, out)
		}
	}
	hello, err := os.ReadFile(filepath.Join(dir, "hello.wasm"))
	if err != nil {
		b.Fatal(err)
	}
	packed, _, _, err := packData(hello, packGap)
	if err != nil {
		b.Fatal(err)
	}
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	bw.Write(packed)
	bw.Close()
	icon, err := os.ReadFile(filepath.Join(webDir, "icon-192.png"))
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "web", "icon.png"), icon, 0o644); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "web", "app.wasm"), packed, 0o644); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "web", "app.wasm.br"), br.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return dir, hello
}

// sizes returns the raw, gzip -9 and brotli 11 sizes of b.
func sizes(b []byte) (raw, gz, br float64) {
	var g, r bytes.Buffer
	gw, _ := gzip.NewWriterLevel(&g, gzip.BestCompression)
	gw.Write(b)
	gw.Close()
	bw := brotli.NewWriterLevel(&r, brotli.BestCompression)
	bw.Write(b)
	bw.Close()
	return float64(len(b)), float64(g.Len()), float64(r.Len())
}

// BenchmarkWasmSize reports the size of web/app.wasm beside a go-app hello
// world built the same way in the same run. The goal is a brotli ratio of
// at most 1.15 once every game is in. make wasm also joins app.wasm's data
// segments (pastime -pack), which a plain go build leaves split, so the
// hello world is measured packed the same way too: brotli-ratio-packed
// compares like with like.
func BenchmarkWasmSize(b *testing.B) {
	_, hello := buildHello(b, false)
	ours, err := os.ReadFile(filepath.Join(webDir, "app.wasm"))
	if err != nil {
		b.Fatalf("%v: build the app first (make build)", err)
	}
	helloPacked, _, _, err := packData(hello, packGap)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		hr, hg, hb := sizes(hello)
		_, _, hpb := sizes(helloPacked)
		or, og, ob := sizes(ours)
		b.ReportMetric(or/1e6, "MB-raw")
		b.ReportMetric(og/1e6, "MB-gzip")
		b.ReportMetric(ob/1e6, "MB-brotli")
		b.ReportMetric(hr/1e6, "MB-hello-raw")
		b.ReportMetric(hg/1e6, "MB-hello-gzip")
		b.ReportMetric(hb/1e6, "MB-hello-brotli")
		b.ReportMetric(hpb/1e6, "MB-hello-packed-brotli")
		b.ReportMetric(ob/hb, "brotli-ratio")
		b.ReportMetric(ob/hpb, "brotli-ratio-packed")
	}
}

// startHello runs the hello world's server, from the directory
// buildHello made, on a loopback port, and returns its address.
func startHello(b *testing.B, dir string) string {
	b.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.Command(filepath.Join(dir, "hello"))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "HELLO_ADDR="+addr)
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for i := 0; ; i++ {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return "http://" + addr
		}
		if i == 100 {
			b.Fatal("the hello world's server did not start")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// loadTimes returns a script that records in the page when each of
// marks, the marks of a ready page, first matched, in ms from navigation,
// in window.__load, and when each new largest element painted, in
// window.__largest.
func loadTimes(marks []string) string {
	list, _ := json.Marshal(marks)
	return fmt.Sprintf(`
	window.__largest = [];
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) window.__largest.push(e.startTime);
	}).observe({type: "largest-contentful-paint", buffered: true});
	window.__load = {};
	new MutationObserver(() => {
		for (const sel of %s) {
			if (!window.__load[sel] && document.querySelector(sel)) window.__load[sel] = performance.now();
		}
	}).observe(document, {subtree: true, childList: true, attributes: true});
`, list)
}

// BenchmarkLoad reports the time from navigation to first paint, to the
// paint of the largest element by then (a first visit of Pastime's pages
// first paints its loader's badge, then the server's page), and to a page
// ready for input on loopback, for Pastime's home and game pages and
// for the go-app hello world built beside them: cold (a fresh browser
// profile, everything from the server) and repeat (the service worker
// answers), medians of nine runs taken in turns, and the median of each
// run's ready time over the hello world's in the same run. A game page is
// ready when its game is loaded and answers input (data-ready="true" on
// its section), the home page when the app runs, the hello world when its
// component is mounted.
//
// With PASTIME_BENCH_BASE set to another build's web directory (a copy of
// web/ as make build left it at an earlier commit), the game pages of that
// build are loaded too, served the same way on a port of their own, in the
// same turns, and each run's ready time of a game page is also reported
// over the base build's in that run (x-cold-vs-base-gomoku, ...): a
// change's effect of a few percent shows there, not between two runs of
// the benchmark. The server's own code is this commit's for both builds,
// so the comparison is of what the browser runs: app.wasm and the scripts.
func BenchmarkLoad(b *testing.B) {
	base := os.Getenv("PASTIME_BENCH_BASE")
	// The server sends app.wasm.br only when it is newer than app.wasm: a
	// copy that lost its files' times would go out uncompressed, and lose
	// by that alone.
	if wasm := filepath.Join(base, "app.wasm"); base != "" && !fresh(wasm, wasm+".br") {
		b.Fatalf("PASTIME_BENCH_BASE: %s.br is missing or older than %s (copy the directory with cp -a)", wasm, wasm)
	}
	dir, _ := buildHello(b, true)
	hello := startHello(b, dir)
	l := startLive(b, pastimeServer(b, "", 0))
	type pageLoad struct{ name, url, ready string }
	pages := []pageLoad{
		{"hello", hello + "/", "[data-ready=true]"},
		{"home", l.url("/"), `#app-status[data-client="true"]`},
		{"minesweeper", l.url("/minesweeper"), "[data-ready=true]"},
		{"gomoku", l.url("/gomoku"), "[data-ready=true]"},
		{"fifteen", l.url("/fifteen"), "[data-ready=true]"},
	}
	games := []string{"minesweeper", "gomoku", "fifteen"}
	if base != "" {
		s, err := newServer(base, app.Config{})
		if err != nil {
			b.Fatalf("PASTIME_BENCH_BASE: %v", err)
		}
		lb := startLive(b, s)
		for _, g := range games {
			pages = append(pages, pageLoad{"base-" + g, lb.url("/" + g), "[data-ready=true]"})
		}
	}
	index := func(name string) int {
		return slices.IndexFunc(pages, func(p pageLoad) bool { return p.name == name })
	}
	var marks []string
	for _, p := range pages {
		if !slices.Contains(marks, p.ready) {
			marks = append(marks, p.ready)
		}
	}
	// visit loads url in ctx and returns its first paint, the paint of the
	// largest element painted by the time it was ready, and its ready time.
	visit := func(ctx context.Context, url, ready string) (paint, largest, at float64) {
		within(b, ctx, 60*time.Second, "opening "+url, func(ctx context.Context) error {
			return chromedp.Do(ctx, chromedp.Navigate(url))
		})
		waitJS(b, ctx, 60*time.Second, "the page ready at "+url, fmt.Sprintf("window.__load[%q] !== undefined", ready))
		t := evalJS[[]float64](b, ctx, fmt.Sprintf(`(() => {
			const at = window.__load[%q];
			const largest = window.__largest.filter((t) => t <= at);
			return [(performance.getEntriesByName("first-contentful-paint")[0] || {startTime: -1}).startTime,
				largest.length ? largest[largest.length - 1] : -1, at];
		})()`, ready))
		return t[0], t[1], t[2]
	}
	const runs = 9
	browser := newBrowser(b)
	for i := 0; i < b.N; i++ {
		type times struct{ paint, largest, cold, repeat []float64 }
		got := make([]times, len(pages))
		for range runs {
			for k, p := range pages {
				// A fresh profile in the running browser: no cache, no
				// service worker, no storage.
				ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
				if err := chromedp.Do(ctx); err != nil {
					b.Fatal(err)
				}
				if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: loadTimes(marks)}); err != nil {
					b.Fatal(err)
				}
				paint, largest, cold := visit(ctx, p.url, p.ready)
				waitCached(b, ctx, "")
				_, _, repeat := visit(ctx, p.url, p.ready)
				got[k].paint = append(got[k].paint, paint)
				got[k].largest = append(got[k].largest, largest)
				got[k].cold = append(got[k].cold, cold)
				got[k].repeat = append(got[k].repeat, repeat)
				cancel()
			}
		}
		// Each run's page over the same run's hello world, before median
		// sorts the times: the machine's pace drifts between runs more
		// than within one.
		for k, p := range pages[1:] {
			b.ReportMetric(median(ratios(got[k+1].cold, got[0].cold)), "x-cold-"+p.name)
			b.ReportMetric(median(ratios(got[k+1].repeat, got[0].repeat)), "x-repeat-"+p.name)
		}
		for _, g := range games {
			if k, base := index(g), index("base-"+g); base >= 0 {
				b.ReportMetric(median(ratios(got[k].cold, got[base].cold)), "x-cold-vs-base-"+g)
				b.ReportMetric(median(ratios(got[k].repeat, got[base].repeat)), "x-repeat-vs-base-"+g)
			}
		}
		for k, p := range pages {
			b.ReportMetric(median(got[k].paint), "ms-paint-"+p.name)
			b.ReportMetric(median(got[k].largest), "ms-largest-"+p.name)
			b.ReportMetric(median(got[k].cold), "ms-cold-"+p.name)
			b.ReportMetric(median(got[k].repeat), "ms-repeat-"+p.name)
		}
	}
}

// ratios returns a[i]/b[i] for each i.
func ratios(a, b []float64) []float64 {
	r := make([]float64, len(a))
	for i := range a {
		r[i] = a[i] / b[i]
	}
	return r
}

// median returns the middle of v, which it sorts.
func median(v []float64) float64 {
	slices.Sort(v)
	return v[len(v)/2]
}

// BenchmarkEngineWorker runs Gomoku's engine as players get it: the
// page's Web Worker (web/gomoku-worker.js and gomoku-worker.wasm) in
// Chromium, asked for the search of the engine's BenchmarkSearch (the
// strongest level, 120,000 nodes, the same middle-game position), so its
// nodes/s compare with that benchmark's native and Node figures. The
// first search, which compiles the engine and builds its tables, is left
// out; each of the others starts afresh, as a search with a node budget
// does in the worker.
func BenchmarkEngineWorker(b *testing.B) {
	l := startLive(b, pastimeServer(b, "", 0))
	ctx := newBrowser(b)
	open(b, ctx, l.url("/"), "/")
	const searches = 9
	search := fmt.Sprintf(`(async () => {
		const w = new Worker("/web/gomoku-worker.js");
		const ask = (req) => new Promise((resolve) => { w.onmessage = (e) => resolve(e.data); w.postMessage(req); });
		const out = [];
		for (let i = 0; i <= %d; i++) {
			const r = await ask({id: i, game: "freestyle:f6.i9.j10.i8.i7.j8.h10.h9", level: "strongest", seed: "1", nodes: "120000"});
			if (r.error) { w.terminate(); return "error: " + r.error; }
			if (i > 0) out.push([r.nodes, r.ms]);
		}
		w.terminate();
		return JSON.stringify(out);
	})()`, searches)
	for b.Loop() {
		var got string
		within(b, ctx, 5*time.Minute, "the worker's searches", func(ctx context.Context) error {
			var err error
			got, err = chromedp.Run(ctx, chromedp.Evaluate[string](search, chromedp.EvalAwaitPromise))
			return err
		})
		var runs [][2]float64
		if err := json.Unmarshal([]byte(got), &runs); err != nil || len(runs) != searches {
			b.Fatalf("the worker answered %q", got)
		}
		rates := make([]float64, len(runs))
		for i, r := range runs {
			if r[0] <= 0 || r[1] <= 0 {
				b.Fatalf("search %d: %v nodes in %v ms", i+1, r[0], r[1])
			}
			rates[i] = r[0] / r[1] * 1000
		}
		b.ReportMetric(median(rates), "nodes/s")
	}
}
