package app

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Settings are the player's choices, kept in local storage under
// settingsKey. The zero value follows the browser: its language, its
// colour scheme and its motion preference.
type Settings struct {
	Lang          string `json:"lang,omitempty"`   // "en", "ru", "zh"; empty: the browser's
	Theme         string `json:"theme,omitempty"`  // "light", "dark"; empty: the system's
	Motion        string `json:"motion,omitempty"` // "off"; empty: the system's
	QuestionMarks bool   `json:"questionMarks"`    // Minesweeper: right-click cycles through ?
	MoveNumbers   bool   `json:"moveNumbers"`      // Gomoku: numbers on the stones
	ThreatMarks   bool   `json:"threatMarks"`      // Gomoku: fours and open threes outlined
	EvalBar       bool   `json:"evalBar"`          // Gomoku: the engine's evaluation beside the board
}

const settingsKey = "pastime.settings"

// settings are the choices in force. They are read once when the app
// starts in the browser, and changed only by the settings page.
var settings Settings

// languages are the languages offered, by code, with their names in
// themselves. The tests hold each one's catalog to English: every key,
// every plural form its rule uses and the same fmt verbs.
var languages = []struct{ Code, Name string }{
	{"en", "English"},
	{"ru", "Русский"},
	{"zh", "中文"},
}

// pickLang returns the first supported language among the browser's
// preferences ("ru-RU", "zh-Hans-CN", ...), or English.
func pickLang(prefs []string) string {
	for _, p := range prefs {
		code := strings.ToLower(strings.SplitN(strings.SplitN(p, "-", 2)[0], "_", 2)[0])
		for _, l := range languages {
			if l.Code == code {
				return code
			}
		}
	}
	return "en"
}

// startSettings reads the settings from local storage before the first
// page renders, picks the language and applies the theme and motion
// choices to the document. A record that does not decode is set aside.
func startSettings() {
	if !app.IsClient {
		return
	}
	ls := app.Window().Get("localStorage")
	if raw := ls.Call("getItem", settingsKey); !raw.IsNull() {
		if err := json.Unmarshal([]byte(raw.String()), &settings); err != nil {
			settings = Settings{}
			setAsideRaw(settingsKey, raw.String())
		}
	}
	settings = settings.clean()
	applySettings()
}

// clean returns s without the values it cannot hold, each back to its
// zero value, which follows the browser or the system. An older page
// stored the text of the "follow" option as the value.
func (s Settings) clean() Settings {
	if !slices.ContainsFunc(languages, func(l struct{ Code, Name string }) bool { return l.Code == s.Lang }) {
		s.Lang = ""
	}
	if s.Theme != "light" && s.Theme != "dark" {
		s.Theme = ""
	}
	if s.Motion != "off" {
		s.Motion = ""
	}
	return s
}

// applySettings puts the settings in force: the catalog's language and the
// attributes of <html> that the stylesheets follow.
func applySettings() {
	lang = settings.Lang
	if !slices.ContainsFunc(languages, func(l struct{ Code, Name string }) bool { return l.Code == lang }) {
		var prefs []string
		if nav := app.Window().Get("navigator"); nav.Truthy() {
			if ls := nav.Get("languages"); ls.Truthy() {
				for i := 0; i < ls.Length(); i++ {
					prefs = append(prefs, ls.Index(i).String())
				}
			}
			if l := nav.Get("language"); l.Truthy() {
				prefs = append(prefs, l.String())
			}
		}
		lang = pickLang(prefs)
	}
	root := app.Window().Get("document").Get("documentElement")
	root.Call("setAttribute", "lang", lang)
	setOrRemove(root, "data-theme", settings.Theme)
	setOrRemove(root, "data-motion", settings.Motion)
	app.Window().Set("pastimeCrashText", map[string]any{
		"title":  T("crash.title"),
		"text":   T("crash.text"),
		"reload": T("crash.reload"),
		"home":   T("crash.home"),
		"href":   href("/"),
	})
}

func setOrRemove(el app.Value, name, v string) {
	if v == "" {
		el.Call("removeAttribute", name)
		return
	}
	el.Call("setAttribute", name, v)
}

// saveSettings stores s and puts it in force.
func saveSettings(ctx app.Context, s Settings) {
	settings = s
	store(ctx, settingsKey, s)
	applySettings()
}
