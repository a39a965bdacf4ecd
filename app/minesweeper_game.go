package app

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	ms "github.com/pastime-games/pastime/games/minesweeper"
)

// msGame is one game of Minesweeper as the page plays it: the rules' state
// plus what the rules do not keep, the clock and whether the player had
// help.
type msGame struct {
	state ms.State

	// The clock runs from the first open to the end of the game, and only
	// while the page is visible.
	playClock

	// assisted is set once a hint was shown: such a game is not a record.
	assisted bool
}

// set moves the game to next, a state that follows from the current one,
// at time now: the clock starts with the move that lays the mines and stops
// when the game ends.
func (g *msGame) set(next ms.State, now time.Time) {
	wasReady := g.state.Status() == ms.Ready
	g.state = next
	switch {
	case next.Status().Over():
		g.pause(now)
	case wasReady && next.Status() == ms.Playing:
		g.run(now)
	}
}

// resume starts the clock again if the game is under way.
func (g *msGame) resume(now time.Time) {
	if g.state.Status() == ms.Playing {
		g.run(now)
	}
}

// over reports whether the game has ended.
func (g *msGame) over() bool { return g.state.Status().Over() }

// msSave is a game in local storage: the rules' save (the game ID and the
// moves), the time played in milliseconds and the help flag.
type msSave struct {
	Save     string `json:"save"`
	Millis   int64  `json:"ms"`
	Assisted bool   `json:"assisted,omitempty"`
}

// save returns the save of the game at now.
func (g *msGame) save(now time.Time) msSave {
	return msSave{Save: g.state.Save(), Millis: g.clock(now).Milliseconds(), Assisted: g.assisted}
}

// errMsSave reports a save that does not rebuild a game in progress.
var errMsSave = errors.New("saved game is not valid")

// maxMsSave bounds the length of a save, far beyond any real game (a
// 50x50 board played one cell at a time with flags), so a corrupt value
// cannot make the page replay for long.
const maxMsSave = 200000

// restore rebuilds a saved game by replaying its moves through the rules.
// The clock is stopped; the page resumes it once it shows the game.
func (s msSave) restore() (msGame, error) {
	first, moves, err := s.start()
	if err != nil {
		return msGame{}, err
	}
	return s.replay(context.Background(), first, moves, nil)
}

// start reads a save: the game it starts from and the moves to replay.
// It is quick; the replay may not be, since the first open of a no-guess
// game searches for its layout.
func (s msSave) start() (ms.State, []ms.Move, error) {
	if len(s.Save) > maxMsSave || s.Millis < 0 {
		return ms.State{}, nil, fmt.Errorf("%w: %d characters, %d ms", errMsSave, len(s.Save), s.Millis)
	}
	id, rest, hasMoves := strings.Cut(s.Save, "/")
	first, err := ms.Parse(id)
	if err != nil {
		return ms.State{}, nil, fmt.Errorf("%w: %w", errMsSave, err)
	}
	if !hasMoves {
		return first, nil, nil
	}
	var moves []ms.Move
	for _, t := range strings.Split(rest, "/") {
		m, ok := msParseMove(t)
		if !ok {
			return ms.State{}, nil, fmt.Errorf("%w: bad move %q", errMsSave, t)
		}
		moves = append(moves, m)
	}
	return first, moves, nil
}

// msParseMove reads a move as a save writes it, such as "o15,8".
func msParseMove(t string) (ms.Move, bool) {
	if t == "" {
		return ms.Move{}, false
	}
	a := strings.IndexByte("ofqc", t[0])
	xs, ys, ok := strings.Cut(t[1:], ",")
	x, errX := strconv.Atoi(xs)
	y, errY := strconv.Atoi(ys)
	if a < 0 || !ok || errX != nil || errY != nil {
		return ms.Move{}, false
	}
	return ms.Move{Action: ms.Action(a), X: x, Y: y}, true
}

// replay plays the saved moves from first. ctx and yield bound and
// time-slice the search for a no-guess layout.
func (s msSave) replay(ctx context.Context, first ms.State, moves []ms.Move, yield func()) (msGame, error) {
	st := first
	for i, m := range moves {
		var err error
		if st, err = st.ApplyContext(ctx, m, ms.Options{Yield: yield}); err != nil {
			return msGame{}, fmt.Errorf("%w: move %d: %w", errMsSave, i+1, err)
		}
	}
	if st.Status().Over() {
		return msGame{}, fmt.Errorf("%w: the game is over", errMsSave)
	}
	return msGame{state: st, playClock: playClock{elapsed: time.Duration(s.Millis) * time.Millisecond}, assisted: s.Assisted}, nil
}

// msKind is what the statistics keep apart: the level or custom size and
// whether the game needs no guess, as the game ID writes them before its
// '#': "expert", "beginner:ng", "custom:20x12:30".
func msKind(p ms.Params) string {
	s, err := ms.New(p, 0)
	if err != nil {
		return ""
	}
	kind, _, _ := strings.Cut(s.ID(), "#")
	return kind
}

// msKindParams reads a kind back, reporting whether it names valid
// parameters.
func msKindParams(kind string) (ms.Params, bool) {
	if strings.ContainsAny(kind, "#/") {
		return ms.Params{}, false
	}
	s, err := ms.Parse(kind + "#0")
	if err != nil {
		return ms.Params{}, false
	}
	return s.Params(), true
}

// msKindName is a kind in the player's words: "Expert", "Beginner, no
// guessing", "20×12, 30 mines".
func msKindName(p ms.Params) string {
	var name string
	if l := p.Level(); l != ms.Custom {
		name = T("minesweeper.level." + l.String())
	} else {
		name = Tn("minesweeper.customName", p.Mines, p.Width, p.Height, p.Mines)
	}
	if p.NoGuess {
		name = T("minesweeper.withNoGuess", name)
	}
	return name
}
