package app

import (
	"fmt"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/gomoku"
)

// gomokuStatsKey is where the statistics against the computer live.
const gomokuStatsKey = "gomoku.stats"

func init() {
	statsSections = append(statsSections, statsSection{
		Game: "gomoku",
		Keys: []string{gomokuStatsKey},
		Render: func() app.UI {
			st, _ := loadGomokuStats()
			return st.table()
		},
	})
}

// gomokuRecord is the games played against the computer at one level under
// one rule set. A game counts as played from the player's first move, so
// games left unfinished are played - won - lost - drawn. Games in which
// the player took a hint are counted apart, in Helped, and nowhere else.
type gomokuRecord struct {
	Played int `json:"played"`
	Won    int `json:"won"`
	Lost   int `json:"lost"`
	Drawn  int `json:"drawn"`
	Helped int `json:"helped,omitempty"`
}

// gomokuStats holds a record per level and rule, keyed "level/rule"
// ("hard/renju").
type gomokuStats map[string]gomokuRecord

// gomokuStatsKeyOf returns the key of a level and rule in gomokuStats.
func gomokuStatsKeyOf(level string, r gomoku.Rule) string { return level + "/" + r.String() }

// loadGomokuStats reads the statistics; a value that decodes but makes no
// sense is set aside, and the statistics start again. ok is false then.
func loadGomokuStats() (gomokuStats, bool) {
	var st gomokuStats
	if !loadStored(gomokuStatsKey, &st) {
		return gomokuStats{}, true
	}
	if err := st.valid(); err != nil {
		setAside(gomokuStatsKey)
		return gomokuStats{}, false
	}
	if st == nil {
		st = gomokuStats{}
	}
	return st, true
}

// valid reports whether statistics read from storage make sense.
func (st gomokuStats) valid() error {
	for k, r := range st {
		level, rule, ok := strings.Cut(k, "/")
		if !ok || level == "" {
			return fmt.Errorf("statistics key %q", k)
		}
		if _, err := gomoku.ParseRule(rule); err != nil {
			return fmt.Errorf("statistics key %q: %w", k, err)
		}
		if r.Played < 0 || r.Won < 0 || r.Lost < 0 || r.Drawn < 0 || r.Helped < 0 || r.Won+r.Lost+r.Drawn > r.Played {
			return fmt.Errorf("statistics for %q do not add up", k)
		}
	}
	return nil
}

// started counts a game as played.
func (st gomokuStats) started(level string, r gomoku.Rule) {
	k := gomokuStatsKeyOf(level, r)
	rec := st[k]
	rec.Played++
	st[k] = rec
}

// helped moves a game in which the player took a hint out of the games
// played (if it was counted there: unfinished, after a first move) and
// into Helped.
func (st gomokuStats) helped(level string, r gomoku.Rule, counted bool) {
	k := gomokuStatsKeyOf(level, r)
	rec := st[k]
	if counted && rec.Played > rec.Won+rec.Lost+rec.Drawn {
		rec.Played--
	}
	rec.Helped++
	st[k] = rec
}

// ended counts the result of a game: the player's colour against the
// outcome.
func (st gomokuStats) ended(level string, r gomoku.Rule, human gomoku.Color, s gomoku.State) {
	k := gomokuStatsKeyOf(level, r)
	rec := st[k]
	switch w := s.Winner(); {
	case w == human:
		rec.Won++
	case w != gomoku.Empty:
		rec.Lost++
	default:
		rec.Drawn++
	}
	rec.Played = max(rec.Played, rec.Won+rec.Lost+rec.Drawn)
	st[k] = rec
}

// gomokuStatsRow is one line of the statistics table.
type gomokuStatsRow struct {
	level, rule string
	rec         gomokuRecord
	order       int
}

// rows returns the records with a game played, by level then rule.
func (st gomokuStats) rows() []gomokuStatsRow {
	var rows []gomokuStatsRow
	for k, rec := range st {
		if rec.Played == 0 && rec.Helped == 0 {
			continue
		}
		level, rule, _ := strings.Cut(k, "/")
		r, err := gomoku.ParseRule(rule)
		if err != nil {
			continue
		}
		li := gomokuLevelIndex(level)
		if li < 0 {
			li = len(gomokuLevels)
		}
		rows = append(rows, gomokuStatsRow{level: level, rule: rule, rec: rec, order: li*10 + int(r)})
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].order != rows[j].order {
			return rows[i].order < rows[j].order
		}
		return rows[i].level < rows[j].level
	})
	return rows
}

// gomokuLevelName is the level's name as the player reads it.
func gomokuLevelName(level string) string {
	if gomokuLevelIndex(level) < 0 {
		return level
	}
	return T("gomoku.level." + level)
}

// table renders every record as a table, or says there is none yet.
func (st gomokuStats) table() app.UI {
	rows := st.rows()
	if len(rows) == 0 {
		return app.Elem("p").Class("gm-muted").Text(T("gomoku.statsNone"))
	}
	trs := make([]app.UI, 0, len(rows))
	for _, r := range rows {
		trs = append(trs, app.Elem("tr").Body(
			app.Elem("th").Attr("scope", "row").Text(gomokuLevelName(r.level)),
			app.Elem("td").Text(T("gomoku.rule."+r.rule)),
			app.Elem("td").Text(r.rec.Played),
			app.Elem("td").Text(r.rec.Won),
			app.Elem("td").Text(r.rec.Lost),
			app.Elem("td").Text(r.rec.Drawn),
			app.Elem("td").Text(r.rec.Helped),
		))
	}
	return app.Elem("table").Class("gm-stats-table").Body(
		app.Elem("caption").Class("gm-sr").Text(T("gomoku.statsCaption")),
		columnHeads("gomoku.colLevel", "gomoku.colRule", "gomoku.colPlayed", "gomoku.colWon", "gomoku.colLost", "gomoku.colDrawn", "gomoku.colHelped"),
		app.Elem("tbody").Body(trs...),
	)
}
