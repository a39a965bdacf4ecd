package minesweeper

import (
	"fmt"
	"strconv"
	"strings"
)

// ID returns the game's ID: its parameters and seed, such as "expert#8812",
// "beginner:ng#5" or "custom:20x12:30#77". It names the game, not the
// position, and says nothing about where the mines are: they depend on the
// first click too.
func (s State) ID() string {
	var b strings.Builder
	if l := s.p.Level(); l != Custom {
		b.WriteString(l.String())
	} else {
		fmt.Fprintf(&b, "custom:%dx%d:%d", s.p.Width, s.p.Height, s.p.Mines)
	}
	if s.p.NoGuess {
		b.WriteString(":ng")
	}
	b.WriteByte('#')
	b.WriteString(strconv.FormatUint(s.seed, 10))
	return b.String()
}

// Save returns the ID followed by the moves played, such as
// "expert#8812/o15,8/f3,4/c5,6". Parse of a save rebuilds the state by
// replaying its moves.
func (s State) Save() string {
	var b strings.Builder
	b.WriteString(s.ID())
	for _, m := range s.moves {
		b.WriteByte('/')
		b.WriteString(m.String())
	}
	return b.String()
}

// Parse turns a game ID or a save back into its state, replaying the moves.
// A custom size equal to a level is accepted and named by the level.
// Errors wrap ErrBadID, ErrParams or ErrIllegalMove.
func Parse(text string) (State, error) {
	id, rest, _ := strings.Cut(text, "/")
	head, seedText, ok := strings.Cut(id, "#")
	if !ok {
		return State{}, fmt.Errorf("%w: %q has no '#seed'", ErrBadID, text)
	}
	seed, err := parseNumber(seedText, 20)
	if err != nil {
		return State{}, fmt.Errorf("%w: seed: %v", ErrBadID, err)
	}
	var p Params
	if h, ok := strings.CutSuffix(head, ":ng"); ok {
		head, p.NoGuess = h, true
	}
	switch head {
	case "beginner", "intermediate", "expert":
		l := map[string]Level{"beginner": Beginner, "intermediate": Intermediate, "expert": Expert}[head]
		q := Preset(l)
		p.Width, p.Height, p.Mines = q.Width, q.Height, q.Mines
	default:
		size, ok := strings.CutPrefix(head, "custom:")
		if !ok {
			return State{}, fmt.Errorf("%w: unknown level %q", ErrBadID, head)
		}
		dims, mines, ok1 := strings.Cut(size, ":")
		ws, hs, ok2 := strings.Cut(dims, "x")
		if !ok1 || !ok2 {
			return State{}, fmt.Errorf("%w: custom size %q is not WxH:M", ErrBadID, size)
		}
		w, err1 := parseNumber(ws, 4)
		h, err2 := parseNumber(hs, 4)
		m, err3 := parseNumber(mines, 6)
		if err1 != nil || err2 != nil || err3 != nil {
			return State{}, fmt.Errorf("%w: custom size %q is not WxH:M", ErrBadID, size)
		}
		p.Width, p.Height, p.Mines = int(w), int(h), int(m)
	}
	s, err := New(p, seed)
	if err != nil {
		return State{}, err
	}
	if rest == "" {
		if strings.HasSuffix(text, "/") {
			return State{}, fmt.Errorf("%w: empty move", ErrBadID)
		}
		return s, nil
	}
	for _, mt := range strings.Split(rest, "/") {
		m, err := parseMove(mt)
		if err != nil {
			return State{}, err
		}
		if s, err = s.Apply(m); err != nil {
			return State{}, err
		}
	}
	return s, nil
}

// parseMove reads a move such as "o15,8".
func parseMove(t string) (Move, error) {
	if t == "" {
		return Move{}, fmt.Errorf("%w: empty move", ErrBadID)
	}
	a := strings.IndexByte("ofqc", t[0])
	xs, ys, ok := strings.Cut(t[1:], ",")
	x, err1 := parseNumber(xs, 4)
	y, err2 := parseNumber(ys, 4)
	if a < 0 || !ok || err1 != nil || err2 != nil {
		return Move{}, fmt.Errorf("%w: bad move %q", ErrBadID, t)
	}
	return Move{Action: Action(a), X: int(x), Y: int(y)}, nil
}

// parseNumber reads a decimal number of at most digits digits, without
// sign or leading zeros, so every number has one spelling.
func parseNumber(t string, digits int) (uint64, error) {
	if t == "" || len(t) > digits || (len(t) > 1 && t[0] == '0') {
		return 0, fmt.Errorf("bad number %q", t)
	}
	for _, c := range t {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("bad number %q", t)
		}
	}
	return strconv.ParseUint(t, 10, 64)
}
