package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSolve(t *testing.T) {
	input := strings.Join([]string{
		"1 2 3 4 5 6 7 0 8",
		"1 2 3 4 5 6 0 7 8",
		"1,2,3,4,5,6,7,8,0",
		"1 2 3 4 5 6 8 7 0",
		"1 2 3 4 5 6 7 8",
		"1 2 x",
		"",
		"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15",
		"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 0 24",
	}, "\n")
	var out, errOut bytes.Buffer
	if code := run([]string{"solve"}, strings.NewReader(input), &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	want := []string{
		"1 8",
		"2 7 8",
		"0",
		"error: position is not solvable: 3x3:1,2,3,4,5,6,8,7,0",
		"error: unsupported board size: 8 tiles is not a square board",
		`error: "x" is not a number`,
		"error: empty line",
		"1 15",
		"error: no optimal solver for this size: 5x5 (use -optimal=false)",
	}
	got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("solve printed\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestSolveFast(t *testing.T) {
	input := "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 0 24\n"
	var out, errOut bytes.Buffer
	if code := run([]string{"solve", "-optimal=false"}, strings.NewReader(input), &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if got := out.String(); got != "1 24\n" {
		t.Errorf("solve -optimal=false printed %q; want \"1 24\\n\"", got)
	}
}

func TestTablesAndNew(t *testing.T) {
	file := filepath.Join(t.TempDir(), "tables.bin")
	var out, errOut bytes.Buffer
	if code := run([]string{"tables", "-o", file}, nil, &out, &errOut); code != 0 {
		t.Fatalf("tables: exit %d: %s", code, errOut.String())
	}
	if fi, err := os.Stat(file); err != nil || fi.Size() < 5e6 {
		t.Fatalf("tables wrote %v, %v", fi, err)
	}
	out.Reset()
	in := strings.NewReader("13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2\n")
	if code := run([]string{"solve", "-tables", file}, in, &out, &errOut); code != 0 || !strings.HasPrefix(out.String(), "57 ") {
		t.Fatalf("solve -tables: exit %d, %q, %s", code, out.String(), errOut.String())
	}
	out.Reset()
	if code := run([]string{"new", "-size", "3", "-seed", "7"}, nil, &out, &errOut); code != 0 || !strings.HasPrefix(out.String(), "3x3#7\n") {
		t.Fatalf("new: exit %d, %q", code, out.String())
	}
	if code := run([]string{"bogus"}, nil, &out, &errOut); code != 2 {
		t.Errorf("bogus command: exit %d; want 2", code)
	}
}
