package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// statsSection is one game's part of the statistics page. Each game adds
// its own in an init function.
type statsSection struct {
	Game   string        // catalog key of the game
	Keys   []string      // local storage keys its statistics live in
	Render func() app.UI // the game's records, read at render time
}

var statsSections []statsSection

// statsPage gathers every game's records, with a way to reset them all
// after a confirmation.
type statsPage struct {
	app.Compo
	confirm bool
	done    bool
}

func (p *statsPage) OnPreRender(ctx app.Context) { setPage(ctx, T("stats.title")+" · "+T("app.name")) }
func (p *statsPage) OnNav(ctx app.Context)       { setPage(ctx, T("stats.title")+" · "+T("app.name")) }

func (p *statsPage) Render() app.UI {
	return frame("/stats",
		app.Elem("h1").Text(T("stats.title")),
		app.If(len(statsSections) == 0, func() app.UI {
			return app.Elem("p").Text(T("stats.none"))
		}),
		app.Range(statsSections).Slice(func(i int) app.UI {
			sec := statsSections[i]
			return app.Elem("section").Class("stats-section").ID("stats-"+sec.Game).Body(
				app.Elem("h2").Text(T(sec.Game+".name")),
				app.If(app.IsClient, sec.Render),
			)
		}),
		app.Elem("div").Class("stats-reset").Body(
			app.If(!p.confirm, func() app.UI {
				return app.Elem("button").ID("stats-reset").Text(T("stats.reset")).OnClick(func(ctx app.Context, e app.Event) {
					p.confirm, p.done = true, false
				})
			}).Else(func() app.UI {
				return app.Elem("div").Role("alertdialog").Attr("aria-label", T("stats.reset")).Body(
					app.Elem("p").Text(T("stats.confirm")),
					app.Elem("button").ID("stats-reset-yes").Class("danger").Text(T("stats.yes")).OnClick(func(ctx app.Context, e app.Event) {
						for _, sec := range statsSections {
							for _, k := range sec.Keys {
								ctx.LocalStorage().Del(k)
							}
						}
						p.confirm, p.done = false, true
					}),
					app.Elem("button").ID("stats-reset-no").Text(T("stats.no")).OnClick(func(ctx app.Context, e app.Event) {
						p.confirm = false
					}),
				)
			}),
			app.If(p.done, func() app.UI { return app.Elem("p").Role("status").Text(T("stats.cleared")) }),
		),
	)
}
