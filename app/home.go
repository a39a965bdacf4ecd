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
		app.H1().Text(T("home.heading")),
		app.P().Class("lead").Text(T("app.tagline")),
		app.Ul().Class("cards").Body(
			app.Range(games).Slice(func(i int) app.UI {
				g := games[i]
				name := T(g.Key + ".name")
				return app.Li().Class("card").Body(
					// The link is named by what it shows, the game's name and
					// summary, so speech input finds it by its visible words;
					// the picture only decorates it.
					app.A().ID("card-"+g.Key).Href(href(g.Path)).Body(
						app.Img().Src(g.Picture).Aria("hidden", true).Width(160).Height(160),
						app.H2().Text(name),
						app.P().Text(T(g.Key+".summary")),
					),
				)
			}),
		),
	)
}
