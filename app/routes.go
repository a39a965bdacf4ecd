package app

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/internal/startpause"
)

// game describes one game as the home page and the header show it.
type game struct {
	Path    string // route, without the base path
	Key     string // catalog prefix: Key+".name", Key+".summary", ...
	Picture string // a small picture of the board, under /web/
}

// games lists the games in the order they are shown.
var games = []game{
	{Path: "/fifteen", Key: "fifteen", Picture: "/web/fifteen.svg"},
	{Path: "/gomoku", Key: "gomoku", Picture: "/web/gomoku.svg"},
	{Path: "/minesweeper", Key: "minesweeper", Picture: "/web/minesweeper.svg"},
}

// pages maps a game's route to the component that plays it; each game's
// file adds itself in an init function.
var pages = map[string]func() app.Composer{}

// Paths returns every route of the app, home first. Anything else is a
// page that does not exist.
func Paths() []string {
	paths := []string{"/"}
	for _, g := range games {
		paths = append(paths, g.Path)
	}
	return append(paths, "/stats", "/settings")
}

// Register declares the routes. It must run before RunInBrowser in the
// browser and before the handler serves a page on the server.
func Register() {
	app.Route("/", func() app.Composer { return &home{} })
	app.Route("/settings", func() app.Composer { return &settingsPage{} })
	app.Route("/stats", func() app.Composer { return &statsPage{} })
	for _, g := range games {
		if newPage, ok := pages[g.Path]; ok {
			app.Route(g.Path, newPage)
		}
	}
	// Everything else renders the not-found page; the server also answers
	// it with status 404. In the browser the app routes only the address
	// it starts on, where that is none of the above (see routeUnknown):
	// go-app compiles a route's pattern when it is declared, and compiling
	// "^/" was 31 of the 1,341 WebAssembly functions compiled on first use
	// at start (95 KB of 1.56 MB; see the README's Loading). Links inside
	// the app lead only to its routes, and the browser's history only to
	// addresses the app has started on.
	if !app.IsClient {
		app.RouteWithRegexp("^/", newNotFound)
	}
}

func newNotFound() app.Composer { return &notFound{} }

// routeUnknown routes path, the address the app starts on, to the
// not-found page when its route is none of the app's.
func routeUnknown(path string) {
	if r := route(path); !slices.Contains(Paths(), r) {
		app.Route(r, newNotFound)
	}
}

// RunInBrowser starts the app when the program runs as WebAssembly in a
// browser, and returns at once anywhere else.
//
// Go gives the page's thread back to the browser only when every goroutine
// waits, so starting Go, reading the settings and building the page would
// be one long task in which a tap on the page the server rendered waits.
// A pause between the steps (yieldToBrowser) ends the task: the browser
// paints and answers input in between. On a first visit the steps pause
// more (mayPause), as they compile what they run.
func RunInBrowser() {
	if !app.IsClient {
		return
	}
	yieldToBrowser()
	answeredByServiceWorker = !startpause.FirstVisit()
	if !answeredByServiceWorker {
		startPausing()
	}
	crashTest = app.Getenv("PASTIME_CRASH_TEST") == "1"
	rootPrefix = strings.TrimRight(app.Getenv("GOAPP_ROOT_PREFIX"), "/")
	routeUnknown(app.Window().URL().Path)
	mayPause()
	startSettings()
	yieldToBrowser()
	app.RunWhenOnBrowser()
}

// yieldToBrowser lets the browser run its own tasks before Go goes on.
func yieldToBrowser() { nextTask() }

// answeredByServiceWorker tells whether the service worker answered the
// page, as on a repeat visit.
var answeredByServiceWorker bool

// later runs f on the UI goroutine in a task of its own, once the browser
// has had its turn. A game page follows up the game it picked this way on
// a first visit (see loadGame): the address, the first save, which
// compiles the JSON encoder, and Gomoku's worker, after the task that puts
// the page in place, so the page is ready at the end of that task. A game
// page opened from a link inside the app loads its game this way too. On
// a page the service worker answers f runs at once: its start is short,
// and a task of its own would only make it later. On the server f runs at
// once, as the page must be whole. It tells whether f waits.
func later(ctx app.Context, f func(app.Context)) (waits bool) {
	if !app.IsClient || answeredByServiceWorker {
		f(ctx)
		return false
	}
	ctx.Async(func() {
		yieldToBrowser()
		ctx.Dispatch(func(ctx app.Context) {
			startPausing()
			f(ctx)
			stopPausing()
		})
	})
	return true
}

// pickFirst tells whether a game page picks its game (a link's, the saved
// one or a new one) in OnInit, before its first render, rather than in
// OnNav: on the page the app starts on. Its first render then shows that
// game and is ready for input. go-app runs OnNav only after the page is
// mounted, and draws what OnNav changed at its next frame, up to 8 ms
// later: the browser lays out and paints the page in between (12 to 30 ms
// here on a repeat visit; on a first visit 80 to 250 ms went from the
// mount to the load), so the page was ready that much later, and showed
// the default game first. OnNav then follows the game up (the address,
// the save, the computer's move), which needs the page's context. Only
// the page the app starts on picks first: go-app sets a page opened from a
// link inside the app up before the address changes, so its OnInit would
// read the address of the page before.
func pickFirst() bool { return app.IsClient && !appStarted }

// appStarted is set once the app has mounted its first page.
var appStarted bool

// loadGame runs a game page's load from OnNav. A page that picked its game
// in OnInit (picked, see pickFirst) only follows it up, on a first visit
// in a task of its own (see later). Otherwise the load that opens the page
// waits for a task of its own, then marks the page loaded; a new link in
// the same page loads at once, since the page's own hashchange listener
// may act on it too.
//
// Where nothing shown has changed yet, as when the load waits, the page
// says so (PreventUpdate), and so does its OnMount: go-app renders a
// component again after each of its handlers, and every component above
// it, so a game page was rendered whole and compared with itself between
// its mount and its load, for nothing (see the README's Loading).
func loadGame(ctx app.Context, loaded, picked *bool, load, follow func(app.Context)) {
	if *picked {
		*picked = false
		if later(ctx, follow) {
			ctx.PreventUpdate() // nothing has changed yet
		}
		return
	}
	if *loaded {
		load(ctx)
		return
	}
	waits := later(ctx, func(ctx app.Context) {
		load(ctx)
		*loaded = true
	})
	if waits {
		ctx.PreventUpdate() // nothing has changed yet
	}
}

// crashTest shows a button that panics, for the browser test of the
// crash panel; only a server started for tests turns it on.
var crashTest bool

// href returns the link to a route of the app. Links rendered on the
// server get the base path from go-app's resource resolver; links rendered
// in the browser do not, so the base path is added here.
func href(path string) string {
	if !app.IsClient {
		return path
	}
	return rootPrefix + path
}

// rootPrefix is the base path the app is served under, without its
// trailing slash ("" at the root of a host). RunInBrowser reads it once:
// each read of go-app's environment is a call into the page.
var rootPrefix string

// routePath returns the route of the page shown, without the base path.
func routePath(ctx app.Context) string { return route(ctx.Page().URL().Path) }

// route returns the route of the address path: without the base path and
// starting with a slash, as go-app looks it up.
func route(path string) string {
	if app.IsClient {
		path = strings.TrimPrefix(path, rootPrefix)
	}
	if !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	return path
}
