//go:build !(js && wasm)

package main

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"log"
	"os"
	"slices"
)

// packGap is the longest run of zeros packData fills in to join two data
// segments. Go's linker starts a new segment at every run of 8 zero bytes
// or more, which suits an uncompressed file: app.wasm had 93,000 segments,
// whose headers (an offset and a length each) compress far worse than the
// zeros they leave out. Joined across runs shorter than a page, the
// segments fall to a handful and app.wasm to 107 KB less brotli, 165 KB
// less gzip, for 0.9 MB more before compression.
const packGap = 4096

// errWasm reports a module packData does not understand.
var errWasm = errors.New("not a WebAssembly module packData can rewrite")

// dataSegment is an active data segment of memory 0: bytes copied to a
// constant offset when the module is instantiated.
type dataSegment struct {
	offset uint32
	data   []byte
}

// packData returns the module with each data segment joined to the next
// one when the second starts at most gap bytes after the first ends. The
// gap is filled with zeros, which memory holds there anyway, so the module
// starts with the same memory. Segments stay in their order in the file;
// every other section is copied unchanged.
func packData(mod []byte, gap int) (out []byte, before, after int, err error) {
	if len(mod) < 8 || string(mod[:4]) != "\x00asm" {
		return nil, 0, 0, fmt.Errorf("%w: no header", errWasm)
	}
	out = append(make([]byte, 0, len(mod)+len(mod)/8), mod[:8]...)
	for p := 8; p < len(mod); {
		id := mod[p]
		size, n := binary.Uvarint(mod[p+1:])
		start := p + 1 + n
		if n <= 0 || size > uint64(len(mod)-start) {
			return nil, 0, 0, fmt.Errorf("%w: section %d overruns the file", errWasm, id)
		}
		end := start + int(size)
		if id != 11 { // the data section
			out = append(out, mod[p:end]...)
			p = end
			continue
		}
		segs, err := readData(mod[start:end])
		if err != nil {
			return nil, 0, 0, err
		}
		packed := joinSegments(segs, gap)
		body := writeData(packed)
		out = append(out, 11)
		out = binary.AppendUvarint(out, uint64(len(body)))
		out = append(out, body...)
		before, after = len(segs), len(packed)
		p = end
	}
	return out, before, after, nil
}

// readData parses the body of a data section.
func readData(b []byte) ([]dataSegment, error) {
	count, n := binary.Uvarint(b)
	if n <= 0 {
		return nil, fmt.Errorf("%w: bad segment count", errWasm)
	}
	b = b[n:]
	segs := make([]dataSegment, 0, min(count, uint64(len(b))))
	for range count {
		// Only the form Go's linker writes: flags 0 (active, memory 0),
		// then i32.const offset, end.
		if len(b) < 2 || b[0] != 0 || b[1] != 0x41 {
			return nil, fmt.Errorf("%w: a data segment that is not active with a constant offset", errWasm)
		}
		off, n := readSLEB32(b[2:])
		if n <= 0 || off < 0 || len(b) < 2+n+1 || b[2+n] != 0x0b {
			return nil, fmt.Errorf("%w: bad segment offset", errWasm)
		}
		b = b[2+n+1:]
		size, n := binary.Uvarint(b)
		if n <= 0 || size > uint64(len(b)-n) {
			return nil, fmt.Errorf("%w: segment overruns the section", errWasm)
		}
		segs = append(segs, dataSegment{uint32(off), b[n : n+int(size)]})
		b = b[n+int(size):]
	}
	if len(b) != 0 {
		return nil, fmt.Errorf("%w: %d bytes after the last segment", errWasm, len(b))
	}
	// Joining relies on segments that do not overlap, as Go's linker
	// writes them.
	sorted := slices.SortedFunc(slices.Values(segs), func(a, b dataSegment) int { return cmp.Compare(a.offset, b.offset) })
	for i := 1; i < len(sorted); i++ {
		if uint64(sorted[i-1].offset)+uint64(len(sorted[i-1].data)) > uint64(sorted[i].offset) {
			return nil, fmt.Errorf("%w: overlapping data segments", errWasm)
		}
	}
	return segs, nil
}

// joinSegments joins each segment to the one before it in the file when
// it starts at most gap bytes after that one ends and no other segment
// lies in between, which the zeros would overwrite.
func joinSegments(segs []dataSegment, gap int) []dataSegment {
	starts := make([]uint64, len(segs))
	for i, s := range segs {
		starts[i] = uint64(s.offset)
	}
	slices.Sort(starts)
	// free reports whether no segment starts in [from, to).
	free := func(from, to uint64) bool {
		i, _ := slices.BinarySearch(starts, from)
		return i == len(starts) || starts[i] >= to
	}
	var out []dataSegment
	for _, s := range segs {
		if k := len(out) - 1; k >= 0 {
			last := &out[k]
			end := uint64(last.offset) + uint64(len(last.data))
			if uint64(s.offset) >= end && uint64(s.offset)-end <= uint64(gap) && free(end, uint64(s.offset)) {
				last.data = append(append(last.data, make([]byte, uint64(s.offset)-end)...), s.data...)
				continue
			}
		}
		out = append(out, dataSegment{s.offset, append([]byte(nil), s.data...)})
	}
	return out
}

// writeData encodes the body of a data section.
func writeData(segs []dataSegment) []byte {
	var b []byte
	b = binary.AppendUvarint(b, uint64(len(segs)))
	for _, s := range segs {
		b = append(b, 0, 0x41)
		b = appendSLEB32(b, int32(s.offset))
		b = append(b, 0x0b)
		b = binary.AppendUvarint(b, uint64(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}

// readSLEB32 decodes a signed LEB128 number of at most 32 bits; n is 0
// when b holds none.
func readSLEB32(b []byte) (v int64, n int) {
	var shift uint
	for i, c := range b {
		if i == 5 {
			return 0, 0
		}
		v |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if c&0x40 != 0 {
				v |= -1 << shift
			}
			return v, i + 1
		}
	}
	return 0, 0
}

// appendSLEB32 appends v as a signed LEB128 number.
func appendSLEB32(b []byte, v int32) []byte {
	x := int64(v)
	for {
		c := byte(x & 0x7f)
		x >>= 7
		if (x == 0 && c&0x40 == 0) || (x == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

// packFile rewrites the module in name with its data segments joined.
func packFile(name string) error {
	mod, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	out, before, after, err := packData(mod, packGap)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if bytes.Equal(out, mod) {
		// Packed already: leave the file and its time as they are, so its
		// compressed copies stay up to date.
		log.Printf("%s: %d data segments, packed already", name, after)
		return nil
	}
	if err := os.WriteFile(name, out, 0o644); err != nil {
		return err
	}
	log.Printf("%s: %d data segments joined into %d, %d bytes", name, before, after, len(out))
	return nil
}
