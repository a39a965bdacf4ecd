package app

import (
	"errors"
	"fmt"
	"time"

	"github.com/pastime-games/pastime/games/fifteen"
)

// fifteenGame is one game of Fifteen as the page plays it: the rules'
// state plus what the rules do not keep, the list of moves (for the save),
// the clock and whether the player had help.
type fifteenGame struct {
	start fifteen.State // the starting position, from the game's ID
	state fifteen.State // the position now
	moves []int         // the tile of every move, in order

	// The clock runs from the first move to the solving one, and only
	// while the page is visible.
	playClock

	// assisted is set once a hint was shown or the solver played: such a
	// game is not a record.
	assisted bool
}

// newFifteenGame returns a game from its starting position.
func newFifteenGame(start fifteen.State) fifteenGame {
	return fifteenGame{start: start, state: start}
}

// play makes a move at time now: the clock starts with the first move and
// stops when the puzzle is solved.
func (g *fifteenGame) play(m fifteen.Move, now time.Time) error {
	next, err := g.state.Apply(m)
	if err != nil {
		return err
	}
	g.state = next
	g.moves = append(g.moves, m.Tile)
	g.run(now)
	if next.Status() == fifteen.Solved {
		g.pause(now)
	}
	return nil
}

// restart takes the game back to its starting position with the clock at
// zero. Help once seen stays seen, so a restarted game keeps its flag.
func (g *fifteenGame) restart() {
	*g = fifteenGame{start: g.start, state: g.start, assisted: g.assisted}
}

// resume starts the clock again if the game is under way.
func (g *fifteenGame) resume(now time.Time) {
	if g.state.Started() && g.state.Status() != fifteen.Solved {
		g.run(now)
	}
}

// solved reports whether the puzzle is solved.
func (g *fifteenGame) solved() bool { return g.state.Status() == fifteen.Solved }

// fifteenSave is a game in local storage: its ID, the tiles moved, the
// time played in milliseconds and the help flag.
type fifteenSave struct {
	ID       string `json:"id"`
	Moves    []int  `json:"moves"`
	Millis   int64  `json:"ms"`
	Assisted bool   `json:"assisted,omitempty"`
}

// save returns the save of the game at now.
func (g *fifteenGame) save(now time.Time) fifteenSave {
	return fifteenSave{
		ID:       g.start.ID(),
		Moves:    append([]int(nil), g.moves...),
		Millis:   g.clock(now).Milliseconds(),
		Assisted: g.assisted,
	}
}

// errFifteenSave reports a save that does not rebuild a game in progress.
var errFifteenSave = errors.New("saved game is not valid")

// maxFifteenSaveMoves bounds the moves a save may hold, far beyond any
// real game, so a corrupt value cannot make the page replay for long.
const maxFifteenSaveMoves = 100000

// restore rebuilds a saved game by replaying its moves through the rules.
// The clock is stopped; the page resumes it once it shows the game.
func (s fifteenSave) restore() (fifteenGame, error) {
	start, err := fifteen.Parse(s.ID)
	if err != nil {
		return fifteenGame{}, fmt.Errorf("%w: %w", errFifteenSave, err)
	}
	if len(s.Moves) > maxFifteenSaveMoves || s.Millis < 0 {
		return fifteenGame{}, fmt.Errorf("%w: %d moves, %d ms", errFifteenSave, len(s.Moves), s.Millis)
	}
	g := newFifteenGame(start)
	for i, t := range s.Moves {
		next, err := g.state.Apply(fifteen.Move{Tile: t})
		if err != nil {
			return fifteenGame{}, fmt.Errorf("%w: move %d: %w", errFifteenSave, i+1, err)
		}
		g.state = next
	}
	if g.solved() {
		return fifteenGame{}, fmt.Errorf("%w: the game is over", errFifteenSave)
	}
	g.moves = append([]int(nil), s.Moves...)
	g.elapsed = time.Duration(s.Millis) * time.Millisecond
	g.assisted = s.Assisted
	return g, nil
}
