package app

import (
	"fmt"
	"sort"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/pastime-games/pastime/games/fifteen"
)

func init() {
	statsSections = append(statsSections, statsSection{
		Game: "fifteen",
		Keys: []string{fifteenStatsKey},
		Render: func() app.UI {
			st := loadFifteenStats()
			if t := st.table("f15-stats-table"); t != nil {
				return t
			}
			return app.Elem("p").Class("f15-muted").Text(T("fifteen.statsEmpty"))
		},
	})
}

// loadFifteenStats reads the statistics; a value that decodes but makes no
// sense is set aside (with a notice), and the statistics start again.
func loadFifteenStats() fifteenStats {
	var st fifteenStats
	if !loadStored(fifteenStatsKey, &st) {
		return fifteenStats{}
	}
	if st.valid() != nil {
		setAside(fifteenStatsKey)
		return fifteenStats{}
	}
	if st == nil {
		st = fifteenStats{}
	}
	return st
}

// fifteenRecord is the statistics of one board size. Only games solved
// without help count; games solved with a hint or the solver are counted
// apart, in Helped.
type fifteenRecord struct {
	Solved      int   `json:"solved"`
	BestMillis  int64 `json:"bestMs"`
	BestMoves   int   `json:"bestMoves"`
	TotalMillis int64 `json:"totalMs"`
	TotalMoves  int64 `json:"totalMoves"`
	Helped      int   `json:"helped,omitempty"`
}

// fifteenStats holds a record per board size, keyed by the size as in game
// IDs ("4x4"). It is kept in local storage as JSON.
type fifteenStats map[string]fifteenRecord

// fifteenResult is what one solved game brought to the statistics.
type fifteenResult struct {
	Size      string
	Time      time.Duration
	Moves     int
	Slides    int
	Assisted  bool
	BestTime  bool // a new best time for the size
	BestMoves bool // a new best move count for the size
	First     bool // the first game solved at this size
}

// add counts a solved game and reports what it changed.
func (st fifteenStats) add(size string, d time.Duration, moves, slides int, assisted bool) fifteenResult {
	res := fifteenResult{Size: size, Time: d, Moves: moves, Slides: slides, Assisted: assisted}
	r := st[size]
	if assisted {
		r.Helped++
		st[size] = r
		return res
	}
	ms := d.Milliseconds()
	res.First = r.Solved == 0
	res.BestTime = !res.First && ms < r.BestMillis
	res.BestMoves = !res.First && moves < r.BestMoves
	if res.First || res.BestTime {
		r.BestMillis = ms
	}
	if res.First || res.BestMoves {
		r.BestMoves = moves
	}
	r.Solved++
	r.TotalMillis += ms
	r.TotalMoves += int64(moves)
	st[size] = r
	return res
}

// valid reports whether stats read from storage make sense, so a corrupt
// or foreign value is set aside rather than shown.
func (st fifteenStats) valid() error {
	for k, r := range st {
		if _, err := fifteen.Parse(k + "#0"); err != nil {
			return fmt.Errorf("statistics for %q: %w", k, err)
		}
		if r.Solved < 0 || r.Helped < 0 || r.BestMillis < 0 || r.BestMoves < 0 || r.TotalMillis < 0 || r.TotalMoves < 0 {
			return fmt.Errorf("statistics for %q: negative numbers", k)
		}
		if r.Solved > 0 && (r.TotalMoves < int64(r.BestMoves) || r.TotalMillis < r.BestMillis) {
			return fmt.Errorf("statistics for %q: totals below the best", k)
		}
	}
	return nil
}

// table returns a table of every size with a game solved, or nil when
// there is none.
func (st fifteenStats) table(id string) app.UI {
	var sizes []int
	for k, r := range st {
		if r.Solved == 0 && r.Helped == 0 {
			continue
		}
		if s, err := fifteen.Parse(k + "#0"); err == nil {
			sizes = append(sizes, s.Size())
		}
	}
	if len(sizes) == 0 {
		return nil
	}
	sort.Ints(sizes)
	dash := "–"
	rows := make([]app.UI, 0, len(sizes))
	for _, n := range sizes {
		r := st[fifteen.Params{Size: n}.String()]
		best, moves, avg := dash, dash, dash
		if r.Solved > 0 {
			a, _ := r.averages()
			best = fifteenTimeText(time.Duration(r.BestMillis) * time.Millisecond)
			moves = fmt.Sprint(r.BestMoves)
			avg = fifteenTimeText(a)
		}
		rows = append(rows, app.Elem("tr").Body(
			app.Elem("th").Attr("scope", "row").Text(T("fifteen.sizeOption", n, n)),
			app.Elem("td").Text(r.Solved),
			app.Elem("td").Text(best),
			app.Elem("td").Text(moves),
			app.Elem("td").Text(avg),
			app.Elem("td").Text(r.Helped),
		))
	}
	return app.Elem("table").ID(id).Class("f15-table").Body(
		columnHeads("fifteen.size", "fifteen.colSolved", "fifteen.colTime", "fifteen.colMoves", "fifteen.colAvg", "fifteen.colHelped"),
		app.Elem("tbody").Body(rows...),
	)
}

// averages returns the mean time and mean move count of the games solved.
func (r fifteenRecord) averages() (time.Duration, float64) {
	if r.Solved == 0 {
		return 0, 0
	}
	return time.Duration(r.TotalMillis/int64(r.Solved)) * time.Millisecond, float64(r.TotalMoves) / float64(r.Solved)
}

// fifteenClockText writes a time as the clock shows it while playing: m:ss, or
// h:mm:ss past an hour.
func fifteenClockText(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int64(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// fifteenTimeText writes a result to the tenth of a second: 1:23.4, or
// 1:02:03.4 past an hour.
func fifteenTimeText(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	tenths := int64(d / (100 * time.Millisecond))
	s := tenths / 10
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d.%d", s/3600, s/60%60, s%60, tenths%10)
	}
	return fmt.Sprintf("%d:%02d.%d", s/60, s%60, tenths%10)
}
