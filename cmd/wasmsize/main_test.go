package main

import (
	"bytes"
	"strings"
	"testing"
)

// leb writes n as unsigned LEB128.
func leb(n int) []byte {
	var b []byte
	for {
		c := byte(n & 0x7f)
		n >>= 7
		if n == 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

func vec(items ...[]byte) []byte {
	b := leb(len(items))
	for _, it := range items {
		b = append(b, it...)
	}
	return b
}

func str(s string) []byte { return append(leb(len(s)), s...) }

func sect(id byte, data []byte) []byte {
	return append(append([]byte{id}, leb(len(data))...), data...)
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// tiny is a module with one imported function and two defined ones, named
// as Go's linker names them.
func tiny() []byte {
	imports := vec(cat(str("go"), str("debug"), []byte{0}, leb(0)))
	code := vec(cat(leb(3), []byte{0, 0x01, 0x0b}), cat(leb(4), []byte{0, 0x01, 0x01, 0x0b}))
	names := vec(cat(leb(1), str("github.com_x_y_pkg.__T_.M")), cat(leb(2), str("encoding_json.Marshal")))
	name := cat(str("name"), []byte{1}, leb(len(names)), names)
	return cat([]byte("\x00asm\x01\x00\x00\x00"), sect(2, imports), sect(10, code), sect(0, name))
}

func TestParse(t *testing.T) {
	m, err := parse(tiny())
	if err != nil {
		t.Fatal(err)
	}
	if m.imports != 1 || len(m.bodies) != 2 || len(m.bodies[1]) != 4 {
		t.Fatalf("parse: %d imports, %d bodies; want 1 import, bodies of 3 and 4 bytes", m.imports, len(m.bodies))
	}
	groups, _ := byPackage(m)
	if len(groups) != 2 || groups[0].pkg != "encoding_json" || groups[1].pkg != "github.com_x_y_pkg" {
		t.Errorf("byPackage: %v, %v; want encoding_json then github.com_x_y_pkg", groups[0].pkg, groups[1].pkg)
	}
	var out strings.Builder
	if err := report(&out, m, 5, 5); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"code", "name", "github.com_x_y_pkg", "encoding_json"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestParseBad(t *testing.T) {
	good := tiny()
	imports := vec(cat(str("go"), str("debug"), []byte{0}, leb(0)))
	noNames := cat([]byte("\x00asm\x01\x00\x00\x00"), sect(2, imports))
	for name, b := range map[string][]byte{
		"empty":     nil,
		"not wasm":  []byte("\x7fELF\x02\x01\x01\x00"),
		"truncated": good[:len(good)-3],
		"no names":  noNames,
		"huge size": cat([]byte("\x00asm\x01\x00\x00\x00"), []byte{10, 0xff, 0xff, 0xff, 0xff, 0x0f}),
	} {
		if _, err := parse(b); err == nil {
			t.Errorf("%s: parse succeeded; want an error", name)
		}
	}
}

func TestPackageOf(t *testing.T) {
	for name, want := range map[string]string{
		"runtime.morestack_noctxt":                              "runtime",
		"encoding_json.__decodeState_.object":                   "encoding_json",
		"github.com_pastime_games_pastime_app.__fifteenPage_.R": "github.com_pastime_games_pastime_app",
		"github.com_pastime_games_pastime_app.frame.func1":      "github.com_pastime_games_pastime_app",
		"internal_runtime_maps.newarray":                        "internal_runtime_maps",
		"_rt0_wasm_js":                                          "_rt0_wasm_js",
		"vendor_golang.org_x_net_http2_hpack.Encode":            "vendor_golang.org_x_net_http2_hpack",
	} {
		if got := packageOf(name); got != want {
			t.Errorf("packageOf(%q) = %q; want %q", name, got, want)
		}
	}
}
