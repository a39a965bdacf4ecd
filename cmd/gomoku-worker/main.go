//go:build js && wasm

// Command gomoku-worker is Gomoku's computer player for the browser, run
// in a Web Worker beside the page (web/gomoku-worker.js starts it), so a
// search gets a whole core at full speed and the page never waits on it.
// It holds the rules and the engine and nothing of the app.
//
// The page posts a request {id, game, level, seed, nodes, task}: game is
// a game ID ("freestyle:h8.h9"), level a level's name ("strongest"), seed
// and nodes (a node budget, optional) decimal strings. The worker answers
// {id, move, why, line, chance, forced, winIn, depth, nodes, ms, reason}:
// move a point ("h10"), why what the move does (ai.Explain: "openFour",
// or ""), line the best line from here, points separated by spaces,
// chance the player to move's chance to win as the search sees it (0 to
// 1), forced 1 or -1 when it found the game won or lost by force
// (ai.Result.Forced) and winIn the moves to that five (ai.Result.WinIn).
//
// A request with a task decides in a swap2 opening instead: "swap2open"
// (the opener's three stones), "swap2answer" (after three stones) or
// "swap2pick" (after five). The worker answers {id, choice, moves}:
// choice "white" or "black" (the colour taken) or "two" (stones placed),
// and moves the points to play, in order, separated by spaces.
//
// A request it cannot serve gets {id, error}. One search runs at a time;
// to cancel one the page ends the worker and starts another. A search at
// its level's own budget (no nodes) starts from the table the last one
// at that level left (ai.Memory).
package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai"
)

func main() {
	self := js.Global()
	self.Set("pastimeGomokuRequest", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 {
			self.Call("postMessage", answer(args[0]))
		}
		return nil
	}))
	// The loader queued what came before the engine was ready.
	if ready := self.Get("pastimeGomokuReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}

// memories keep each level's search table from one request to the next.
var memories [ai.Strongest + 1]ai.Memory

// answer serves one request.
func answer(req js.Value) any {
	id := req.Get("id")
	fail := func(msg string) any {
		return map[string]any{"id": id, "error": msg}
	}
	if req.Type() != js.TypeObject || req.Get("game").Type() != js.TypeString || req.Get("level").Type() != js.TypeString {
		return fail("malformed request")
	}
	s, err := gomoku.Parse(req.Get("game").String())
	if err != nil {
		return fail(err.Error())
	}
	level, err := ai.ParseLevel(req.Get("level").String())
	if err != nil {
		return fail(err.Error())
	}
	// The seed travels as a decimal string: a JavaScript number holds
	// only 53 bits.
	var seed uint64
	if v := req.Get("seed"); v.Type() == js.TypeString {
		if seed, err = strconv.ParseUint(v.String(), 10, 64); err != nil {
			return fail("bad seed")
		}
	}
	var nodes int64
	if v := req.Get("nodes"); v.Type() == js.TypeString {
		if nodes, err = strconv.ParseInt(v.String(), 10, 64); err != nil || nodes < 0 {
			return fail("bad node budget")
		}
	}
	opt := ai.Options{Level: level, Seed: seed, MaxNodes: nodes}
	if task := req.Get("task"); task.Type() == js.TypeString {
		return swap2(id, s, task.String(), opt)
	}
	if nodes == 0 {
		// A search at the level's own budget (the computer's move, a hint,
		// the evaluation bar) starts from what the last one at that level
		// read: mostly the same game, a move or two on.
		opt.Memory = &memories[level]
	}
	start := time.Now()
	r, err := ai.Choose(context.Background(), s, opt)
	if err != nil {
		return fail(err.Error())
	}
	line := make([]string, len(r.Line))
	for i, p := range r.Line {
		line[i] = p.String()
	}
	return map[string]any{
		"id": id, "move": r.Move.String(), "why": ai.Explain(s, r.Move, r.Reason), "line": strings.Join(line, " "),
		"chance": r.Chance(), "forced": r.Forced(), "winIn": r.WinIn, "depth": r.Depth, "nodes": float64(r.Nodes), "ms": time.Since(start).Milliseconds(), "reason": r.Reason,
	}
}

// swap2Choices are the answer's words for the choices of ai.
var swap2Choices = map[ai.Swap2Choice]string{ai.TakeWhite: "white", ai.TakeBlack: "black", ai.PlaceTwo: "two"}

// swap2 serves a request for a decision in a swap2 opening.
func swap2(id js.Value, s gomoku.State, task string, opt ai.Options) any {
	var (
		choice ai.Swap2Choice
		moves  []gomoku.Point
		err    error
	)
	ctx := context.Background()
	switch task {
	case "swap2open":
		moves, err = ai.Swap2Open(ctx, s, opt)
		choice = ai.PlaceTwo // the opener places; no colour is taken
	case "swap2answer":
		choice, moves, err = ai.Swap2Answer(ctx, s, opt)
	case "swap2pick":
		choice, moves, err = ai.Swap2Pick(ctx, s, opt)
	default:
		err = fmt.Errorf("unknown task %q", task)
	}
	if err != nil {
		return map[string]any{"id": id, "error": err.Error()}
	}
	words := make([]string, len(moves))
	for i, p := range moves {
		words[i] = p.String()
	}
	return map[string]any{"id": id, "choice": swap2Choices[choice], "moves": strings.Join(words, " ")}
}
