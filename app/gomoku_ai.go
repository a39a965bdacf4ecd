package app

import (
	"context"
	"errors"

	"github.com/pastime-games/pastime/games/gomoku"
)

// gomokuLevel is a strength of the computer player, easiest first.
type gomokuLevel struct {
	Name string // stable name, kept in saves and statistics
}

// gomokuLevels are the computer's levels, easiest first. The page offers
// a game against the computer only when there is at least one.
var gomokuLevels []gomokuLevel

// gomokuLevelIndex returns the position of the level called name in
// gomokuLevels, or -1.
func gomokuLevelIndex(name string) int {
	for i, l := range gomokuLevels {
		if l.Name == name {
			return i
		}
	}
	return -1
}

// errNoComputer reports that no computer player is available.
var errNoComputer = errors.New("no computer player")

// gomokuThink returns the computer's move in s at the given level.
func gomokuThink(ctx context.Context, s gomoku.State, level string, seed uint64, yield func()) (gomoku.Point, error) {
	return gomoku.Point{}, errNoComputer
}
