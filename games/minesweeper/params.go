package minesweeper

import (
	"errors"
	"fmt"
)

// ErrParams reports parameters outside the playable range.
var ErrParams = errors.New("minesweeper: bad parameters")

// Size limits of a custom board.
const (
	MinSize = 5
	MaxSize = 50
)

// Level names one of the classic board sizes.
type Level uint8

// The levels. Custom is any other valid size.
const (
	Beginner Level = iota
	Intermediate
	Expert
	Custom
)

var levelNames = [...]string{"beginner", "intermediate", "expert", "custom"}

// String returns the level's lowercase name, as used in game IDs.
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", l)
}

// Params describes a board: its size, its number of mines and whether it
// must be solvable from the first click without guessing.
type Params struct {
	Width, Height, Mines int
	NoGuess              bool
}

// Preset returns the parameters of a classic level (with NoGuess off).
// Custom has no preset size and gives the zero Params.
func Preset(l Level) Params {
	switch l {
	case Beginner:
		return Params{Width: 9, Height: 9, Mines: 10}
	case Intermediate:
		return Params{Width: 16, Height: 16, Mines: 40}
	case Expert:
		return Params{Width: 30, Height: 16, Mines: 99}
	}
	return Params{}
}

// Level returns the classic level these parameters match, or Custom.
func (p Params) Level() Level {
	for l := Beginner; l < Custom; l++ {
		q := Preset(l)
		if p.Width == q.Width && p.Height == q.Height && p.Mines == q.Mines {
			return l
		}
	}
	return Custom
}

// Cells returns the number of cells of the board.
func (p Params) Cells() int { return p.Width * p.Height }

// MaxNoGuessPercent is the highest mine density, in percent of the cells,
// of a no-guess board: denser boards are rarely solvable without guessing
// and take the generator too long to repair.
const MaxNoGuessPercent = 35

// MaxMines returns the most mines a board of this size may hold: every cell
// but the nine that the first click keeps clear, and with NoGuess at most
// MaxNoGuessPercent of the cells.
func (p Params) MaxMines() int {
	if p.NoGuess {
		return p.Width * p.Height * MaxNoGuessPercent / 100
	}
	return p.Width*p.Height - 9
}

// Validate reports, wrapping ErrParams, why the parameters cannot be played.
// Out-of-range sizes are refused, never clamped.
func (p Params) Validate() error {
	if p.Width < MinSize || p.Width > MaxSize {
		return fmt.Errorf("%w: width %d is not between %d and %d", ErrParams, p.Width, MinSize, MaxSize)
	}
	if p.Height < MinSize || p.Height > MaxSize {
		return fmt.Errorf("%w: height %d is not between %d and %d", ErrParams, p.Height, MinSize, MaxSize)
	}
	if p.Mines < 1 || p.Mines > p.MaxMines() {
		ng := ""
		if p.NoGuess {
			ng = " with no-guess"
		}
		return fmt.Errorf("%w: %d mines on %dx%d%s; choose 1 to %d", ErrParams, p.Mines, p.Width, p.Height, ng, p.MaxMines())
	}
	return nil
}
