// Command minesweeper generates Minesweeper layouts and measures the
// built-in solver.
//
//	minesweeper generate -w 30 -h 16 -mines 99 -first 15,8 -seed 1 -n 100 [-no-guess]
//
// prints one JSON object per layout, one per line:
//
//	{"w":30,"h":16,"mines":[[x,y],...],"first":[x,y]}
//
// where x is the column and y the row, both from 0. Layout i is the game
// with seed -seed plus i, opened at -first.
//
//	minesweeper play -w 30 -h 16 -mines 99 -n 10000 -seed 1 [-first 15,8] [-no-guess]
//
// plays that many games with the solver, first click in the middle unless
// -first says otherwise (it always opens an area), guessing by probability
// when nothing is certain, and prints "won W of N (P%)".
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/pastime-games/pastime/games/minesweeper"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = "usage: minesweeper generate|play [flags] (-help for flags)"

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	w := fs.Int("w", 30, "board width (columns)")
	h := fs.Int("h", 16, "board height (rows)")
	mines := fs.Int("mines", 99, "number of mines")
	first := fs.String("first", "", "first click as x,y (default: the middle)")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	n := fs.Int("n", 1, "number of games")
	noGuess := fs.Bool("no-guess", false, "make boards solvable without guessing")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "games played at once (play)")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	p := minesweeper.Params{Width: *w, Height: *h, Mines: *mines, NoGuess: *noGuess}
	if err := p.Validate(); err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	x, y := p.Width/2, p.Height/2
	if *first != "" {
		var err error
		if x, y, err = parsePoint(*first, p); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
	}
	if *n < 0 {
		fmt.Fprintln(stderr, "-n must not be negative")
		return 2
	}
	ctx := context.Background()
	switch args[0] {
	case "generate":
		return generate(ctx, stdout, stderr, p, *seed, x, y, *n)
	case "play":
		return play(ctx, stdout, stderr, p, *seed, x, y, *n, max(*workers, 1))
	}
	fmt.Fprintln(stderr, usage)
	return 2
}

func parsePoint(s string, p minesweeper.Params) (int, int, error) {
	xs, ys, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if !ok || err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("-first %q: want x,y", s)
	}
	if x < 0 || y < 0 || x >= p.Width || y >= p.Height {
		return 0, 0, fmt.Errorf("-first %q: off the %dx%d board", s, p.Width, p.Height)
	}
	return x, y, nil
}

type board struct {
	W     int      `json:"w"`
	H     int      `json:"h"`
	Mines [][2]int `json:"mines"`
	First [2]int   `json:"first"`
}

func generate(ctx context.Context, stdout, stderr io.Writer, p minesweeper.Params, seed uint64, x, y, n int) int {
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for i := 0; i < n; i++ {
		mine, err := minesweeper.Layout(ctx, p, seed+uint64(i), x, y, minesweeper.Options{})
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		b := board{W: p.Width, H: p.Height, Mines: [][2]int{}, First: [2]int{x, y}}
		for c, m := range mine {
			if m {
				b.Mines = append(b.Mines, [2]int{c % p.Width, c / p.Width})
			}
		}
		line, _ := json.Marshal(b)
		out.Write(line)
		out.WriteByte('\n')
	}
	return 0
}

func play(ctx context.Context, stdout, stderr io.Writer, p minesweeper.Params, seed uint64, x, y, n, workers int) int {
	var (
		mu       sync.Mutex
		won      int
		firstErr error
		next     int
		wg       sync.WaitGroup
	)
	for range workers {
		wg.Go(func() {
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= n {
					return
				}
				ok, err := minesweeper.Autoplay(ctx, p, seed+uint64(i), x, y, minesweeper.Options{})
				mu.Lock()
				if ok {
					won++
				}
				if err != nil && firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if firstErr != nil {
		fmt.Fprintln(stderr, firstErr)
		if !errors.Is(firstErr, minesweeper.ErrGenerate) {
			return 1
		}
	}
	pct := 0.0
	if n > 0 {
		pct = 100 * float64(won) / float64(n)
	}
	fmt.Fprintf(stdout, "won %d of %d (%.2f%%)\n", won, n, pct)
	return 0
}
