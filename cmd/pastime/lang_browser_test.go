//go:build browser && !(js && wasm)

package main

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/pastime-games/pastime/app"
)

// newBrowserLang starts a browser whose language is acceptLang, as
// navigator.languages and the Accept-Language header report it. Chromium's
// Emulation.setLocaleOverride changes only Intl here, not
// navigator.languages, so the user agent override carries the language.
func newBrowserLang(t *testing.T, acceptLang string) context.Context {
	t.Helper()
	ctx := newBrowser(t)
	ua, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.userAgent`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetUserAgentOverride,
		emulation.SetUserAgentOverrideParams{UserAgent: ua, AcceptLanguage: acceptLang}); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// langPageText returns every text the page shows or gives to assistive
// technology: the title, the text of the body (hidden parts included, such
// as closed details and live regions) and the labelling attributes. Game
// IDs in <code> are left out: they are names, not words.
const langPageText = `(() => {
	const out = [document.title];
	const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n; (n = walk.nextNode()); ) {
		const p = n.parentElement;
		if (p && p.closest("script, style, noscript, code")) continue;
		const s = n.nodeValue.trim();
		if (s) out.push(s);
	}
	const attrs = ["aria-label", "aria-description", "aria-valuetext", "aria-roledescription", "title", "placeholder", "alt"];
	for (const el of document.querySelectorAll("*")) {
		for (const a of attrs) {
			const v = el.getAttribute(a);
			if (v) out.push(v);
		}
	}
	const d = document.querySelector('meta[name="description"]');
	if (d && d.content) out.push(d.content);
	return out;
})()`

// langLeftovers returns what in texts is a catalog key, or, for a language
// other than English, a piece of an English message: text that did not go
// through the catalog, or went through it untranslated.
func langLeftovers(lang string, texts []string) []string {
	en := app.Messages("en")
	msgs := app.Messages(lang)
	var keys []string
	for k := range en {
		base, _, _ := strings.Cut(k, "#")
		keys = append(keys, base)
	}
	// Pieces of English messages between their fmt verbs, long enough to
	// be words of a sentence, and not also part of the translation (as the
	// game ID in an example is).
	var pieces []string
	if lang != "en" {
		verb := regexp.MustCompile(`%[a-z%]`)
		word := regexp.MustCompile(`[A-Za-z]{3}`)
		var translated strings.Builder
		for _, v := range msgs {
			translated.WriteString(v + "\n")
		}
		for _, v := range en {
			for _, p := range verb.Split(v, -1) {
				p = strings.TrimSpace(p)
				if len(p) >= 8 && word.MatchString(p) && !strings.Contains(translated.String(), p) {
					pieces = append(pieces, p)
				}
			}
		}
	}
	var found []string
	for _, s := range texts {
		for _, k := range keys {
			if strings.Contains(s, k) {
				found = append(found, fmt.Sprintf("key %q in %q", k, s))
			}
		}
		for _, p := range pieces {
			if strings.Contains(s, p) {
				found = append(found, fmt.Sprintf("English %q in %q", p, s))
			}
		}
	}
	slices.Sort(found)
	return slices.Compact(found)
}

// langCheckPage fails the test when the page shown is not wholly in lang.
func langCheckPage(t *testing.T, ctx context.Context, lang, what string) {
	t.Helper()
	waitJS(t, ctx, 10*time.Second, what+" with <html lang="+lang+">",
		fmt.Sprintf(`document.documentElement.lang === %q`, lang))
	texts, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](langPageText))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range langLeftovers(lang, texts) {
		t.Errorf("%s in %s: %s", what, lang, f)
	}
	pageProblems(t, ctx)
}

// langText returns the text of the first element sel matches.
func langText(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return evalJS[string](t, ctx, fmt.Sprintf(`(document.querySelector(%q) || {innerText: ""}).innerText.trim()`, sel))
}

// langChoose picks value in the settings' language list and waits for the
// page to load again in that language.
func langChoose(t *testing.T, ctx context.Context, value, lang string) {
	t.Helper()
	within(t, ctx, 10*time.Second, "choosing the language "+value, func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => {
			window.__beforeLang = true;
			const s = document.querySelector("#settings-lang");
			if (!s) throw new Error("no language list in " + location.href + ": " + document.body.innerText.slice(0, 300));
			s.value = %q;
			s.dispatchEvent(new Event("change", {bubbles: true}));
		})()`, value)))
	})
	waitJS(t, ctx, 30*time.Second, "the page to load again in "+lang,
		fmt.Sprintf(`window.__beforeLang === undefined && document.documentElement.lang === %q`, lang))
	waitMounted(t, ctx, "/settings")
}

