package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pastime-games/pastime/games/gomoku"
)

func TestParseOffsets(t *testing.T) {
	pts, err := parseOffsets("2,2, -2,0, 0,-1")
	if err != nil {
		t.Fatal(err)
	}
	// x to the right and y downwards from the centre, h8.
	want := []string{"j6", "f8", "h9"}
	for k, p := range pts {
		if p.String() != want[k] {
			t.Errorf("point %d is %s; want %s", k, p, want[k])
		}
	}
	for _, bad := range []string{"1,2, 3", "a,1"} {
		if _, err := parseOffsets(bad); err == nil {
			t.Errorf("parseOffsets(%q) gave no error", bad)
		}
	}
	for k, line := range strings.Split(strings.TrimSpace(balancedOpenings), "\n") {
		pts, err := parseOffsets(line)
		if err != nil {
			t.Fatalf("opening %d: %v", k+1, err)
		}
		s, _ := gomoku.New(gomoku.Params{Size: 15, Rule: gomoku.Freestyle})
		if _, err := gomoku.Replay(s, pts); err != nil {
			t.Fatalf("opening %d: %v", k+1, err)
		}
	}
}

// TestSelfplayAndTuneOrder plays two short self-play games, checks that
// they come out the same on one worker and on two, and fits the move
// order to them.
func TestSelfplayAndTuneOrder(t *testing.T) {
	out, errs, code := runCmd(t, "", "selfplay", "-nodes", "3000", "-games", "3", "-moves", "40")
	if code != 0 {
		t.Fatalf("selfplay exited %d: %s", code, errs)
	}
	if again, _, _ := runCmd(t, "", "selfplay", "-nodes", "3000", "-games", "3", "-moves", "40", "-workers", "2"); again != out {
		t.Errorf("two workers played other games:\n%s\nagainst\n%s", again, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	games, positions := 0, 0
	for _, l := range lines {
		if strings.HasPrefix(l, "# game ") {
			games++
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 2 {
			t.Fatalf("line %q is not an ID and a move", l)
		}
		s, err := gomoku.Parse(f[0])
		if err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		p, err := gomoku.ParsePoint(f[1], 15)
		if err != nil || s.Legal(p) != nil {
			t.Fatalf("line %q: the move is not legal", l)
		}
		positions++
	}
	if games != 3 || positions < 20 {
		t.Fatalf("selfplay printed %d games and %d positions; want 3 games and 20 positions or more", games, positions)
	}

	name := filepath.Join(t.TempDir(), "positions.txt")
	if err := os.WriteFile(name, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	src, errs, code := runCmd(t, "", "tune", "-order", name)
	if code != 0 {
		t.Fatalf("tune -order exited %d: %s", code, errs)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "orderweights.go", src, 0); err != nil {
		t.Fatalf("tune -order printed no Go source: %v\n%s", err, src)
	}
	if !strings.Contains(src, "var orderWeights = [OrderInputs]int16{") {
		t.Errorf("tune -order printed %q; want the weights", src)
	}
	// On the positions it fitted, the learned order puts the chosen move
	// first more often than the hand-set one: the fit learns.
	m := regexp.MustCompile(`// fitted: chosen move first ([0-9.]+)%.*hand-set: ([0-9.]+)%`).FindStringSubmatch(src)
	if m == nil {
		t.Fatalf("tune -order printed no quality line for the fitted positions:\n%s", src)
	}
	learned, _ := strconv.ParseFloat(m[1], 64)
	hand, _ := strconv.ParseFloat(m[2], 64)
	if learned <= hand {
		t.Errorf("fitted order puts the chosen move first in %.1f%% of positions, the hand-set one in %.1f%%", learned, hand)
	}

	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte(lines[0]+"\nfreestyle:h8\tz99\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errs, code := runCmd(t, "", "tune", "-order", bad); code != 1 || !strings.Contains(errs, "bad.txt:2") {
		t.Errorf("tune -order of a bad line exited %d with %q; want 1 and the line", code, errs)
	}
	if _, errs, code := runCmd(t, "", "selfplay", "-nodes", "0"); code != 2 || !strings.Contains(errs, "usage") {
		t.Errorf("selfplay -nodes 0 exited %d with %q; want 2 and the usage", code, errs)
	}
}

// TestSGFChosen reads the moves a player chose in an SGF game, after the
// opening that c-gomoku-cli marks.
func TestSGFChosen(t *testing.T) {
	const game = `(;FF[4]GM[4]SZ[15]RU[0]PB[A]PW[B]RE[W+1]
;B[hh]C[opening move];W[ii]C[opening move];B[hi]C[opening move];W[gg]C[812ms];B[hj]C[640ms];W[hk]C[12ms])`
	games := parseSGF(game)
	if len(games) != 1 || games[0].opening != 3 || len(games[0].moves) != 6 {
		t.Fatalf("parseSGF read %+v; want one game of six moves, three of them the opening", games)
	}
	for _, c := range []struct {
		player string
		want   []string
	}{
		{"B", []string{"freestyle:h8.i7.h7\tg9", "freestyle:h8.i7.h7.g9.h6\th5"}},
		{"A", []string{"freestyle:h8.i7.h7.g9\th6"}},
		{"", []string{"freestyle:h8.i7.h7\tg9", "freestyle:h8.i7.h7.g9\th6", "freestyle:h8.i7.h7.g9.h6\th5"}},
	} {
		var got []string
		err := games[0].chosen(c.player, func(line string) error {
			got = append(got, line)
			return nil
		})
		if err != nil || strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("chosen(%q) = %q, %v; want %q", c.player, got, err, c.want)
		}
	}
}
