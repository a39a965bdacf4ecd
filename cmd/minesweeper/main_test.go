package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestGenerateGolden pins the layouts: a change to the generator that
// moves the mines of an existing game ID breaks shared links and saves.
func TestGenerateGolden(t *testing.T) {
	var out, errs bytes.Buffer
	for _, args := range [][]string{
		{"generate", "-w", "9", "-h", "9", "-mines", "10", "-first", "4,4", "-seed", "1", "-n", "3"},
		{"generate", "-w", "30", "-h", "16", "-mines", "99", "-first", "15,8", "-seed", "8812", "-n", "2", "-no-guess"},
		{"generate", "-w", "20", "-h", "12", "-mines", "30", "-first", "0,0", "-seed", "77", "-n", "2", "-no-guess"},
	} {
		if code := run(args, &out, &errs); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errs.String())
		}
	}
	golden := filepath.Join("testdata", "generate.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != string(want) {
		t.Errorf("generate output differs from %s (run with -update if the change is meant):\n%s", golden, out.String())
	}
}

func TestGenerate(t *testing.T) {
	var out, errs bytes.Buffer
	code := run([]string{"generate", "-w", "30", "-h", "16", "-mines", "99", "-first", "15,8", "-seed", "1", "-n", "3", "-no-guess"}, &out, &errs)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d lines; want 3:\n%s", len(lines), out.String())
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, `{"w":30,"h":16,"mines":[[`) || !strings.HasSuffix(l, `]],"first":[15,8]}`) {
			t.Errorf("line %q is not in the documented form", l)
		}
		var b board
		if err := json.Unmarshal([]byte(l), &b); err != nil {
			t.Fatal(err)
		}
		if len(b.Mines) != 99 {
			t.Errorf("%d mines; want 99", len(b.Mines))
		}
		for _, m := range b.Mines {
			if dx, dy := m[0]-15, m[1]-8; dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 {
				t.Errorf("mine %v next to the first click", m)
			}
		}
	}
	// The same flags give the same boards.
	var again bytes.Buffer
	run([]string{"generate", "-w", "30", "-h", "16", "-mines", "99", "-first", "15,8", "-seed", "1", "-n", "3", "-no-guess"}, &again, &errs)
	if again.String() != out.String() {
		t.Errorf("generate is not deterministic")
	}
}

func TestPlay(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"play", "-w", "9", "-h", "9", "-mines", "10", "-n", "20", "-seed", "1"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.HasPrefix(out.String(), "won ") || !strings.Contains(out.String(), " of 20 (") {
		t.Errorf("play printed %q", out.String())
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"dance"},
		{"play", "-w", "51"},
		{"generate", "-w", "9", "-h", "9", "-mines", "73"},
		{"generate", "-first", "30,0"},
		{"generate", "-first", "x"},
		{"play", "-n", "-1"},
	} {
		var out, errs bytes.Buffer
		if code := run(args, &out, &errs); code == 0 || errs.Len() == 0 {
			t.Errorf("run(%q) = %d with %q; want an error", args, code, errs.String())
		}
	}
}
