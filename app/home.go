package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// home is the landing page: one card a game, each with a picture of its
// board and a link to play.
type home struct {
	app.Compo
}

func (h *home) OnPreRender(ctx app.Context) { setPage(ctx, T("home.title")) }
func (h *home) OnNav(ctx app.Context)       { setPage(ctx, T("home.title")) }

func (h *home) Render() app.UI {
	return frame("/",
		app.Elem("h1").Text(T("home.heading")),
		app.Elem("p").Class("lead").Text(T("app.tagline")),
		app.Elem("ul").Class("cards").Body(
			app.Range(games).Slice(func(i int) app.UI {
				g := games[i]
				name := T(g.Key + ".name")
				return app.Elem("li").Class("card").Body(
					// The link is named by what it shows, the game's name and
					// summary, so speech input finds it by its visible words;
					// the picture only decorates it.
					app.Elem("a").ID("card-"+g.Key).Attr("href", href(g.Path)).Body(
						app.ElemSelfClosing("img").Attr("src", g.Picture).Attr("aria-hidden", true).Attr("width", 160).Attr("height", 160),
						app.Elem("h2").Text(name),
						app.Elem("p").Text(T(g.Key+".summary")),
					),
				)
			}),
		),
	)
}
