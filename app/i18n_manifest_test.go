//go:build !(js && wasm)

package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestManifestLang checks the language the static site's manifest and
// pages declare: English, the language they are written in; the app
// switches a page to the player's language once it runs.
func TestManifestLang(t *testing.T) {
	Register()
	dir, web := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "style.css"), []byte("body{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := GenerateStatic(filepath.Join(dir, "site"), web, Config{Version: "t", Base: "/pastime", WasmSize: 1}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "site", "manifest.webmanifest"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m["lang"] != "en" || m["dir"] != "ltr" {
		t.Errorf("manifest lang %v, dir %v; want en, ltr", m["lang"], m["dir"])
	}
	if m["description"] != messagesOf("en")["app.description"] {
		t.Errorf("manifest description %q; want the English one", m["description"])
	}
	page, err := os.ReadFile(filepath.Join(dir, "site", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), `<html lang="en"`) {
		t.Errorf("index.html does not declare <html lang=\"en\">: %.300s", page)
	}
}
