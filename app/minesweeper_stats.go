package app

import (
	"fmt"
	"sort"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	ms "github.com/pastime-games/pastime/games/minesweeper"
)

func init() {
	statsSections = append(statsSections, statsSection{
		Game: "minesweeper",
		Keys: []string{msStatsKey},
		Render: func() app.UI {
			var st msStats
			if !loadStored(msStatsKey, &st) || st.valid() != nil || len(st) == 0 {
				return app.Elem("p").Class("ms-muted").Text(T("minesweeper.statsEmpty"))
			}
			return st.table("")
		},
	})
}

// msRecord is the statistics of one kind of game (see msKind). Games
// played with a hint are counted apart, in Helped, and nowhere else.
type msRecord struct {
	Played     int   `json:"played"`
	Won        int   `json:"won"`
	BestMillis int64 `json:"bestMs,omitempty"` // the best winning time; 0 before the first win
	Streak     int   `json:"streak"`           // wins in a row when positive, losses in a row when negative
	BestStreak int   `json:"bestStreak"`       // the most wins in a row
	Helped     int   `json:"helped,omitempty"`
}

// msStats holds a record per kind of game. It is kept in local storage as
// JSON under msStatsKey.
type msStats map[string]msRecord

// msResult is what one finished game brought to the statistics.
type msResult struct {
	Won      bool
	Time     time.Duration
	BV3      int
	Clicks   int
	Assisted bool
	Best     bool // a new best time for the kind (not on the first win)
	First    bool // the first win of the kind
}

// add counts a finished game of the given kind and reports what it
// changed.
func (st msStats) add(kind string, won bool, d time.Duration, assisted bool) (best, first bool) {
	r := st[kind]
	if assisted {
		r.Helped++
		st[kind] = r
		return false, false
	}
	r.Played++
	if won {
		ms := max(d.Milliseconds(), 1)
		first = r.Won == 0
		best = !first && ms < r.BestMillis
		if first || best {
			r.BestMillis = ms
		}
		r.Won++
		r.Streak = max(r.Streak, 0) + 1
		r.BestStreak = max(r.BestStreak, r.Streak)
	} else {
		r.Streak = min(r.Streak, 0) - 1
	}
	st[kind] = r
	return best, first
}

// valid reports whether statistics read from storage make sense, so a
// corrupt or foreign value is set aside rather than shown.
func (st msStats) valid() error {
	for k, r := range st {
		if _, ok := msKindParams(k); !ok {
			return fmt.Errorf("statistics for %q: not a kind of game", k)
		}
		if r.Played < 0 || r.Won < 0 || r.Won > r.Played || r.BestMillis < 0 || r.Helped < 0 ||
			r.BestStreak < 0 || r.BestStreak > r.Won || r.Streak > r.BestStreak || -r.Streak > r.Played-r.Won ||
			(r.Won > 0) != (r.BestMillis > 0) {
			return fmt.Errorf("statistics for %q: numbers out of range", k)
		}
	}
	return nil
}

// winRate is the share of games won, as a whole percentage.
func (r msRecord) winRate() string {
	if r.Played == 0 {
		return "–"
	}
	return T("minesweeper.percent", (r.Won*100+r.Played/2)/r.Played)
}

// best is the best time, or a dash before the first win.
func (r msRecord) best() string {
	if r.Won == 0 {
		return "–"
	}
	return msSeconds(time.Duration(r.BestMillis) * time.Millisecond)
}

// streak describes the current streak.
func (r msRecord) streak() string {
	switch {
	case r.Streak > 0:
		return Tn("minesweeper.streakWins", r.Streak)
	case r.Streak < 0:
		return Tn("minesweeper.streakLosses", -r.Streak)
	}
	return "–"
}

// msSeconds writes a result time to the tenth of a second: "48.3 s"
// under a minute, "2:03.4" past it.
func msSeconds(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	tenths := int64(d / (100 * time.Millisecond))
	s := tenths / 10
	if s < 60 {
		return T("minesweeper.seconds", fmt.Sprintf("%d.%d", s, tenths%10))
	}
	return fmt.Sprintf("%d:%02d.%d", s/60, s%60, tenths%10)
}

// msKindOrder sorts kinds as a player expects: the levels in order, then
// custom boards by size, each without then with no-guess.
func msKindOrder(kinds []string) {
	rank := func(k string) (int, int, int, bool) {
		p, _ := msKindParams(k)
		return int(p.Level()), p.Cells(), p.Mines, p.NoGuess
	}
	sort.Slice(kinds, func(i, j int) bool {
		li, ci, mi, ni := rank(kinds[i])
		lj, cj, mj, nj := rank(kinds[j])
		switch {
		case li != lj:
			return li < lj
		case ci != cj:
			return ci < cj
		case mi != mj:
			return mi < mj
		case ni != nj:
			return !ni
		}
		return kinds[i] < kinds[j]
	})
}

