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
	eachCall(t, func(pos token.Position, call *ast.CallExpr) {
		if len(call.Args) != 0 {
			return
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return
		}
		if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "app" && !notElements[sel.Sel.Name] {
			t.Errorf("%s: app.%s(): build elements with app.Elem(%q)", pos, sel.Sel.Name, strings.ToLower(sel.Sel.Name))
		}
	})
}

// eachCall calls f with every call expression of the package's non-test
// files, and where it is.
func eachCall(t *testing.T, f func(pos token.Position, call *ast.CallExpr)) {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				f(fset.Position(call.Pos()), call)
			}
			return true
		})
	}
}

// formatted are go-app's element methods that format a value with fmt
// (Aria and DataSet always, the others when given values after their
// format), with the number of arguments up to the format.
var formatted = map[string]int{"Aria": 0, "DataSet": 0, "Textf": 0, "ID": 1, "Title": 1, "Role": 1, "Style": 2}

// TestNoFormattedAttributes fails when the package sets an attribute
// through one of go-app's formatting methods instead of Attr or a string
// built without fmt (see the package doc).
func TestNoFormattedAttributes(t *testing.T) {
	eachCall(t, func(pos token.Position, call *ast.CallExpr) {
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return
		}
		if k, ok := formatted[sel.Sel.Name]; ok && len(call.Args) > k && isElemChain(sel.X) {
			t.Errorf("%s: %s formats its value with fmt: use Attr, or a string built with strconv", pos, sel.Sel.Name)
		}
	})
}

// isElemChain tells whether x is a chain of calls that starts with
// app.Elem or app.ElemSelfClosing, or a variable (an element built
// earlier).
func isElemChain(x ast.Expr) bool {
	for {
		switch v := x.(type) {
		case *ast.Ident:
			return true
		case *ast.CallExpr:
			sel, ok := v.Fun.(*ast.SelectorExpr)
			if !ok {
				return false
			}
			if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "app" {
				return sel.Sel.Name == "Elem" || sel.Sel.Name == "ElemSelfClosing"
			}
			x = sel.X
		default:
			return false
		}
	}
}
