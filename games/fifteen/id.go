package fifteen

import (
	"fmt"
	"strconv"
	"strings"
)

// maxIDLen bounds the input Parse looks at; the longest canonical ID
// (8x8 tiles) is well under it.
const maxIDLen = 512

// ID returns the ID of the game's starting position; Parse(s.ID()) rebuilds
// that position with no moves made. See the package doc for the grammar.
func (s State) ID() string { return s.id }

// Position returns an ID that lists the current tiles ("3x3:1,2,3,...");
// Parse turns it into this position as the start of a new game.
func (s State) Position() string {
	n := int(s.n)
	var b strings.Builder
	b.WriteString(s.Params().String())
	b.WriteByte(':')
	for i := range n * n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(s.cells[i])))
	}
	return b.String()
}

// Parse returns the starting position named by an ID such as "4x4#k3f9" or
// "3x3:1,2,3,4,5,6,7,0,8". It fails with ErrBadID, ErrSize, ErrBadTiles or
// ErrUnsolvable.
func Parse(id string) (State, error) {
	if len(id) > maxIDLen {
		return State{}, fmt.Errorf("%w: too long", ErrBadID)
	}
	if size, seed, ok := strings.Cut(id, "#"); ok {
		p, err := parseParams(size)
		if err != nil {
			return State{}, err
		}
		v, err := strconv.ParseUint(seed, 36, 64)
		if err != nil {
			return State{}, fmt.Errorf("%w: seed %q", ErrBadID, seed)
		}
		return New(p, v)
	}
	if size, list, ok := strings.Cut(id, ":"); ok {
		p, err := parseParams(size)
		if err != nil {
			return State{}, err
		}
		fields := strings.Split(list, ",")
		if len(fields) != p.Size*p.Size {
			return State{}, fmt.Errorf("%w: %d tiles for %v", ErrBadTiles, len(fields), p)
		}
		tiles := make([]int, len(fields))
		for i, f := range fields {
			t, err := strconv.Atoi(f)
			if err != nil {
				return State{}, fmt.Errorf("%w: tile %q", ErrBadID, f)
			}
			tiles[i] = t
		}
		return FromTiles(tiles)
	}
	return State{}, fmt.Errorf("%w: %q has neither '#' nor ':'", ErrBadID, id)
}

// formatSeed writes a seed as in IDs, lowercase base 36.
func formatSeed(seed uint64) string { return strconv.FormatUint(seed, 36) }
