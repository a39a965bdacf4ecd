package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// settingsPage lets the player choose the language, the theme, the
// animations and the options of the games. Each change is saved at once.
type settingsPage struct {
	app.Compo
	s Settings
}

func (p *settingsPage) OnPreRender(ctx app.Context) {
	setPage(ctx, T("settings.title")+" · "+T("app.name"))
}

func (p *settingsPage) OnNav(ctx app.Context) {
	p.s = settings
	setPage(ctx, T("settings.title")+" · "+T("app.name"))
}

func (p *settingsPage) Render() app.UI {
	return frame("/settings",
		app.Elem("h1").Text(T("settings.title")),
		app.Elem("form").Class("settings").OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).Body(
			p.choice("settings-lang", T("settings.lang"), p.s.Lang, append([][2]string{{"", T("settings.lang.auto")}}, langOptions()...),
				func(s *Settings, v string) bool { changed := s.Lang != v; s.Lang = v; return changed }),
			p.choice("settings-theme", T("settings.theme"), p.s.Theme, [][2]string{
				{"", T("settings.theme.system")}, {"light", T("settings.theme.light")}, {"dark", T("settings.theme.dark")},
			}, func(s *Settings, v string) bool { s.Theme = v; return false }),
			p.choice("settings-motion", T("settings.motion"), p.s.Motion, [][2]string{
				{"", T("settings.motion.system")}, {"off", T("settings.motion.off")},
			}, func(s *Settings, v string) bool { s.Motion = v; return false }),
			p.check("settings-qmarks", T("settings.qmarks"), p.s.QuestionMarks, func(s *Settings, v bool) { s.QuestionMarks = v }),
			p.check("settings-movenumbers", T("settings.movenumbers"), p.s.MoveNumbers, func(s *Settings, v bool) { s.MoveNumbers = v }),
			p.check("settings-threats", T("settings.threats"), p.s.ThreatMarks, func(s *Settings, v bool) { s.ThreatMarks = v }),
			p.check("settings-eval", T("settings.eval"), p.s.EvalBar, func(s *Settings, v bool) { s.EvalBar = v }),
		),
	)
}

func langOptions() [][2]string {
	var opts [][2]string
	for _, l := range languages {
		opts = append(opts, [2]string{l.Code, l.Name})
	}
	return opts
}

// followValue stands in the page for the empty setting, "follow the
// browser or the system": go-app leaves out an empty value attribute, and
// an option without one has its text for a value.
const followValue = "follow"

// choice is a labelled select. set stores the value and tells whether
// the page must be drawn again in another language.
func (p *settingsPage) choice(id, label, value string, opts [][2]string, set func(*Settings, string) bool) app.UI {
	return app.Elem("div").Class("field").Body(
		app.Elem("label").Attr("for", id).Text(label),
		app.Elem("select").ID(id).Body(
			app.Range(opts).Slice(func(i int) app.UI {
				v := opts[i][0]
				if v == "" {
					v = followValue
				}
				return app.Elem("option").Attr("value", v).Text(opts[i][1]).Attr("selected", boolAttr(opts[i][0] == value))
			}),
		).OnChange(func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			if v == followValue {
				v = ""
			}
			s := settings
			relang := set(&s, v)
			saveSettings(ctx, s)
			p.s = s
			if relang {
				// Every component renders its text again in the new language.
				ctx.Reload()
			}
		}),
	)
}

// check is a labelled checkbox.
func (p *settingsPage) check(id, label string, value bool, set func(*Settings, bool)) app.UI {
	return app.Elem("div").Class("field check").Body(
		app.ElemSelfClosing("input").Attr("type", "checkbox").ID(id).Attr("checked", boolAttr(value)).OnChange(func(ctx app.Context, e app.Event) {
			s := settings
			set(&s, ctx.JSSrc().Get("checked").Bool())
			saveSettings(ctx, s)
			p.s = s
		}),
		app.Elem("label").Attr("for", id).Text(label),
	)
}
