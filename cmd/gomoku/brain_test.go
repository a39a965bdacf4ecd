//go:build !js

// The tests that run brains as processes, which js/wasm cannot start.

package main

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestBrainMatch builds pbrain-pastime and plays it against its own
// weight-table level over the protocol.
func TestBrainMatch(t *testing.T) {
	bin := buildBrain(t)
	out, errOut, code := runCmd(t, "", "match", "-a", bin+" -level hard -nodes 3000", "-b", bin+" -level easy -quiet",
		"-openings", "1", "-sym", "2", "-time", "2s", "-rule", "renju", "-v")
	if code != 0 {
		t.Fatalf("match: exit %d, %s", code, errOut)
	}
	for _, want := range []string{"renju, 1 openings in 2 orientations with both colours, 2s a move", "game 4: A white:", "score A-B: ", "Elo A-B: ", "A as black +", "searches: depth"} {
		if !strings.Contains(out, want) {
			t.Errorf("match output lacks %q:\n%s", want, out)
		}
	}
	if code := run([]string{"match", "-a", bin}, nil, &strings.Builder{}, &strings.Builder{}); code != 2 {
		t.Errorf("-a without -b: exit %d; want 2", code)
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
	// With -label the judge alone values each position, as the cache
	// keeps it, for "gomoku tune -values".
	label := []string{"judge", "-label", "-judge", bin + " -nodes 4000", "-eval", `score (-?\d+)`, "-judge-clear", "",
		"-cache", filepath.Join(dir, "labels"), positions}
	labelled, errOut, code := runCmd(t, "", label...)
	if code != 0 || !strings.Contains(errOut, "3 positions valued") {
		t.Fatalf("-label: exit %d, %q", code, errOut)
	}
	for k, l := range strings.Split(strings.TrimSpace(labelled), "\n") {
		id, v, _ := strings.Cut(l, " ")
		if _, err := strconv.ParseFloat(v, 64); id != ids[k] || err != nil {
			t.Errorf("-label line %d: %q", k+1, l)
		}
	}
	// Only positions the judge calls level within ±keep: none is this
	// close to exactly even.
	args = append(args[:len(args)-1], "-keep", "0.001", positions)
	if _, errOut, code := runCmd(t, "", args...); code != 1 || !strings.Contains(errOut, "no position screened") {
		t.Errorf("-keep 0.001: exit %d, %q", code, errOut)
	}
}

// buildBrain builds pbrain-pastime for a test and returns its path.
func buildBrain(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "pbrain-pastime")
	if out, err := exec.Command("go", "build", "-o", bin, "../pbrain-pastime").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
