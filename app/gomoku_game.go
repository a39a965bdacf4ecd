package app

import (
	"errors"
	"fmt"

	"github.com/pastime-games/pastime/games/gomoku"
)

// gomokuMode is who plays the stones: two people at one device, or one
// person against the computer.
type gomokuMode string

// The modes, as kept in saves and the setup.
const (
	gomokuTwoPlayers gomokuMode = "two"
	gomokuComputer   gomokuMode = "computer"
)

// gomokuGame is one game as the page plays it: the rules' state and what
// the rules do not keep: who plays which colour, the computer's level and
// seed, and how the game stands in the statistics.
type gomokuGame struct {
	state gomoku.State
	mode  gomokuMode
	human gomoku.Color // the player's colour against the computer
	level string       // the computer's level, by name
	seed  uint64       // the computer's seed: the same game replays the same

	// counted is set once the player made a move against the computer:
	// the game then counts as played, finished or not. recorded is set
	// once its result is counted, so a result is counted once even if the
	// player takes moves back and ends the game again.
	counted  bool
	recorded bool
	// hinted is set once a hint was shown in a game against the
	// computer: it counts apart, and its result nowhere.
	hinted bool
	// swap2 is the game's swap2 opening (see gomoku_swap2.go); until its
	// colours are chosen, human is black for want of a choice.
	swap2 gomokuSwap2
}

// vsComputer reports whether the computer plays one of the colours.
func (g *gomokuGame) vsComputer() bool { return g.mode == gomokuComputer }

// computerTurn reports whether the computer is to move now, or to act
// in the opening.
func (g *gomokuGame) computerTurn() bool {
	if !g.vsComputer() || g.state.Over() {
		return false
	}
	if st := g.swap2Stage(); st != stagePlay {
		return g.computerActs(st)
	}
	return g.state.Turn() != g.human
}

// playerToMove reports whether a person may place a stone now.
func (g *gomokuGame) playerToMove() bool {
	if g.state.Over() {
		return false
	}
	if st := g.swap2Stage(); st != stagePlay {
		return (st == stageOpen || st == stagePlaceTwo) && !g.computerActs(st)
	}
	return !g.vsComputer() || g.state.Turn() == g.human
}

// undone returns the position undo goes back to, and false when there is
// nothing to take back. Between two players undo takes back one move.
// Against the computer it goes back to the last position before this one
// where the player was to move: the player's move and the computer's
// reply, or the player's move alone while the computer still thinks.
// A swap2 opening stays once its colours are chosen.
func (g *gomokuGame) undone() (gomoku.State, bool) {
	floor := g.swap2Floor()
	s, err := g.state.Undo()
	if err != nil || s.MoveCount() < floor {
		return g.state, false
	}
	if !g.vsComputer() || g.swap2Stage() != stagePlay {
		return s, true
	}
	for s.Turn() != g.human {
		if s, err = s.Undo(); err != nil || s.MoveCount() < floor {
			return g.state, false
		}
	}
	return s, true
}

// gomokuSave is a game in progress as local storage keeps it: the game ID
// (the params and every move, replayed through Apply to load it) and how
// it is played.
type gomokuSave struct {
	ID       string     `json:"id"`
	Mode     gomokuMode `json:"mode"`
	Human    string     `json:"human,omitempty"`
	Level    string     `json:"level,omitempty"`
	Seed     uint64     `json:"seed,omitempty"`
	Counted  bool       `json:"counted,omitempty"`
	Recorded bool       `json:"recorded,omitempty"`
	Hinted   bool       `json:"hinted,omitempty"`
	// Swap2 is the game's swap2 opening, if it has one.
	Swap2 *gomokuSwap2Save `json:"swap2,omitempty"`
}

// save returns what local storage keeps of g.
func (g *gomokuGame) save() gomokuSave {
	sv := gomokuSave{ID: g.state.ID(), Mode: g.mode, Swap2: g.swap2Save()}
	if g.vsComputer() {
		sv.Human = g.human.String()
		sv.Level = g.level
		sv.Seed = g.seed
		sv.Counted = g.counted
		sv.Recorded = g.recorded
		sv.Hinted = g.hinted
	}
	return sv
}

// errGomokuSave reports a save that decodes but does not describe a game.
var errGomokuSave = errors.New("not a gomoku game")

