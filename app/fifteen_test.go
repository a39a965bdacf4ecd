package app

import (
	"errors"
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/pastime-games/pastime/games/fifteen"
)

func mustFifteen(t *testing.T, id string) fifteen.State {
	t.Helper()
	s, err := fifteen.Parse(id)
	if err != nil {
		t.Fatalf("Parse(%q): %v", id, err)
	}
	return s
}

// fifteenNear is three moves from solved: 5 (sliding 4 and 5), then 6.
const fifteenNear = "3x3:1,2,3,0,4,5,7,8,6"

func TestFifteenGameClock(t *testing.T) {
	g := newFifteenGame(mustFifteen(t, fifteenNear))
	t0 := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	if g.running() || g.clock(t0) != 0 {
		t.Fatalf("the clock runs before the first move: %v", g.clock(t0))
	}
	if err := g.play(fifteen.Move{Tile: 5}, t0); err != nil {
		t.Fatal(err)
	}
	if !g.running() {
		t.Fatal("the clock does not start with the first move")
	}
	g.pause(t0.Add(2 * time.Second))
	g.resume(t0.Add(10 * time.Second)) // hidden for 8 s: not counted
	if got := g.clock(t0.Add(11 * time.Second)); got != 3*time.Second {
		t.Errorf("clock = %v; want 3s", got)
	}
	if err := g.play(fifteen.Move{Tile: 1}, t0.Add(11*time.Second)); !errors.Is(err, fifteen.ErrIllegalMove) {
		t.Errorf("play(1) = %v; want ErrIllegalMove", err)
	}
	if err := g.play(fifteen.Move{Tile: 6}, t0.Add(12*time.Second)); err != nil {
		t.Fatal(err)
	}
	if !g.solved() || g.running() {
		t.Fatalf("solved %v, clock running %v; want solved and stopped", g.solved(), g.running())
	}
	if got := g.clock(t0.Add(time.Hour)); got != 4*time.Second {
		t.Errorf("clock after solving = %v; want 4s", got)
	}
	g.resume(t0.Add(time.Hour))
	if g.running() {
		t.Error("the clock resumes on a solved game")
	}
	if got := g.state.Moves(); got != 3 {
		t.Errorf("moves = %d; want 3", got)
	}
}

func TestFifteenRestartKeepsHelp(t *testing.T) {
	g := newFifteenGame(mustFifteen(t, fifteenNear))
	g.play(fifteen.Move{Tile: 5}, time.Now())
	g.assisted = true
	g.restart()
	if g.state != g.start || len(g.moves) != 0 || g.running() || g.clock(time.Now()) != 0 {
		t.Errorf("restart left %v, moves %v", g.state, g.moves)
	}
	if !g.assisted {
		t.Error("restart forgot that help was used")
	}
}

func TestFifteenSaveRoundTrip(t *testing.T) {
	s, err := fifteen.New(fifteen.Params{Size: 4}, 42)
	if err != nil {
		t.Fatal(err)
	}
	g := newFifteenGame(s)
	now := time.Now()
	for _, m := range s.Legal()[:1] {
		if err := g.play(m, now); err != nil {
			t.Fatal(err)
		}
	}
	g.assisted = true
	sv := g.save(now.Add(1500 * time.Millisecond))
	if sv.ID != "4x4#16" || sv.Millis != 1500 || !sv.Assisted || len(sv.Moves) != 1 {
		t.Fatalf("save = %+v", sv)
	}
	back, err := sv.restore()
	if err != nil {
		t.Fatal(err)
	}
	if back.state != g.state || !slices.Equal(back.moves, g.moves) || back.clock(now) != 1500*time.Millisecond || !back.assisted {
		t.Errorf("restore gave %v %v %v; want %v %v", back.state, back.moves, back.clock(now), g.state, g.moves)
	}
	if back.running() {
		t.Error("a restored clock runs before the page shows the game")
	}
}

func TestFifteenRestoreRejects(t *testing.T) {
	for _, tc := range []struct {
		name string
		save fifteenSave
	}{
		{"bad id", fifteenSave{ID: "9x9#1"}},
		{"empty", fifteenSave{}},
		{"illegal move", fifteenSave{ID: fifteenNear, Moves: []int{2}}},
		{"no such tile", fifteenSave{ID: fifteenNear, Moves: []int{99}}},
		{"solved", fifteenSave{ID: fifteenNear, Moves: []int{5, 6}}},
		{"negative time", fifteenSave{ID: fifteenNear, Millis: -1}},
	} {
		if _, err := tc.save.restore(); !errors.Is(err, errFifteenSave) {
			t.Errorf("%s: restore(%+v) = %v; want errFifteenSave", tc.name, tc.save, err)
		}
	}
}

func TestFifteenStats(t *testing.T) {
	st := fifteenStats{}
	steps := []struct {
		d        time.Duration
		moves    int
		assisted bool
		want     fifteenResult
	}{
		{90 * time.Second, 120, false, fifteenResult{First: true}},
		{80 * time.Second, 130, false, fifteenResult{BestTime: true}},
		{95 * time.Second, 100, false, fifteenResult{BestMoves: true}},
		{10 * time.Second, 50, true, fifteenResult{Assisted: true}},
		{100 * time.Second, 140, false, fifteenResult{}},
	}
	for i, s := range steps {
		got := st.add("4x4", s.d, s.moves, s.moves/2, s.assisted)
		if got.First != s.want.First || got.BestTime != s.want.BestTime || got.BestMoves != s.want.BestMoves || got.Assisted != s.want.Assisted {
			t.Errorf("game %d: add = %+v; want %+v", i, got, s.want)
		}
	}
	r := st["4x4"]
	want := fifteenRecord{Solved: 4, BestMillis: 80000, BestMoves: 100, TotalMillis: 365000, TotalMoves: 490, Helped: 1}
	if r != want {
		t.Errorf("record = %+v; want %+v", r, want)
	}
	avgTime, avgMoves := r.averages()
	if avgTime != 91250*time.Millisecond || avgMoves != 122.5 {
		t.Errorf("averages = %v, %v; want 1m31.25s, 122.5", avgTime, avgMoves)
	}
	if err := st.valid(); err != nil {
		t.Errorf("valid() = %v", err)
	}
	for name, bad := range map[string]fifteenStats{
		"size":     {"9x9": {}},
		"key":      {"hello": {}},
		"negative": {"3x3": {Solved: -1}},
		"totals":   {"3x3": {Solved: 1, BestMoves: 50, TotalMoves: 10}},
	} {
		if bad.valid() == nil {
			t.Errorf("%s: valid() accepted %+v", name, bad)
		}
	}
}

