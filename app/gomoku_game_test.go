package app

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai/vocab"
)

func gomokuState(t *testing.T, id string) gomoku.State {
	t.Helper()
	s, err := gomoku.Parse(id)
	if err != nil {
		t.Fatalf("Parse(%q): %v", id, err)
	}
	return s
}

func TestGomokuUndo(t *testing.T) {
	for _, tc := range []struct {
		name   string
		id     string
		mode   gomokuMode
		human  gomoku.Color
		want   string // the ID after undo; "" when undo is not possible
		player bool   // a person is to move before undo
	}{
		{"two players, one move back", "freestyle:h8.i9", gomokuTwoPlayers, 0, "freestyle:h8", true},
		{"two players, empty board", "freestyle:", gomokuTwoPlayers, 0, "", true},
		{"two players, after a win", "freestyle:h8.a1.i8.a2.j8.a3.k8.a4.l8", gomokuTwoPlayers, 0, "freestyle:h8.a1.i8.a2.j8.a3.k8.a4", false},
		{"computer, the pair", "renju:h8.i9", gomokuComputer, gomoku.Black, "renju:", true},
		{"computer, while it thinks", "renju:h8.i9.h9", gomokuComputer, gomoku.Black, "renju:h8.i9", false},
		{"computer opened, nothing to undo", "standard:h8", gomokuComputer, gomoku.White, "", true},
		{"computer, white's pair", "standard:h8.i9.h9", gomokuComputer, gomoku.White, "standard:h8", true},
		{"computer won", "freestyle:h8.a1.i8.a2.j8.a3.k8.a4.l8", gomokuComputer, gomoku.White, "freestyle:h8.a1.i8.a2.j8.a3.k8", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gomokuGame{state: gomokuState(t, tc.id), mode: tc.mode, human: tc.human, level: "hard"}
			if got := g.playerToMove(); got != tc.player {
				t.Errorf("playerToMove() = %v; want %v", got, tc.player)
			}
			s, ok := g.undone()
			if tc.want == "" {
				if ok {
					t.Errorf("undone() = %s; want nothing to undo", s.ID())
				}
				return
			}
			if !ok || s.ID() != tc.want {
				t.Errorf("undone() = %s, %v; want %s", s.ID(), ok, tc.want)
			}
		})
	}
}

func TestGomokuSaveRoundTrip(t *testing.T) {
	for _, g := range []gomokuGame{
		{state: gomokuState(t, "renju:h8.i9.h9"), mode: gomokuTwoPlayers},
		{state: gomokuState(t, "freestyle-19:j10"), mode: gomokuComputer, human: gomoku.White, level: "strongest", seed: 42, counted: true},
		{state: gomokuState(t, "freestyle:h8.a1.i8.a2.j8.a3.k8.a4.l8"), mode: gomokuComputer, human: gomoku.Black, level: "easy", seed: 7, counted: true, recorded: true},
		{state: gomokuState(t, "freestyle:h8.h9"), mode: gomokuComputer, human: gomoku.Black, level: "hard", seed: 3, counted: true, hinted: true},
	} {
		sv := g.save()
		back, err := sv.restore()
		if err != nil {
			t.Errorf("restore(%+v): %v", sv, err)
			continue
		}
		if !back.state.Equal(g.state) || back.mode != g.mode || back.human != g.human || back.level != g.level ||
			back.seed != g.seed || back.counted != g.counted || back.recorded != g.recorded || back.hinted != g.hinted {
			t.Errorf("restore(save(%+v)) = %+v", g, back)
		}
	}
}

func TestGomokuBadSaves(t *testing.T) {
	for _, sv := range []gomokuSave{
		{},
		{ID: "renju:h8.h8", Mode: gomokuTwoPlayers},
		{ID: "renju:h8", Mode: "chess"},
		{ID: "renju:h8", Mode: gomokuComputer, Human: "red", Level: "hard"},
		{ID: "renju:h8", Mode: gomokuComputer, Human: "white", Level: "grandmaster"},
	} {
		if g, err := sv.restore(); err == nil {
			t.Errorf("restore(%+v) = %+v; want an error", sv, g)
		}
	}
}

func TestGomokuSetupFixed(t *testing.T) {
	st := gomokuSetup{Rule: "go", Size: 12, Mode: "chess", Color: "red", Level: "grandmaster"}.fixed()
	if want := (gomokuSetup{Rule: "freestyle", Size: 15, Mode: gomokuTwoPlayers, Color: "black", Level: "medium"}); st != want {
		t.Errorf("fixed() = %+v; want %+v", st, want)
	}
	want := gomokuSetup{Rule: "renju", Size: 19, Mode: gomokuComputer, Color: "white", Level: "hard"}
	if got := want.fixed(); got != want {
		t.Errorf("fixed() changed a good setup: %+v", got)
	}
	g, err := want.game(3)
	if err != nil || g.human != gomoku.White || g.state.Size() != 19 || g.state.Rule() != gomoku.Renju || !g.computerTurn() {
		t.Errorf("game() = %+v, %v", g, err)
	}
	if got := setupOf(&g); got != want {
		t.Errorf("setupOf(game()) = %+v; want %+v", got, want)
	}
}

