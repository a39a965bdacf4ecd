package fifteen

import (
	"fmt"
	"strconv"
	"strings"
)

// MinSize and MaxSize bound the width of a board.
const (
	MinSize = 3
	MaxSize = 8
)

// maxCells is the number of cells of the largest board.
const maxCells = MaxSize * MaxSize

// Params describes a game: the board is Size by Size cells.
type Params struct {
	Size int
}

// DefaultParams returns the parameters of the classic 4x4 puzzle.
func DefaultParams() Params { return Params{Size: 4} }

// Validate reports whether p describes a supported board.
func (p Params) Validate() error {
	if p.Size < MinSize || p.Size > MaxSize {
		return fmt.Errorf("%w: %d (want %d to %d)", ErrSize, p.Size, MinSize, MaxSize)
	}
	return nil
}

// String returns the size part of a game ID, such as "4x4".
func (p Params) String() string {
	return strconv.Itoa(p.Size) + "x" + strconv.Itoa(p.Size)
}

// parseParams parses the size part of an ID ("4x4").
func parseParams(s string) (Params, error) {
	w, h, ok := strings.Cut(s, "x")
	if !ok {
		return Params{}, fmt.Errorf("%w: size %q is not NxN", ErrBadID, s)
	}
	n, err1 := strconv.Atoi(w)
	m, err2 := strconv.Atoi(h)
	if err1 != nil || err2 != nil || len(w) > 1 || len(h) > 1 {
		return Params{}, fmt.Errorf("%w: size %q is not NxN", ErrBadID, s)
	}
	if n != m {
		return Params{}, fmt.Errorf("%w: %q is not square", ErrSize, s)
	}
	p := Params{Size: n}
	return p, p.Validate()
}
