package ai

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pastime-games/pastime/games/gomoku"
)

// benchID is a middle game position without a forced win for either
// side, so the search runs to its node or time limit.
const benchID = "freestyle:f6.i9.j10.i8.i7.j8.h10.h9"

// BenchmarkChoose times one move per level on benchID with the level's own
// node budget, and reports the search speed.
func BenchmarkChoose(b *testing.B) {
	s, err := gomoku.Parse(benchID)
	if err != nil {
		b.Fatal(err)
	}
	shapes(false, nil)
	for _, l := range Levels {
		b.Run(l.String(), func(b *testing.B) {
			var nodes int64
			for b.Loop() {
				r, err := Choose(context.Background(), s, Options{Level: l, Seed: 1})
				if err != nil {
					b.Fatal(err)
				}
				nodes += r.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkSearchRenju times a fixed 120,000-node search of a renju
// middle game from a match against PentaZen, where the points of black's
// twos and threes need the forbidden-point judge.
func BenchmarkSearchRenju(b *testing.B) {
	s, err := gomoku.Parse("renju:i9.h8.f8.g8.j7.g9.g10.g6.f10.f9.e10.h10.h9")
	if err != nil {
		b.Fatal(err)
	}
	shapes(false, nil)
	var nodes int64
	for b.Loop() {
		r, err := Choose(context.Background(), s, Options{Level: Strongest, Seed: 1, MaxNodes: 120000})
		if err != nil {
			b.Fatal(err)
		}
		if r.Nodes < 120000 {
			b.Fatalf("the search stopped after %d nodes (%s): the position needs no search", r.Nodes, r.Reason)
		}
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkYieldGap reports the stretches of search between two calls of
// Options.Yield, the figure that decides how responsive a page stays while
// the computer thinks: the median, the 99th percentile and the longest
// (which on a loaded machine is mostly time the process was not running).
func BenchmarkYieldGap(b *testing.B) {
	s, err := gomoku.Parse(benchID)
	if err != nil {
		b.Fatal(err)
	}
	shapes(false, nil)
	var gaps []time.Duration
	for b.Loop() {
		last := time.Now()
		yield := func() {
			now := time.Now()
			gaps = append(gaps, now.Sub(last))
			last = now
		}
		if _, err := Choose(context.Background(), s, Options{Level: Strongest, Seed: 1, Yield: yield}); err != nil {
			b.Fatal(err)
		}
	}
	slices.Sort(gaps)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(gaps[len(gaps)/2]), "median-ms")
	b.ReportMetric(ms(gaps[len(gaps)*99/100]), "p99-ms")
	b.ReportMetric(ms(gaps[len(gaps)-1]), "max-ms")
}

// BenchmarkShapeTables times building the line-shape tables, which the
// first move of every level above Easy waits for.
func BenchmarkShapeTables(b *testing.B) {
	for b.Loop() {
		buildShapes(nil)
	}
}

// BenchmarkSearch runs the strongest level on benchID for a fixed 120,000
// nodes with no time limit: the same search natively and in WebAssembly,
// so the nodes/s of the two compare directly.
func BenchmarkSearch(b *testing.B) {
	s, err := gomoku.Parse(benchID)
	if err != nil {
		b.Fatal(err)
	}
	shapes(false, nil)
	var nodes int64
	for b.Loop() {
		r, err := Choose(context.Background(), s, Options{Level: Strongest, Seed: 1, MaxNodes: 120_000, MaxTime: time.Hour})
		if err != nil {
			b.Fatal(err)
		}
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkSlicedMove plays the strongest level's move on benchID with its
// default limit (1.9 s) and time slicing as a page's own thread would
// need it: a millisecond's sleep after every 10 ms of search. The app runs
// the engine in a Web Worker, unsliced; this measures what slicing would
// cost a page without one.
func BenchmarkSlicedMove(b *testing.B) {
	s, err := gomoku.Parse(benchID)
	if err != nil {
		b.Fatal(err)
	}
	shapes(false, nil)
	var nodes int64
	var depth int
	for b.Loop() {
		last := time.Now()
		yield := func() {
			if time.Since(last) >= 10*time.Millisecond {
				time.Sleep(time.Millisecond)
				last = time.Now()
			}
		}
		r, err := Choose(context.Background(), s, Options{Level: Strongest, Seed: 1, Yield: yield})
		if err != nil {
			b.Fatal(err)
		}
		nodes += r.Nodes
		depth += r.Depth
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(depth)/float64(b.N), "depth")
}

// BenchmarkQuietWins plays the strongest level, with 1,000,000 nodes a
// move, on the positions of testdata/quiet-wins.txt: in each the engine
// played, in a game, a move after which a strong engine finds the opponent
// a forced win. It reports in how many the engine now plays another move
// ("avoided"), and in how many it finds the opponent's forced win after
// that move ("found"): how deep the search reads forcing lines, on a fixed
// set with no noise.
func BenchmarkQuietWins(b *testing.B) {
	data, err := os.ReadFile("testdata/quiet-wins.txt")
	if err != nil {
		b.Fatal(err)
	}
	type quietWin struct {
		s    gomoku.State
		lose gomoku.Point
	}
	var set []quietWin
	for line := range strings.Lines(string(data)) {
		id, move, ok := strings.Cut(strings.TrimSpace(line), " ")
		if !ok || strings.HasPrefix(id, "#") {
			continue
		}
		s, err := gomoku.Parse(id)
		if err != nil {
			b.Fatal(err)
		}
		p, err := gomoku.ParsePoint(move, s.Size())
		if err != nil {
			b.Fatal(err)
		}
		set = append(set, quietWin{s, p})
	}
	shapes(false, nil)
	opt := Options{Level: Strongest, Seed: 1, MaxNodes: 1_000_000, MaxTime: time.Hour}
	var avoided, found, nodes int64
	for b.Loop() {
		avoided, found = 0, 0
		for _, q := range set {
			r, err := Choose(context.Background(), q.s, opt)
			if err != nil {
				b.Fatal(err)
			}
			if r.Move != q.lose {
				avoided++
			}
			after, err := gomoku.Replay(q.s, []gomoku.Point{q.lose})
			if err != nil {
				b.Fatal(err)
			}
			w, err := Choose(context.Background(), after, opt)
			if err != nil {
				b.Fatal(err)
			}
			if w.Forced() > 0 {
				found++
			}
			nodes += r.Nodes + w.Nodes
		}
	}
	b.ReportMetric(float64(avoided), "avoided")
	b.ReportMetric(float64(found), "found")
	b.ReportMetric(float64(len(set)), "positions")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
