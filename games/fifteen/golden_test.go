package fifteen

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestDealsGolden pins the positions that seeds deal: a shared link such as
// "/fifteen#4x4#k3f9" must open the same game after any change to the code.
func TestDealsGolden(t *testing.T) {
	var b strings.Builder
	for n := MinSize; n <= MaxSize; n++ {
		for _, seed := range []uint64{0, 1, 2, 12345, 1 << 63} {
			s := deal(t, n, seed)
			fmt.Fprintf(&b, "%s %s\n", s.ID(), s.Position())
		}
	}
	golden := filepath.Join("testdata", "deals.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("deals differ from %s:\n%s\nwant\n%s", golden, got, want)
	}
}
