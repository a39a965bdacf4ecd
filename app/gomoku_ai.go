package app

import "github.com/pastime-games/pastime/games/gomoku/ai"

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
