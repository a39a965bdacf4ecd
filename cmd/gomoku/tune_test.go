package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

// twoGames is an SGF collection as match tools write it: black wins the
// first game with five on the h file, white the second on row 8 of a
// renju board.
const twoGames = `(;FF[4]GM[4]SZ[15]RU[0]PB[A]PW[B]RE[B+1]
;B[hh];W[aa];B[hg];W[ab];B[hf];W[ac];B[he];W[ad];B[hd])
(;FF[4]GM[4]SZ[15]RU[4]PB[B]PW[A]RE[W+1]
;B[ao];W[ah];B[bo];W[bh];B[co];W[ch];B[eo];W[dh];B[go];W[eh])`

func TestParseSGF(t *testing.T) {
	games := parseSGF(twoGames)
	if len(games) != 2 {
		t.Fatalf("parseSGF read %d games; want 2", len(games))
	}
	g := games[0]
	if g.params != (gomoku.Params{Size: 15, Rule: gomoku.Freestyle}) || g.winner != gomoku.Black || len(g.moves) != 9 {
		t.Errorf("first game: %+v; want freestyle 15, black wins, 9 moves", g)
	}
	// SGF counts rows from the top, the game from the bottom: "hh" is h8.
	if got := g.moves[0].String(); got != "h8" {
		t.Errorf("first move %s; want h8", got)
	}
	if got := games[1]; got.params.Rule != gomoku.Renju || got.winner != gomoku.White {
		t.Errorf("second game: %+v; want renju, white wins", got)
	}
}

func TestTune(t *testing.T) {
	name := filepath.Join(t.TempDir(), "games.sgf")
	if err := os.WriteFile(name, []byte(strings.Repeat(twoGames+"\n", 5)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runCmd(t, "", "tune", "-skip", "2", name)
	if code != 0 {
		t.Fatalf("tune exited %d: %s", code, errs)
	}
	for _, want := range []string{"// 10 games,", "// fit: log loss", "// held out: log loss", "var evalWeights = [FeatureCount]int32{"} {
		if !strings.Contains(out, want) {
			t.Errorf("tune printed %q; want a line with %q", out, want)
		}
	}
	// A judge's values instead of results: a forced win, a forced loss,
	// and values either side of even, each position for the player to
	// move; a position with a five to make is not quiet and is left out.
	values := filepath.Join(t.TempDir(), "values")
	var b strings.Builder
	for range 5 {
		b.WriteString("freestyle:h8.a1.h9.a2.h10.a3.h11 -Inf\nfreestyle:h8.a1.h9.a2.h10 -Inf\nfreestyle:h8.a1.h9.a2.h10.a3 +Inf\nfreestyle:h8.h9 -40\nfreestyle:h8.h9.i9 120\n")
	}
	os.WriteFile(values, []byte(b.String()), 0o644)
	out, errs, code = runCmd(t, "", "tune", "-values", values)
	if code != 0 {
		t.Fatalf("tune -values exited %d: %s", code, errs)
	}
	for _, want := range []string{"// 25 positions valued by a judge", "// 0 games, 16 positions to fit, 4 held out", "// held out, the weights in use: log loss", "var evalWeights = [FeatureCount]int32{"} {
		if !strings.Contains(out, want) {
			t.Errorf("tune -values printed %q; want a line with %q", out, want)
		}
	}
	os.WriteFile(values, []byte("freestyle:h8.h9 even\n"), 0o644)
	if _, errs, code := runCmd(t, "", "tune", "-values", values); code != 1 || !strings.Contains(errs, "values:1: want a position and a value") {
		t.Errorf("tune of a malformed value exited %d with %q", code, errs)
	}
	if _, errs, code := runCmd(t, "", "tune", "-values", values, name); code != 2 || !strings.Contains(errs, "not both") {
		t.Errorf("tune of games and values exited %d with %q", code, errs)
	}
	if _, errs, code := runCmd(t, "", "tune", filepath.Join(t.TempDir(), "none.sgf")); code == 0 || errs == "" {
		t.Errorf("tune of a missing file exited %d with %q; want an error", code, errs)
	}
}
