//go:build browser && !(js && wasm)

// Accessibility in the real page: each game is played to its end from
// the keyboard alone, with the focus visible on the control that has it;
// the end is announced through a live region that was there all along;
// the boards are grids of rows of labelled cells; and every text meets
// WCAG AA contrast in the light and the dark theme.
package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/pastime-games/pastime/app"
	ms "github.com/pastime-games/pastime/games/minesweeper"
)

// a11yTabTo presses Tab until the focus is on an element that matches sel,
// as someone on a keyboard reaches it.
func a11yTabTo(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	expr := fmt.Sprintf(`document.activeElement !== null && document.activeElement.matches(%q)`, sel)
	for range 80 {
		if evalJS[bool](t, ctx, expr) {
			return
		}
		pressKeys(t, ctx, kb.Tab)
	}
	t.Fatalf("80 presses of Tab never reached %s; the focus is on %s", sel,
		evalJS[string](t, ctx, `document.activeElement ? document.activeElement.outerHTML.slice(0, 120) : "nothing"`))
}

// a11yFocusShown reports how the focused element shows its focus: an
// outline, a box shadow, or a border drawn by a ::before or ::after on it
// or on a cell it points to with aria-activedescendant, that it does not
// show without the focus. Empty means it shows nothing.
const a11yFocusShown = `(() => {
	const el = document.activeElement;
	if (!el || el === document.body) return "";
	let ways = [];
	const look = (e, where) => {
		const s = getComputedStyle(e);
		if (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2) ways.push(where + "outline " + s.outlineWidth + " " + s.outlineColor);
		if (s.boxShadow !== "none") ways.push(where + "box-shadow " + s.boxShadow);
		for (const p of ["::before", "::after"]) {
			const ps = getComputedStyle(e, p);
			if (ps.content === "none" || ps.display === "none") continue;
			if (parseFloat(ps.borderTopWidth) >= 2 && ps.borderTopStyle !== "none") ways.push(where + p + " border " + ps.borderTopWidth + " " + ps.borderTopColor);
			if (ps.outlineStyle !== "none" && parseFloat(ps.outlineWidth) >= 2) ways.push(where + p + " outline " + ps.outlineWidth);
		}
	};
	const all = () => {
		ways = [];
		look(el, "");
		const active = el.getAttribute("aria-activedescendant");
		if (active && document.getElementById(active)) look(document.getElementById(active), "cursor ");
		return ways;
	};
	const focused = all();
	el.blur();
	const blurred = new Set(all());
	el.focus({preventScroll: true});
	return focused.filter((w) => !blurred.has(w)).join("; ");
})()`

// a11yCheckFocus fails the test when the focused element shows no focus.
func a11yCheckFocus(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	if got := evalJS[string](t, ctx, a11yFocusShown); got == "" {
		t.Errorf("%s has the focus but shows no outline, shadow or border", what)
	} else {
		t.Logf("%s shows its focus with %s", what, got)
	}
}

// a11yOpen opens a game's page at url, waits until ready is true, checks
// that its board is a grid of cells labelled as a11yGrid wants, and returns
// the selector of the page's live region.
func a11yOpen(t *testing.T, ctx context.Context, url, route, ready string, cells int) string {
	t.Helper()
	open(t, ctx, url, route)
	waitJS(t, ctx, 20*time.Second, "the game", ready)
	page := "#page-" + strings.TrimPrefix(route, "/")
	if n := a11yGrid(t, ctx, page); n != cells {
		t.Errorf("the grid has %d cells; want %d", n, cells)
	}
	return a11yLive(t, ctx, page)
}

// a11yGrid checks that the board in page is a labelled grid whose rows,
// its own or claimed with aria-owns, hold labelled cells, and returns how
// many cells it has.
func a11yGrid(t *testing.T, ctx context.Context, page string) int {
	t.Helper()
	got := evalJS[string](t, ctx, fmt.Sprintf(`(() => {
		const grids = document.querySelectorAll("%s [role=grid]");
		if (grids.length !== 1) return "grids: " + grids.length;
		const g = grids[0];
		if (!(g.getAttribute("aria-label") || "").trim()) return "the grid has no label";
		const rows = Array.from(g.querySelectorAll("[role=row]"));
		if (rows.length === 0) return "the grid has no rows";
		let cells = 0;
		for (const r of rows) {
			const owned = (r.getAttribute("aria-owns") || "").split(/\s+/).filter(Boolean).map((id) => document.getElementById(id));
			const inRow = owned.length ? owned : Array.from(r.querySelectorAll("[role=gridcell]"));
			if (inRow.length === 0) return "a row without cells";
			for (const c of inRow) {
				if (!c || c.getAttribute("role") !== "gridcell") return "a row claims something that is not a cell";
				const name = (c.getAttribute("aria-label") || c.textContent || "").trim();
				if (!name) return "a cell without a name: " + c.outerHTML.slice(0, 80);
				cells++;
			}
		}
		return "cells " + cells;
	})()`, page))
	var n int
	if _, err := fmt.Sscanf(got, "cells %d", &n); err != nil {
		t.Fatalf("the board of %s: %s", page, got)
	}
	return n
}

