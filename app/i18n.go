package app

import (
	"fmt"
	"maps"
	"strconv"
	"strings"
	"sync"
)

// lang is the language the catalog answers in: English on the server, the
// player's choice or the browser's language in the browser (applySettings).
var lang = "en"

// The messages of each language are written as text, a line a message:
// the key, an equals sign and the message, as in
//
//	fifteen.name = Fifteen
//
// Keys are dotted names; a message may hold fmt verbs, filled by T's
// arguments. A plural message has one key per form, "key#one" and so on
// (see i18n_plural.go). Each game's file adds its own text in an init
// function, so no file must change with every game. A language is read
// into a map the first time it is asked for: the page reads only its own,
// and the texts cost app.wasm their bytes and nothing more, where map
// literals also cost the code that fills them and a string header a key
// and a message.
var catalog = map[string]*messages{}

// messages are one language's texts as written and, once read, the map
// they make. The server renders pages concurrently, hence the Once; after
// the first read a lookup costs an atomic load, not a lock.
type messages struct {
	texts []string
	once  sync.Once
	msgs  map[string]string
}

func init() {
	addMessages("en", `
app.name        = Pastime
app.description = Classic games in your browser: Fifteen, Gomoku and Minesweeper. Free, offline, no ads.
app.tagline     = Classic games, free, in your browser and offline.
app.loading     = Loading {progress}%

nav.home     = Pastime: home
nav.label    = Games
nav.more     = More
nav.stats    = Statistics
nav.settings = Settings
nav.skip     = Skip to content
footer.text  = Pastime %s · Works offline · Install it from your browser's menu

update.available = A new version of Pastime is ready.
update.reload    = Reload

home.title   = Pastime: classic games
home.heading = Pick a game
home.play    = Play %s

fifteen.name    = Fifteen
fifteen.summary = Slide the numbered tiles into order. Any size from 3×3 to 8×8, with hints from an optimal solver.
fifteen.picture = A four by four board of numbered tiles with one gap

gomoku.name    = Gomoku
gomoku.summary = Five in a row on a 15×15 board, against a friend or the computer, with freestyle and renju rules.
gomoku.picture = A wooden board with black and white stones

minesweeper.name    = Minesweeper
minesweeper.summary = Clear the field without touching a mine. Classic levels, custom boards and a no-guess mode.
minesweeper.picture = A minesweeper field with numbers and a flag


notfound.title   = Page not found
notfound.heading = There is no page here
notfound.text    = The address %s does not match any page of Pastime.
notfound.home    = Go to the home page

crash.title  = Something went wrong
crash.text   = Pastime stopped because of an error. Your saved games and statistics are safe.
crash.reload = Reload
crash.home   = Go to the home page

store.corrupt  = A saved record (%s) could not be read and was set aside. Everything else is intact.
store.full     = Your browser refused to save. Games still work, but progress may not be kept.
notice.dismiss = Dismiss

settings.title         = Settings
settings.lang          = Language
settings.lang.auto     = Same as the browser
settings.theme         = Theme
settings.theme.system  = Same as the system
settings.theme.light   = Light
settings.theme.dark    = Dark
settings.motion        = Animations
settings.motion.system = Same as the system
settings.motion.off    = Off
settings.qmarks        = Minesweeper: question marks on right-click
settings.movenumbers   = Gomoku: show move numbers on the stones
settings.threats       = Gomoku: outline fours and open threes of both colours
settings.eval          = Gomoku: show the evaluation bar

stats.title   = Statistics
stats.none    = No game keeps statistics yet.
stats.reset   = Reset all statistics
stats.confirm = Reset the statistics of every game? This cannot be undone.
stats.yes     = Yes, reset them
stats.no      = Cancel
stats.cleared = All statistics were reset.
`)
}

// addMessages adds a text of messages to a language of the catalog. It
// runs in init functions, before any lookup.
func addMessages(language, text string) {
	m := catalog[language]
	if m == nil {
		m = &messages{}
		catalog[language] = m
	}
	m.texts = append(m.texts, text)
}

// messagesOf returns the messages of language, reading them on first use;
// a language the catalog lacks has none.
func messagesOf(language string) map[string]string {
	m := catalog[language]
	if m == nil {
		return nil
	}
	m.once.Do(func() { m.msgs, _ = parseMessages(m.texts) })
	return m.msgs
}

// parseMessages reads texts of messages. A line that is not a message, or
// a key given twice, is left out and reported in errs; the tests require
// none.
func parseMessages(texts []string) (msgs map[string]string, errs []error) {
	msgs = make(map[string]string, 512)
	for _, text := range texts {
		for line := range strings.Lines(text) {
			line = strings.TrimRight(line, "\r\n")
			if strings.TrimSpace(line) == "" {
				continue
			}
			key, msg, ok := strings.Cut(line, " = ")
			key = strings.TrimRight(key, " ")
			if !ok || key == "" || strings.ContainsAny(key, " \t") {
				errs = append(errs, fmt.Errorf("i18n: %q is not a message line", line))
				continue
			}
			if _, dup := msgs[key]; dup {
				errs = append(errs, fmt.Errorf("i18n: message %s is defined twice", key))
				continue
			}
			msgs[key] = msg
		}
	}
	return msgs, errs
}

// T returns the message for key in the current language, formatted with
// args. A key missing from the language falls back to English, and a key
// missing everywhere is returned as it is, so a gap shows rather than hides.
func T(key string, args ...any) string {
	msg, ok := messagesOf(lang)[key]
	if !ok {
		msg, ok = messagesOf("en")[key]
	}
	if !ok {
		return key
	}
	if len(args) == 0 {
		return msg
	}
	return format(msg, args)
}

// format fills msg's verbs with args as fmt.Sprintf does. The catalogs use
// only %d, %s and %%, mostly with ints and strings, and those are written
// here: run for every label of every render, fmt's printer was among the
// functions the browser compiled a second time, optimised, on the same two
// cores as the page's first load. Any other verb or argument goes to fmt.
func format(msg string, args []any) string {
	var b strings.Builder
	b.Grow(len(msg) + 8*len(args))
	next := 0
	for i := 0; i < len(msg); i++ {
		if msg[i] != '%' {
			b.WriteByte(msg[i])
			continue
		}
		if i+1 == len(msg) {
			return fmt.Sprintf(msg, args...)
		}
		i++
		verb := msg[i]
		if verb == '%' {
			b.WriteByte('%')
			continue
		}
		if next == len(args) {
			return fmt.Sprintf(msg, args...)
		}
		n, isInt := args[next].(int)
		s, isString := args[next].(string)
		switch {
		case verb == 'd' && isInt:
			b.WriteString(strconv.Itoa(n))
		case verb == 's' && isString:
			b.WriteString(s)
		default:
			return fmt.Sprintf(msg, args...)
		}
		next++
	}
	if next != len(args) {
		return fmt.Sprintf(msg, args...)
	}
	return b.String()
}

// Messages returns a copy of the catalog's messages in language, plural
// forms under their "key#form" names, for the tests that check what the
// pages show.
func Messages(language string) map[string]string {
	return maps.Clone(messagesOf(language))
}