func TestBrowserLangFirstVisitAndSwitch(t *testing.T) {
	ru, zh := app.Messages("ru"), app.Messages("zh")
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowserLang(t, "ru-RU,ru,en-US,en")

	// The first visit speaks the browser's language.
	open(t, ctx, l.url("/"), "/")
	langCheckPage(t, ctx, "ru", "the home page")
	if got := langText(t, ctx, "main h1"); got != ru["home.heading"] {
		t.Errorf("home heading %q; want %q", got, ru["home.heading"])
	}
	if got, _ := chromedp.Run(ctx, chromedp.Title()); got != ru["home.title"] {
		t.Errorf("title %q; want %q", got, ru["home.title"])
	}
	if got := langText(t, ctx, "header"); !strings.Contains(got, ru["minesweeper.name"]) || !strings.Contains(got, ru["nav.settings"]) {
		t.Errorf("header %q; want the Russian names", got)
	}
	if got := evalJS[string](t, ctx, `localStorage.getItem("pastime.settings") || ""`); strings.Contains(got, `"lang":"`) {
		t.Errorf("settings %s after a first visit; want no language stored", got)
	}

	// The settings offer every language, the browser's one chosen.
	open(t, ctx, l.url("/settings"), "/settings")
	langCheckPage(t, ctx, "ru", "the settings")
	opts := evalJS[string](t, ctx, `[...document.querySelectorAll("#settings-lang option")].map((o) => o.value + "=" + o.textContent).join("|")`)
	if want := "follow=" + ru["settings.lang.auto"] + "|en=English|ru=Русский|zh=中文"; opts != want {
		t.Errorf("language options %q; want %q", opts, want)
	}

	// Chinese: the page loads again in it, and it is remembered.
	langChoose(t, ctx, "zh", "zh")
	langCheckPage(t, ctx, "zh", "the settings after choosing Chinese")
	if got := langText(t, ctx, "main h1"); got != zh["settings.title"] {
		t.Errorf("settings heading %q; want %q", got, zh["settings.title"])
	}
	if got := evalJS[string](t, ctx, `document.querySelector("#settings-lang").value`); got != "zh" {
		t.Errorf("language list shows %q; want zh", got)
	}
	if got := evalJS[string](t, ctx, `localStorage.getItem("pastime.settings") || ""`); !strings.Contains(got, `"lang":"zh"`) {
		t.Errorf("settings stored %s; want the language zh", got)
	}
	open(t, ctx, l.url("/"), "/")
	langCheckPage(t, ctx, "zh", "the home page after a reload")
	if got := langText(t, ctx, "main h1"); got != zh["home.heading"] {
		t.Errorf("home heading after a reload %q; want %q", got, zh["home.heading"])
	}

	// Back to the browser's language.
	open(t, ctx, l.url("/settings"), "/settings")
	langChoose(t, ctx, "follow", "ru")
	langCheckPage(t, ctx, "ru", "the settings after choosing the browser's language")
}

func TestBrowserLangRoutes(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	routes := map[string]string{"/no/such/page": "notfound"}
	for _, p := range app.Paths() {
		routes[p] = p
	}
	for _, tc := range []struct{ lang, accept string }{
		{"en", "en-US,en"},
		{"ru", "ru-RU,ru"},
		{"zh", "zh-CN,zh"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			ctx := newBrowserLang(t, tc.accept)
			for path, route := range routes {
				open(t, ctx, l.url(path), route)
				langCheckPage(t, ctx, tc.lang, path)
			}
		})
	}
}

