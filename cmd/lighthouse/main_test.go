package main

import (
	"math"
	"testing"
)

func TestSlowdownFor(t *testing.T) {
	for _, c := range []struct{ index, want float64 }{
		{50, 1},     // slower than the phone: no slowdown
		{150, 1},    // the phone itself
		{475, 1.5},  // halfway to a low-end desktop
		{800, 2},    // low-end desktop
		{1050, 2.5}, // halfway up it
		{1300, 3},
		{1533, 4}, // the host Lighthouse's own 4x is meant for
		{2000, 6}, // a fast desktop
	} {
		if got := slowdownFor(c.index); math.Abs(got-c.want) > 0.01 {
			t.Errorf("slowdownFor(%v) = %.3f; want %v", c.index, got, c.want)
		}
	}
}
