//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main explains that the worker runs only in a browser.
func main() {
	fmt.Fprintln(os.Stderr, "gomoku-worker runs in a browser's Web Worker: build it with GOOS=js GOARCH=wasm (make builds web/gomoku-worker.wasm)")
	os.Exit(2)
}
