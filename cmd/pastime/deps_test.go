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