// a11yLive returns the selector of the page's live region, failing the
// test when the page has none or more than one.
func a11yLive(t *testing.T, ctx context.Context, page string) string {
	t.Helper()
	got := evalJS[string](t, ctx, fmt.Sprintf(`(() => {
		const l = document.querySelectorAll("%s [aria-live=polite][role=status], %s [aria-live=assertive]");
		return l.length === 1 && l[0].id ? "#" + l[0].id : "live regions: " + l.length;
	})()`, page, page))
	if !strings.HasPrefix(got, "#") {
		t.Fatalf("%s: %s; want one with an id", page, got)
	}
	return got
}

func TestBrowserA11yFifteen(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	// 1 2 3
	// 4 5 6   tile 8 slides left into the gap: solved in one move.
	// 7 . 8
	live := a11yOpen(t, ctx, l.url("/fifteen#3x3:1,2,3,4,5,6,7,0,8"), "/fifteen", f15Ready, 9)

	// The skip link comes first and shows its focus.
	pressKeys(t, ctx, kb.Tab)
	if !evalJS[bool](t, ctx, `document.activeElement.matches("a.skip") && document.activeElement.getBoundingClientRect().left >= 0`) {
		t.Error("the first Tab does not show the skip link")
	}
	a11yCheckFocus(t, ctx, "the skip link")

	a11yTabTo(t, ctx, `#f15-cell-8 button`)
	a11yCheckFocus(t, ctx, "tile 8")
	pressKeys(t, ctx, kb.Enter)
	waitText(t, ctx, live, "Solved in 1 move")
}

func TestBrowserA11yGomoku(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	// Two players; black has h8 to k8 and plays l8 to win.
	live := a11yOpen(t, ctx, l.url("/gomoku#freestyle:h8.a1.i8.a2.j8.a3.k8.a4"), "/gomoku", gmReady, 225)

	a11yTabTo(t, ctx, `#gm-board [role=gridcell]`)
	a11yCheckFocus(t, ctx, "the board's cursor")
	// The arrows walk the cursor to l8 (column l, row 8), Enter plays.
	at := evalJS[string](t, ctx, `document.activeElement.id.slice(3)`)
	var col byte
	var row int
	if _, err := fmt.Sscanf(at, "%c%d", &col, &row); err != nil {
		t.Fatalf("the cursor is on %q", at)
	}
	var keys []string
	for ; col < 'l'; col++ {
		keys = append(keys, kb.ArrowRight)
	}
	for ; col > 'l'; col-- {
		keys = append(keys, kb.ArrowLeft)
	}
	for ; row < 8; row++ {
		keys = append(keys, kb.ArrowUp)
	}
	for ; row > 8; row-- {
		keys = append(keys, kb.ArrowDown)
	}
	pressKeys(t, ctx, keys...)
	waitJS(t, ctx, 10*time.Second, "the cursor on l8", `document.activeElement && document.activeElement.id === "gm-l8"`)
	a11yCheckFocus(t, ctx, "the cursor on l8")
	pressKeys(t, ctx, kb.Enter)
	waitText(t, ctx, live, "Black wins")
}

