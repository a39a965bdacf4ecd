//go:build !(js && wasm)

package main

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pastime-games/pastime/app"
)

// gzipTestServer is the test server with a style sheet and a binary file
// big enough to compress.
func gzipTestServer(t *testing.T) *server {
	t.Helper()
	web := testWeb(t)
	for name, b := range map[string]string{
		"big.css":  strings.Repeat(".gm-pt { color: black; }\n", 100),
		"data.bin": strings.Repeat("\x01\x02\x03\x04", 1000),
	} {
		if err := os.WriteFile(filepath.Join(web, name), []byte(b), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, err := newServer(web, app.Config{Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func readBody(t *testing.T, res *http.Response) string {
	t.Helper()
	var r io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		r = zr
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("body: %v", err)
	}
	return string(b)
}

// TestGzipText checks that pages, scripts and style sheets go out gzipped
// to a browser that takes gzip, and as they are to one that does not.
func TestGzipText(t *testing.T) {
	s := gzipTestServer(t)
	for _, tc := range []struct {
		target string
		status int
	}{
		{"/gomoku", 200},
		{"/", 200},
		{"/app.js", 200},
		{"/wasm_exec.js", 200},
		{"/app.css", 200},
		{"/manifest.webmanifest", 200},
		{"/web/big.css", 200},
		{"/nope", 404},
	} {
		plain := get(t, s, "GET", tc.target)
		zipped := get(t, s, "GET", tc.target, "Accept-Encoding", "gzip, deflate, br")
		if plain.StatusCode != tc.status || zipped.StatusCode != tc.status {
			t.Errorf("GET %s: status %d, gzipped %d; want %d", tc.target, plain.StatusCode, zipped.StatusCode, tc.status)
			continue
		}
		if got := plain.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("GET %s without Accept-Encoding: Content-Encoding %q", tc.target, got)
		}
		if got := zipped.Header.Get("Content-Encoding"); got != "gzip" {
			t.Errorf("GET %s: Content-Encoding %q; want gzip", tc.target, got)
		}
		for _, res := range []*http.Response{plain, zipped} {
			if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
				t.Errorf("GET %s: Vary %q lacks Accept-Encoding", tc.target, res.Header.Get("Vary"))
			}
		}
		if zipped.Header.Get("Content-Type") != plain.Header.Get("Content-Type") {
			t.Errorf("GET %s: Content-Type %q gzipped, %q plain", tc.target, zipped.Header.Get("Content-Type"), plain.Header.Get("Content-Type"))
		}
		// go-app writes an element's attributes in any order, so two
		// renderings of a page match in length, not byte for byte.
		a, b := readBody(t, plain), readBody(t, zipped)
		if len(a) != len(b) || len(a) == 0 || strings.HasPrefix(tc.target, "/web/") && a != b {
			t.Errorf("GET %s: gzipped body decodes to %d bytes; want the %d sent plain", tc.target, len(b), len(a))
		}
	}
}

// TestGzipLeavesTheRest checks what goes out as it is, even to a browser
// that takes gzip: binary files, small files, ranges, app.wasm (its own
// copies), and HEAD's empty body.
func TestGzipLeavesTheRest(t *testing.T) {
	s := gzipTestServer(t)
	for _, tc := range []struct {
		target, header, value string
		status                int
		enc                   string
	}{
		{"/web/data.bin", "", "", 200, ""},
		{"/web/style.css", "", "", 200, ""}, // 6 bytes
		{"/web/big.css", "Range", "bytes=0-99", 206, ""},
		{"/web/app.wasm", "", "", 200, "br"},
	} {
		h := []string{"Accept-Encoding", "gzip, br"}
		if tc.header != "" {
			h = append(h, tc.header, tc.value)
		}
		res := get(t, s, "GET", tc.target, h...)
		if res.StatusCode != tc.status || res.Header.Get("Content-Encoding") != tc.enc {
			t.Errorf("GET %s %s: status %d, Content-Encoding %q; want %d, %q", tc.target, tc.value, res.StatusCode, res.Header.Get("Content-Encoding"), tc.status, tc.enc)
		}
	}
	if res := get(t, s, "GET", "/web/big.css", "Accept-Encoding", "gzip", "Range", "bytes=0-99"); readBody(t, res) != strings.Repeat(".gm-pt { color: black; }\n", 4) {
		t.Errorf("a range of big.css is not its first 100 bytes")
	}
	// HEAD says what GET would send, whose compressed length is not
	// known: no length at all, rather than that of an empty body.
	srv := httptest.NewServer(s)
	defer srv.Close()
	for _, target := range []string{"/gomoku", "/web/big.css"} {
		req, err := http.NewRequest("HEAD", srv.URL+target, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Accept-Encoding", "gzip")
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Content-Length") != "" {
			t.Errorf("HEAD %s: status %d, Content-Encoding %q, Content-Length %q; want 200, gzip and none", target, res.StatusCode, res.Header.Get("Content-Encoding"), res.Header.Get("Content-Length"))
		}
	}
}

// TestGzipRevalidation checks that a compressed response has a tag of its
// own, which revalidates, and which a browser that no longer takes gzip
// does not get a 304 for.
func TestGzipRevalidation(t *testing.T) {
	s := gzipTestServer(t)
	plain := get(t, s, "GET", "/gomoku").Header.Get("ETag")
	zipped := get(t, s, "GET", "/gomoku", "Accept-Encoding", "gzip").Header.Get("ETag")
	if plain == "" || zipped != strings.TrimSuffix(plain, `"`)+`-gzip"` {
		t.Fatalf("ETag %q plain, %q gzipped; want the plain one with -gzip", plain, zipped)
	}
	res := get(t, s, "GET", "/gomoku", "Accept-Encoding", "gzip", "If-None-Match", zipped)
	if res.StatusCode != 304 || res.Header.Get("ETag") != zipped {
		t.Errorf("revalidating the gzipped page: status %d, ETag %q; want 304, %q", res.StatusCode, res.Header.Get("ETag"), zipped)
	}
	if res := get(t, s, "GET", "/gomoku", "If-None-Match", zipped); res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "" {
		t.Errorf("the gzipped tag without gzip: status %d, Content-Encoding %q; want 200 plain", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	if res := get(t, s, "GET", "/gomoku", "Accept-Encoding", "gzip", "If-None-Match", plain); res.StatusCode != 304 || res.Header.Get("ETag") != plain {
		t.Errorf("revalidating the plain page with gzip: status %d, ETag %q; want 304, %q", res.StatusCode, res.Header.Get("ETag"), plain)
	}
}
