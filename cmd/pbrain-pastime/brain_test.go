package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai"
)

// session runs the brain over the given input lines and returns its
// answers without MESSAGE lines.
func session(t *testing.T, cfg config, lines ...string) []string {
	t.Helper()
	var out bytes.Buffer
	b := newBrain(&out, cfg)
	if err := b.serve(strings.NewReader(strings.Join(lines, "\r\n") + "\r\n")); err != nil {
		t.Fatalf("serve: %v", err)
	}
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if !strings.HasPrefix(l, "MESSAGE") {
			got = append(got, l)
		}
	}
	return got
}

var quick = config{level: ai.Hard, nodes: 3000, seed: 1, quiet: true}

func TestSessions(t *testing.T) {
	tests := []struct {
		name  string
		input []string
		want  []string // "*" matches any line
	}{
		{"begin in the centre", []string{"START 15", "BEGIN", "END"}, []string{"OK", "7,7"}},
		{"unsupported size", []string{"START 21", "START 4", "START x", "START 20", "END"},
			[]string{"ERROR unsupported size 21 (want 5 to 20)", "ERROR unsupported size 4 (want 5 to 20)", `ERROR bad size "x"`, "OK"}},
		{"turn before start", []string{"TURN 7,7", "BEGIN", "START 15", "END"},
			[]string{"ERROR no START yet", "ERROR no START yet", "OK"}},
		{"unknown command", []string{"START 15", "SWAP2BOARD", "END"}, []string{"OK", "UNKNOWN SWAP2BOARD"}},
		{"about", []string{"ABOUT"}, []string{`name="pbrain-pastime", version="1.0", author="Pastime", country="-", www="https://github.com/pastime-games/pastime"`}},
		{"win in one from a board", []string{
			"START 15", "INFO rule 0", "BOARD", "3,3,1", "0,0,2", "4,3,1", "0,1,2", "5,3,1", "0,2,2", "6,3,1", "0,4,2", "DONE", "END"},
			[]string{"OK", "*"}},
		{"block a four", []string{
			"START 15", "BOARD", "7,7,1", "3,10,2", "10,3,1", "4,10,2", "12,12,1", "5,10,2", "0,14,1", "6,10,2", "DONE", "END"},
			[]string{"OK", "*"}},
		{"malformed coordinate", []string{"START 15", "TURN 7;7", "TURN x,7", "TURN 7", "TURN 7,7", "END"},
			[]string{"OK", `ERROR bad coordinate "7;7" (want x,y)`, `ERROR bad coordinate "x,7" (want x,y)`, `ERROR bad coordinate "7" (want x,y)`, "*"}},
		{"off the board", []string{"START 15", "TURN 15,0", "TURN -1,3", "END"},
			[]string{"OK", "ERROR coordinate 15,0 is off the 15x15 board", "ERROR coordinate -1,3 is off the 15x15 board"}},
		{"occupied point", []string{"START 15", "BEGIN", "TURN 7,7", "TURN 0,0", "END"},
			[]string{"OK", "7,7", "ERROR point is occupied (illegal move: h8: point is occupied)", "*"}},
		{"board with a stone off the board", []string{"START 15", "BOARD", "7,7,1", "15,15,2", "DONE", "BEGIN", "END"},
			[]string{"OK", "ERROR coordinate 15,15 is off the 15x15 board", "7,7"}},
		{"board with a point twice", []string{"START 15", "BOARD", "7,7,2", "7,7,1", "DONE", "END"},
			[]string{"OK", "ERROR point 7,7 is occupied twice"}},
		{"board with a bad field", []string{"START 15", "BOARD", "7,7,3", "DONE", "BOARD", "7,7", "DONE", "END"},
			[]string{"OK", `ERROR bad BOARD field in "7,7,3" (want 1 or 2)`, "ERROR bad coordinate \"7\" (want x,y)"}},
		{"board with too many own stones", []string{"START 15", "BOARD", "7,7,1", "8,8,1", "DONE", "END"},
			[]string{"OK", "ERROR 2 own stones and 0 of the opponent's cannot be a game with the brain to move"}},
		{"takeback and restart", []string{"START 15", "BEGIN", "TAKEBACK 7,7", "TAKEBACK 7,7", "BEGIN", "RESTART", "BEGIN", "END"},
			[]string{"OK", "7,7", "OK", "ERROR 7,7 is not the last stone", "7,7", "OK", "7,7"}},
		{"bad info", []string{"START 15", "INFO timeout_turn soon", "INFO folder /tmp", "INFO timeout_turn 200", "BEGIN", "END"},
			[]string{"OK", `ERROR bad INFO timeout_turn value "soon"`, "7,7"}},
		{"forbidden move for black under renju", []string{
			"START 15", "INFO rule 4", "BOARD",
			// Black (the opponent) has a four to block, and two twos
			// crossing at 7,7, which make a double three there.
			"6,7,2", "14,0,1", "8,7,2", "14,2,1", "7,6,2", "14,4,1", "7,8,2", "12,0,1", "0,10,2", "12,2,1", "1,10,2", "10,0,1", "2,10,2", "13,14,1", "3,10,2", "DONE",
			"TURN 7,7", "END"},
			[]string{"OK", "*", "*"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := session(t, quick, tt.input...)
			if len(got) != len(tt.want) {
				t.Fatalf("answers %q; want %q", got, tt.want)
			}
			for k := range got {
				if tt.want[k] != "*" && got[k] != tt.want[k] {
					t.Errorf("answer %d = %q; want %q (all %q)", k+1, got[k], tt.want[k], got)
				}
			}
		})
	}
}