// restore rebuilds the game a save describes.
func (sv gomokuSave) restore() (gomokuGame, error) {
	s, err := gomoku.Parse(sv.ID)
	if err != nil {
		return gomokuGame{}, err
	}
	g := gomokuGame{state: s, mode: sv.Mode}
	switch sv.Mode {
	case gomokuTwoPlayers:
		if !g.restoreSwap2(sv.Swap2) {
			return gomokuGame{}, fmt.Errorf("%w: swap2 opening", errGomokuSave)
		}
		return g, nil
	case gomokuComputer:
	default:
		return gomokuGame{}, fmt.Errorf("%w: mode %q", errGomokuSave, sv.Mode)
	}
	switch sv.Human {
	case "black":
		g.human = gomoku.Black
	case "white":
		g.human = gomoku.White
	default:
		return gomokuGame{}, fmt.Errorf("%w: colour %q", errGomokuSave, sv.Human)
	}
	if gomokuLevelIndex(sv.Level) < 0 {
		return gomokuGame{}, fmt.Errorf("%w: level %q", errGomokuSave, sv.Level)
	}
	g.level, g.seed, g.counted, g.recorded, g.hinted = sv.Level, sv.Seed, sv.Counted, sv.Recorded, sv.Hinted
	if !g.restoreSwap2(sv.Swap2) {
		return gomokuGame{}, fmt.Errorf("%w: swap2 opening", errGomokuSave)
	}
	return g, nil
}

// gomokuSetup is what the next new game will be, as the player last chose
// it; local storage keeps it.
type gomokuSetup struct {
	Rule  string     `json:"rule"`
	Size  int        `json:"size"`
	Mode  gomokuMode `json:"mode"`
	Color string     `json:"color"` // the player's colour against the computer; with swap2, black opens
	Level string     `json:"level"`
	// Opening is "swap2" for a swap2 opening (not under renju), else "".
	Opening string `json:"opening,omitempty"`
}

// gomokuSizes are the board sizes offered for new games.
var gomokuSizes = []int{15, 19}

// defaultGomokuSetup is a first visit's game: freestyle on 15x15 with
// black against the computer at its second level.
func defaultGomokuSetup() gomokuSetup {
	st := gomokuSetup{Rule: gomoku.Freestyle.String(), Size: 15, Mode: gomokuTwoPlayers, Color: "black"}
	if len(gomokuLevels) > 0 {
		st.Mode = gomokuComputer
		st.Level = gomokuLevels[min(1, len(gomokuLevels)-1)]
	}
	return st
}

// fixed returns the setup with any value that is not offered (an old or
// edited record) replaced by the default.
func (st gomokuSetup) fixed() gomokuSetup {
	def := defaultGomokuSetup()
	if _, err := gomoku.ParseRule(st.Rule); err != nil {
		st.Rule = def.Rule
	}
	known := false
	for _, n := range gomokuSizes {
		known = known || n == st.Size
	}
	if !known {
		st.Size = def.Size
	}
	if st.Mode != gomokuComputer || len(gomokuLevels) == 0 {
		st.Mode = gomokuTwoPlayers
	}
	if st.Color != "white" {
		st.Color = "black"
	}
	if gomokuLevelIndex(st.Level) < 0 {
		st.Level = def.Level
	}
	if st.Opening != gomokuSwap2Name {
		st.Opening = ""
	}
	return st
}

// params returns the size and rule of the setup's games.
func (st gomokuSetup) params() gomoku.Params {
	r, err := gomoku.ParseRule(st.Rule)
	if err != nil {
		r = gomoku.Freestyle
	}
	return gomoku.Params{Size: st.Size, Rule: r}
}

// game returns a new game as the setup describes it, with the computer's
// seed.
func (st gomokuSetup) game(seed uint64) (gomokuGame, error) {
	s, err := gomoku.New(st.params())
	if err != nil {
		return gomokuGame{}, err
	}
	g := gomokuGame{state: s, mode: st.Mode}
	if st.Mode == gomokuComputer {
		g.human = gomoku.Black
		if st.Color == "white" {
			g.human = gomoku.White
		}
		g.level, g.seed = st.Level, seed
	}
	if st.swap2() {
		g.swap2 = gomokuSwap2{on: true, humanOpens: st.Color != "white"}
		g.human = gomoku.Black
	}
	return g, nil
}

// setupOf returns the setup that describes g, so a restart plays the same
// kind of game again.
func setupOf(g *gomokuGame) gomokuSetup {
	p := g.state.Params()
	st := gomokuSetup{Rule: p.Rule.String(), Size: p.Size, Mode: g.mode, Color: "black", Level: g.level}
	if g.human == gomoku.White {
		st.Color = "white"
	}
	if g.swap2.on {
		st.Opening = gomokuSwap2Name
		if !g.swap2.humanOpens {
			st.Color = "white"
		}
	}
	return st
}

// gomokuSwap2Name is the setup's name of the swap2 opening.
const gomokuSwap2Name = "swap2"

// swap2 reports whether the setup's games open with swap2: it is chosen,
// and the rule is not renju, which has its own openings.
func (st gomokuSetup) swap2() bool {
	return st.Opening == gomokuSwap2Name && st.params().Rule != gomoku.Renju
}