// TestBrowserLangResults solves a Fifteen in Russian and in Chinese and
// checks the result, the statistics and the counts in them.
func TestBrowserLangResults(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	for _, tc := range []struct {
		lang, accept, id string
		play             func(t *testing.T, ctx context.Context)
		moves, slides    string
	}{
		// 1 2 3 / . 4 5 / 7 8 6: tile 5 slides 4 and 5, then 6 goes up: 3 moves, 2 slides.
		{"ru", "ru-RU,ru", "3x3:1,2,3,0,4,5,7,8,6", func(t *testing.T, ctx context.Context) {
			clickOn(t, ctx, "#f15-cell-5 button")
			waitJS(t, ctx, 10*time.Second, "the slide of 4 and 5", fmt.Sprintf(`%s === "1,2,3,4,5,0,7,8,6"`, f15Board))
			clickOn(t, ctx, "#f15-cell-6 button")
		}, "3 хода", "2 сдвига"},
		// 1 2 3 / 4 5 6 / 7 . 8: tile 8 goes left: 1 move, 1 slide.
		{"zh", "zh-CN,zh", "3x3:1,2,3,4,5,6,7,0,8", func(t *testing.T, ctx context.Context) {
			clickOn(t, ctx, "#f15-cell-8 button")
		}, "1 步", "滑动 1 次"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			ctx := newBrowserLang(t, tc.accept)
			open(t, ctx, l.url("/fifteen#"+tc.id), "/fifteen")
			waitJS(t, ctx, 20*time.Second, "the game", f15Ready)
			tc.play(t, ctx)
			waitJS(t, ctx, 10*time.Second, "the result", `document.querySelector("#f15-won") !== null`)
			if got := langText(t, ctx, "#f15-won-result"); !strings.Contains(got, tc.moves) || !strings.Contains(got, tc.slides) {
				t.Errorf("result %q; want %q and %q", got, tc.moves, tc.slides)
			}
			waitText(t, ctx, "#f15-live", tc.moves)
			langCheckPage(t, ctx, tc.lang, "the solved Fifteen")
			open(t, ctx, l.url("/stats"), "/stats")
			langCheckPage(t, ctx, tc.lang, "the statistics with a Fifteen solved")
		})
	}
}

func TestLangLeftovers(t *testing.T) {
	ru := app.Messages("ru")
	for _, tc := range []struct {
		lang  string
		texts []string
		want  bool
	}{
		{"ru", []string{ru["home.heading"], ru["fifteen.name"], "English", "4x4#k3f9", "Pastime"}, false},
		{"ru", []string{"Pick a game"}, true},
		{"ru", []string{"Ход 3: gomoku.moveCount"}, true},
		{"en", []string{"Pick a game", ru["home.heading"]}, false},
		{"en", []string{"minesweeper.level.expert"}, true},
	} {
		if got := langLeftovers(tc.lang, tc.texts); (len(got) > 0) != tc.want {
			t.Errorf("langLeftovers(%s, %q) = %q; want leftovers %v", tc.lang, tc.texts, got, tc.want)
		}
	}
}

// TestBrowserLangPlay plays a little Gomoku and Minesweeper in Russian and
// in Chinese and checks what the pages then say: the announcements, the
// move list, the counters' labels and a hint.
func TestBrowserLangPlay(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	for _, tc := range []struct{ lang, accept string }{{"ru", "ru-RU,ru"}, {"zh", "zh-CN,zh"}} {
		t.Run(tc.lang, func(t *testing.T) {
			msgs := app.Messages(tc.lang)
			ctx := newBrowserLang(t, tc.accept)

			open(t, ctx, l.url("/gomoku"), "/gomoku")
			waitJS(t, ctx, 20*time.Second, "the Gomoku game", gmReady)
			clickOn(t, ctx, "#gm-h8")
			gmWaitMoves(t, ctx, 2) // the computer answers
			waitText(t, ctx, "#gm-moves-panel", strings.ReplaceAll(msgs["gomoku.moveCount#"+map[string]string{"ru": "few", "zh": "other"}[tc.lang]], "%d", "2"))
			langCheckPage(t, ctx, tc.lang, "Gomoku after a move and the computer's answer")
			clickOn(t, ctx, "#gm-undo")
			gmWaitMoves(t, ctx, 0)
			langCheckPage(t, ctx, tc.lang, "Gomoku after an undo")

			open(t, ctx, l.url("/minesweeper"), "/minesweeper")
			waitJS(t, ctx, 20*time.Second, "the Minesweeper game", msReady)
			clickOn(t, ctx, "#ms-c-40")
			waitJS(t, ctx, 20*time.Second, "the first cells open", `document.querySelector("#ms-board .ms-closed") === null || document.querySelectorAll("#ms-board .ms-closed").length < 81`)
			langCheckPage(t, ctx, tc.lang, "Minesweeper after the first click")
			clickOn(t, ctx, "#ms-hint-btn")
			waitJS(t, ctx, 20*time.Second, "a hint", `(document.querySelector("#ms-hint") || {textContent: ""}).textContent.trim() !== ""`)
			langCheckPage(t, ctx, tc.lang, "Minesweeper with a hint")
		})
	}
}

