package solver

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// The serialized tables are small enough to keep in a browser cache: the
// entries as in memory (half the excess over the Manhattan distance, in
// four bits), in dense placement order, skipping the sparse layout's unused
// slots. That is 5.77 MB in all, against 16.8 MB in memory.
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
	body := make(nibbles, (total+1)/2)
	i := uint32(0)
	for g := range groups {
		forEachPlacement(groups[g], func(idx uint32, _ int) {
			body.set(i, h.get(groupBase[g]+idx))
			i++
		})
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
	body := nibbles(data[len(magic):n])
	h := make(nibbles, tableLen/2)
	i := uint32(0)
	var stop error
	for g := range groups {
		forEachPlacement(groups[g], func(idx uint32, _ int) {
			if i&16383 == 0 && stop == nil {
				if yield != nil {
					yield()
				}
				stop = ctx.Err()
			}
			if stop != nil {
				return
			}
			h.set(groupBase[g]+idx, body.get(i))
			i++
		})
	}
	if stop != nil {
		return stop
	}
	t.h.Store(&h)
	return nil
}
