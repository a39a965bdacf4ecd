package minesweeper

import (
	"errors"
	"testing"
)

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		p    Params
		ok   bool
	}{
		{"beginner", Preset(Beginner), true},
		{"intermediate", Preset(Intermediate), true},
		{"expert", Preset(Expert), true},
		{"smallest", Params{Width: 5, Height: 5, Mines: 1}, true},
		{"largest and fullest", Params{Width: 50, Height: 50, Mines: 2491}, true},
		{"too narrow", Params{Width: 4, Height: 9, Mines: 3}, false},
		{"too tall", Params{Width: 9, Height: 51, Mines: 3}, false},
		{"no mines", Params{Width: 9, Height: 9}, false},
		{"no room for the first click", Params{Width: 5, Height: 5, Mines: 17}, false},
		{"negative", Params{Width: -9, Height: 9, Mines: 3}, false},
		{"densest no-guess", Params{Width: 50, Height: 50, Mines: 875, NoGuess: true}, true},
		{"too dense for no-guess", Params{Width: 50, Height: 50, Mines: 876, NoGuess: true}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.p.Validate()
			if (err == nil) != tt.ok || (err != nil && !errors.Is(err, ErrParams)) {
				t.Errorf("%+v.Validate() = %v; want ok=%v", tt.p, err, tt.ok)
			}
			if _, err := New(tt.p, 1); (err == nil) != tt.ok {
				t.Errorf("New(%+v) = %v; want ok=%v", tt.p, err, tt.ok)
			}
		})
	}
}

func TestLevel(t *testing.T) {
	for l := Beginner; l < Custom; l++ {
		if got := Preset(l).Level(); got != l {
			t.Errorf("Preset(%v).Level() = %v", l, got)
		}
	}
	if got := (Params{Width: 9, Height: 9, Mines: 11}).Level(); got != Custom {
		t.Errorf("9x9 with 11 mines is %v; want custom", got)
	}
}