// TestBrowserEarlySettings checks what the page looks like before the app
// starts: the theme and motion the player chose are in force when the
// document is parsed, and once the app is cached the server's page stays
// hidden until the app has drawn its own, so a player who reads Russian is
// not shown the server's English page. A first visit shows the English
// page before the app runs, once app.wasm's download has started.
func TestBrowserEarlySettings(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowserLang(t, "ru-RU,ru")
	// At DOMContentLoaded the scripts in <head> have run and the wasm has
	// not: it is still being fetched or compiled.
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
		document.addEventListener("DOMContentLoaded", () => {
			const root = document.documentElement;
			window.__early = {
				theme: root.dataset.theme || "", motion: root.dataset.motion || "",
				pending: root.hasAttribute("data-pending"), lang: root.lang,
				frame: getComputedStyle(document.querySelector(".frame")).display === "none" ? "hidden" : "visible",
				controlled: !!navigator.serviceWorker.controller,
			};
		});
		// When the server's page first shows (the frame parsed and not
		// held back), and whether the app was running by then.
		window.__shown = null;
		new MutationObserver(() => {
			const root = document.documentElement, frame = document.querySelector(".frame");
			if (window.__shown || !root || !frame || root.hasAttribute("data-pending")) return;
			const status = document.getElementById("app-status");
			window.__shown = { lang: root.lang, app: !!status && status.dataset.client === "true" };
		}).observe(document, { subtree: true, childList: true, attributes: true });
	`}); err != nil {
		t.Fatal(err)
	}
	early := func(what string) map[string]any {
		t.Helper()
		e := evalJS[map[string]any](t, ctx, `window.__early || {}`)
		if e["lang"] != "en" {
			t.Fatalf("%s: <html lang=%v> before the app started; want the server's en (is the check too late?)", what, e["lang"])
		}
		return e
	}
	// shownIn waits for the page shown in lang.
	shownIn := func(what, lang string) {
		t.Helper()
		waitJS(t, ctx, 10*time.Second, what+" shown in "+lang, `document.documentElement.lang === "`+lang+`" &&
			!document.documentElement.hasAttribute("data-pending") &&
			getComputedStyle(document.querySelector(".frame")).display !== "none"`)
	}
	shown := func(what string) {
		t.Helper()
		shownIn(what, "ru")
	}

	open(t, ctx, l.url("/"), "/")
	if e := early("the first visit"); e["controlled"] != false {
		t.Errorf("first visit before the app: %v; want no service worker yet", e)
	}
	shown("the first visit")
	if s := evalJS[map[string]any](t, ctx, `window.__shown || {}`); s["lang"] != "en" || s["app"] != false {
		t.Errorf("first visit: the page first shown as %v; want the server's English page, before the app ran", s)
	}
	waitJS(t, ctx, 60*time.Second, "the service worker", `navigator.serviceWorker.ready.then(() => true)`)

	evalJS[bool](t, ctx, `(localStorage.setItem("pastime.settings", JSON.stringify({theme: "dark", motion: "off"})), true)`)
	open(t, ctx, l.url("/gomoku"), "/gomoku")
	if e := early("a visit with the app cached"); e["controlled"] != true || e["pending"] != true || e["frame"] != "hidden" ||
		e["theme"] != "dark" || e["motion"] != "off" {
		t.Errorf("cached visit before the app: %v; want the page hidden, the dark theme and no motion", e)
	}
	shown("the cached visit")

	// English, chosen: the server's page is in the right language, and
	// still left out until the app has drawn its own, ready for input.
	evalJS[bool](t, ctx, `(localStorage.setItem("pastime.settings", JSON.stringify({lang: "en"})), true)`)
	open(t, ctx, l.url("/stats"), "/stats")
	if e := early("a visit in English"); e["pending"] != true || e["frame"] != "hidden" || e["theme"] != "" {
		t.Errorf("English visit before the app: %v; want the page hidden, in the system's theme", e)
	}
	shownIn("the English page", "en")

	// A record the app cannot read does not stop the page.
	evalJS[bool](t, ctx, `(localStorage.setItem("pastime.settings", "{not json"), true)`)
	open(t, ctx, l.url("/"), "/")
	if e := early("a visit with a bad record"); e["pending"] != true {
		t.Errorf("visit with a bad settings record before the app: %v; want the browser's Russian awaited", e)
	}
	shown("the visit with a bad record")
	pageProblems(t, ctx)
}
