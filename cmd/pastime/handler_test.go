//go:build !(js && wasm)

package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/pastime-games/pastime/app"
)

func TestMain(m *testing.M) {
	app.Register()
	os.Exit(m.Run())
}

// testWeb makes a web folder with a small app.wasm and its compressed
// copies, so the server tests need no WebAssembly build.
func testWeb(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	wasm := []byte(strings.Repeat("\x00asm pastime test module ", 2000))
	files := map[string][]byte{
		"app.wasm":  wasm,
		"style.css": []byte("body{}"),
		"icon.svg":  []byte("<svg/>"),
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := precompress(filepath.Join(dir, "app.wasm")); err != nil {
		t.Fatal(err)
	}
	return dir
}

func testServer(t *testing.T) (*server, string) {
	t.Helper()
	web := testWeb(t)
	s, err := newServer(web, app.Config{Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return s, web
}

func get(t *testing.T, h http.Handler, method, target string, header ...string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(method, "http://pastime.test/", nil)
	r.URL.Path, r.URL.RawQuery, _ = strings.Cut(target, "?")
	r.URL.RawPath = ""
	r.RequestURI = target
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func TestSecurityHeadersOnEveryResponse(t *testing.T) {
	s, _ := testServer(t)
	for _, target := range []string{"/", "/gomoku", "/no/such/page", "/web/style.css", "/web/app.wasm", "/app.js", "/manifest.webmanifest", "/web/../go.mod"} {
		res := get(t, s, "GET", target)
		for _, h := range []string{"Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options"} {
			if res.Header.Get(h) == "" {
				t.Errorf("GET %s: no %s header", target, h)
			}
		}
		csp := res.Header.Get("Content-Security-Policy")
		for _, want := range []string{"'wasm-unsafe-eval'", "frame-ancestors 'none'", "object-src 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("GET %s: CSP %q lacks %s", target, csp, want)
			}
		}
		if strings.Contains(csp, "'unsafe-eval'") || strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
			t.Errorf("GET %s: CSP %q allows eval or inline scripts", target, csp)
		}
	}
}

func TestRoutes(t *testing.T) {
	s, _ := testServer(t)
	for _, tc := range []struct {
		target string
		status int
		body   string
	}{
		{"/", 200, "Pick a game"},
		{"/fifteen", 200, `data-route="/fifteen"`},
		{"/gomoku", 200, `data-route="/gomoku"`},
		{"/minesweeper", 200, `data-route="/minesweeper"`},
		{"/nope", 404, "There is no page here"},
		{"/gomoku/extra", 404, "There is no page here"},
		{"/sitemap.xml", 404, "There is no page here"},
		{"/app.wasm", 404, "There is no page here"},
		{"/web/nope.css", 404, ""},
		{"/web/sub", 404, ""},
		{"/web/", 404, ""},
		{"/robots.txt", 404, ""}, // the test web folder has none
	} {
		res := get(t, s, "GET", tc.target)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != tc.status {
			t.Errorf("GET %s = %d; want %d", tc.target, res.StatusCode, tc.status)
		}
		if !strings.Contains(string(body), tc.body) {
			t.Errorf("GET %s: body lacks %q:\n%.300s", tc.target, tc.body, body)
		}
	}
}

// TestRedirectsToOneAddress checks that an address with an empty segment,
// or a page's with a trailing slash, redirects to the one address of what
// it names, and that other addresses with a trailing slash are their own.
func TestRedirectsToOneAddress(t *testing.T) {
	s, _ := testServer(t)
	for _, tc := range []struct{ target, location string }{
		{"//gomoku", "/gomoku"},
		{"//", "/"},
		{"/web//style.css", "/web/style.css"},
		{"///minesweeper?x=1", "/minesweeper?x=1"},
		{"//example.com/nope", "/example.com/nope"}, // a path on this host, never another host
		{"/gomoku/", "/gomoku"},
		{"/fifteen/?size=5", "/fifteen?size=5"},
		{"//minesweeper//", "/minesweeper"},
	} {
		res := get(t, s, "GET", tc.target)
		if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != tc.location {
			t.Errorf("GET %s = %d to %q; want 301 to %q", tc.target, res.StatusCode, res.Header.Get("Location"), tc.location)
		}
	}
	for _, tc := range []struct {
		target string
		status int
	}{
		{"/", http.StatusOK},
		{"/nope/", http.StatusNotFound},
		{"/gomoku/x/", http.StatusNotFound},
		{"/web/", http.StatusNotFound},
	} {
		if res := get(t, s, "GET", tc.target); res.StatusCode != tc.status {
			t.Errorf("GET %s = %d; want %d", tc.target, res.StatusCode, tc.status)
		}
	}
}

// falseBoolAttr matches a boolean attribute written as ="false", which
// browsers read as true: a disabled="false" button is disabled.
var falseBoolAttr = regexp.MustCompile(` (disabled|selected|checked|readonly|required|hidden|open|multiple|autofocus)="false"`)

// TestRenderedBooleanAttributes fails when a page the server renders
// writes a false boolean attribute, which shows, until the app starts, a
// select on its last option or a working button greyed out.
func TestRenderedBooleanAttributes(t *testing.T) {
	s, _ := testServer(t)
	for _, path := range append(app.Paths(), "/nope") {
		body, _ := io.ReadAll(get(t, s, "GET", path).Body)
		for _, m := range falseBoolAttr.FindAllString(string(body), -1) {
			t.Errorf("GET %s: the page has%s", path, m)
		}
		if n := strings.Count(string(body), " selected"); path == "/minesweeper" && n != 1 {
			t.Errorf("GET %s: %d options selected; want the level's alone", path, n)
		}
	}
}

func TestNotFoundIgnoresETag(t *testing.T) {
	s, _ := testServer(t)
	res := get(t, s, "GET", "/nope", "If-None-Match", `"test"`)
	if res.StatusCode != 404 {
		t.Errorf("GET /nope with the version's ETag = %d; want 404", res.StatusCode)
	}
}

func TestBadRequests(t *testing.T) {
	s, _ := testServer(t)
	for _, tc := range []struct {
		method, target string
		status         int
	}{
		{"GET", "/web/../go.mod", 400},
		{"GET", "/web/../../etc/passwd", 400},
		{"GET", "/../go.mod", 400},
		{"GET", "/web/..", 400},
		{"GET", `/web/..\go.mod`, 400},
		{"GET", "/web/\x00", 400},
		{"POST", "/", 405},
		{"PUT", "/web/style.css", 405},
		{"DELETE", "/", 405},
		{"BREW", "/", 405},
		{"GET", "/" + strings.Repeat("a", 5000), 414},
		{"HEAD", "/", 200},
		{"HEAD", "/web/style.css", 200},
	} {
		res := get(t, s, tc.method, tc.target)
		if res.StatusCode != tc.status {
			t.Errorf("%s %.40q = %d; want %d", tc.method, tc.target, res.StatusCode, tc.status)
		}
		if tc.status == 405 && res.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s %s: Allow = %q", tc.method, tc.target, res.Header.Get("Allow"))
		}
	}
}

// TestBadRequestsOverTheWire sends raw requests a browser would never send,
// encoded traversals among them, to a real listener: each gets a clean
// answer and the server keeps serving.
func TestBadRequestsOverTheWire(t *testing.T) {
	s, web := testServer(t)
	if err := os.WriteFile(filepath.Join(filepath.Dir(web), "secret.txt"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewUnstartedServer(s)
	ts.Config = newHTTPServer(s)
	ts.Start()
	defer ts.Close()
	addr := strings.TrimPrefix(ts.URL, "http://")

	for _, tc := range []struct {
		name, request string
		status        int
	}{
		{"dot dot", "GET /web/../secret.txt HTTP/1.1\r\nHost: x\r\n\r\n", 400},
		{"encoded dots", "GET /web/%2e%2e/secret.txt HTTP/1.1\r\nHost: x\r\n\r\n", 400},
		{"encoded slash", "GET /web/..%2fsecret.txt HTTP/1.1\r\nHost: x\r\n\r\n", 400},
		{"double encoded", "GET /web/%252e%252e/secret.txt HTTP/1.1\r\nHost: x\r\n\r\n", 404},
		{"backslash", "GET /web/..%5csecret.txt HTTP/1.1\r\nHost: x\r\n\r\n", 400},
		{"nul", "GET /web/style.css%00 HTTP/1.1\r\nHost: x\r\n\r\n", 400},
		{"bad escape", "GET /web/%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400},
		{"absolute form", "GET http://evil.test/web/../secret.txt HTTP/1.1\r\nHost: x\r\n\r\n", 400},
		{"huge url", "GET /" + strings.Repeat("a", 10000) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414},
		{"huge header", "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("b", 100<<10) + "\r\n\r\n", 431},
		{"unknown method", "FROB / HTTP/1.1\r\nHost: x\r\n\r\n", 405},
		{"garbage", "\x16\x03\x01\x00 hello\r\n\r\n", 400},
		{"foreign host for proxy files", "GET /ads.txt HTTP/1.1\r\nHost: 203.0.113.1\r\n\r\n", 404},
	} {
		t.Run(tc.name, func(t *testing.T) {
			conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			conn.SetDeadline(time.Now().Add(10 * time.Second))
			if _, err := io.WriteString(conn, tc.request); err != nil {
				t.Fatal(err)
			}
			res, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatalf("no answer: %v", err)
			}
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != tc.status {
				t.Errorf("status %d; want %d", res.StatusCode, tc.status)
			}
			if strings.Contains(string(body), "secret") {
				t.Errorf("served a file outside the web folder: %q", body)
			}
		})
	}
	res, err := http.Get(ts.URL + "/")
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("after the bad requests, GET / = %v, %v", res, err)
	}
}

func TestWasmEncodings(t *testing.T) {
	s, web := testServer(t)
	raw, err := os.ReadFile(filepath.Join(web, "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	decode := map[string]func(io.Reader) (io.Reader, error){
		"":     func(r io.Reader) (io.Reader, error) { return r, nil },
		"br":   func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		"gzip": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	}
	for _, tc := range []struct{ accept, enc string }{
		{"", ""},
		{"identity", ""},
		{"gzip", "gzip"},
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=0, gzip", "gzip"},
		{"br;q=0,gzip;q=0", ""},
		{"*", "br"},
		{"*;q=0, gzip", "gzip"},
		{"BR", "br"},
	} {
		res := get(t, s, "GET", "/web/app.wasm", "Accept-Encoding", tc.accept)
		if res.StatusCode != 200 {
			t.Fatalf("Accept-Encoding %q: status %d", tc.accept, res.StatusCode)
		}
		if got := res.Header.Get("Content-Encoding"); got != tc.enc {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q; want %q", tc.accept, got, tc.enc)
		}
		if got := res.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", tc.accept, got)
		}
		if got := res.Header.Get("X-Wasm-Content-Length"); got != strconv.Itoa(len(raw)) {
			t.Errorf("Accept-Encoding %q: X-Wasm-Content-Length %q; want %d", tc.accept, got, len(raw))
		}
		if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Accept-Encoding %q: no Vary", tc.accept)
		}
		r, err := decode[tc.enc](res.Body)
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(r)
		if err != nil || string(body) != string(raw) {
			t.Errorf("Accept-Encoding %q: body decodes to %d bytes, err %v; want app.wasm", tc.accept, len(body), err)
		}
		etag := res.Header.Get("ETag")
		if res := get(t, s, "GET", "/web/app.wasm", "Accept-Encoding", tc.accept, "If-None-Match", etag); res.StatusCode != 304 {
			t.Errorf("Accept-Encoding %q: revalidation = %d; want 304", tc.accept, res.StatusCode)
		}
	}
}

// TestStaleCompressedCopies checks that a compressed copy older than
// app.wasm is never sent: it would be the previous build.
func TestStaleCompressedCopies(t *testing.T) {
	web := testWeb(t)
	old := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(web, "app.wasm.br"), old, old)
	s, err := newServer(web, app.Config{Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	res := get(t, s, "GET", "/web/app.wasm", "Accept-Encoding", "br, gzip")
	if got := res.Header.Get("Content-Encoding"); got != "gzip" {
		t.Errorf("with a stale app.wasm.br, Content-Encoding = %q; want gzip", got)
	}
}

func TestMissingWasm(t *testing.T) {
	if _, err := newServer(t.TempDir(), app.Config{}); err == nil || !strings.Contains(err.Error(), "make") {
		t.Errorf("newServer without app.wasm: err = %v; want one that says to build", err)
	}
}

func TestVersionFollowsContent(t *testing.T) {
	web := testWeb(t)
	v1, err := hashDir(web)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(web, "style.css"), []byte("body{color:red}"), 0o644); err != nil {
		t.Fatal(err)
	}
	v2, _ := hashDir(web)
	if v1 == v2 {
		t.Errorf("version did not change with the content: %s", v1)
	}
}

func TestServiceWorkerPatched(t *testing.T) {
	s, _ := testServer(t)
	body, _ := io.ReadAll(get(t, s, "GET", "/app-worker.js").Body)
	for _, want := range []string{`cache: "reload"`, `request.mode === "navigate"`, `const appShell = "/"`, `"/fifteen"`, `"/web/icon.svg"`} {
		if !strings.Contains(string(body), want) {
			t.Errorf("app-worker.js lacks %s", want)
		}
	}
	for _, remote := range []string{"https://", "http://"} {
		if strings.Contains(string(body), remote) {
			t.Errorf("app-worker.js caches a remote file (%s)", remote)
		}
	}
}

func TestGracefulShutdown(t *testing.T) {
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(300 * time.Millisecond)
		io.WriteString(w, "done")
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := newHTTPServer(slow)
	go srv.Serve(ln)
	got := make(chan string, 1)
	go func() {
		res, err := http.Get("http://" + ln.Addr().String())
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(res.Body)
		got <- string(b)
	}()
	time.Sleep(100 * time.Millisecond)
	if err := srv.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	if g := <-got; g != "done" {
		t.Errorf("request in flight during shutdown got %q; want done", g)
	}
}

// TestPrecompressKeepsCopies checks that compressing app.wasm again keeps
// copies that already hold its bytes, marked as new as it so the server
// serves them, and rewrites copies of older bytes.
func TestPrecompressKeepsCopies(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "app.wasm")
	write := func(b []byte, at time.Time) {
		t.Helper()
		if err := os.WriteFile(name, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(name, at, at); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	write(bytes.Repeat([]byte("wasm"), 1000), old)
	if err := precompress(name); err != nil {
		t.Fatal(err)
	}
	// A quicker brotli copy of the same bytes tells a kept copy from a
	// rewritten one.
	var quick bytes.Buffer
	bw := brotli.NewWriterLevel(&quick, 1)
	bw.Write(bytes.Repeat([]byte("wasm"), 1000))
	bw.Close()
	br := quick.Bytes()
	if err := os.WriteFile(name+".br", br, 0o644); err != nil {
		t.Fatal(err)
	}

	// The same bytes, touched as go build touches an output that is up to
	// date: the copies stay and are not older than app.wasm.
	write(bytes.Repeat([]byte("wasm"), 1000), time.Now())
	if err := precompress(name); err != nil {
		t.Fatal(err)
	}
	if again, _ := os.ReadFile(name + ".br"); !bytes.Equal(again, br) {
		t.Error("the brotli copy was rewritten")
	}
	if !fresh(name, name+".br") || !fresh(name, name+".gz") {
		t.Error("kept copies are older than app.wasm")
	}

	// New bytes: new copies.
	write(bytes.Repeat([]byte("WASM"), 1000), time.Now())
	if err := precompress(name); err != nil {
		t.Fatal(err)
	}
	if !holds(name+".gz", bytes.Repeat([]byte("WASM"), 1000), func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }) {
		t.Error("the gzip copy holds the old bytes")
	}
}
