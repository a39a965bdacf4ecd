//go:build !(js && wasm)

package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"
)

// testModule builds a module of a custom section, the given data segments
// and another custom section after them.
func testModule(segs []dataSegment) []byte {
	section := func(b []byte, id byte, body []byte) []byte {
		b = append(b, id)
		b = binary.AppendUvarint(b, uint64(len(body)))
		return append(b, body...)
	}
	mod := []byte("\x00asm\x01\x00\x00\x00")
	mod = section(mod, 0, []byte("\x04head1234"))
	mod = section(mod, 11, writeData(segs))
	return section(mod, 0, []byte("\x04tail"))
}

// memory returns what the segments write into memory, as a map from
// address to byte.
func memory(t *testing.T, mod []byte) map[uint32]byte {
	t.Helper()
	for p := 8; p < len(mod); {
		size, n := binary.Uvarint(mod[p+1:])
		start := p + 1 + n
		if mod[p] == 11 {
			segs, err := readData(mod[start : start+int(size)])
			if err != nil {
				t.Fatal(err)
			}
			m := map[uint32]byte{}
			for _, s := range segs {
				for i, c := range s.data {
					if c != 0 || m[s.offset+uint32(i)] != 0 {
						m[s.offset+uint32(i)] = c
					}
				}
			}
			return m
		}
		p = start + int(size)
	}
	t.Fatal("no data section")
	return nil
}

func TestPackData(t *testing.T) {
	segs := []dataSegment{
		{0x2000, []byte{9, 9, 9}}, // before the others in memory, first in the file: kept apart
		{0x100, []byte{1, 2, 3, 4}},
		{0x108, []byte{5, 6}},       // 4 zeros after the one before: joined
		{0x10a, []byte{7}},          // right after: joined
		{0x10a + 1 + 16, []byte{8}}, // 16 zeros: joined at gap 16, not at 15
		{0x9000, []byte{0xff}},      // far: kept apart, and never joined across 0x2000
	}
	mod := testModule(segs)
	for _, tc := range []struct {
		gap  int
		want int
	}{{0, 5}, {4, 4}, {15, 4}, {16, 3}, {1 << 20, 3}} {
		out, before, after, err := packData(mod, tc.gap)
		if err != nil {
			t.Fatalf("packData(gap %d): %v", tc.gap, err)
		}
		if before != len(segs) || after != tc.want {
			t.Errorf("packData(gap %d) joined %d segments into %d; want %d into %d", tc.gap, before, after, len(segs), tc.want)
		}
		want, got := memory(t, mod), memory(t, out)
		if len(got) != len(want) {
			t.Errorf("packData(gap %d): memory has %d bytes set; want %d", tc.gap, len(got), len(want))
		}
		for a, c := range want {
			if got[a] != c {
				t.Errorf("packData(gap %d): memory[%#x] = %d; want %d", tc.gap, a, got[a], c)
			}
		}
		if !bytes.HasPrefix(out, mod[:8+1+1+9]) || !bytes.HasSuffix(out, []byte("\x00\x05\x04tail")) {
			t.Errorf("packData(gap %d) changed the other sections", tc.gap)
		}
		again, _, _, err := packData(out, tc.gap)
		if err != nil || !bytes.Equal(again, out) {
			t.Errorf("packData(gap %d) twice changed the module again (err %v)", tc.gap, err)
		}
	}
}

func TestPackDataRefuses(t *testing.T) {
	passive := []byte("\x00asm\x01\x00\x00\x00")
	passive = append(passive, 11, 4, 1, 1, 1, 42) // one passive segment
	for name, mod := range map[string][]byte{
		"empty":    nil,
		"not wasm": []byte("hello, world"),
		"passive":  passive,
		"overrun":  append([]byte("\x00asm\x01\x00\x00\x00"), 11, 100, 0),
		"overlap":  testModule([]dataSegment{{0x100, []byte{1, 2, 3}}, {0x102, []byte{4}}}),
	} {
		if _, _, _, err := packData(mod, packGap); !errors.Is(err, errWasm) {
			t.Errorf("packData(%s) = %v; want errWasm", name, err)
		}
	}
}

func TestSLEB32(t *testing.T) {
	for _, v := range []int32{0, 1, 63, 64, -1, -64, -65, 8191, 8192, 1 << 20, 4_302_000, 1<<31 - 1, -1 << 31} {
		b := appendSLEB32(nil, v)
		got, n := readSLEB32(b)
		if got != int64(v) || n != len(b) {
			t.Errorf("readSLEB32(appendSLEB32(%d)) = %d, %d; want %d, %d", v, got, n, v, len(b))
		}
	}
}
