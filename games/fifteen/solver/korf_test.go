package solver

import (
	"bufio"
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pastime-games/pastime/games/fifteen"
)

// korfPath is Korf's 100 instances with their published optimal lengths,
// kept with the tests so that a clone anywhere runs them.
const korfPath = "testdata/korf100.txt"

// korfInstance is one of Korf's 100 instances with its published optimal length.
type korfInstance struct {
	id, length int
	tiles      []int
}

func readKorf(tb testing.TB) []korfInstance {
	tb.Helper()
	f, err := os.Open(korfPath)
	if err != nil {
		tb.Fatalf("Korf's instances are missing: %v", err)
	}
	defer f.Close()
	var out []korfInstance
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) != 18 {
			tb.Fatalf("%s: bad line %q", korfPath, line)
		}
		k := korfInstance{tiles: make([]int, 16)}
		k.id, _ = strconv.Atoi(fs[0])
		k.length, _ = strconv.Atoi(fs[1])
		for i := range 16 {
			if k.tiles[i], err = strconv.Atoi(fs[2+i]); err != nil {
				tb.Fatalf("%s: bad line %q", korfPath, line)
			}
		}
		out = append(out, k)
	}
	if len(out) != 100 {
		tb.Fatalf("%s: %d instances; want 100", korfPath, len(out))
	}
	return out
}

// korfEasy lists the 49 instances that take under 150,000 nodes each (2.1
// million in all): the test checks their optimal lengths in a fraction of a
// second, also as wasm. BenchmarkKorf100 checks all of them.
var korfEasy = map[int]bool{
	2: true, 5: true, 6: true, 9: true, 12: true, 13: true, 16: true, 18: true, 19: true, 21: true,
	25: true, 28: true, 29: true, 30: true, 31: true, 35: true, 38: true, 39: true, 42: true,
	44: true, 45: true, 46: true, 47: true, 48: true, 50: true, 55: true, 57: true, 58: true,
	61: true, 65: true, 68: true, 70: true, 71: true, 72: true, 73: true, 74: true, 78: true,
	79: true, 80: true, 81: true, 83: true, 85: true, 86: true, 90: true, 93: true, 94: true,
	95: true, 96: true, 97: true,
}

func TestKorfEasy(t *testing.T) {
	builtTables(t)
	n := 0
	for _, k := range readKorf(t) {
		if !korfEasy[k.id] {
			continue
		}
		n++
		s, err := fifteen.FromTiles(k.tiles)
		if err != nil {
			t.Fatalf("instance %d: %v", k.id, err)
		}
		moves, err := Solve(context.Background(), s, Options{MaxNodes: 1e6})
		if err != nil || len(moves) != k.length {
			t.Errorf("instance %d: %d moves, %v; want %d", k.id, len(moves), err, k.length)
			continue
		}
		check(t, s, moves)
	}
	if n != len(korfEasy) {
		t.Errorf("checked %d instances; want %d", n, len(korfEasy))
	}
}

func BenchmarkKorf100(b *testing.B) {
	tables := builtTables(b)
	korf := readKorf(b)
	states := make([]fifteen.State, len(korf))
	for i, k := range korf {
		s, err := fifteen.FromTiles(k.tiles)
		if err != nil {
			b.Fatalf("instance %d: %v", k.id, err)
		}
		states[i] = s
	}
	var nodes int64
	var elapsed time.Duration
	b.ResetTimer()
	for range b.N {
		nodes = 0
		start := time.Now()
		for i, s := range states {
			path, n, err := solve(context.Background(), s, Options{Tables: tables})
			if err != nil || len(path) != korf[i].length {
				b.Fatalf("instance %d: %d moves, %v; want %d", korf[i].id, len(path), err, korf[i].length)
			}
			nodes += n
		}
		elapsed += time.Since(start)
	}
	b.ReportMetric(elapsed.Seconds()/float64(b.N), "s/100")
	b.ReportMetric(float64(nodes), "nodes/100")
	b.ReportMetric(float64(nodes)/(elapsed.Seconds()/float64(b.N))/1e6, "Mnodes/s")
}