func TestBrowserA11yMinesweeper(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	p := ms.Preset(ms.Beginner)
	const seed = 7
	start, err := ms.New(p, seed)
	if err != nil {
		t.Fatal(err)
	}
	first := ms.Point{X: 4, Y: 4}
	mines, err := ms.Layout(context.Background(), p, seed, first.X, first.Y, ms.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var mine ms.Point
	for i, m := range mines {
		if m {
			mine = ms.Point{X: i % p.Width, Y: i / p.Width}
			break
		}
	}

	live := a11yOpen(t, ctx, l.url("/minesweeper#"+start.ID()), "/minesweeper", msReady, p.Width*p.Height)

	a11yTabTo(t, ctx, `#ms-board`)
	a11yCheckFocus(t, ctx, "the board")
	// Home and PageUp take the cursor to the top left corner, the arrows
	// on to the cell, and Enter opens it.
	walk := func(to ms.Point) {
		t.Helper()
		keys := []string{kb.Home, kb.PageUp}
		for range to.X {
			keys = append(keys, kb.ArrowRight)
		}
		for range to.Y {
			keys = append(keys, kb.ArrowDown)
		}
		pressKeys(t, ctx, keys...)
		id := fmt.Sprintf("ms-c-%d", to.Y*p.Width+to.X)
		waitJS(t, ctx, 10*time.Second, "the cursor on "+id,
			fmt.Sprintf(`document.getElementById("ms-board").getAttribute("aria-activedescendant") === %q`, id))
		pressKeys(t, ctx, kb.Enter)
	}
	walk(first)
	waitJS(t, ctx, 10*time.Second, "the first cell open", fmt.Sprintf(`document.getElementById("ms-c-%d").classList.contains("ms-open")`, first.Y*p.Width+first.X))
	walk(mine)
	waitText(t, ctx, live, "Boom!")
}

// a11yContrast lists the texts of the page whose contrast with what is
// behind them is under WCAG AA: 4.5 to 1, or 3 to 1 for large text (24 px,
// or 18.66 px bold). Text over a picture or a gradient is left out, since
// its background has no one colour; so are hidden and disabled controls,
// which WCAG exempts.
const a11yContrast = `(() => {
	const parse = (c) => {
		const m = c.match(/rgba?\(([^)]+)\)/);
		if (!m) return null;
		const v = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
		return {r: v[0], g: v[1], b: v[2], a: v.length > 3 ? v[3] : 1};
	};
	const lum = (c) => {
		const f = (x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); };
		return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
	};
	const over = (top, under) => ({
		r: top.r * top.a + under.r * (1 - top.a),
		g: top.g * top.a + under.g * (1 - top.a),
		b: top.b * top.a + under.b * (1 - top.a), a: 1,
	});
	// background returns the colour behind el, or null over a picture.
	const background = (el) => {
		const layers = [];
		for (let e = el; e; e = e.parentElement) {
			const s = getComputedStyle(e);
			if (s.backgroundImage !== "none") return null;
			const c = parse(s.backgroundColor);
			if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
		}
		let c = {r: 255, g: 255, b: 255, a: 1};
		for (let i = layers.length - 1; i >= 0; i--) c = over(layers[i], c);
		return c;
	};
	const bad = [];
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n = walker.nextNode(); n; n = walker.nextNode()) {
		if (!n.textContent.trim()) continue;
		const el = n.parentElement;
		if (!el || el.closest("[aria-hidden=true], :disabled, [disabled], #app-wasm-loader")) continue;
		const r = el.getBoundingClientRect();
		if (r.width < 2 || r.height < 2) continue;
		const s = getComputedStyle(el);
		if (s.visibility !== "visible" || parseFloat(s.opacity) === 0) continue;
		const bg = background(el);
		if (!bg) continue;
		const fg = over(parse(s.color), bg);
		const a = lum(fg), b = lum(bg);
		const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
		const size = parseFloat(s.fontSize), bold = parseInt(s.fontWeight, 10) >= 700;
		const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
		if (ratio < need) bad.push((el.id ? "#" + el.id : el.tagName.toLowerCase() + "." + el.className) + " " + JSON.stringify(n.textContent.trim().slice(0, 30)) + " " + ratio.toFixed(2) + " < " + need);
	}
	return bad;
})()`

func TestBrowserA11yContrast(t *testing.T) {
	l := startLive(t, pastimeServer(t, "", 0))
	ctx := newBrowser(t)
	for _, theme := range []string{"light", "dark"} {
		for _, route := range app.Paths() {
			open(t, ctx, l.url(route), route)
			evalJS[bool](t, ctx, fmt.Sprintf(`document.documentElement.setAttribute("data-theme", %q), true`, theme))
			// Let the colours' transitions end before reading them.
			time.Sleep(time.Second)
			for _, b := range evalJS[[]string](t, ctx, a11yContrast) {
				t.Errorf("%s in the %s theme: %s", route, theme, b)
			}
		}
	}
}
