package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/gomoku"
)

// Swap2 is the opening rule that balances black's first move (freestyle
// and exact five): the opener places three stones, moves 1 to 3 (black,
// white, black); the other player takes white and moves, takes black, or
// places moves 4 and 5 and lets the opener choose a colour. White moves
// next in every case. Against the computer the player opens when the
// setup's colour is black, and answers the opening when it is white; two
// players at one device are player 1 (the opener) and player 2.

// gomokuSwap2 is how far a game's swap2 opening has gone; the zero value
// is a game without one.
type gomokuSwap2 struct {
	on         bool
	humanOpens bool // against the computer: the player opens
	placeTwo   bool // the second player chose to place moves 4 and 5
	settled    bool // the colours are chosen
	base       int  // the moves played when they were, which undo keeps
	firstBlack bool // between two players: player 1 plays black
}

// swap2Stage is what the opening waits for.
type swap2Stage int8

const (
	stagePlay     swap2Stage = iota // no opening, or it is over: the game goes on
	stageOpen                       // the opener places moves 1 to 3
	stageAnswer                     // the second player decides
	stagePlaceTwo                   // the second player places moves 4 and 5
	stagePick                       // the opener picks a colour
)

// stage returns what the opening waits for after moves moves.
func (w gomokuSwap2) stage(moves int) swap2Stage {
	switch {
	case !w.on || w.settled:
		return stagePlay
	case moves < 3:
		return stageOpen
	case !w.placeTwo:
		return stageAnswer
	case moves < 5:
		return stagePlaceTwo
	}
	return stagePick
}

// openerActs reports whether the opener, rather than the second player,
// acts at stage st.
func openerActs(st swap2Stage) bool { return st == stageOpen || st == stagePick }

// swap2Stage returns what the game's opening waits for now.
func (g *gomokuGame) swap2Stage() swap2Stage { return g.swap2.stage(g.state.MoveCount()) }

// computerActs reports whether the computer acts at stage st of the
// opening, in a game against it.
func (g *gomokuGame) computerActs(st swap2Stage) bool {
	return g.vsComputer() && openerActs(st) != g.swap2.humanOpens
}

// settle ends the opening: the player who chose takes colour c. The
// second player chooses after three stones, the opener after five.
func (g *gomokuGame) settle(c gomoku.Color) {
	openerChose := g.swap2Stage() == stagePick
	g.swap2.settled = true
	g.swap2.base = g.state.MoveCount()
	opener := c
	if !openerChose {
		opener = c.Opponent()
	}
	g.swap2.firstBlack = opener == gomoku.Black
	if g.vsComputer() {
		g.human = g.swap2.human()
	}
}

// human returns the player's colour against the computer once the
// colours are chosen: the opener's, if the player opened.
func (w gomokuSwap2) human() gomoku.Color {
	opener := gomoku.White
	if w.firstBlack {
		opener = gomoku.Black
	}
	if !w.humanOpens {
		return opener.Opponent()
	}
	return opener
}

// swap2Floor is the fewest moves undo may go back to: the opening stays
// once the colours are chosen, and before that a player takes back only
// stones of their own placing.
func (g *gomokuGame) swap2Floor() int {
	n := g.state.MoveCount()
	switch st := g.swap2Stage(); {
	case !g.swap2.on:
		return 0
	case st == stagePlay:
		return g.swap2.base
	case st == stageOpen && !g.computerActs(st):
		return 0
	case st == stagePlaceTwo && !g.computerActs(st):
		return 3
	}
	return n
}

// gomokuSwap2Save is what a save keeps of a swap2 opening.
type gomokuSwap2Save struct {
	HumanOpens bool `json:"humanOpens,omitempty"`
	PlaceTwo   bool `json:"placeTwo,omitempty"`
	Settled    bool `json:"settled,omitempty"`
	Base       int  `json:"base,omitempty"`
	FirstBlack bool `json:"firstBlack,omitempty"`
}

// swap2Save returns the save's record of the opening, nil without one.
func (g *gomokuGame) swap2Save() *gomokuSwap2Save {
	w := g.swap2
	if !w.on {
		return nil
	}
	return &gomokuSwap2Save{HumanOpens: w.humanOpens, PlaceTwo: w.placeTwo, Settled: w.settled, Base: w.base, FirstBlack: w.firstBlack}
}

// restoreSwap2 puts a saved opening back into g, reporting false when it
// does not fit the game: renju, or choices its moves cannot have reached.
func (g *gomokuGame) restoreSwap2(sv *gomokuSwap2Save) bool {
	if sv == nil {
		return true
	}
	n := g.state.MoveCount()
	switch {
	case g.state.Rule() == gomoku.Renju,
		sv.PlaceTwo && n < 3,
		sv.Settled && (sv.Base > n || sv.Base != 3 && sv.Base != 5 || sv.PlaceTwo != (sv.Base == 5)),
		!sv.Settled && n > 5:
		return false
	}
	g.swap2 = gomokuSwap2{on: true, humanOpens: sv.HumanOpens, placeTwo: sv.PlaceTwo, settled: sv.Settled,
		base: sv.Base, firstBlack: sv.FirstBlack}
	if g.vsComputer() && sv.Settled {
		g.human = g.swap2.human()
	}
	return true
}

