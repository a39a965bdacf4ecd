package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// notFound is the page for any address that is not a route. The server
// sends it with status 404.
type notFound struct {
	app.Compo
	path string
}

// OnInit gives the first render in the browser the address. go-app runs
// OnNav only after the page is mounted and draws what it changed at its
// next frame, so the page showed the sentence without the address between
// the two. In the browser the app routes here only the address it started
// on (see routeUnknown), which the window shows by then, whether the app
// starts there or the history leads back to it.
func (n *notFound) OnInit() {
	if app.IsClient {
		n.path = route(app.Window().URL().Path)
	}
}

func (n *notFound) OnPreRender(ctx app.Context) { n.init(ctx) }
func (n *notFound) OnNav(ctx app.Context)       { n.init(ctx) }

func (n *notFound) init(ctx app.Context) {
	n.path = routePath(ctx)
	setPage(ctx, T("notfound.title")+" · "+T("app.name"))
}

func (n *notFound) Render() app.UI {
	return frame("notfound",
		app.Elem("section").ID("page-notfound").Class("notfound").Body(
			app.Elem("h1").Text(T("notfound.heading")),
			app.Elem("p").Text(T("notfound.text", n.path)),
			app.Elem("a").ID("notfound-home").Attr("href", href("/")).Text(T("notfound.home")),
		),
	)
}
