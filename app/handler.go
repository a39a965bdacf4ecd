//go:build !(js && wasm)

package app

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Config describes one deployment of the app.
type Config struct {
	// Version names the build; a new value makes open apps offer a reload.
	Version string
	// Base is the path the app is served under, such as "/pastime" on
	// GitHub Pages; empty at the root of a host.
	Base string
	// WasmSize is the size of the uncompressed app.wasm. The loader shows
	// its progress against it whatever encoding the file travels in.
	WasmSize int64
	// UpdateInterval is how often an open app checks for a new version;
	// zero keeps the app's default.
	UpdateInterval time.Duration
	// CrashTest adds a button that panics, for the browser test of the
	// crash panel. Never set it in a deployment.
	CrashTest bool
}

// WasmSizeHeader is the response header that carries the uncompressed
// size of app.wasm when the server sends it compressed.
const WasmSizeHeader = "X-Wasm-Content-Length"

// NewHandler returns the go-app handler that serves the pages, the
// manifest and the service worker for cfg.
func NewHandler(cfg Config) *app.Handler {
	base := strings.TrimRight(cfg.Base, "/")
	var resources app.ResourceResolver = app.LocalDir("")
	if base != "" {
		resources = app.PrefixedLocation(base)
	}
	// The frame's style sheet and each game's (web/style.css, web/<game>.css),
	// joined into one file by make (see the Makefile).
	styles := []string{"/web/pastime.css"}
	cacheable := []string{"/web/icon.svg", "/web/pastime.js", "/web/pastime-compile.js", gomokuWorkerScript, gomokuWorkerWasm}
	for _, g := range games {
		cacheable = append(cacheable, g.Picture)
	}
	cacheable = append(cacheable, Paths()...)
	env := map[string]string{}
	if cfg.UpdateInterval > 0 {
		env["PASTIME_UPDATE_INTERVAL"] = cfg.UpdateInterval.String()
	}
	if cfg.CrashTest {
		env["PASTIME_CRASH_TEST"] = "1"
	}
	h := &app.Handler{
		Name:            T("app.name"),
		ShortName:       T("app.name"),
		Title:           T("home.title"),
		Description:     T("app.description"),
		Lang:            manifestLang,
		BackgroundColor: "#f5f0e6",
		ThemeColor:      "#1d5e4f",
		LoadingLabel:    T("app.loading"),
		Icon: app.Icon{
			Default:  "/web/icon-192.png",
			Large:    "/web/icon-512.png",
			Maskable: "/web/icon-maskable-512.png",
			SVG:      "/web/icon.svg",
		},
		Styles:                styles,
		Scripts:               []string{"/web/pastime.js"},
		CacheableResources:    cacheable,
		Resources:             resources,
		Version:               cfg.Version,
		Env:                   env,
		ServiceWorkerTemplate: workerJS(base),
	}
	if base == "" {
		h.WasmContentLengthHeader = WasmSizeHeader
	} else {
		h.WasmContentLength = strconv.FormatInt(cfg.WasmSize, 10)
	}
	return h
}

// workerJS returns go-app's service worker with three changes:
//   - the install fetches every file past the HTTP cache, so a host that
//     sends max-age cannot hand the new worker the previous deploy's files;
//   - the start page is cached as base+"/", the address a browser really
//     asks for (go-app names it base, which a host redirects);
//   - a navigation that misses the cache and the network gets the cached
//     start page, so deep links, ?query links and unknown paths open
//     offline and the app routes them itself.
func workerJS(base string) string {
	js, err := patchWorker(app.DefaultAppWorkerJS, base)
	if err != nil {
		panic(err) // covered by a test: only a go-app upgrade can get here
	}
	return js
}

// workerPatches are the replacements workerJS makes, as old, new pairs.
// BASE stands for the base path.
var workerPatches = [][2]string{
	{
		"const resourcesToCache = {{.ResourcesToCache}};",
		`const appShell = "BASE/";
const resourcesToCache = {{.ResourcesToCache}}.map((url) => (url === "BASE" ? appShell : url));`,
	},
	{
		"await cache.addAll(resourcesToCache);",
		`await cache.addAll(resourcesToCache.map((url) => new Request(url, { cache: "reload" })));`,
	},
	{
		`  return await fetch(request);
}`,
		`  try {
    return await fetch(request);
  } catch (err) {
    if (request.mode === "navigate") {
      const shell = await caches.match(appShell);
      if (shell) {
        return shell;
      }
    }
    throw err;
  }
}`,
	},
}

// patchWorker applies workerPatches to src, and fails when one of them no
// longer applies.
func patchWorker(src, base string) (string, error) {
	for _, p := range workerPatches {
		if strings.Count(src, p[0]) != 1 {
			return "", fmt.Errorf("service worker: %q is not in go-app's worker once", p[0])
		}
		src = strings.Replace(src, p[0], strings.ReplaceAll(p[1], "BASE", base), 1)
	}
	return src, nil
}

// GenerateStatic writes the app as a static site into dir, for a host
// such as GitHub Pages that serves files under cfg.Base: a page per
// route, 404.html for every other address, the worker, the manifest and
// a copy of webDir without its precompressed files.
func GenerateStatic(dir, webDir string, cfg Config) error {
	base := strings.TrimRight(cfg.Base, "/")
	if base == "" || !strings.HasPrefix(base, "/") {
		return fmt.Errorf("static site: base path %q must start with / and name a folder", cfg.Base)
	}
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(dir, NewHandler(cfg), "/404"); err != nil {
		return fmt.Errorf("static site: %w", err)
	}
	if err := copyWeb(filepath.Join(dir, "web"), webDir); err != nil {
		return fmt.Errorf("static site: %w", err)
	}
	return fixManifest(filepath.Join(dir, "manifest.webmanifest"), base+"/")
}

// copyWeb copies the static files, leaving out the compressed copies of
// the wasm files that only the Go server sends (the page unpacks other
// .gz files itself).
func copyWeb(dst, src string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if base := strings.TrimSuffix(strings.TrimSuffix(path, ".br"), ".gz"); base != path && strings.HasSuffix(base, ".wasm") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
}

// manifestLang is the language of the pages as the server renders them
// and of the manifest's name and description. A page switches to the
// player's language once the app runs in the browser (<html lang> with
// it); the manifest is one file for every player, so it stays English.
const manifestLang = "en"

// fixManifest sets the manifest's start URL and scope to the base path
// with its trailing slash: go-app writes the base without it, and the
// scope "/" would claim the whole host. It also declares the language and
// direction of the manifest's text, which go-app leaves out.
func fixManifest(path, start string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("manifest: %w", err)
	}
	m["start_url"] = start
	m["scope"] = start
	m["lang"] = manifestLang
	m["dir"] = "ltr"
	b, err = json.Marshal(m)
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
