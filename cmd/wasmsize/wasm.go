package main

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// module is what wasmsize reads of a WebAssembly binary.
type module struct {
	sections []section
	imports  int            // imported functions, which come first in the function index space
	bodies   [][]byte       // the code section's function bodies
	names    map[int]string // function names by index, from the name section
}

// section is a section of the binary, named by its kind ("code", "data",
// ...) or, for a custom section, by its own name.
type section struct {
	name string
	data []byte
}

var sectionNames = [...]string{"custom", "type", "import", "function", "table", "memory",
	"global", "export", "start", "element", "code", "data", "data count"}

var errTruncated = errors.New("truncated")

// reader reads the binary's integers and names, remembering the first
// error: every read after it returns zero.
type reader struct {
	b   []byte
	i   int
	err error
}

func (r *reader) byte() byte {
	if r.err != nil || r.i >= len(r.b) {
		r.err = errTruncated
		return 0
	}
	r.i++
	return r.b[r.i-1]
}

// uint reads an unsigned LEB128 integer of up to 32 bits, the encoding
// of encoding/binary's Uvarint.
func (r *reader) uint() int {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b[r.i:])
	switch {
	case n == 0:
		r.err = errTruncated
		return 0
	case n < 0 || v > 1<<31:
		r.err = errors.New("integer out of range")
		return 0
	}
	r.i += n
	return int(v)
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || n < 0 || n > len(r.b)-r.i {
		r.err = errTruncated
		return nil
	}
	r.i += n
	return r.b[r.i-n : r.i]
}

func (r *reader) name() string { return string(r.bytes(r.uint())) }

// parse reads the sections of a WebAssembly binary, the bodies of its
// functions and their names.
func parse(b []byte) (*module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly binary")
	}
	m := &module{names: map[int]string{}}
	r := &reader{b: b, i: 8}
	for r.i < len(b) && r.err == nil {
		id := int(r.byte())
		data := r.bytes(r.uint())
		if r.err != nil {
			break
		}
		s := section{name: fmt.Sprintf("section %d", id), data: data}
		if id < len(sectionNames) {
			s.name = sectionNames[id]
		}
		sr := &reader{b: data}
		switch id {
		case 0:
			s.name = sr.name()
			if s.name == "name" {
				m.readNames(sr)
			}
		case 2:
			m.readImports(sr)
		case 10:
			for n := sr.uint(); n > 0 && sr.err == nil; n-- {
				m.bodies = append(m.bodies, sr.bytes(sr.uint()))
			}
		}
		if sr.err != nil {
			return nil, fmt.Errorf("%s section: %w", s.name, sr.err)
		}
		m.sections = append(m.sections, s)
	}
	if r.err != nil {
		return nil, r.err
	}
	if len(m.names) == 0 {
		return nil, errors.New("no function names: build it without -ldflags=-s")
	}
	return m, nil
}

// readImports counts the imported functions.
func (m *module) readImports(r *reader) {
	for n := r.uint(); n > 0 && r.err == nil; n-- {
		r.name() // module
		r.name() // field
		switch kind := r.byte(); kind {
		case 0: // function: its type
			r.uint()
			m.imports++
		case 1: // table: element type and limits
			r.byte()
			r.limits()
		case 2: // memory
			r.limits()
		case 3: // global: type and mutability
			r.byte()
			r.byte()
		default:
			r.err = fmt.Errorf("import of unknown kind %d", kind)
		}
	}
}

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uint()
	}
	r.uint()
}

// readNames reads the function names of the name section (subsection 1).
func (m *module) readNames(r *reader) {
	for r.i < len(r.b) && r.err == nil {
		id := r.byte()
		sub := &reader{b: r.bytes(r.uint())}
		if id != 1 {
			continue
		}
		for n := sub.uint(); n > 0 && sub.err == nil; n-- {
			idx := sub.uint()
			m.names[idx] = sub.name()
		}
		if sub.err != nil {
			r.err = sub.err
		}
	}
}