// TestMoves checks the brain's moves in Gomocup coordinates, where y
// counts from the top.
func TestMoves(t *testing.T) {
	got := session(t, quick, "START 15", "BOARD", "3,3,1", "0,0,2", "4,3,1", "0,1,2", "5,3,1", "0,2,2", "6,3,1", "0,4,2", "DONE")
	if got[1] != "2,3" && got[1] != "7,3" {
		t.Errorf("win in one: %q; want 2,3 or 7,3", got[1])
	}
	// The opponent's four on row y=10 from x=3 to 6; the brain blocks one
	// end.
	got = session(t, quick, "START 15", "BOARD", "7,7,1", "3,10,2", "10,3,1", "4,10,2", "12,12,1", "5,10,2", "0,14,1", "6,10,2", "DONE")
	if got[1] != "2,10" && got[1] != "7,10" {
		t.Errorf("block a four: %q; want 2,10 or 7,10", got[1])
	}
	// Renju: the brain blocks black's four; then black's 7,7 makes a
	// double three, forbidden.
	got = session(t, quick, "START 15", "INFO rule 4", "BOARD",
		"6,7,2", "14,0,1", "8,7,2", "14,2,1", "7,6,2", "14,4,1", "7,8,2", "12,0,1", "0,10,2", "12,2,1", "1,10,2", "10,0,1", "2,10,2", "13,14,1", "3,10,2", "DONE", "TURN 7,7")
	if got[1] != "4,10" || !strings.HasPrefix(got[2], "ERROR forbidden point for black") {
		t.Errorf("block, then forbidden TURN: %q; want 4,10 then ERROR forbidden point", got[1:])
	}
	// Under freestyle the same point is allowed.
	got = session(t, quick, "START 15", "INFO rule 0", "BOARD",
		"6,7,2", "14,0,1", "8,7,2", "14,2,1", "7,6,2", "14,4,1", "7,8,2", "12,0,1", "0,10,2", "12,2,1", "1,10,2", "10,0,1", "2,10,2", "13,14,1", "3,10,2", "DONE", "TURN 7,7")
	if strings.HasPrefix(got[2], "ERROR") {
		t.Errorf("freestyle TURN: %q", got[2])
	}
}

// TestFreestyleSize plays on Gomocup's freestyle board, 20x20: the brain
// opens, answers a stone in the far corner, 19,19, and answers a BOARD
// holding that corner, each time on an empty point of the board.
func TestFreestyleSize(t *testing.T) {
	got := session(t, quick, "START 20", "BEGIN", "TURN 19,19", "RESTART", "BOARD", "19,19,2", "DONE", "END")
	if len(got) != 5 || got[0] != "OK" || got[3] != "OK" {
		t.Fatalf("answers %q; want OK, a move, a move, OK, a move", got)
	}
	b := newBrain(&bytes.Buffer{}, quick)
	b.size = 20
	for _, tt := range []struct {
		what  string
		move  string
		taken []string
	}{
		{"BEGIN", got[1], nil},
		{"TURN 19,19", got[2], []string{got[1], "19,19"}},
		{"BOARD with 19,19", got[4], []string{"19,19"}},
	} {
		if _, err := b.parsePoint(tt.move); err != nil {
			t.Errorf("%s: %q: %v", tt.what, tt.move, err)
		}
		for _, p := range tt.taken {
			if tt.move == p {
				t.Errorf("%s: %q is taken", tt.what, tt.move)
			}
		}
	}
}

func TestRule(t *testing.T) {
	for _, tt := range []struct {
		info string
		want gomoku.Rule
	}{{"0", gomoku.Freestyle}, {"1", gomoku.Standard}, {"4", gomoku.Renju}, {"5", gomoku.Renju}, {"2", gomoku.Freestyle}, {"3", gomoku.Standard}} {
		b := newBrain(&bytes.Buffer{}, quick)
		b.serve(strings.NewReader("START 15\nINFO rule " + tt.info + "\n"))
		if b.game.Rule() != tt.want {
			t.Errorf("INFO rule %s: %v; want %v", tt.info, b.game.Rule(), tt.want)
		}
	}
}

func TestMoveTime(t *testing.T) {
	ms := time.Millisecond
	for _, tt := range []struct {
		info []string
		want time.Duration
	}{
		{nil, 4687500 * time.Microsecond},
		{[]string{"timeout_turn 1000"}, 937500 * time.Microsecond},
		{[]string{"timeout_turn 100"}, 50 * ms},
		{[]string{"timeout_turn 0"}, 5 * ms},
		{[]string{"timeout_turn 1000", "timeout_match 100000", "time_left 5000"}, 150 * ms},
		{[]string{"timeout_turn 1000", "timeout_match 0", "time_left 5000"}, 937500 * time.Microsecond},
	} {
		b := newBrain(&bytes.Buffer{}, quick)
		for _, l := range tt.info {
			b.info(l)
		}
		if got := b.moveTime(); got != tt.want {
			t.Errorf("moveTime after %q = %v; want %v", tt.info, got, tt.want)
		}
	}
}
