//go:build browser && !(js && wasm)

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/chromedp/chromedp"
)

// helloWorld is a go-app hello world laid out as Pastime is: the server
// in a file the wasm never sees.
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
	"wasm.go": "//go:build js && wasm\n\npackage main\n\nfunc serve() {}\n",
	"server.go": `//go:build !(js && wasm)

package main

import (
	"context"
	"net/http"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func serve() {
	http.Handle("/", &app.Handler{Name: "Hello"})
	http.ListenAndServe(":8000", nil)
}
`,
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
	dir := b.TempDir()
	for name, src := range helloWorld {
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
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", "hello.wasm", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("building the hello world: %v\n%s", err, out)
	}
	hello, err := os.ReadFile(filepath.Join(dir, "hello.wasm"))
	if err != nil {
		b.Fatal(err)
	}
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

// BenchmarkLoad reports the time from navigation to the running app on
// loopback: cold (a fresh profile, everything from the server) and
// repeat (the service worker answers), medians of five.
func BenchmarkLoad(b *testing.B) {
	l := startLive(b, pastimeServer(b, "", 0))
	ready := func(ctx context.Context) float64 {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`window.__ready`))
		if err != nil {
			b.Fatal(err)
		}
		return v
	}
	for i := 0; i < b.N; i++ {
		var cold, repeat []float64
		for j := 0; j < 5; j++ {
			ctx := newBrowser(b)
			open(b, ctx, l.url("/"), "/")
			cold = append(cold, ready(ctx))
			waitCached(b, ctx, "")
			open(b, ctx, l.url("/"), "/")
			repeat = append(repeat, ready(ctx))
		}
		b.ReportMetric(median(cold), "ms-cold")
		b.ReportMetric(median(repeat), "ms-repeat")
	}
}

func median(v []float64) float64 {
	slices.Sort(v)
	return v[len(v)/2]
}
