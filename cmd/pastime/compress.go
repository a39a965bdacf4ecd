//go:build !(js && wasm)

package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"log"
	"os"
	"time"

	"github.com/andybalholm/brotli"
)

// precompress writes name.br and name.gz beside name, at the best
// compression each format has: the work is done once, at build time.
// Copies that already hold name's bytes are kept, only marked as new as
// name: brotli at its best takes about a minute for app.wasm, and go build
// touches an app.wasm that is up to date, so every make would redo it.
func precompress(name string) error {
	raw, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	if len(raw) == 0 {
		return fmt.Errorf("%s: %w", name, errEmpty)
	}
	if holds(name+".br", raw, func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }) &&
		holds(name+".gz", raw, func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }) {
		now := time.Now()
		for _, c := range []string{name + ".br", name + ".gz"} {
			if err := os.Chtimes(c, now, now); err != nil {
				return err
			}
		}
		log.Printf("%s: brotli and gzip copies are up to date", name)
		return nil
	}
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	if _, err := bw.Write(raw); err != nil {
		return err
	}
	if err := bw.Close(); err != nil {
		return err
	}
	var gz bytes.Buffer
	gw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := gw.Write(raw); err != nil {
		return err
	}
	if err := gw.Close(); err != nil {
		return err
	}
	if err := os.WriteFile(name+".br", br.Bytes(), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(name+".gz", gz.Bytes(), 0o644); err != nil {
		return err
	}
	log.Printf("%s: %d bytes, brotli %d, gzip %d", name, len(raw), br.Len(), gz.Len())
	return nil
}

// holds reports whether the compressed file name decompresses, through
// open, to want.
func holds(name string, want []byte, open func(io.Reader) (io.Reader, error)) bool {
	f, err := os.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	r, err := open(f)
	if err != nil {
		return false
	}
	got, err := io.ReadAll(r)
	return err == nil && bytes.Equal(got, want)
}

// fresh reports whether the file copy exists and is not older than src.
func fresh(src, copy string) bool {
	s, err := os.Stat(src)
	if err != nil {
		return false
	}
	c, err := os.Stat(copy)
	return err == nil && !c.ModTime().Before(s.ModTime())
}
