//go:build !(js && wasm)

package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestServerNotInWasm checks that what only the server needs stays out of
// web/app.wasm: the build constraints on server.go, handler.go and
// compress.go keep these packages out of the js/wasm build.
func TestServerNotInWasm(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	for _, server := range []string{"github.com/andybalholm/brotli", "os/signal", "github.com/chromedp/chromedp"} {
		for _, d := range deps {
			if d == server {
				t.Errorf("the wasm build imports %s", server)
			}
		}
	}
}

// TestStartPausesAddNothing checks that the points where app.wasm's start
// pauses (internal/startpause) follow only packages that app.wasm links
// without them, so that they add no package to it, and that the wasm
// build imports every one of them.
func TestStartPausesAddNothing(t *testing.T) {
	list := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("go", append([]string{"list"}, args...)...)
		cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	const root = "github.com/pastime-games/pastime/internal/startpause"
	linked := map[string]bool{}
	for _, d := range strings.Fields(list("-deps", "github.com/pastime-games/pastime/app")) {
		linked[d] = true
	}
	built := map[string]bool{}
	for _, d := range strings.Fields(list("-deps", ".")) {
		built[d] = true
	}
	points := 0
	for _, line := range strings.Split(strings.TrimSpace(list("-f", "{{.ImportPath}} {{join .Imports \" \"}}", root+"/...")), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || f[0] == root {
			continue
		}
		points++
		if !built[f[0]] {
			t.Errorf("the wasm build does not import %s", f[0])
		}
		for _, imp := range f[1:] {
			if imp != root && !linked[imp] {
				t.Errorf("%s imports %s, which app.wasm does not link without it", f[0], imp)
			}
		}
	}
	if points == 0 {
		t.Errorf("no pause points under %s", root)
	}
}
