package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/pastime-games/pastime/games/gomoku"
)

// forbidden runs "gomoku forbidden".
func forbidden(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("forbidden", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.Int("size", 15, "board size")
	explain := fs.Bool("explain", false, "name the reason after each point")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	start, err := gomoku.New(gomoku.Params{Size: *size, Rule: gomoku.Renju})
	if err != nil {
		fmt.Fprintln(stderr, "gomoku:", err)
		return 2
	}
	in := bufio.NewScanner(stdin)
	in.Buffer(make([]byte, 64*1024), 1<<20)
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for in.Scan() {
		fmt.Fprintln(out, forbiddenLine(start, in.Text(), *explain))
	}
	if err := in.Err(); err != nil {
		out.Flush()
		fmt.Fprintln(stderr, "gomoku:", err)
		return 1
	}
	return 0
}

// forbiddenLine answers one line of input.
func forbiddenLine(start gomoku.State, line string, explain bool) string {
	moves, err := gomoku.ParseMoves(strings.TrimSpace(line), start.Size())
	if err != nil {
		return "error: " + err.Error()
	}
	s, err := gomoku.Replay(start, moves)
	if err != nil {
		return "error: " + err.Error()
	}
	b := s.Board()
	fs := b.ForbiddenPoints()
	if len(fs) == 0 {
		return "-"
	}
	words := make([]string, len(fs))
	for i, f := range fs {
		words[i] = f.Point.String()
		if explain {
			words[i] += ":" + strings.ReplaceAll(f.Reason.String(), " ", "-")
		}
	}
	return strings.Join(words, " ")
}
