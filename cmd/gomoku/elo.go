package main

import (
	"fmt"
	"math"
)

// tally counts a player's results.
type tally struct{ won, lost, drawn int }

func (t tally) games() int { return t.won + t.lost + t.drawn }

func (t tally) score() float64 { return float64(t.won) + float64(t.drawn)/2 }

func (t tally) String() string {
	return fmt.Sprintf("+%d -%d =%d", t.won, t.lost, t.drawn)
}

// eloDiff returns the Elo difference that expects the score fraction p.
func eloDiff(p float64) float64 {
	return -400 * math.Log10(1/p-1)
}

// elo returns the Elo difference of the player whose results are t, and
// the half-width of its 95% confidence interval, from the normal
// approximation of the mean score per game. When every game is won (or
// lost) the estimate is infinite: then bound is the one-sided 97.5%
// limit of a binomial with no loss, 0.025^(1/n), in Elo.
func elo(t tally) (diff, margin float64, bound bool) {
	n := float64(t.games())
	if n == 0 {
		return 0, math.Inf(1), false
	}
	p := t.score() / n
	if t.won == t.games() || t.lost == t.games() {
		lim := eloDiff(math.Pow(0.025, 1/n))
		if t.lost == t.games() {
			lim = -lim
		}
		return lim, 0, true
	}
	// The variance of one game's score (1, 1/2 or 0) around the mean.
	w, d, l := float64(t.won)/n, float64(t.drawn)/n, float64(t.lost)/n
	v := w*(1-p)*(1-p) + d*(0.5-p)*(0.5-p) + l*p*p
	se := math.Sqrt(v / n)
	lo, hi := max(p-1.96*se, 1e-6), min(p+1.96*se, 1-1e-6)
	return eloDiff(p), (eloDiff(hi) - eloDiff(lo)) / 2, false
}

// formatElo writes the Elo difference with its error bar.
func formatElo(t tally) string {
	diff, margin, bound := elo(t)
	switch {
	case t.games() == 0:
		return "no games"
	case bound && diff > 0:
		return fmt.Sprintf("+inf (all won; at least %+.0f at 95%%)", diff)
	case bound:
		return fmt.Sprintf("-inf (all lost; at most %+.0f at 95%%)", diff)
	}
	return fmt.Sprintf("%+.0f ± %.0f (95%%)", diff, margin)
}
