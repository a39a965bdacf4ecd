package solver

import (
	"context"
	"runtime"
	"testing"
)

// BenchmarkBuildTables measures building the 4x4 pattern databases the way
// the browser does (one goroutine, with a Yield hook) and reports the
// memory the process holds afterwards.
func BenchmarkBuildTables(b *testing.B) {
	yields := 0
	for range b.N {
		t := NewTables()
		if err := t.Build(context.Background(), func() { yields++ }); err != nil {
			b.Fatal(err)
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.Sys)/1e6, "MB-sys")
	b.ReportMetric(float64(yields)/float64(b.N), "yields/op")
}

// BenchmarkLoadTables measures loading serialized tables, the alternative
// to building them.
func BenchmarkLoadTables(b *testing.B) {
	data, err := builtTables(b).MarshalBinary()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for range b.N {
		if err := NewTables().UnmarshalBinary(data); err != nil {
			b.Fatal(err)
		}
	}
}
