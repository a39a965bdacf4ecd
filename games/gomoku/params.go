package gomoku

import (
	"fmt"
	"strconv"
	"strings"
)

// MinSize and MaxSize bound the width of a board; 15 is the standard size,
// 19 the size of a go board and 20 the size of Gomocup's freestyle
// tournament.
const (
	MinSize = 5
	MaxSize = 20
)

// Rule is a rule set: which lines win and which points are forbidden.
type Rule int8

// The rule sets.
const (
	// Freestyle: five or more in a row wins, for both colours.
	Freestyle Rule = iota
	// Standard: exactly five wins, for both colours; an overline is a
	// legal move that does not win.
	Standard
	// Renju: black wins only with exactly five and may not make a double
	// three, a double four or an overline (a five takes precedence);
	// white wins with five or more.
	Renju
)

var ruleNames = [...]string{Freestyle: "freestyle", Standard: "standard", Renju: "renju"}

// String returns the rule's name as used in game IDs: "freestyle",
// "standard" or "renju".
func (r Rule) String() string {
	if r < 0 || int(r) >= len(ruleNames) {
		return "rule(" + strconv.Itoa(int(r)) + ")"
	}
	return ruleNames[r]
}

// ParseRule returns the rule named s (as printed by String); it fails with
// ErrBadRule.
func ParseRule(s string) (Rule, error) {
	for r, name := range ruleNames {
		if s == name {
			return Rule(r), nil
		}
	}
	return 0, fmt.Errorf("%w: %q", ErrBadRule, s)
}

// exact reports whether a line of six or more fails to win for c.
func (r Rule) exact(c Color) bool {
	return r == Standard || (r == Renju && c == Black)
}

// Params describes a game: a Size by Size board played under Rule.
type Params struct {
	Size int
	Rule Rule
}

// DefaultParams returns a 15x15 freestyle game.
func DefaultParams() Params { return Params{Size: 15, Rule: Freestyle} }

// Validate reports whether p describes a supported game.
func (p Params) Validate() error {
	if p.Size < MinSize || p.Size > MaxSize {
		return fmt.Errorf("%w: %d (want %d to %d)", ErrSize, p.Size, MinSize, MaxSize)
	}
	if p.Rule < Freestyle || p.Rule > Renju {
		return fmt.Errorf("%w: %d", ErrBadRule, p.Rule)
	}
	return nil
}

// String returns the params part of a game ID: the rule, followed by
// "-" and the size unless the size is 15 ("renju", "freestyle-19").
func (p Params) String() string {
	if p.Size == 15 {
		return p.Rule.String()
	}
	return p.Rule.String() + "-" + strconv.Itoa(p.Size)
}

// ParseParams parses the params part of a game ID ("renju",
// "freestyle-19"); it fails with ErrBadID, ErrBadRule or ErrSize.
func ParseParams(s string) (Params, error) {
	name, size, sized := strings.Cut(s, "-")
	r, err := ParseRule(name)
	if err != nil {
		return Params{}, err
	}
	p := Params{Size: 15, Rule: r}
	if sized {
		n, err := strconv.Atoi(size)
		if err != nil || len(size) > 2 || size == "" || size[0] == '0' || size[0] == '+' {
			return Params{}, fmt.Errorf("%w: size %q", ErrBadID, size)
		}
		p.Size = n
	}
	return p, p.Validate()
}
