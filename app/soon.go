package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// comingSoon stands in for a game that is not playable yet: it says so
// plainly and links back home.
type comingSoon struct {
	app.Compo
	Game string // catalog key of the game
}

func (c *comingSoon) OnPreRender(ctx app.Context) { c.title(ctx) }
func (c *comingSoon) OnNav(ctx app.Context)       { c.title(ctx) }

func (c *comingSoon) title(ctx app.Context) {
	setPage(ctx, T("soon.title", T(c.Game+".name"))+" · "+T("app.name"))
}

func (c *comingSoon) Render() app.UI {
	name := T(c.Game + ".name")
	return frame("/"+c.Game,
		app.Elem("section").ID("page-"+c.Game).Class("soon").Body(
			app.Elem("h1").Text(T("soon.title", name)),
			app.ElemSelfClosing("img").Attr("src", "/web/"+c.Game+".svg").Attr("alt", T(c.Game+".picture")).Attr("width", 160).Attr("height", 160),
			app.Elem("p").Text(T("soon.text", name)),
			app.Elem("a").Attr("href", href("/")).Text(T("soon.back")),
		),
	)
}
