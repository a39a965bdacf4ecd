package app

import (
	"slices"

	"github.com/pastime-games/pastime/games/gomoku/ai/vocab"
)

// gomokuLevels are the names of the computer's levels, easiest first, as
// kept in saves and statistics and sent to the engine's worker. The page
// offers a game against the computer only when there is at least one.
var gomokuLevels = vocab.Levels[:]

// gomokuLevelIndex returns the position of the level called name in
// gomokuLevels, or -1.
func gomokuLevelIndex(name string) int { return slices.Index(gomokuLevels, name) }
