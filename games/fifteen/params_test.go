package fifteen

import (
	"errors"
	"testing"
)

func TestParams(t *testing.T) {
	tests := []struct {
		in   string
		want Params
		err  error
	}{
		{"3x3", Params{3}, nil},
		{"8x8", Params{8}, nil},
		{"4x5", Params{}, ErrSize},
		{"9x9", Params{}, ErrSize},
		{"10x10", Params{}, ErrBadID},
		{"4by4", Params{}, ErrBadID},
	}
	for _, tt := range tests {
		p, err := parseParams(tt.in)
		if !errors.Is(err, tt.err) || err == nil && p != tt.want {
			t.Errorf("parseParams(%q) = %v, %v; want %v, %v", tt.in, p, err, tt.want, tt.err)
		}
		if err == nil && p.String() != tt.in {
			t.Errorf("%v.String() = %q; want %q", p, p.String(), tt.in)
		}
	}
	if DefaultParams().String() != "4x4" {
		t.Errorf("DefaultParams() = %v; want 4x4", DefaultParams())
	}
}
