package app

import (
	"context"
	"errors"

	"github.com/pastime-games/pastime/games/gomoku"
	"github.com/pastime-games/pastime/games/gomoku/ai"
)

// gomokuLevel is a strength of the computer player, easiest first.
type gomokuLevel struct {
	Name  string // stable name, kept in saves and statistics
	level ai.Level
}

// gomokuLevels are the computer's levels, easiest first. The page offers
// a game against the computer only when there is at least one.
var gomokuLevels = func() []gomokuLevel {
	levels := make([]gomokuLevel, 0, len(ai.Levels))
	for _, l := range ai.Levels {
		levels = append(levels, gomokuLevel{Name: l.String(), level: l})
	}
	return levels
}()

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

// errNoComputer reports a level the computer does not have.
var errNoComputer = errors.New("no computer player at this level")

// gomokuThink returns the computer's move in s at the given level. It is
// synchronous, bounded by the level's budget and by ctx, and calls yield
// often, so the page can run while it thinks.
func gomokuThink(ctx context.Context, s gomoku.State, level string, seed uint64, yield func()) (gomoku.Point, error) {
	i := gomokuLevelIndex(level)
	if i < 0 {
		return gomoku.Point{}, errNoComputer
	}
	r, err := ai.Choose(ctx, s, ai.Options{Level: gomokuLevels[i].level, Seed: seed, Yield: yield})
	if err != nil {
		return gomoku.Point{}, err
	}
	return r.Move, nil
}