func TestFifteenTimeText(t *testing.T) {
	for _, tc := range []struct {
		d           time.Duration
		clock, time string
	}{
		{0, "0:00", "0:00.0"},
		{-time.Second, "0:00", "0:00.0"},
		{9870 * time.Millisecond, "0:09", "0:09.8"},
		{83*time.Second + 400*time.Millisecond, "1:23", "1:23.4"},
		{time.Hour + 2*time.Minute + 3*time.Second, "1:02:03", "1:02:03.0"},
	} {
		if got := fifteenClockText(tc.d); got != tc.clock {
			t.Errorf("fifteenClockText(%v) = %q; want %q", tc.d, got, tc.clock)
		}
		if got := fifteenTimeText(tc.d); got != tc.time {
			t.Errorf("fifteenTimeText(%v) = %q; want %q", tc.d, got, tc.time)
		}
	}
}

func TestFifteenFragment(t *testing.T) {
	for _, tc := range []struct{ url, want string }{
		{"http://h/fifteen#4x4#k3f9", "4x4#k3f9"},
		{"http://h/fifteen#4x4%23k3f9", "4x4#k3f9"},
		{"http://h/fifteen#3x3:1,2,3,4,5,6,7,0,8", "3x3:1,2,3,4,5,6,7,0,8"},
		{"http://h/fifteen", ""},
		{"http://h/fifteen#", ""},
	} {
		u, err := url.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		if got := linkFragment(u); got != tc.want {
			t.Errorf("linkFragment(%s) = %q; want %q", tc.url, got, tc.want)
		}
	}
	if got := linkFragment(nil); got != "" {
		t.Errorf("linkFragment(nil) = %q", got)
	}
}

func TestFifteenLinkReason(t *testing.T) {
	for id, want := range map[string]string{
		"9x9#1":                 "fifteen.why.size",
		"3x3:1,2,3,4,5,6,8,7,0": "fifteen.why.unsolvable",
		"3x3:1,1,3,4,5,6,7,8,0": "fifteen.why.tiles",
		"nonsense":              "fifteen.why.id",
	} {
		_, err := fifteen.Parse(id)
		if err == nil {
			t.Fatalf("Parse(%q) accepted it", id)
		}
		if got := fifteenLinkReason(err); got != T(want, fifteen.MinSize, fifteen.MinSize, fifteen.MaxSize, fifteen.MaxSize) && got != T(want) {
			t.Errorf("%s: reason %q; want the message %s", id, got, want)
		}
	}
}

// TestFifteenHintFollows checks that a known solution survives the moves
// that follow it, single or several tiles at once, and is dropped by any
// other move.
func TestFifteenHintFollows(t *testing.T) {
	s := mustFifteen(t, fifteenNear)
	h := fifteenHintState{pos: s.Position(), path: []int{4, 5, 6}, optimal: true, show: true}
	if tile, d := h.shown(s); tile != 4 || d != fifteen.Left {
		t.Errorf("shown = %d %v; want 4 left", tile, d)
	}
	tiles, _, _ := s.Sliding(fifteen.Move{Tile: 5}) // slides 4 and 5
	next, _ := s.Apply(fifteen.Move{Tile: 5})
	h.moved(s, tiles, next)
	if !h.valid(next) || !slices.Equal(h.path, []int{6}) || h.show {
		t.Fatalf("after following the hint: path %v for %q, shown %v", h.path, h.pos, h.show)
	}
	h.show = true
	if got := h.message(next); got != T("fifteen.hintLast", 6) {
		t.Errorf("message = %q", got)
	}
	other, _ := next.Apply(fifteen.Move{Tile: 3})
	h.moved(next, []int{3}, other)
	if h.valid(other) || h.path != nil {
		t.Errorf("a move off the solution kept path %v", h.path)
	}
}

// TestFifteenHintBest checks that a short solution shown while the 4x4
// tables get ready is replaced by the shortest once they can be had, and
// says so meanwhile.
func TestFifteenHintBest(t *testing.T) {
	s := mustFifteen(t, "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15")
	h := fifteenHintState{pos: s.Position(), path: []int{15}, show: true}
	if h.best(s) {
		t.Error("a short solution on 4x4 counts as the best")
	}
	h.optimal = true
	if !h.best(s) {
		t.Error("the shortest solution does not count as the best")
	}
	h.busy = true
	if got, want := h.message(s), T("fifteen.hintLast", 15)+" "+h.progress(s); got != want {
		t.Errorf("message = %q; want %q", got, want)
	}
	big := mustFifteen(t, "5x5#7")
	h = fifteenHintState{pos: big.Position(), path: []int{1}}
	if !h.best(big) {
		t.Error("past 4x4 a short solution is the best there is")
	}
}
