package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	ms "github.com/pastime-games/pastime/games/minesweeper"
)

// renderForm is the custom size form: width, height and mines, with what
// is wrong with them said next to the fields, never fixed silently.
func (c *minesweeperPage) renderForm() app.UI {
	f := c.form
	field := func(id, label, value string, bad bool, lo, hi int) app.UI {
		in := app.ElemSelfClosing("input").ID(id).Attr("type", "number").Attr("inputmode", "numeric").Attr("min", lo).Attr("max", hi).Attr("step", 1).
			Attr("value", value).Attr("required", true).Attr("aria-invalid", bad)
		if bad {
			in = in.Attr("aria-describedby", "ms-custom-error")
		}
		return app.Elem("label").Class("ms-field").Attr("for", id).Body(app.Elem("span").Text(label), in)
	}
	maxMines := (ms.Params{Width: ms.MaxSize, Height: ms.MaxSize, NoGuess: c.setup.NoGuess}).MaxMines()
	if w, err := strconv.Atoi(f.w); err == nil {
		q := ms.Params{Width: w, NoGuess: c.setup.NoGuess}
		if q.Height, err = strconv.Atoi(f.h); err == nil && q.MaxMines() > 0 {
			maxMines = q.MaxMines()
		}
	}
	return app.Elem("form").ID("ms-custom").Class("ms-custom").Attr("aria-label", T("minesweeper.customTitle")).
		Attr("novalidate", true).OnSubmit(c.onCustom).Body(
		field("ms-w", T("minesweeper.width"), f.w, f.errW, ms.MinSize, ms.MaxSize),
		field("ms-h", T("minesweeper.height"), f.h, f.errH, ms.MinSize, ms.MaxSize),
		field("ms-m", T("minesweeper.mines"), f.m, f.errM, 1, maxMines),
		app.Elem("div").Class("ms-custom-buttons").Body(
			app.Elem("button").ID("ms-custom-start").Attr("type", "submit").Class("ms-btn", "ms-primary").Text(T("minesweeper.customStart")),
			app.Elem("button").ID("ms-custom-cancel").Attr("type", "button").Class("ms-btn").Text(T("minesweeper.cancel")).OnClick(c.onCustomCancel),
		),
		app.Elem("p").ID("ms-custom-error").Class("ms-error").Role("alert").Text(f.err),
	)
}

// msInputValue reads a field of the form as typed.
func msInputValue(id string) string {
	el := app.Window().GetElementByID(id)
	if !el.Truthy() {
		return ""
	}
	return strings.TrimSpace(el.Get("value").String())
}

// onCustom starts a custom game when the size is valid, and otherwise says
// which field is out of range and what it may hold.
func (c *minesweeperPage) onCustom(ctx app.Context, e app.Event) {
	e.PreventDefault()
	f := msForm{open: true, w: msInputValue("ms-w"), h: msInputValue("ms-h"), m: msInputValue("ms-m")}
	p, errs := msCheckCustom(f.w, f.h, f.m, c.setup.NoGuess)
	f.errW, f.errH, f.errM = errs[0] != "", errs[1] != "", errs[2] != ""
	var msgs []string
	for _, m := range errs {
		if m != "" {
			msgs = append(msgs, m)
		}
	}
	if len(msgs) > 0 {
		f.err = strings.Join(msgs, " ")
		c.form = f
		c.say(f.err)
		return
	}
	c.form = msForm{}
	c.setup = msSetupOf(p) // stored with the new game (see changed)
	c.notice = ""
	c.newGame(ctx)
}

// msCheckCustom reads a custom size as typed and says what is wrong with
// each field (width, height, mines), in the player's words. A no-guess
// board holds fewer mines than a classic one.
func msCheckCustom(ws, hs, mt string, noGuess bool) (ms.Params, [3]string) {
	var errs [3]string
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	m, errM := strconv.Atoi(mt)
	if errW != nil || w < ms.MinSize || w > ms.MaxSize {
		errs[0] = T("minesweeper.badWidth", ms.MinSize, ms.MaxSize)
	}
	if errH != nil || h < ms.MinSize || h > ms.MaxSize {
		errs[1] = T("minesweeper.badHeight", ms.MinSize, ms.MaxSize)
	}
	p := ms.Params{Width: w, Height: h, Mines: m, NoGuess: noGuess}
	bad := T("minesweeper.badMines", p.MaxMines(), w, h)
	if noGuess {
		bad = T("minesweeper.badMinesNoGuess", p.MaxMines(), w, h, ms.MaxNoGuessPercent)
	}
	switch {
	case errs[0] != "" || errs[1] != "":
		if errM != nil || m < 1 {
			errs[2] = T("minesweeper.badMinesAny")
		}
	case errM != nil || m < 1 || m > p.MaxMines():
		errs[2] = bad
	}
	if errs == [3]string{} && p.Validate() != nil {
		errs[2] = bad
	}
	return p, errs
}

func (c *minesweeperPage) onCustomCancel(ctx app.Context, e app.Event) {
	c.form = msForm{}
}