func TestGomokuStats(t *testing.T) {
	st := gomokuStats{}
	won := gomokuState(t, "freestyle:h8.a1.i8.a2.j8.a3.k8.a4.l8")
	st.started("hard", gomoku.Freestyle)
	st.ended("hard", gomoku.Freestyle, gomoku.Black, won)
	st.started("hard", gomoku.Freestyle)
	st.ended("hard", gomoku.Freestyle, gomoku.White, won)
	st.started("hard", gomoku.Freestyle) // left unfinished
	st.started("easy", gomoku.Renju)
	st.started("hard", gomoku.Freestyle) // then a hint: counted apart
	st.helped("hard", gomoku.Freestyle, true)
	st.helped("hard", gomoku.Freestyle, false) // a hint before the first move
	want := gomokuStats{
		"hard/freestyle": {Played: 3, Won: 1, Lost: 1, Helped: 2},
		"easy/renju":     {Played: 1},
	}
	if len(st) != len(want) || st["hard/freestyle"] != want["hard/freestyle"] || st["easy/renju"] != want["easy/renju"] {
		t.Errorf("stats = %+v; want %+v", st, want)
	}
	if err := st.valid(); err != nil {
		t.Errorf("valid() = %v", err)
	}
	if rows := st.rows(); len(rows) != 2 || rows[0].level != "easy" || rows[1].level != "hard" {
		t.Errorf("rows() = %+v; want easy then hard", rows)
	}
	for _, bad := range []gomokuStats{
		{"hard": {}},
		{"hard/chess": {}},
		{"/renju": {}},
		{"hard/renju": {Played: 1, Won: 1, Lost: 1}},
		{"hard/renju": {Played: -1}},
		{"hard/renju": {Helped: -1}},
	} {
		if bad.valid() == nil {
			t.Errorf("valid(%+v) = nil; want an error", bad)
		}
	}
}

func TestGomokuStars(t *testing.T) {
	for _, tc := range []struct{ n, want int }{{15, 5}, {19, 9}, {9, 5}, {5, 0}} {
		if got := len(gomokuStars(tc.n)); got != tc.want {
			t.Errorf("gomokuStars(%d) has %d points; want %d", tc.n, got, tc.want)
		}
	}
}

// TestGomokuMessages checks that every message the page asks for exists in
// English: the keys written out in its files, and those it builds from the
// rules, colours, levels and reasons.
func TestGomokuMessages(t *testing.T) {
	files, err := filepath.Glob("gomoku*.go")
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	literal := regexp.MustCompile(`T\("(gomoku\.[A-Za-z.]+[A-Za-z])"`)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literal.FindAllStringSubmatch(string(src), -1) {
			keys[m[1]] = true
		}
	}
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard, gomoku.Renju} {
		keys["gomoku.rule."+r.String()] = true
		keys["gomoku.ruleHint."+r.String()] = true
		keys["gomoku.howRule."+r.String()] = true
	}
	for _, c := range []gomoku.Color{gomoku.Black, gomoku.White} {
		for _, p := range []string{"gomoku.color.", "gomoku.colorCap.", "gomoku.stone."} {
			keys[p+c.String()] = true
		}
	}
	for _, l := range gomokuLevels {
		keys["gomoku.level."+l] = true
		keys["gomoku.levelHint."+l] = true
	}
	for _, w := range vocab.Whys {
		keys["gomoku.hint."+w] = true
	}
	for k := range keys {
		if _, ok := messagesOf("en")[k]; !ok {
			t.Errorf("message %q is missing", k)
		}
	}
}

// TestGomokuMistakes marks moves from the engine's values: the move that
// lost an open game, a win let go, a large fall, and nothing where the
// engine's own move was played or the game was lost already.
func TestGomokuMistakes(t *testing.T) {
	pt := func(s string) gomoku.Point {
		p, err := gomoku.ParsePoint(s, 15)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	ev := func(black float64, forced int, best string) gomokuEval {
		return gomokuEval{black: black, forced: forced, best: pt(best), known: true}
	}
	moves := []gomoku.Point{pt("h8"), pt("a1"), pt("i8"), pt("a3"), pt("j8"), pt("a5"), pt("k8"), pt("b1")}
	evals := []gomokuEval{
		ev(0.55, 0, "h8"), // black plays the engine's move: nothing
		ev(0.55, 0, "i9"), // white's a1 lets black's chance rise to 0.85: a mistake
		ev(0.85, 0, "i8"),
		ev(0.85, 0, "g8"), // white's a3: 0.85 to 0.9, not enough to mark
		ev(0.90, 0, "j8"),
		ev(0.30, 0, "g8"),     // white's a5 after j8: black wins by force, the move that lost
		ev(1, 1, "g8"),        // black's k8 is not g8 but keeps the win: nothing
		ev(1, 1, "l8"),        // white's b1: lost already, nothing
		{black: 1, forced: 1}, // the end
	}
	got := gomokuMistakes(moves, evals)
	want := map[int]gomokuMistakeKind{1: mistakeSwing, 5: mistakeLost}
	if len(got) != len(want) {
		t.Errorf("marks %v; want %v", got, want)
	}
	for k, kind := range want {
		if got[k].kind != kind || got[k].better != evals[k].best {
			t.Errorf("move %d marked %+v; want kind %d with %v", k, got[k], kind, evals[k].best)
		}
	}
	// Black had a forced win and played a move after which it is gone.
	missed := gomokuMistakes(moves[:1], []gomokuEval{ev(1, 1, "g8"), ev(0.5, 0, "a2")})
	if missed[0].kind != mistakeMissed {
		t.Errorf("a win let go marked %+v; want a missed win", missed[0])
	}
}
