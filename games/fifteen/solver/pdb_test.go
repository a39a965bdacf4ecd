package solver

import (
	"bytes"
	"context"
	"errors"
	"testing"
)

// builtTables returns the shared tables, built once for all tests.
func builtTables(t testing.TB) *Tables {
	t.Helper()
	if err := DefaultTables().Build(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	return DefaultTables()
}

func TestTablesGoalAndBounds(t *testing.T) {
	h := builtTables(t).table()
	for g, tiles := range groups {
		var idx uint32
		for i, tile := range tiles {
			idx |= uint32(tile-1) << (4 * i)
		}
		if v := h.get(groupBase[g] + idx); v != 0 {
			t.Errorf("group %d at home = %d; want 0", g, v)
		}
		// The enumeration agrees with the Manhattan distances and the
		// ranks; placements one move from home have no excess.
		n := 0
		forEachPlacement(groups[g], func(idx uint32, md int) {
			if md != groupMD(g, idx) {
				t.Fatalf("group %d placement %x: Manhattan %d, want %d", g, idx, md, groupMD(g, idx))
			}
			var pos [6]uint8
			for i := range tiles {
				pos[i] = uint8(idx >> (4 * i) & 15)
			}
			if r := rankOf(&pos, len(tiles)); r != uint32(n) {
				t.Fatalf("group %d placement %x has rank %d, want %d", g, idx, r, n)
			}
			if md == 1 && h.get(groupBase[g]+idx) != 0 {
				t.Fatalf("group %d placement %x one move from home has excess %d", g, idx, h.get(groupBase[g]+idx))
			}
			n++
		})
		if n != placements(len(tiles)) {
			t.Errorf("group %d has %d placements", g, n)
		}
	}
}

func TestMirrorTable(t *testing.T) {
	// Group B must be group A mirrored, tile by tile.
	for i, tile := range groups[1] {
		if m := mirrorCell(int(tile)-1) + 1; m != int(groups[0][i]) {
			t.Fatalf("group B tile %d mirrors tile %d, not group A's %d", tile, m, groups[0][i])
		}
	}
	// On small groups, a mirrored table equals one built directly.
	for _, pair := range [][2][]uint8{
		{{1, 2, 5}, {4, 3, 8}},
		{{5, 9, 10}, {8, 12, 11}},
		{{1, 6, 11}, {4, 7, 10}},
	} {
		from, to := pair[0], pair[1]
		a, b, want := make([]uint8, 1<<12), make([]uint8, 1<<12), make([]uint8, 1<<12)
		var buf buildBuffers
		ctx := context.Background()
		if err := buildGroup(ctx, nil, from, a, &buf); err != nil {
			t.Fatal(err)
		}
		if err := buildGroup(ctx, nil, to, want, &buf); err != nil {
			t.Fatal(err)
		}
		if err := mirrorTable(ctx, nil, from, a, to, b); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, want) {
			t.Errorf("mirroring %v to %v differs from building it", from, to)
		}
	}
}

func TestTablesMarshalRoundTrip(t *testing.T) {
	tb := builtTables(t)
	data, err := tb.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("serialized tables: %d bytes", len(data))
	var back Tables
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.table(), tb.table()) {
		t.Fatal("tables differ after a round trip")
	}
	good := bytes.Clone(data)
	data[len(data)/2] ^= 1
	if err := back.UnmarshalBinary(data); !errors.Is(err, ErrBadTables) {
		t.Errorf("UnmarshalBinary(corrupt) = %v; want ErrBadTables", err)
	}
	if err := back.UnmarshalBinary(data[:100]); !errors.Is(err, ErrBadTables) {
		t.Errorf("UnmarshalBinary(short) = %v; want ErrBadTables", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	yields := 0
	fresh := NewTables()
	if err := fresh.Load(ctx, good, func() {
		if yields++; yields == 2 {
			cancel()
		}
	}); !errors.Is(err, context.Canceled) || fresh.Ready() {
		t.Errorf("Load canceled after 2 yields = %v, ready %v; want context.Canceled", err, fresh.Ready())
	}
	if _, err := NewTables().MarshalBinary(); !errors.Is(err, ErrNotBuilt) {
		t.Errorf("MarshalBinary(empty) = %v; want ErrNotBuilt", err)
	}
}

func TestBuildYieldsAndStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	tb := NewTables()
	err := tb.Build(ctx, func() {
		if calls++; calls == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || tb.Ready() || calls != 3 {
		t.Fatalf("Build = %v, ready %v, %d yields; want canceled after 3 yields", err, tb.Ready(), calls)
	}
}

// groupMD returns the Manhattan distance of group g's tiles at a sparse index.
func groupMD(g int, idx uint32) int {
	d := 0
	for i, t := range groups[g] {
		p := int(idx>>(4*i)) & 15
		home := int(t) - 1
		d += abs(p/4-home/4) + abs(p%4-home%4)
	}
	return d
}
