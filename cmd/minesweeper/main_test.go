package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

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
