package app

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// frame wraps a page's content in what every page shares: a skip link,
// the header with the game links, the main landmark, the update banner
// and the footer. current is the route shown, so its link is marked; the
// main element carries it as data-route.
func frame(current string, content ...app.UI) app.UI {
	return app.Elem("div").Class("frame").Body(
		&pausePoint{},
		app.Elem("a").Class("skip").Attr("href", "#main").Text(T("nav.skip")),
		app.Elem("header").Class("header").Body(
			app.Elem("a").Class("brand").Attr("href", href("/")).Attr("aria-label", T("nav.home")).Body(
				app.Elem("span").Class("brand-icon").Attr("aria-hidden", "true"),
				app.Elem("span").Text(T("app.name")),
			),
			app.Elem("nav").Attr("aria-label", T("nav.label")).Body(
				app.Range(games).Slice(func(i int) app.UI {
					g := games[i]
					return navLink(current, g.Path, T(g.Key+".name"))
				}),
			),
			app.Elem("nav").Class("nav-more").Attr("aria-label", T("nav.more")).Body(
				navLink(current, "/stats", T("nav.stats")),
				navLink(current, "/settings", T("nav.settings")),
			),
		),
		&pausePoint{},
		app.Elem("main").ID("main").Class("main").Attr("data-route", current).Body(content...),
		&status{},
		app.Elem("footer").Class("footer").Body(
			app.Text(T("footer.text", app.Getenv("GOAPP_VERSION"))),
		),
	)
}

// textList is a bulleted list of the catalog's messages under keys.
func textList(keys ...string) app.UI {
	items := make([]app.UI, len(keys))
	for i, k := range keys {
		items[i] = app.Elem("li").Text(T(k))
	}
	return app.Elem("ul").Body(items...)
}

// columnHeads is a table's head: one column header for each of the
// catalog's messages under keys.
func columnHeads(keys ...string) app.UI {
	cells := make([]app.UI, len(keys))
	for i, k := range keys {
		cells[i] = app.Elem("th").Attr("scope", "col").Text(T(k))
	}
	return app.Elem("thead").Body(app.Elem("tr").Body(cells...))
}

// navLink is a header link, marked when it is the page shown.
func navLink(current, path, text string) app.UI {
	a := app.Elem("a").Attr("href", href(path)).Text(text)
	if path == current {
		a = a.Attr("aria-current", "page")
	}
	return a
}

// setPage sets the document title and description of a page.
func setPage(ctx app.Context, title string) {
	ctx.Page().SetTitle(title)
	ctx.Page().SetDescription(T("app.description"))
}

// defaultUpdateInterval is how often an open app asks whether a new
// version was deployed. The server can change it for tests with the
// PASTIME_UPDATE_INTERVAL variable of the app's environment.
const defaultUpdateInterval = 5 * time.Minute

// status is the part of the frame that only exists in the browser: it
// marks the page as running (data-client, which browser tests wait for),
// checks for new versions on a timer and offers the reload when one is
// ready.
type status struct {
	app.Compo
	mounted bool
	update  bool
	stop    chan struct{}
}

// OnInit is the last of the first mount's pauses (see mayPause): only the
// footer's text follows.
func (s *status) OnInit() {
	mayPause()
	stopPausing()
}

// OnMount marks the app started (see pickFirst) and starts the update
// checks.
func (s *status) OnMount(ctx app.Context) {
	s.mounted = true
	appStarted = true
	// The app's page is drawn, in the player's language: show it
	// (pastime.js leaves the server's page out while a cached app starts).
	app.Window().Get("document").Get("documentElement").Call("removeAttribute", "data-pending")
	noticesChanged = func() { ctx.Dispatch(func(app.Context) {}) }
	s.update = ctx.AppUpdateAvailable()
	if !s.update {
		// Only data-client changes: set it here, as go-app would render
		// the whole page again to set it (see loadGame).
		s.JSValue().Call("setAttribute", "data-client", "true")
		ctx.PreventUpdate()
	}
	interval := defaultUpdateInterval
	if d, err := time.ParseDuration(app.Getenv("PASTIME_UPDATE_INTERVAL")); err == nil && d > 0 {
		interval = d
	}
	s.stop = make(chan struct{})
	stop := s.stop
	ctx.Async(func() {
		app.TryUpdate()
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				app.TryUpdate()
			}
		}
	})
}

// OnDismount stops the update checks.
func (s *status) OnDismount() {
	noticesChanged = func() {}
	if s.stop != nil {
		close(s.stop)
		s.stop = nil
	}
}

// OnAppUpdate shows the banner once the new version is installed.
func (s *status) OnAppUpdate(ctx app.Context) {
	s.update = true
}

func (s *status) Render() app.UI {
	client := "false"
	if s.mounted {
		client = "true"
	}
	return app.Elem("div").ID("app-status").Attr("data-client", client).Body(
		app.Range(notices).Slice(func(i int) app.UI {
			return app.Elem("div").Class("notice").Role("alert").Body(
				app.Elem("span").Text(notices[i]),
				app.Elem("button").Text(T("notice.dismiss")).OnClick(func(ctx app.Context, e app.Event) {
					if i < len(notices) {
						notices = append(notices[:i:i], notices[i+1:]...)
					}
				}, app.EventScope(strconv.Itoa(i))),
			)
		}),
		app.If(crashTest, func() app.UI {
			// Only the browser tests' server turns this on (in the browser:
			// see RunInBrowser): it proves that a panic shows the crash
			// panel, not a blank page.
			return app.Elem("button").ID("crash-test").Text("crash").OnClick(func(ctx app.Context, e app.Event) {
				panic("crash test")
			})
		}),
		app.If(s.update, func() app.UI {
			return app.Elem("div").ID("update-banner").Class("banner").Role("status").Body(
				app.Elem("span").Text(T("update.available")),
				app.Elem("button").ID("update-reload").Text(T("update.reload")).
					OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
			)
		}),
	)
}
