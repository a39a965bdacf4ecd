//go:build !(js && wasm)

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pastime-games/pastime/app"
)

// contentSecurityPolicy allows what the app needs and nothing more: its
// own scripts, styles, images and manifest, the service worker, compiling
// WebAssembly, and style attributes (boards place their pieces with them).
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
	"connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// maxURI is the longest request target served; longer ones get 414.
const maxURI = 4096

// goAppFiles are the files go-app's handler makes itself.
var goAppFiles = []string{"/app.js", "/app-worker.js", "/wasm_exec.js", "/manifest.webmanifest", "/app.css"}

// goAppReserved are other names go-app's handler answers, which Pastime
// does not use.
var goAppReserved = []string{"/goapp.js", "/manifest.json", "/app.wasm", "/goapp.wasm", "/sitemap.xml", "/ads.txt"}

// server serves Pastime: go-app's pages, worker and manifest, the static
// files of the web folder, and app.wasm in the encoding the browser takes.
type server struct {
	app     http.Handler
	web     fs.FS
	version string
	routes  []string
	wasm    map[string][]byte // app.wasm by content encoding: "", "br", "gzip"
	modTime time.Time
}

// newServer loads web/app.wasm and its compressed copies and builds the
// handler for cfg. An empty version is replaced by a hash of the web
// folder, so every new build is a new version.
func newServer(web string, cfg app.Config) (*server, error) {
	raw, err := os.ReadFile(filepath.Join(web, "app.wasm"))
	if err != nil {
		return nil, fmt.Errorf("%w (build the app first: make run)", err)
	}
	st, err := os.Stat(filepath.Join(web, "app.wasm"))
	if err != nil {
		return nil, err
	}
	s := &server{
		web:     os.DirFS(web),
		routes:  app.Paths(),
		wasm:    map[string][]byte{"": raw},
		modTime: st.ModTime(),
	}
	for enc, ext := range map[string]string{"br": ".br", "gzip": ".gz"} {
		name := filepath.Join(web, "app.wasm"+ext)
		if !fresh(filepath.Join(web, "app.wasm"), name) {
			log.Printf("%s is missing or older than app.wasm: serving without %s (make builds it)", name, enc)
			continue
		}
		if s.wasm[enc], err = os.ReadFile(name); err != nil {
			return nil, err
		}
	}
	if cfg.Version == "" {
		if cfg.Version, err = hashDir(web); err != nil {
			return nil, err
		}
	}
	cfg.WasmSize = int64(len(raw))
	s.version = cfg.Version
	s.app = app.NewHandler(cfg)
	return s, nil
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", contentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")

	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		h.Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if len(r.URL.RequestURI()) > maxURI {
		http.Error(w, "request URI too long", http.StatusRequestURITooLong)
		return
	}
	p := r.URL.Path
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") || slices.Contains(strings.Split(p, "/"), "..") {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	if c := s.canonical(p); c != p {
		u := url.URL{Path: c, RawQuery: r.URL.RawQuery}
		http.Redirect(w, r, u.RequestURI(), http.StatusMovedPermanently)
		return
	}
	if p == "/web/app.wasm" {
		s.serveWasm(w, r) // from the compressed copies make wrote
		return
	}
	serveGzipped(w, r, s.route)
}

// route answers a request that ServeHTTP has checked, by its path.
func (s *server) route(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case strings.HasPrefix(p, "/web/"):
		s.serveFile(w, r, strings.TrimPrefix(p, "/web/"))
	case p == "/robots.txt":
		s.serveFile(w, r, "robots.txt")
	case slices.Contains(goAppFiles, p), slices.Contains(s.routes, p):
		s.app.ServeHTTP(w, r)
	default:
		r2 := r.Clone(r.Context())
		r2.Header.Del("If-None-Match")
		if slices.Contains(goAppReserved, p) || strings.HasPrefix(p, "/"+s.version+"/") {
			// go-app would answer these names itself, and fetch
			// /sitemap.xml and /ads.txt from the server the Host header
			// names: here they are unknown pages like any other.
			r2.URL.Path = "/404"
		}
		s.app.ServeHTTP(&statusWriter{ResponseWriter: w, status: http.StatusNotFound}, r2)
	}
}

