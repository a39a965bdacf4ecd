package main

import (
	"bytes"
	"strings"
	"testing"
)

func runCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func TestForbidden(t *testing.T) {
	in := strings.Join([]string{
		"",
		"h8",
		"g8 a1 i8 a2 h9 a3 h10 o1",
		"g8.a1.i8.a2.h9.a3.h10.o1",
		"h8 h8",
		"h8 z9",
		"c8 a1 d8 a2 e8 a3 g8 a4 h8 a15",
		"d8 a1 f8 a2 g8 a3 j8 a15",
		"h9 a1 h11 c1 j10 e1 g8 g1 i8 i1 i10 k1 f10 m1 e10 o1 g10 a3",
		"g8 a1 i8 a2 h9 a3 h10 o1 h8",
	}, "\n") + "\n"
	want := strings.Join([]string{
		"-",
		"-",
		"h8",
		"h8",
		"error: move 2: illegal move: h8: point is occupied",
		"error: bad point: move 2, z9, is off the 15x15 board",
		"f8",
		"h8",
		"f9 h10",
		"error: move 9: illegal move: h8: forbidden point (double three)",
	}, "\n") + "\n"
	out, errOut, code := runCmd(t, in, "forbidden")
	if code != 0 || out != want {
		t.Errorf("gomoku forbidden = %d, stderr %q, output\n%s\nwant\n%s", code, errOut, out, want)
	}
	out, _, _ = runCmd(t, "g8 a1 i8 a2 h9 a3 h10 o1\nc8 a1 d8 a2 e8 a3 g8 a4 h8 a15\nd8 a1 f8 a2 g8 a3 j8 a15\n", "forbidden", "-explain")
	if want := "h8:double-three\nf8:overline\nh8:double-four\n"; out != want {
		t.Errorf("gomoku forbidden -explain = %q; want %q", out, want)
	}
	out, _, _ = runCmd(t, "j10 a1 k10 a2 l11 a3 l12 s19\n", "forbidden", "-size", "19")
	if out != "l10\n" {
		t.Errorf("gomoku forbidden -size 19 = %q", out)
	}
	if _, _, code := runCmd(t, "", "forbidden", "-size", "40"); code != 2 {
		t.Errorf("-size 40: exit %d", code)
	}
}

func TestMoveAndMatch(t *testing.T) {
	out, _, code := runCmd(t, "", "move", "-level", "hard", "-nodes", "2000", "freestyle:h8.a1.h9.a2.h10.a3.h11")
	if code != 0 || (out != "h7\n" && out != "h12\n") {
		t.Errorf("gomoku move = %d, %q", code, out)
	}
	out, _, code = runCmd(t, "", "match", "-black", "medium", "-white", "easy", "-games", "2")
	if code != 0 || !strings.HasPrefix(out, "medium ") {
		t.Errorf("gomoku match = %d, %q", code, out)
	}
	if _, _, code := runCmd(t, "", "bogus"); code != 2 {
		t.Errorf("unknown command: exit %d", code)
	}
}
