// Package app holds Pastime's user interface: the go-app components that
// render the home page, the game pages and the shell around them, the
// message catalog every visible string comes from, and the routes.
//
// The rules of the games live in games/; this package only turns events
// into moves and states into DOM. It exports what cmd/pastime needs
// (Register, RunInBrowser and, outside the browser, NewHandler), so the
// command itself never imports go-app.
package app

// Every element is built with app.Elem (app.ElemSelfClosing for input and
// img), never with go-app's typed constructors such as app.Div or
// app.Button. Each typed element brings its own copy of every method the
// package calls through an interface (Class, ID, Aria, OnClick, ...) into
// app.wasm; one generic element type shares them all, which keeps about
// 0.5 MB of code and metadata out of the download. Element-specific
// attributes go through Attr ("href", "disabled", "for", ...), which sets
// them exactly as the typed methods do. TestElementsAreGeneric keeps it so.
//
// ARIA and data attributes go through Attr too ("aria-label", "data-key"),
// not Aria and DataSet, which format every value with fmt.Sprintf("%v"):
// on a page's start that made fmt's printer one of the functions the
// browser compiles a second time, optimised, beside the page's own first
// load. Attr writes strings, ints and bools with strconv. The pages build
// their other strings without fmt too, and T formats the catalog's %d and
// %s itself (see format).