// canonical returns the one address of what path names, which the server
// redirects to, query and all. An empty segment, as in //gomoku, is left
// out: go-app renders the page without it, which the routes here do not
// know, so the page came with a not-found status. A page's address typed
// with a trailing slash (/gomoku/) is the page's. Other paths are their
// own.
func (s *server) canonical(path string) string {
	for strings.Contains(path, "//") {
		path = strings.ReplaceAll(path, "//", "/")
	}
	if t, ok := strings.CutSuffix(path, "/"); ok && t != "" && slices.Contains(s.routes, t) {
		return t
	}
	return path
}

// serveFile serves one file of the web folder. Folders are not listed.
func (s *server) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	if !fs.ValidPath(name) {
		http.NotFound(w, r)
		return
	}
	f, st, ok := s.openFile(name)
	if !ok {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Cache-Control", "no-cache")
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		h.Set("Content-Type", ct)
	}
	// A file built with compressed copies beside it (make writes them for
	// the Gomoku engine's wasm) goes out compressed where the browser
	// takes it, as long as the copy is not older than the file.
	for _, enc := range precompressed {
		if cf, cst, ok := s.openFile(name + enc.ext); ok {
			if !cst.ModTime().Before(st.ModTime()) && acceptsEncoding(r.Header.Get("Accept-Encoding"), enc.name) {
				defer cf.Close()
				h.Set("Vary", "Accept-Encoding")
				h.Set("Content-Encoding", enc.name)
				http.ServeContent(w, r, name, st.ModTime(), cf.(io.ReadSeeker))
				return
			}
			cf.Close()
			h.Set("Vary", "Accept-Encoding")
		}
	}
	http.ServeContent(w, r, name, st.ModTime(), f.(io.ReadSeeker))
}

// precompressed are the encodings of the copies make writes beside a
// file, best first.
var precompressed = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// openFile opens a plain file of the web folder that can be served: not
// a folder, and seekable.
func (s *server) openFile(name string) (fs.File, fs.FileInfo, bool) {
	f, err := s.web.Open(name)
	if err != nil {
		return nil, nil, false
	}
	st, err := f.Stat()
	if _, seeks := f.(io.ReadSeeker); err != nil || st.IsDir() || !seeks {
		f.Close()
		return nil, nil, false
	}
	return f, st, true
}

// serveWasm sends app.wasm brotli- or gzip-compressed when the browser
// takes it, with the uncompressed size in a header for the loader.
func (s *server) serveWasm(w http.ResponseWriter, r *http.Request) {
	enc := ""
	for _, e := range []string{"br", "gzip"} {
		if _, ok := s.wasm[e]; ok && acceptsEncoding(r.Header.Get("Accept-Encoding"), e) {
			enc = e
			break
		}
	}
	h := w.Header()
	h.Set("Content-Type", "application/wasm")
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", "Accept-Encoding")
	h.Set(app.WasmSizeHeader, strconv.Itoa(len(s.wasm[""])))
	etag := `"` + s.version
	if enc != "" {
		h.Set("Content-Encoding", enc)
		etag += "-" + enc
	}
	h.Set("ETag", etag+`"`)
	http.ServeContent(w, r, "app.wasm", s.modTime, bytes.NewReader(s.wasm[enc]))
}

// acceptsEncoding tells whether an Accept-Encoding header allows enc:
// named, or matched by *, with a quality above zero.
func acceptsEncoding(header, enc string) bool {
	ok := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != enc && name != "*" {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			if k, v, found := strings.Cut(strings.TrimSpace(p), "="); found && strings.TrimSpace(k) == "q" {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		if name == enc {
			return q > 0
		}
		ok = q > 0
	}
	return ok
}

// statusWriter replaces the status of a successful response.
type statusWriter struct {
	http.ResponseWriter
	status  int
	written bool
}

func (w *statusWriter) WriteHeader(code int) {
	if w.written {
		return
	}
	w.written = true
	if code == http.StatusOK {
		code = w.status
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if !w.written {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// hashDir returns a short hash of every file under dir, compressed copies
// excepted: the version of a build.
func hashDir(dir string) (string, error) {
	sum := sha256.New()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".br") || strings.HasSuffix(p, ".gz") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		fmt.Fprintf(sum, "%s %d\n", filepath.ToSlash(p[len(dir):]), len(b))
		sum.Write(b)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("version: %w", err)
	}
	return hex.EncodeToString(sum.Sum(nil))[:12], nil
}

var errEmpty = errors.New("empty file")
