//go:build !(js && wasm)

package main

import (
	"compress/gzip"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// minGzip is the smallest body worth compressing, where its length is
// known: gzip's header and trailer alone are 18 bytes.
const minGzip = 512

// gzipETagSuffix marks the entity tag of a compressed response: the
// compressed bytes are another representation, with a tag of their own.
const gzipETagSuffix = "-gzip"

// gzipWriters are reused between responses: a writer holds some 800 KB of
// state at the default level.
var gzipWriters = sync.Pool{New: func() any { return gzip.NewWriter(nil) }}

// compressible reports whether a response of content type ct is text, worth
// compressing: pages, style sheets, scripts, the manifest, SVG pictures.
func compressible(ct string) bool {
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return false
	}
	switch mt {
	case "application/javascript", "application/json", "application/manifest+json", "application/xml", "image/svg+xml":
		return true
	}
	return strings.HasPrefix(mt, "text/")
}

// serveGzipped calls next with a response that gzips text on its way out
// when the browser takes gzip: go-app's pages and scripts, and the web
// folder's files that have no compressed copy of their own (make writes
// those for the big files, which go out as they are). A range goes out
// as it is, since it counts the bytes as they are.
func serveGzipped(w http.ResponseWriter, r *http.Request, next func(http.ResponseWriter, *http.Request)) {
	g := &gzipResponse{ResponseWriter: w, accepts: acceptsEncoding(r.Header.Get("Accept-Encoding"), "gzip"), head: r.Method == http.MethodHead}
	if g.accepts {
		// A tag the browser keeps from a compressed response is the
		// handler's own plus the suffix; the handler knows its own.
		if tag := r.Header.Get("If-None-Match"); strings.Contains(tag, gzipETagSuffix+`"`) {
			g.revalidates = true
			r = r.Clone(r.Context())
			r.Header.Set("If-None-Match", strings.ReplaceAll(tag, gzipETagSuffix+`"`, `"`))
		}
	}
	defer g.close()
	next(g, r)
}

// gzipResponse is a response that decides, when its header is written,
// whether its body is compressed.
type gzipResponse struct {
	http.ResponseWriter
	accepts     bool         // the browser takes gzip
	revalidates bool         // the browser holds a compressed copy
	head        bool         // a HEAD request: the header alone, no body to compress
	decided     bool         // the header is written
	gz          *gzip.Writer // the body's compressor, once decided for
}

func (g *gzipResponse) WriteHeader(code int) {
	if g.decided || code < 200 {
		g.ResponseWriter.WriteHeader(code)
		return
	}
	g.decided = true
	h := g.Header()
	compress := false
	if h.Get("Content-Encoding") == "" && compressible(h.Get("Content-Type")) {
		varyAcceptEncoding(h)
		compress = g.worthCompressing(code)
	}
	// A compressed response, and a 304 for the compressed copy the
	// browser holds, carry the compressed representation's tag.
	if notModified := code == http.StatusNotModified && g.revalidates; compress || notModified {
		varyAcceptEncoding(h)
		if tag := h.Get("ETag"); tag != "" {
			h.Set("ETag", gzipETag(tag))
		}
	}
	if compress {
		h.Set("Content-Encoding", "gzip")
		h.Del("Content-Length")
		h.Del("Accept-Ranges")
		if !g.head {
			g.gz = gzipWriters.Get().(*gzip.Writer)
			g.gz.Reset(g.ResponseWriter)
		}
	}
	g.ResponseWriter.WriteHeader(code)
}

// worthCompressing reports whether a response with status code and the
// header as it stands gets a compressed body.
func (g *gzipResponse) worthCompressing(code int) bool {
	if !g.accepts || code == http.StatusNoContent || code == http.StatusNotModified || code == http.StatusPartialContent {
		return false
	}
	h := g.Header()
	if h.Get("Content-Range") != "" {
		return false
	}
	n, err := strconv.Atoi(h.Get("Content-Length"))
	return err != nil || n >= minGzip
}

func (g *gzipResponse) Write(b []byte) (int, error) {
	if !g.decided {
		if g.Header().Get("Content-Type") == "" {
			g.Header().Set("Content-Type", http.DetectContentType(b))
		}
		g.WriteHeader(http.StatusOK)
	}
	if g.gz != nil {
		return g.gz.Write(b)
	}
	return g.ResponseWriter.Write(b)
}

// close ends the compressed body and gives its writer back.
func (g *gzipResponse) close() {
	if g.gz == nil {
		return
	}
	g.gz.Close()
	g.gz.Reset(nil)
	gzipWriters.Put(g.gz)
	g.gz = nil
}

// Flush sends what is compressed so far.
func (g *gzipResponse) Flush() {
	if g.gz != nil {
		g.gz.Flush()
	}
	http.NewResponseController(g.ResponseWriter).Flush()
}

// Unwrap gives http.ResponseController the response underneath.
func (g *gzipResponse) Unwrap() http.ResponseWriter { return g.ResponseWriter }

// gzipETag is the tag of the compressed representation of the one tagged
// tag: "v" becomes "v-gzip", W/"v" becomes W/"v-gzip".
func gzipETag(tag string) string {
	if !strings.HasSuffix(tag, `"`) || strings.HasSuffix(tag, gzipETagSuffix+`"`) {
		return tag
	}
	return strings.TrimSuffix(tag, `"`) + gzipETagSuffix + `"`
}

// varyAcceptEncoding adds Accept-Encoding to the header's Vary, once.
func varyAcceptEncoding(h http.Header) {
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if t := strings.TrimSpace(f); strings.EqualFold(t, "Accept-Encoding") || t == "*" {
				return
			}
		}
	}
	h.Add("Vary", "Accept-Encoding")
}