// table shows every kind played, current marking the row of the game on
// the board.
func (st msStats) table(current string) app.UI {
	kinds := make([]string, 0, len(st))
	for k, r := range st {
		if r.Played > 0 || r.Helped > 0 {
			kinds = append(kinds, k)
		}
	}
	msKindOrder(kinds)
	rows := make([]app.UI, 0, len(kinds))
	for _, k := range kinds {
		r := st[k]
		p, _ := msKindParams(k)
		tr := app.Elem("tr").Attr("data-kind", k)
		if k == current {
			tr = tr.Class("ms-current")
		}
		rows = append(rows, tr.Body(
			app.Elem("th").Attr("scope", "row").Text(msKindName(p)),
			app.Elem("td").Text(r.Played),
			app.Elem("td").Text(r.Won),
			app.Elem("td").Text(r.winRate()),
			app.Elem("td").Text(r.best()),
			app.Elem("td").Text(r.streak()),
			app.Elem("td").Text(r.BestStreak),
		))
	}
	return app.Elem("div").Class("ms-table-wrap").Body(
		app.Elem("table").Class("ms-table").Body(
			columnHeads("minesweeper.colKind", "minesweeper.colPlayed", "minesweeper.colWon", "minesweeper.colRate", "minesweeper.colBest", "minesweeper.colStreak", "minesweeper.colBestStreak"),
			app.Elem("tbody").Body(rows...),
		),
	)
}

// renderStats is the panel of the statistics of the kind of game on the
// board, with every other kind played folded below.
func (c *minesweeperPage) renderStats() app.UI {
	mayPause()
	p := c.g.state.Params()
	kind := msKind(p)
	r := c.stats[kind]
	var body app.UI
	if r.Played == 0 {
		body = app.Elem("p").Class("ms-muted").Text(T("minesweeper.statsNone"))
	} else {
		body = app.Elem("dl").Class("ms-stats").Body(
			msStat("ms-stat-played", T("minesweeper.statPlayed"), strconv.Itoa(r.Played)),
			msStat("ms-stat-won", T("minesweeper.statWon"), strconv.Itoa(r.Won)),
			msStat("ms-stat-rate", T("minesweeper.statRate"), r.winRate()),
			msStat("ms-stat-best", T("minesweeper.statBest"), r.best()),
			msStat("ms-stat-streak", T("minesweeper.statStreak"), r.streak()),
			msStat("ms-stat-beststreak", T("minesweeper.statBestStreak"), strconv.Itoa(r.BestStreak)),
		)
	}
	others := 0
	for k, o := range c.stats {
		if k != kind && (o.Played > 0 || o.Helped > 0) {
			others++
		}
	}
	return app.Elem("section").ID("ms-statistics").Class("ms-panel").Attr("aria-labelledby", "ms-stats-title").Body(
		app.Elem("h2").ID("ms-stats-title").Text(T("minesweeper.statsFor", msKindName(p))),
		body,
		app.If(r.Helped > 0, func() app.UI {
			return app.Elem("p").ID("ms-stat-helped").Class("ms-muted").Text(T("minesweeper.statHelped", r.Helped))
		}),
		app.Elem("p").Class("ms-muted", "ms-small").Text(T("minesweeper.statsRule")),
		app.If(others > 0, func() app.UI {
			return app.Elem("details").Class("ms-all").Body(
				app.Elem("summary").Text(T("minesweeper.allKinds")),
				c.stats.table(kind),
			)
		}),
	)
}

func msStat(id, name, value string) app.UI {
	return app.Elem("div").Class("ms-stat").Body(
		app.Elem("dt").Text(name),
		app.Elem("dd").ID(id).Text(value),
	)
}

// msDefaultSetup is the game a first visit offers.
var msDefaultSetup = msSetup{Level: ms.Beginner.String(), NoGuess: true}

// msSetup is the kind of game the player chose for new games, kept under
// msSetupKey: a level name, the custom size when the level is "custom",
// and the no-guess switch.
type msSetup struct {
	Level   string `json:"level"`
	Width   int    `json:"w,omitempty"`
	Height  int    `json:"h,omitempty"`
	Mines   int    `json:"mines,omitempty"`
	NoGuess bool   `json:"noGuess"`
}

// params returns the parameters of the setup, or false when it does not
// name a playable game.
func (s msSetup) params() (ms.Params, bool) {
	var p ms.Params
	switch s.Level {
	case "beginner":
		p = ms.Preset(ms.Beginner)
	case "intermediate":
		p = ms.Preset(ms.Intermediate)
	case "expert":
		p = ms.Preset(ms.Expert)
	case "custom":
		p = ms.Params{Width: s.Width, Height: s.Height, Mines: s.Mines}
	default:
		return ms.Params{}, false
	}
	p.NoGuess = s.NoGuess
	return p, p.Validate() == nil
}

// msSetupOf is the setup that makes games like p.
func msSetupOf(p ms.Params) msSetup {
	s := msSetup{Level: p.Level().String(), NoGuess: p.NoGuess}
	if p.Level() == ms.Custom {
		s.Width, s.Height, s.Mines = p.Width, p.Height, p.Mines
	}
	return s
}
