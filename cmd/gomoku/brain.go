package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
)

// brainProc is a Gomocup brain running as a child process, spoken to over
// its standard input and output.
type brainProc struct {
	command string
	cmd     *exec.Cmd
	in      io.WriteCloser
	lines   chan string
	size    int
	// Statistics of the MESSAGE lines pbrain-pastime prints with each
	// move, when the brain prints them.
	searches, depths int
	nodes            int64
	thought          time.Duration
	// onMessage, if set, sees every MESSAGE line.
	onMessage func(string)
}

// errBrain reports a brain that failed: it crashed, answered ERROR or
// nonsense, or did not answer in time.
var errBrain = errors.New("brain failed")

// startBrainProc runs command (split at spaces: a program and its
// arguments) and sends START.
func startBrainProc(command string, size int) (*brainProc, error) {
	f := strings.Fields(command)
	if len(f) == 0 {
		return nil, fmt.Errorf("empty brain command")
	}
	cmd := exec.Command(f[0], f[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	b := &brainProc{command: command, cmd: cmd, in: in, lines: make(chan string, 64), size: size}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			b.lines <- strings.TrimSpace(sc.Text())
		}
		close(b.lines)
	}()
	b.send(fmt.Sprintf("START %d", size))
	if a, err := b.answer(10 * time.Second); err != nil || a != "OK" {
		b.stop()
		return nil, fmt.Errorf("%w: %s: START %d: %q %v", errBrain, command, size, a, err)
	}
	return b, nil
}

func (b *brainProc) send(lines ...string) {
	for _, l := range lines {
		io.WriteString(b.in, l+"\r\n")
	}
}

// answer returns the next line that is not a MESSAGE, DEBUG or UNKNOWN
// line, waiting at most limit.
func (b *brainProc) answer(limit time.Duration) (string, error) {
	timeout := time.After(limit)
	for {
		select {
		case l, ok := <-b.lines:
			if !ok {
				return "", fmt.Errorf("%w: %s stopped", errBrain, b.command)
			}
			switch {
			case strings.HasPrefix(l, "MESSAGE"):
				b.note(l)
				if b.onMessage != nil {
					b.onMessage(l)
				}
			case l == "", strings.HasPrefix(l, "DEBUG"), strings.HasPrefix(l, "UNKNOWN"):
			default:
				return l, nil
			}
		case <-timeout:
			return "", fmt.Errorf("%w: %s: no answer in %v", errBrain, b.command, limit)
		}
	}
}

// note gathers search statistics from a MESSAGE line of pbrain-pastime:
// "... depth D, N nodes in T ms ...".
func (b *brainProc) note(l string) {
	var depth, ms int
	var nodes int64
	_, rest, ok := strings.Cut(l, ": depth ")
	if !ok {
		return
	}
	if _, err := fmt.Sscanf(rest, "%d, %d nodes in %d ms", &depth, &nodes, &ms); err != nil {
		return
	}
	b.searches++
	b.depths += depth
	b.nodes += nodes
	b.thought += time.Duration(ms) * time.Millisecond
}

// move asks for a move with cmd (BEGIN, TURN or BOARD) and returns it
// with the time the brain took.
func (b *brainProc) move(limit time.Duration, cmd ...string) (gomoku.Point, time.Duration, error) {
	start := time.Now()
	b.send(cmd...)
	a, err := b.answer(limit)
	elapsed := time.Since(start)
	if err != nil {
		return gomoku.Point{}, elapsed, err
	}
	xs, ys, ok := strings.Cut(a, ",")
	x, errX := strconv.Atoi(xs)
	y, errY := strconv.Atoi(ys)
	if !ok || errX != nil || errY != nil {
		return gomoku.Point{}, elapsed, fmt.Errorf("%w: %s answered %q", errBrain, b.command, a)
	}
	return gomoku.Point{X: x, Y: b.size - 1 - y}, elapsed, nil
}

// board returns the BOARD command that shows a brain the position s, the
// stones of the player to move as its own (field 1).
func (b *brainProc) board(s gomoku.State) []string {
	cmd := []string{"BOARD"}
	for i, m := range s.Moves() {
		field := "2"
		if i%2 == s.MoveCount()%2 {
			field = "1"
		}
		cmd = append(cmd, b.coord(m)+","+field)
	}
	return append(cmd, "DONE")
}

// restart sends RESTART: a new game on the same board.
func (b *brainProc) restart() error {
	b.send("RESTART")
	if a, err := b.answer(10 * time.Second); err != nil || a != "OK" {
		return fmt.Errorf("%w: %s: RESTART: %q %v", errBrain, b.command, a, err)
	}
	return nil
}

// gomocupRule is the rule's number in INFO rule.
func gomocupRule(r gomoku.Rule) int {
	return map[gomoku.Rule]int{gomoku.Freestyle: 0, gomoku.Standard: 1, gomoku.Renju: 4}[r]
}

// coord writes p in Gomocup's coordinates, y counted from the top.
func (b *brainProc) coord(p gomoku.Point) string {
	return strconv.Itoa(p.X) + "," + strconv.Itoa(b.size-1-p.Y)
}

// stop ends the brain: END, then a kill if it lingers.
func (b *brainProc) stop() {
	b.send("END")
	b.in.Close()
	done := make(chan struct{})
	go func() { b.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		b.cmd.Process.Kill()
		<-done
	}
}
