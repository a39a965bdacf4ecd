package main

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// process is the brain binary running under test, driven through its
// standard input and output.
type process struct {
	t     *testing.T
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
}

// buildBrain compiles the brain once per test run.
func buildBrain(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "js" {
		t.Skip("no subprocesses under js/wasm")
	}
	bin := filepath.Join(t.TempDir(), "pbrain-pastime")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func startBrain(t *testing.T, bin string, args ...string) *process {
	t.Helper()
	cmd := exec.Command(bin, args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &process{t: t, cmd: cmd, in: in, lines: make(chan string, 100)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	t.Cleanup(func() {
		in.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
		}
	})
	return p
}

// send writes command lines as a manager does, ending them with CR LF.
func (p *process) send(lines ...string) {
	p.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(p.in, l+"\r\n"); err != nil {
			p.t.Fatalf("send %q: %v", l, err)
		}
	}
}

// answer returns the next line that is not a MESSAGE.
func (p *process) answer() string {
	p.t.Helper()
	timeout := time.After(20 * time.Second)
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				p.t.Fatal("the brain stopped")
			}
			if !strings.HasPrefix(l, "MESSAGE") {
				return l
			}
		case <-timeout:
			p.t.Fatal("no answer in 20 s")
		}
	}
}

func (p *process) expect(lines ...string) {
	p.t.Helper()
	for _, want := range lines {
		if got := p.answer(); got != want {
			p.t.Fatalf("answer %q; want %q", got, want)
		}
	}
}

// TestProtocol drives the built brain through a game with bad input
// mixed in: each bad line gets an ERROR and the brain plays on.
func TestProtocol(t *testing.T) {
	bin := buildBrain(t)
	p := startBrain(t, bin, "-level", "hard", "-nodes", "5000")
	p.send("ABOUT")
	if a := p.answer(); !strings.HasPrefix(a, `name="pbrain-pastime"`) {
		t.Fatalf("ABOUT: %q", a)
	}
	for _, size := range []string{"21", "4"} {
		p.send("START " + size)
		if a := p.answer(); !strings.HasPrefix(a, "ERROR") {
			t.Fatalf("START %s: %q; want ERROR", size, a)
		}
	}
	p.send("START 15", "INFO timeout_turn 1000", "INFO timeout_match 180000", "INFO max_memory 83886080", "INFO rule 1", "INFO time_left 180000")
	p.expect("OK")
	p.send("BEGIN")
	p.expect("7,7")
	p.send("TURN 7,7")
	if a := p.answer(); !strings.HasPrefix(a, "ERROR point is occupied") {
		t.Fatalf("TURN onto a stone: %q; want ERROR", a)
	}
	p.send("TURN 8,a")
	if a := p.answer(); !strings.HasPrefix(a, "ERROR bad coordinate") {
		t.Fatalf("malformed TURN: %q; want ERROR", a)
	}
	p.send("FOO bar")
	p.expect("UNKNOWN FOO")
	p.send("TURN 8,8")
	move := p.answer()
	if strings.HasPrefix(move, "ERROR") || strings.Count(move, ",") != 1 {
		t.Fatalf("TURN 8,8: %q; want a move", move)
	}
	p.send("TAKEBACK "+move, "TAKEBACK 8,8")
	p.expect("OK", "OK")
	p.send("RESTART")
	p.expect("OK")
	p.send("BOARD", "7,7,1", "16,2,2", "DONE")
	if a := p.answer(); a != "ERROR coordinate 16,2 is off the 15x15 board" {
		t.Fatalf("BOARD off the board: %q", a)
	}
	p.send("BOARD", "7,7,2", "DONE")
	move = p.answer()
	if strings.HasPrefix(move, "ERROR") {
		t.Fatalf("BOARD after a bad BOARD: %q", move)
	}
	p.send("END")
	if err := p.cmd.Wait(); err != nil {
		t.Errorf("exit after END: %v", err)
	}
}

// TestProtocolFreestyleSize plays the opening of a game on Gomocup's
// freestyle board, 20x20, with a stone in its far corner, 19,19.
func TestProtocolFreestyleSize(t *testing.T) {
	bin := buildBrain(t)
	p := startBrain(t, bin, "-level", "hard", "-nodes", "5000")
	p.send("START 20", "INFO rule 0")
	p.expect("OK")
	p.send("BEGIN")
	first := p.answer()
	p.send("TURN 19,19")
	second := p.answer()
	for _, move := range []string{first, second} {
		var x, y int
		if n, err := fmt.Sscanf(move, "%d,%d", &x, &y); n != 2 || err != nil || x < 0 || y < 0 || x >= 20 || y >= 20 {
			t.Fatalf("moves %q, %q; want points of a 20x20 board", first, second)
		}
	}
	if second == first || second == "19,19" {
		t.Fatalf("TURN 19,19 after %q: %q; want an empty point", first, second)
	}
	p.send("END")
	if err := p.cmd.Wait(); err != nil {
		t.Errorf("exit after END: %v", err)
	}
}

// TestProtocolTime checks that the brain answers within timeout_turn when
// only the clock bounds it: the strongest level on a position with
// threats on both sides, three times. The machine may be busy (a process
// that is not scheduled cannot answer), so the check allows twice the
// limit and half a second: it catches a brain that ignores the limit,
// which would think for seconds here; the match tool reports the real
// margins.
func TestProtocolTime(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	bin := buildBrain(t)
	p := startBrain(t, bin)
	p.send("START 15", "INFO timeout_turn 300", "INFO timeout_match 0")
	p.expect("OK")
	for range 3 {
		p.send("RESTART")
		p.expect("OK")
		start := time.Now()
		p.send("BOARD", "6,7,1", "8,7,2", "7,8,1", "8,9,2", "4,9,1", "8,8,2", "8,6,1", "7,9,2", "9,9,1", "5,10,2", "DONE")
		move := p.answer()
		if d := time.Since(start); d > 1100*time.Millisecond {
			t.Errorf("answer %q after %v; want at most 300 ms", move, d)
		}
	}
}
