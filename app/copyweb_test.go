//go:build !(js && wasm)

package app

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestCopyWeb checks what the static site takes of the web folder: every
// file but the compressed copies of the wasm files, which only the Go
// server sends; the tables' gzip copy, which the page unpacks itself, goes.
func TestCopyWeb(t *testing.T) {
	src, dst := t.TempDir(), t.TempDir()
	for _, name := range []string{"app.wasm", "app.wasm.br", "app.wasm.gz", "gomoku-worker.wasm", "gomoku-worker.wasm.br",
		"fifteen-tables.bin", "fifteen-tables.bin.gz", "style.css"} {
		if err := os.WriteFile(filepath.Join(src, name), []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := copyWeb(dst, src); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dst)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	want := []string{"app.wasm", "fifteen-tables.bin", "fifteen-tables.bin.gz", "gomoku-worker.wasm", "style.css"}
	if !slices.Equal(got, want) {
		t.Errorf("copyWeb copied %v; want %v", got, want)
	}
}
