//go:build !(js && wasm)

package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"log"
	"os"

	"github.com/andybalholm/brotli"
)

// precompress writes name.br and name.gz beside name, at the best
// compression each format has: the work is done once, at build time.
func precompress(name string) error {
	raw, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	if len(raw) == 0 {
		return fmt.Errorf("%s: %w", name, errEmpty)
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
