package app

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/gomoku"
)

// gomokuWorkerScript is the computer player's Web Worker (see
// cmd/gomoku-worker): the engine in its own WebAssembly module, off the
// page's thread, so a search runs at full speed and the page never waits
// on it.
const (
	gomokuWorkerScript = "/web/gomoku-worker.js"
	gomokuWorkerWasm   = "/web/gomoku-worker.wasm" // the script loads it
)

// gomokuWorker runs the computer's searches in the worker. It starts the
// worker on first use (or on preload, when a game against the computer
// begins) and ends it to cancel a search or when it fails; the next
// search starts another.
type gomokuWorker struct {
	mu      sync.Mutex
	w       app.Value // nil when none runs
	onMsg   app.Func
	onErr   app.Func
	next    int
	pending map[int]chan gomokuReply
}

// gomokuRequest is what the worker is asked: the best move in state at
// a level, with a seed, and a node budget (0: the level's), or with a
// task, a decision of a swap2 opening ("swap2open", "swap2answer",
// "swap2pick").
type gomokuRequest struct {
	state gomoku.State
	level string
	seed  uint64
	nodes int64
	task  string
}

// gomokuReply is the worker's answer to one request.
type gomokuReply struct {
	move   gomoku.Point
	why    string         // what the move does, a word of ai.Explain's
	line   []gomoku.Point // the best line from the position, move first
	chance float64        // the player to move's chance to win, 0 to 1
	forced int            // 1: the player to move wins by force, -1: loses, as ai.Result.Forced
	winIn  int            // moves to a forced five, as ai.Result.WinIn
	// A swap2 decision: "white", "black" or "two", and the points to play.
	choice string
	moves  []gomoku.Point
	err    error
}

// Errors of the worker.
var (
	errNoWorker     = errors.New("this browser cannot run the computer player's worker")
	errWorkerFailed = errors.New("the computer player's worker failed to load or run")
)

// gomokuEngine is the page's one worker.
var gomokuEngine gomokuWorker

// preload starts the worker, if it is not running, so the engine has
// loaded by the time it is asked for a move.
func (g *gomokuWorker) preload(script string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.start(script)
}

// start creates the worker from script, its address as the page resolves
// it; g.mu is held.
func (g *gomokuWorker) start(script string) bool {
	if g.w != nil {
		return true
	}
	if !app.IsClient {
		return false
	}
	ctor := app.Window().Get("Worker")
	if !ctor.Truthy() {
		return false
	}
	g.onMsg = app.FuncOf(func(_ app.Value, args []app.Value) any {
		if len(args) == 1 {
			g.reply(args[0].Get("data"))
		}
		return nil
	})
	g.onErr = app.FuncOf(func(app.Value, []app.Value) any {
		// The script or the engine could not load (offline before they
		// were ever cached, say): the search fails, and the next one
		// tries a new worker.
		g.mu.Lock()
		defer g.mu.Unlock()
		g.end(errWorkerFailed)
		return nil
	})
	g.w = ctor.New(script)
	g.w.Call("addEventListener", "message", g.onMsg)
	g.w.Call("addEventListener", "error", g.onErr)
	g.pending = map[int]chan gomokuReply{}
	return true
}

// end terminates the worker and fails the requests it had; g.mu is held.
func (g *gomokuWorker) end(err error) {
	if g.w == nil {
		return
	}
	g.w.Call("terminate")
	g.w = nil
	g.onMsg.Release()
	g.onErr.Release()
	for id, ch := range g.pending {
		ch <- gomokuReply{err: err}
		delete(g.pending, id)
	}
}

// reply passes an answer of the worker to the search that asked for it.
func (g *gomokuWorker) reply(data app.Value) {
	g.mu.Lock()
	defer g.mu.Unlock()
	idv := data.Get("id")
	if !idv.Truthy() {
		return
	}
	id := idv.Int()
	ch, ok := g.pending[id]
	if !ok {
		return
	}
	delete(g.pending, id)
	if e := data.Get("error"); e.Truthy() {
		// Most likely the engine failed to load: the next search starts
		// a new worker.
		ch <- gomokuReply{err: fmt.Errorf("%w: %s", errWorkerFailed, e.String())}
		g.end(errWorkerFailed)
		return
	}
	points := func(key string) []gomoku.Point {
		var pts []gomoku.Point
		if l := data.Get(key); l.Type() == app.TypeString {
			for _, f := range strings.Fields(l.String()) {
				q, err := gomoku.ParsePoint(f, gomoku.MaxSize)
				if err != nil {
					break
				}
				pts = append(pts, q)
			}
		}
		return pts
	}
	if c := data.Get("choice"); c.Type() == app.TypeString {
		ch <- gomokuReply{choice: c.String(), moves: points("moves")}
		return
	}
	p, err := gomoku.ParsePoint(data.Get("move").String(), gomoku.MaxSize)
	var why string
	if w := data.Get("why"); w.Type() == app.TypeString {
		why = w.String()
	}
	r := gomokuReply{move: p, why: why, line: points("line"), chance: 0.5, err: err}
	if v := data.Get("chance"); v.Type() == app.TypeNumber {
		r.chance = min(1, max(0, v.Float()))
	}
	if v := data.Get("winIn"); v.Type() == app.TypeNumber {
		r.winIn = v.Int()
	}
	if v := data.Get("forced"); v.Type() == app.TypeNumber {
		r.forced = max(-1, min(1, v.Int()))
	}
	ch <- r
}

// think asks the worker started from script for what req asks. A
// cancelled ctx ends the worker (the next search starts another) and
// returns ctx.Err().
func (g *gomokuWorker) think(ctx context.Context, script string, req gomokuRequest) gomokuReply {
	g.mu.Lock()
	if !g.start(script) {
		g.mu.Unlock()
		return gomokuReply{err: errNoWorker}
	}
	g.next++
	id := g.next
	ch := make(chan gomokuReply, 1)
	g.pending[id] = ch
	msg := map[string]any{
		"id": id, "game": req.state.ID(), "level": req.level, "seed": strconv.FormatUint(req.seed, 10),
	}
	if req.nodes > 0 {
		msg["nodes"] = strconv.FormatInt(req.nodes, 10)
	}
	if req.task != "" {
		msg["task"] = req.task
	}
	g.w.Call("postMessage", msg)
	g.mu.Unlock()
	select {
	case r := <-ch:
		return r
	case <-ctx.Done():
		g.mu.Lock()
		g.end(ctx.Err())
		g.mu.Unlock()
		return gomokuReply{err: ctx.Err()}
	}
}
