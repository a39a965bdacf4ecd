package main

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestParseValue(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"35", 35, true},
		{"-120", -120, true},
		{"+M9", math.Inf(1), true},
		{"-M4", math.Inf(-1), true},
		{"", 0, false},
		{"draw", 0, false},
	} {
		got, err := parseValue(tt.in)
		if (err == nil) != tt.ok || (tt.ok && got != tt.want) {
			t.Errorf("parseValue(%q) = %v, %v; want %v (ok %v)", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestMeanInterval(t *testing.T) {
	// Mean 2, sample variance 2/3 over four values: 1.96*sqrt(2/3/4).
	mean, margin := meanInterval([]float64{1, 2, 2, 3})
	if mean != 2 || math.Abs(margin-1.96*math.Sqrt(2.0/3/4)) > 1e-9 {
		t.Errorf("meanInterval = %v ± %v", mean, margin)
	}
}

func TestJudgeCompare(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.WriteFile(a, []byte("freestyle:h8\th9\t0.5000\nfreestyle:h8.h9\ti9\t0.4000\nfreestyle:h8.h9.i9\tj10\t0.6000\n"), 0o644)
	os.WriteFile(b, []byte("freestyle:h8\th9\t0.5000\nfreestyle:h8.h9\tg9\t0.5000\nfreestyle:h8.h9.i9\tg7\t0.7000\nfreestyle:h8.g8\tf8\t0.9\n"), 0o644)
	out, errOut, code := runCmd(t, "", "judge", "-compare", a, b)
	if code != 0 {
		t.Fatalf("compare: exit %d, %s", code, errOut)
	}
	// Three shared positions, gains 0, 10 and 10 points.
	if !strings.HasPrefix(out, "3 positions, 2 moves changed: B - A = +6.67 ± ") {
		t.Errorf("compare printed %q", out)
	}
	os.WriteFile(b, []byte("freestyle:h8\th9\n"), 0o644)
	if _, errOut, code := runCmd(t, "", "judge", "-compare", a, b); code != 1 || !strings.Contains(errOut, "want ID, move and chance") {
		t.Errorf("a malformed run: exit %d, %q", code, errOut)
	}
}

// TestJudgeWithBrains screens pbrain-pastime with itself as the judge
// (its MESSAGE lines end with its score, in thousandths of a logit):
// positions listed from a game, each move valued as a chance, the same
// again from the cache, and a position outside -keep left out.
func TestJudgeWithBrains(t *testing.T) {
	bin := buildBrain(t)
	dir := t.TempDir()
	sgf := filepath.Join(dir, "games.sgf")
	os.WriteFile(sgf, []byte("(;GM[4]SZ[15]RU[0]PB[P]PW[O]RE[B+]\n;B[hh];W[hi];B[ih];W[gh];B[ii];W[jj];B[gg];W[ff];B[hg]\n)"), 0o644)
	out, errOut, code := runCmd(t, "", "judge", "-positions", sgf, "-player", "O", "-from", "2", "-to", "7")
	if code != 0 {
		t.Fatalf("-positions: exit %d, %s", code, errOut)
	}
	ids := strings.Fields(out)
	if len(ids) != 3 || ids[0] != "freestyle:h8.h7.i8" || ids[2] != "freestyle:h8.h7.i8.g8.i7.j6.g9" {
		t.Fatalf("positions where O is to move, 2 to 7 stones: %q", ids)
	}
	positions := filepath.Join(dir, "positions")
	os.WriteFile(positions, []byte(out), 0o644)
	cache := filepath.Join(dir, "cache")
	args := []string{"judge", "-engine", bin + " -nodes 2000 -quiet", "-judge", bin + " -nodes 4000",
		"-eval", `score (-?\d+)`, "-scale", "1000", "-judge-clear", "", "-cache", cache, "-workers", "2", positions}
	first, errOut, code := runCmd(t, "", args...)
	if code != 0 {
		t.Fatalf("judge: exit %d, %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(first), "\n")
	if len(lines) != 3 || !strings.Contains(errOut, "3 positions of 3 screened") {
		t.Fatalf("judge printed %q, %q", first, errOut)
	}
	for k, l := range lines {
		f := strings.Split(l, "\t")
		c, err := strconv.ParseFloat(f[len(f)-1], 64)
		if len(f) != 3 || f[0] != ids[k] || err != nil || c < 0 || c > 1 {
			t.Errorf("line %d: %q", k+1, l)
		}
	}
	// Again: the engine starts each position afresh and the judge's
	// values come from the cache, so the run is the same.
	again, errOut, code := runCmd(t, "", args...)
	if code != 0 || again != first {
		t.Errorf("judged again: exit %d, %q, %q; want %q", code, again, errOut, first)
	}
	cached, err := os.ReadFile(cache)
	if err != nil || strings.Count(string(cached), "\n") != 3 {
		t.Fatalf("cache: %q, %v", cached, err)
	}
	// The judge values the position after the move for the opponent, to
	// move there: the mover's chance is the other side of it.
	values := map[string]float64{}
	for l := range strings.Lines(string(cached)) {
		id, v, _ := strings.Cut(strings.TrimSpace(l), " ")
		values[id], _ = strconv.ParseFloat(v, 64)
	}
	for _, l := range lines {
		f := strings.Split(l, "\t")
		v, ok := values[f[0]+"."+f[1]]
		c, _ := strconv.ParseFloat(f[2], 64)
		if !ok || math.Abs(c-1/(1+math.Exp(v/1000))) > 1e-4 {
			t.Errorf("%q: the judge's value after the move is %v (cached %v)", l, v, ok)
		}
	}
	// Only positions the judge calls level within ±keep: none is this
	// close to exactly even.
	args = append(args[:len(args)-1], "-keep", "0.001", positions)
	if _, errOut, code := runCmd(t, "", args...); code != 1 || !strings.Contains(errOut, "no position screened") {
		t.Errorf("-keep 0.001: exit %d, %q", code, errOut)
	}
}
