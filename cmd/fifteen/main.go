// Command fifteen solves Fifteen positions and deals games.
//
// Usage:
//
//	fifteen solve [-optimal=false] [-tables file] [-timeout d] < positions
//	fifteen tables -o file
//	fifteen new [-size n] [-seed s]
//
// solve reads one position a line: the n*n tiles in reading order, 0 for
// the blank, separated by spaces or commas ("1 2 3 4 5 6 7 0 8"). For each
// line it prints the number of moves, then the tiles moved, in order
// ("1 8"), or a line starting with "error:" and the reason, and goes on.
// Solutions are optimal; only 3x3 and 4x4 boards have an optimal solver,
// so larger boards get an error line unless -optimal=false, which uses the
// fast reduction solver on every size (3x3 stays optimal).
//
// The 4x4 solver's pattern databases take a few seconds to build on the
// first 4x4 position; tables writes them to a file (5.8 MB) that
// solve -tables loads instead.
//
// new prints the ID and the tiles of a new game.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/pastime-games/pastime/games/fifteen"
	"github.com/pastime-games/pastime/games/fifteen/solver"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `usage:
  fifteen solve [-optimal=false] [-tables file] [-timeout d] < positions
  fifteen tables -o file
  fifteen new [-size n] [-seed s]
`

// run executes a command line and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch args[0] {
	case "solve":
		err = solveCmd(args[1:], stdin, stdout, stderr)
	case "tables":
		err = tablesCmd(args[1:], stderr)
	case "new":
		err = newCmd(args[1:], stdout, stderr)
	default:
		fmt.Fprint(stderr, usage)
		return 2
	}
	if errors.Is(err, flag.ErrHelp) {
		return 2
	}
	if err != nil {
		fmt.Fprintln(stderr, "fifteen:", err)
		return 1
	}
	return 0
}

func solveCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	optimal := fs.Bool("optimal", true, "only optimal solutions (3x3 and 4x4); false uses the fast solver on every size")
	tables := fs.String("tables", "", "load the 4x4 pattern databases from this file (written by fifteen tables)")
	timeout := fs.Duration("timeout", 0, "give up on a position after this long (0: no limit)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("solve takes no arguments, positions come on standard input")
	}
	opts := solver.Options{Method: solver.Optimal}
	if !*optimal {
		opts.Method = solver.Fast
	}
	if *tables != "" {
		data, err := os.ReadFile(*tables)
		if err != nil {
			return err
		}
		if err := solver.DefaultTables().UnmarshalBinary(data); err != nil {
			return fmt.Errorf("%s: %w", *tables, err)
		}
	}
	out := bufio.NewWriter(stdout)
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		out.WriteString(solveLine(sc.Text(), opts, *timeout))
		out.WriteByte('\n')
		if err := out.Flush(); err != nil {
			return err
		}
	}
	return sc.Err()
}

// solveLine returns the output line for one input line.
func solveLine(line string, opts solver.Options, timeout time.Duration) string {
	fields := strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\r' })
	if len(fields) == 0 {
		return "error: empty line"
	}
	tiles := make([]int, len(fields))
	for i, f := range fields {
		v, err := strconv.Atoi(f)
		if err != nil {
			return fmt.Sprintf("error: %q is not a number", f)
		}
		tiles[i] = v
	}
	s, err := fifteen.FromTiles(tiles)
	if err != nil {
		return "error: " + err.Error()
	}
	ctx := context.Background()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	moves, err := solver.Solve(ctx, s, opts)
	if errors.Is(err, solver.ErrTooLarge) {
		return "error: " + err.Error() + " (use -optimal=false)"
	}
	if err != nil {
		return "error: " + err.Error()
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(len(moves)))
	for _, m := range moves {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(m.Tile))
	}
	return b.String()
}

func tablesCmd(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("tables", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "write the serialized 4x4 pattern databases to this file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		return fmt.Errorf("tables needs -o file")
	}
	t := solver.DefaultTables()
	if err := t.Build(context.Background(), nil); err != nil {
		return err
	}
	data, err := t.MarshalBinary()
	if err != nil {
		return err
	}
	return os.WriteFile(*out, data, 0o644)
}

func newCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("new", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.Int("size", 4, "board width, 3 to 8")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "the game's seed")
	if err := fs.Parse(args); err != nil {
		return err
	}
	s, err := fifteen.New(fifteen.Params{Size: *size}, *seed)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, s.ID())
	fmt.Fprint(stdout, s)
	return nil
}
