package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// notElements are go-app functions called with no arguments that do not
// build an element.
var notElements = map[string]bool{
	"Window": true, "Null": true, "RunWhenOnBrowser": true, "TryUpdate": true,
	"Paths": true, "Register": true,
}

// TestElementsAreGeneric fails when the package builds an element with one
// of go-app's typed constructors (app.Div(), app.Button(), ...) instead of
// app.Elem: each typed element adds its own method set to app.wasm (see the
// package doc).
func TestElementsAreGeneric(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "app" && !notElements[sel.Sel.Name] {
				t.Errorf("%s: app.%s(): build elements with app.Elem(%q)", fset.Position(call.Pos()), sel.Sel.Name, strings.ToLower(sel.Sel.Name))
			}
			return true
		})
	}
}
