package app

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// linkFragment returns the game ID in a page address, as in
// /minesweeper#expert#8812: everything after the first '#'.
func linkFragment(u *url.URL) string {
	if u == nil {
		return ""
	}
	f := u.Fragment
	if f == "" {
		if _, after, ok := strings.Cut(u.String(), "#"); ok {
			f, _ = url.PathUnescape(after)
		}
	}
	return strings.TrimSpace(f)
}

// setLinkFragment puts a game's ID in the address bar, so the address is
// a link to the game. The ID may hold a '#', which a fragment may hold as
// it is. The history entry is replaced, not added: Back leaves the page.
func setLinkFragment(ctx app.Context, id string) {
	if !app.IsClient || linkFragment(ctx.Page().URL()) == id {
		return
	}
	app.Window().Get("history").Call("replaceState", nil, "", "#"+id)
}

// onLinkChange calls open on the UI goroutine when the address's fragment
// comes to name a game other than the one shown, whose ID current returns:
// a link followed or pasted into the address bar of the open page. It
// returns the function that stops listening.
func onLinkChange(ctx app.Context, current func() string, open func(ctx app.Context, link string)) (release func()) {
	return addListener(app.Window(), "hashchange", func(app.Value) {
		ctx.Dispatch(func(ctx app.Context) {
			if link := linkFragment(ctx.Page().URL()); link != "" && link != current() {
				open(ctx, link)
			}
		})
	})
}

// shareLink copies the page's address to the clipboard and then calls
// copied on the UI goroutine. Where the clipboard is missing or refuses,
// it calls fallback with the address instead, so the page can show it for
// copying by hand.
func shareLink(ctx app.Context, copied func(), fallback func(link string)) {
	link := app.Window().Get("location").Get("href").String()
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		fallback(link)
		return
	}
	var ok, fail app.Func
	done := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(this app.Value, args []app.Value) any {
		ctx.Dispatch(func(ctx app.Context) { copied() })
		done()
		return nil
	})
	fail = app.FuncOf(func(this app.Value, args []app.Value) any {
		ctx.Dispatch(func(ctx app.Context) { fallback(link) })
		done()
		return nil
	})
	clip.Call("writeText", link).Call("then", ok, fail)
}

// addListener attaches f to target's event and returns the function that
// detaches it and frees the callback.
func addListener(target app.Value, event string, f func(e app.Value)) (release func()) {
	fn := app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 {
			f(args[0])
		}
		return nil
	})
	target.Call("addEventListener", event, fn)
	return func() {
		target.Call("removeEventListener", event, fn)
		fn.Release()
	}
}
