package solver

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// The serialized tables are small enough to keep in a browser cache: each
// entry is stored as its excess over the group's Manhattan distance, which
// is even and at most 2*15, in half a byte, in dense placement order. That
// is 5.77 MB in all, against 33.6 MB in memory.
//
//	magic   8 bytes "F15p663\x01"
//	entries ceil(total/2) bytes, two entries a byte, low nibble first
//	crc     4 bytes, CRC-32 (IEEE) of everything before, big endian
var magic = []byte("F15p663\x01")

// ErrBadTables reports data that UnmarshalBinary cannot load.
var ErrBadTables = errors.New("bad pattern database data")

// ErrNotBuilt reports MarshalBinary on tables not built yet.
var ErrNotBuilt = errors.New("pattern databases not built")

// encodedEntries is the number of entries serialized.
func encodedEntries() int {
	n := 0
	for _, tiles := range groups {
		n += placements(len(tiles))
	}
	return n
}

// MarshalBinary encodes built tables; it fails with ErrNotBuilt.
func (t *Tables) MarshalBinary() ([]byte, error) {
	h := t.table()
	if h == nil {
		return nil, ErrNotBuilt
	}
	total := encodedEntries()
	out := make([]byte, len(magic), len(magic)+(total+1)/2+4)
	copy(out, magic)
	body := make([]byte, (total+1)/2)
	i := 0
	var bad error
	for g := range groups {
		forEachPlacement(groups[g], func(idx uint32, md int) {
			x := int(h[groupBase[g]+idx]) - md
			if x < 0 || x%2 != 0 || x/2 > 15 {
				bad = fmt.Errorf("%w: entry %d of group %d exceeds its encoding", ErrBadTables, idx, g)
			}
			body[i/2] |= byte(x/2&15) << (4 * (i % 2))
			i++
		})
	}
	if bad != nil {
		return nil, bad
	}
	out = append(out, body...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out)), nil
}

// UnmarshalBinary loads tables encoded by MarshalBinary, replacing any
// tables held. It fails with ErrBadTables on data of the wrong size, format
// or checksum.
func (t *Tables) UnmarshalBinary(data []byte) error {
	return t.Load(context.Background(), data, nil)
}

// Load is UnmarshalBinary for the browser: it calls yield (if not nil)
// every few thousand entries, since decoding takes about a second as wasm,
// and stops with ctx.Err() when ctx is done.
func (t *Tables) Load(ctx context.Context, data []byte, yield func()) error {
	total := encodedEntries()
	want := len(magic) + (total+1)/2 + 4
	if len(data) != want {
		return fmt.Errorf("%w: %d bytes, want %d", ErrBadTables, len(data), want)
	}
	if string(data[:len(magic)]) != string(magic) {
		return fmt.Errorf("%w: unknown format", ErrBadTables)
	}
	n := len(data) - 4
	if crc32.ChecksumIEEE(data[:n]) != binary.BigEndian.Uint32(data[n:]) {
		return fmt.Errorf("%w: checksum mismatch", ErrBadTables)
	}
	body := data[len(magic):n]
	h := make([]uint8, tableLen)
	for i := range h {
		h[i] = unset
	}
	i := 0
	var stop error
	for g := range groups {
		forEachPlacement(groups[g], func(idx uint32, md int) {
			if i&16383 == 0 && stop == nil {
				if yield != nil {
					yield()
				}
				stop = ctx.Err()
			}
			if stop != nil {
				return
			}
			x := body[i/2] >> (4 * (i % 2)) & 15
			h[groupBase[g]+idx] = uint8(md) + 2*x
			i++
		})
	}
	if stop != nil {
		return stop
	}
	t.h.Store(&h)
	return nil
}
