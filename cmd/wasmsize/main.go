// Command wasmsize tells where the bytes of a Go WebAssembly binary are:
// the size of each section, raw and brotli-compressed, and the code of
// each package, with what leaving the package out would save after
// compression. It reads the function names from the binary's name
// section, so give it a build without -ldflags=-s (make wasmsize builds
// one as make wasm builds app.wasm).
//
//	wasmsize [-n 15] [-q 9] bin/app-names.wasm
//
// Compressed sizes use brotli at quality q (9 by default: 11 takes
// minutes for the marginal column and ranks the packages the same). A
// package's "alone" size compresses its code by itself; "saved" compresses
// the whole code section without it, which is what removing it would
// save, since the rest of the code shares much of its patterns.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/andybalholm/brotli"
)

func main() {
	n := flag.Int("n", 15, "packages whose saving is measured, largest first")
	q := flag.Int("q", 9, "brotli quality, 0 to 11")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-n 15] [-q 9] file.wasm")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 || *q < 0 || *q > 11 {
		flag.Usage()
		os.Exit(2)
	}
	b, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	m, err := parse(b)
	if err != nil {
		fmt.Fprintf(os.Stderr, "wasmsize: %s: %v\n", flag.Arg(0), err)
		os.Exit(1)
	}
	if err := report(os.Stdout, m, *n, *q); err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

// compressed returns the size of b compressed by brotli at quality q.
func compressed(b []byte, q int) int {
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, q)
	w.Write(b)
	w.Close()
	return buf.Len()
}

// group is the code of one package.
type group struct {
	pkg   string
	funcs int
	code  []byte
}

// byPackage gathers the function bodies of m by package, largest first,
// and returns the group of each body too.
func byPackage(m *module) (list []*group, owner []*group) {
	groups := map[string]*group{}
	owner = make([]*group, len(m.bodies))
	for i, body := range m.bodies {
		pkg := packageOf(m.names[m.imports+i])
		g := groups[pkg]
		if g == nil {
			g = &group{pkg: pkg}
			groups[pkg] = g
			list = append(list, g)
		}
		g.funcs++
		g.code = append(g.code, body...)
		owner[i] = g
	}
	slices.SortFunc(list, func(a, b *group) int { return len(b.code) - len(a.code) })
	return list, owner
}

func report(out io.Writer, m *module, n, q int) error {
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "section\t%9s\t%9s\n", "raw", "brotli")
	var code []byte
	for _, s := range m.sections {
		fmt.Fprintf(w, "%s\t%9d\t%9d\n", s.name, len(s.data), compressed(s.data, q))
	}
	for _, body := range m.bodies {
		code = append(code, body...)
	}
	total := compressed(code, q)
	fmt.Fprintf(w, "function bodies\t%9d\t%9d\n", len(code), total)
	if err := w.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(out)
	w = tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "package\t%5s\t%9s\t%9s\t%9s\n", "funcs", "raw", "alone", "saved")
	groups, owner := byPackage(m)
	for i, g := range groups {
		saved := ""
		if i < n {
			// The code without g's, in the order of the code section.
			rest := make([]byte, 0, len(code)-len(g.code))
			for j, body := range m.bodies {
				if owner[j] != g {
					rest = append(rest, body...)
				}
			}
			saved = fmt.Sprint(total - compressed(rest, q))
		} else if len(g.code) < 4096 {
			continue
		}
		fmt.Fprintf(w, "%s\t%5d\t%9d\t%9d\t%9s\n", g.pkg, g.funcs, len(g.code), compressed(g.code, q), saved)
	}
	return w.Flush()
}

// hostSuffixes end the host names that start import paths.
var hostSuffixes = []string{".com", ".org", ".net", ".io", ".in", ".dev"}

// packageOf returns the package of a function as Go's linker names it in
// the name section: the import path with '/' and '-' written as '_',
// then '.', then the function ("github.com_x_y_pkg.F", and
// encoding/json.(*decodeState).object as "encoding_json.__decodeState_.object").
func packageOf(name string) string {
	rest := 0
	if strings.HasPrefix(name, "vendor_") {
		rest = len("vendor_")
	}
	if host, _, ok := strings.Cut(name[rest:], "_"); ok {
		for _, s := range hostSuffixes {
			if strings.HasSuffix(host, s) {
				rest += len(host)
				break
			}
		}
	}
	dot := strings.IndexByte(name[rest:], '.')
	if dot < 0 {
		return name
	}
	return name[:rest+dot]
}