// swap2Text says what the opening waits for, or "" when it is over.
func (c *gomokuPage) swap2Text() string {
	g := &c.g
	st := g.swap2Stage()
	if st == stagePlay || g.state.Over() {
		return ""
	}
	if g.computerActs(st) {
		return T("gomoku.swap2.computer")
	}
	who := ""
	if !g.vsComputer() {
		who = T("gomoku.swap2.player2") + " "
		if openerActs(st) {
			who = T("gomoku.swap2.player1") + " "
		}
	}
	switch st {
	case stageOpen:
		return who + T("gomoku.swap2.open", g.state.MoveCount()+1)
	case stageAnswer:
		return who + T("gomoku.swap2.answer")
	case stagePlaceTwo:
		return who + T("gomoku.swap2.placeTwo", g.state.MoveCount()-2)
	}
	return who + T("gomoku.swap2.pick")
}

// settledText says who plays which colour once the opening is over.
func (c *gomokuPage) settledText() string {
	g := &c.g
	if g.vsComputer() {
		return T("gomoku.swap2.you", T("gomoku.color."+g.human.String()))
	}
	first := gomoku.White
	if g.swap2.firstBlack {
		first = gomoku.Black
	}
	return T("gomoku.swap2.players", T("gomoku.color."+first.String()), T("gomoku.color."+first.Opponent().String()))
}

// chooseSwap2 takes a person's decision in the opening: "white" or
// "black" takes that colour, "two" places two more stones.
func (c *gomokuPage) chooseSwap2(ctx app.Context, choice string) {
	g := &c.g
	st := g.swap2Stage()
	if (st != stageAnswer && st != stagePick) || g.computerActs(st) || g.state.Over() || c.review >= 0 {
		return
	}
	switch {
	case choice == "two" && st == stageAnswer:
		g.swap2.placeTwo = true
		c.say(c.swap2Text())
	case choice == "white":
		g.settle(gomoku.White)
		c.say(c.settledText())
	case choice == "black":
		g.settle(gomoku.Black)
		c.say(c.settledText())
	default:
		return
	}
	if g.vsComputer() && !g.counted {
		g.counted = true
		c.stats.started(g.level, g.state.Rule())
		c.storeStats(ctx)
	}
	c.changed(ctx)
	c.focusBoard(ctx)
}

func (c *gomokuPage) onSwap2(ctx app.Context, e app.Event) {
	c.chooseSwap2(ctx, ctx.JSSrc().Get("value").String())
}

// renderSwap2 is the choice of the opening's decisions, when a person
// makes it.
func (c *gomokuPage) renderSwap2() app.UI {
	g := &c.g
	st := g.swap2Stage()
	if (st != stageAnswer && st != stagePick) || g.computerActs(st) || g.state.Over() {
		return app.Elem("div").Class("gm-none")
	}
	btn := func(value, key string) app.UI {
		return app.Elem("button").ID("gm-swap2-"+value).Class("gm-btn").Attr("value", value).OnClick(c.onSwap2).Text(T(key))
	}
	return app.Elem("div").ID("gm-swap2").Class("gm-actions", "gm-swap2").Role("group").Attr("aria-label", T("gomoku.swap2")).Body(
		btn("white", "gomoku.swap2.takeWhite"),
		btn("black", "gomoku.swap2.takeBlack"),
		app.If(st == stageAnswer, func() app.UI { return btn("two", "gomoku.swap2.two") }),
	)
}

// swap2Tasks are the worker's tasks for the computer's decisions in the
// opening (think asks for them). When it places two more stones, it
// places both at once.
var swap2Tasks = map[swap2Stage]string{stageOpen: "swap2open", stageAnswer: "swap2answer", stagePick: "swap2pick"}

// applySwap2 plays the computer's decision in the opening, and reports
// false for one that does not fit the game.
func (c *gomokuPage) applySwap2(r gomokuReply) bool {
	g := &c.g
	st := g.swap2Stage()
	want, text := 0, ""
	switch {
	case st == stageOpen:
		want, text = 3, "gomoku.swap2.computerOpened"
	case st == stageAnswer && r.choice == "two":
		want, text = 2, "gomoku.swap2.computerTwo"
	case r.choice == "white":
		want, text = 1, "gomoku.swap2.computerWhite"
	case r.choice == "black":
		text = "gomoku.swap2.computerBlack"
	default:
		return false
	}
	if len(r.moves) != want {
		return false
	}
	next, err := gomoku.Replay(g.state, r.moves)
	if err != nil || next.Over() {
		return false
	}
	names := make([]string, len(r.moves))
	for i, p := range r.moves {
		names[i] = p.String()
	}
	switch text {
	case "gomoku.swap2.computerTwo":
		g.swap2.placeTwo = true
	case "gomoku.swap2.computerWhite":
		g.settle(gomoku.White)
	case "gomoku.swap2.computerBlack":
		g.settle(gomoku.Black)
	}
	g.state = next
	if p, ok := next.LastMove(); ok && c.review < 0 {
		c.cursor = p
	}
	say := T(text)
	if want > 0 {
		say = T(text, strings.Join(names, ", "))
	}
	if g.swap2.settled {
		say += " " + c.settledText()
	} else {
		say += " " + c.swap2Text()
	}
	c.say(say)
	return true
}
