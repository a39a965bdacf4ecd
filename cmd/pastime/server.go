//go:build !(js && wasm)

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/pastime-games/pastime/app"
)

// serve runs the command on the host: it parses the flags and serves the
// app, writes the static site, or packs or compresses app.wasm.
func serve() {
	addr := flag.String("addr", ":8000", "address to listen on")
	web := flag.String("web", "web", "folder of static files, with app.wasm")
	version := flag.String("version", "", "version of the build (default: a hash of the web folder)")
	static := flag.String("static", "", "write the static site into this folder and exit")
	base := flag.String("base", "/pastime", "base path of the static site")
	compress := flag.String("compress", "", "write brotli and gzip copies of this file and exit")
	pack := flag.String("pack", "", "join the data segments of this WebAssembly module in place and exit")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("pastime: ")

	switch {
	case *pack != "":
		if err := packFile(*pack); err != nil {
			log.Fatal(err)
		}
	case *compress != "":
		if err := precompress(*compress); err != nil {
			log.Fatal(err)
		}
	case *static != "":
		if err := writeStatic(*static, *web, *base, *version); err != nil {
			log.Fatal(err)
		}
	default:
		if err := listen(*addr, *web, *version); err != nil {
			log.Fatal(err)
		}
	}
}

// writeStatic writes the static site for base into dir.
func writeStatic(dir, web, base, version string) error {
	st, err := os.Stat(web + "/app.wasm")
	if err != nil {
		return fmt.Errorf("static site: %w (build the app first: make static)", err)
	}
	if version == "" {
		if version, err = hashDir(web); err != nil {
			return err
		}
	}
	cfg := app.Config{Version: version, Base: base, WasmSize: st.Size()}
	if err := app.GenerateStatic(dir, web, cfg); err != nil {
		return err
	}
	log.Printf("wrote the static site for %s into %s (version %s)", base, dir, version)
	return nil
}

// listen serves the app on addr until SIGINT or SIGTERM, then lets the
// requests in flight finish.
func listen(addr, web, version string) error {
	h, err := newServer(web, app.Config{Version: version})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := newHTTPServer(h)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	log.Printf("serving Pastime %s on http://%s", h.version, displayAddr(ln.Addr()))
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	log.Print("shutting down")
	shutdown, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		return err
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// newHTTPServer wraps h with the timeouts and limits of a public server.
func newHTTPServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    32 << 10,
		ErrorLog:          log.New(os.Stderr, "pastime: http: ", 0),
	}
}

// displayAddr turns a listening address into one a browser can open.
func displayAddr(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}
