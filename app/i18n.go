package app

import "fmt"

// lang is the language the catalog answers in: English on the server, the
// player's choice or the browser's language in the browser (applySettings).
// Each language's messages are a map of their own, added by addMessages.
var lang = "en"

// catalog maps a language to its messages by key. Keys are dotted names;
// a message may hold fmt verbs, filled by T's arguments. A plural message
// has one key per form, "key#one" and so on (see i18n_plural.go).
var catalog = map[string]map[string]string{
	"en": {
		"app.name":        "Pastime",
		"app.description": "Classic games in your browser: Fifteen, Gomoku and Minesweeper. Free, offline, no ads.",
		"app.tagline":     "Classic games, free, in your browser and offline.",
		"app.loading":     "Loading {progress}%",

		"nav.home":     "Pastime: home",
		"nav.label":    "Games",
		"nav.more":     "More",
		"nav.stats":    "Statistics",
		"nav.settings": "Settings",
		"nav.skip":     "Skip to content",
		"footer.text":  "Pastime %s · Works offline · Install it from your browser's menu",

		"update.available": "A new version of Pastime is ready.",
		"update.reload":    "Reload",

		"home.title":   "Pastime: classic games",
		"home.heading": "Pick a game",
		"home.play":    "Play %s",

		"fifteen.name":    "Fifteen",
		"fifteen.summary": "Slide the numbered tiles into order. Any size from 3×3 to 8×8, with hints from an optimal solver.",
		"fifteen.picture": "A four by four board of numbered tiles with one gap",

		"gomoku.name":    "Gomoku",
		"gomoku.summary": "Five in a row on a 15×15 board, against a friend or the computer, with freestyle and renju rules.",
		"gomoku.picture": "A wooden board with black and white stones",

		"minesweeper.name":    "Minesweeper",
		"minesweeper.summary": "Clear the field without touching a mine. Classic levels, custom boards and a no-guess mode.",
		"minesweeper.picture": "A minesweeper field with numbers and a flag",

		"soon.title": "%s is on its way",
		"soon.text":  "%s is being built and is not playable yet. The other games are a click away.",
		"soon.back":  "Back to all games",

		"notfound.title":   "Page not found",
		"notfound.heading": "There is no page here",
		"notfound.text":    "The address %s does not match any page of Pastime.",
		"notfound.home":    "Go to the home page",

		"crash.title":  "Something went wrong",
		"crash.text":   "Pastime stopped because of an error. Your saved games and statistics are safe.",
		"crash.reload": "Reload",
		"crash.home":   "Go to the home page",

		"store.corrupt":  "A saved record (%s) could not be read and was set aside. Everything else is intact.",
		"store.full":     "Your browser refused to save. Games still work, but progress may not be kept.",
		"notice.dismiss": "Dismiss",

		"settings.title":         "Settings",
		"settings.lang":          "Language",
		"settings.lang.auto":     "Same as the browser",
		"settings.theme":         "Theme",
		"settings.theme.system":  "Same as the system",
		"settings.theme.light":   "Light",
		"settings.theme.dark":    "Dark",
		"settings.motion":        "Animations",
		"settings.motion.system": "Same as the system",
		"settings.motion.off":    "Off",
		"settings.qmarks":        "Minesweeper: question marks on right-click",
		"settings.movenumbers":   "Gomoku: show move numbers on the stones",

		"stats.title":   "Statistics",
		"stats.none":    "No game keeps statistics yet.",
		"stats.reset":   "Reset all statistics",
		"stats.confirm": "Reset the statistics of every game? This cannot be undone.",
		"stats.yes":     "Yes, reset them",
		"stats.no":      "Cancel",
		"stats.cleared": "All statistics were reset.",
	},
}

// addMessages adds messages to a language of the catalog. Each game's
// file adds its own in an init function, so the catalog stays one table
// without one file that every change must touch.
func addMessages(language string, msgs map[string]string) {
	if catalog[language] == nil {
		// Sized for every game's messages, so that adding them never
		// grows the table: this runs as the program starts.
		catalog[language] = make(map[string]string, 512)
	}
	for k, v := range msgs {
		if _, dup := catalog[language][k]; dup {
			panic("i18n: message " + k + " is defined twice")
		}
		catalog[language][k] = v
	}
}

// T returns the message for key in the current language, formatted with
// args. A key missing from the language falls back to English, and a key
// missing everywhere is returned as it is, so a gap shows rather than hides.
func T(key string, args ...any) string {
	msg, ok := catalog[lang][key]
	if !ok {
		msg, ok = catalog["en"][key]
	}
	if !ok {
		return key
	}
	if len(args) == 0 {
		return msg
	}
	return fmt.Sprintf(msg, args...)
}

// Messages returns a copy of the catalog's messages in language, plural
// forms under their "key#form" names, for the tests that check what the
// pages show.
func Messages(language string) map[string]string {
	msgs := make(map[string]string, len(catalog[language]))
	for k, v := range catalog[language] {
		msgs[k] = v
	}
	return msgs
}
