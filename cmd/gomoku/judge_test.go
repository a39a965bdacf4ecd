package main

import (
	"math"
	"os"
	"path/filepath"
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
