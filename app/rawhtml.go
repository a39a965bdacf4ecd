package app

import (
	"html"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The big boards write most of their rows as HTML (app.Raw), which the
// browser builds in one call a row. As go-app elements every cell took
// six to eight calls from WebAssembly into the page (create it, set each
// attribute, add its text, append it), and opening a page spent most of
// its main-thread time there on a phone. A row whose HTML changes is
// replaced whole, so a row written as HTML never holds the focus: Gomoku
// keeps its cursor's row as go-app elements, Minesweeper keeps the focus
// on the board itself (aria-activedescendant). Clicks reach the boards'
// own handlers either way.

// escapeHTML returns s escaped for HTML text and quoted attribute values.
// Most labels need nothing, and are returned as they are.
func escapeHTML(s string) string {
	if strings.ContainsAny(s, `<>&"'`) {
		return html.EscapeString(s)
	}
	return s
}

// keepFocus gives the focus back, once the page is redrawn, to the element
// that has it now, should the redraw replace that element with one of the
// same id: a choice in a form written as HTML.
func keepFocus(ctx app.Context) {
	doc := app.Window().Get("document")
	id := doc.Get("activeElement").Get("id").String()
	if id == "" {
		return
	}
	ctx.Defer(func(ctx app.Context) {
		el := app.Window().GetElementByID(id)
		if el.Truthy() && !doc.Get("activeElement").Equal(el) {
			el.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}
