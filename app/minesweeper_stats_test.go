package app

import (
	"strings"
	"testing"
	"time"

	ms "github.com/pastime-games/pastime/games/minesweeper"
)

func TestMsStatsAdd(t *testing.T) {
	st := msStats{}
	type game struct {
		won      bool
		secs     float64
		assisted bool
	}
	for i, tc := range []struct {
		g           game
		best, first bool
		want        msRecord
	}{
		{game{false, 3, false}, false, false, msRecord{Played: 1, Streak: -1}},
		{game{true, 40, false}, false, true, msRecord{Played: 2, Won: 1, BestMillis: 40000, Streak: 1, BestStreak: 1}},
		{game{true, 50, false}, false, false, msRecord{Played: 3, Won: 2, BestMillis: 40000, Streak: 2, BestStreak: 2}},
		{game{true, 10, true}, false, false, msRecord{Played: 3, Won: 2, BestMillis: 40000, Streak: 2, BestStreak: 2, Helped: 1}},
		{game{true, 30.5, false}, true, false, msRecord{Played: 4, Won: 3, BestMillis: 30500, Streak: 3, BestStreak: 3, Helped: 1}},
		{game{false, 1, false}, false, false, msRecord{Played: 5, Won: 3, BestMillis: 30500, Streak: -1, BestStreak: 3, Helped: 1}},
		{game{false, 1, false}, false, false, msRecord{Played: 6, Won: 3, BestMillis: 30500, Streak: -2, BestStreak: 3, Helped: 1}},
		{game{true, 31, false}, false, false, msRecord{Played: 7, Won: 4, BestMillis: 30500, Streak: 1, BestStreak: 3, Helped: 1}},
	} {
		d := time.Duration(tc.g.secs * float64(time.Second))
		best, first := st.add("expert", tc.g.won, d, tc.g.assisted)
		if best != tc.best || first != tc.first || st["expert"] != tc.want {
			t.Errorf("game %d %+v: add = %v, %v, record %+v; want %v, %v, %+v", i+1, tc.g, best, first, st["expert"], tc.best, tc.first, tc.want)
		}
		if err := st.valid(); err != nil {
			t.Errorf("game %d: statistics no longer valid: %v", i+1, err)
		}
	}
	if got := st["expert"].winRate(); got != "57%" {
		t.Errorf("win rate %q; want 57%%", got)
	}
	if got := st["expert"].streak(); got != "1 won" {
		t.Errorf("streak %q; want 1 won", got)
	}
}

func TestMsStatsValid(t *testing.T) {
	for _, tc := range []struct {
		name string
		st   msStats
		ok   bool
	}{
		{"empty", msStats{}, true},
		{"levels and custom", msStats{"beginner": {Played: 1}, "expert:ng": {Played: 2, Won: 1, BestMillis: 5, Streak: 1, BestStreak: 1}, "custom:20x12:30": {Helped: 3}}, true},
		{"unknown kind", msStats{"huge": {}}, false},
		{"kind with a seed", msStats{"beginner#3": {}}, false},
		{"custom out of range", msStats{"custom:80x10:5": {}}, false},
		{"more won than played", msStats{"beginner": {Played: 1, Won: 2, BestMillis: 1, BestStreak: 1}}, false},
		{"wins without a time", msStats{"beginner": {Played: 1, Won: 1, BestStreak: 1}}, false},
		{"negative", msStats{"beginner": {Played: -1}}, false},
		{"streak beyond the losses", msStats{"beginner": {Played: 1, Streak: -2}}, false},
	} {
		if err := tc.st.valid(); (err == nil) != tc.ok {
			t.Errorf("%s: valid() = %v; want ok %v", tc.name, err, tc.ok)
		}
	}
}

func TestMsKind(t *testing.T) {
	for _, tc := range []struct {
		p    ms.Params
		kind string
		name string
	}{
		{ms.Preset(ms.Beginner), "beginner", "Beginner"},
		{ms.Params{Width: 30, Height: 16, Mines: 99, NoGuess: true}, "expert:ng", "Expert, no guessing"},
		{ms.Params{Width: 20, Height: 12, Mines: 30}, "custom:20x12:30", "20×12, 30 mines"},
	} {
		if got := msKind(tc.p); got != tc.kind {
			t.Errorf("msKind(%+v) = %q; want %q", tc.p, got, tc.kind)
		}
		p, ok := msKindParams(tc.kind)
		if !ok || p != tc.p {
			t.Errorf("msKindParams(%q) = %+v, %v; want %+v", tc.kind, p, ok, tc.p)
		}
		if got := msKindName(tc.p); got != tc.name {
			t.Errorf("msKindName(%+v) = %q; want %q", tc.p, got, tc.name)
		}
	}
}

func TestMsCheckCustom(t *testing.T) {
	for _, tc := range []struct {
		w, h, m string
		noGuess bool
		bad     [3]string // a word each message must hold, or "" for none
	}{
		{"20", "12", "30", false, [3]string{}},
		{"50", "50", "2491", false, [3]string{}},
		{"50", "50", "2492", false, [3]string{"", "", "1 to 2491"}},
		{"50", "50", "875", true, [3]string{}},
		{"50", "50", "876", true, [3]string{"", "", "No guessing"}},
		{"4", "12", "3", false, [3]string{"width", "", ""}},
		{"60", "51", "3", false, [3]string{"width", "height", ""}},
		{"", "x", "0", false, [3]string{"width", "height", "at least 1"}},
		{"9", "9", "0", false, [3]string{"", "", "1 to 72"}},
		{"9.5", "9", "10", false, [3]string{"whole", "", ""}},
	} {
		p, errs := msCheckCustom(tc.w, tc.h, tc.m, tc.noGuess)
		for i, want := range tc.bad {
			switch {
			case want == "" && errs[i] != "":
				t.Errorf("%s×%s, %s mines (no guess %v): field %d says %q; want no error", tc.w, tc.h, tc.m, tc.noGuess, i, errs[i])
			case want != "" && !strings.Contains(errs[i], want):
				t.Errorf("%s×%s, %s mines (no guess %v): field %d says %q; want it to mention %q", tc.w, tc.h, tc.m, tc.noGuess, i, errs[i], want)
			}
		}
		if tc.bad == [3]string{} && p.Validate() != nil {
			t.Errorf("%s×%s, %s mines: accepted, but %+v does not validate", tc.w, tc.h, tc.m, p)
		}
	}
}

func TestMsSaveRestore(t *testing.T) {
	s, err := ms.Parse("beginner#1")
	if err != nil {
		t.Fatal(err)
	}
	g := msGame{state: s}
	now := time.Now()
	next, err := s.Apply(ms.Move{Action: ms.Open, X: 4, Y: 4})
	if err != nil {
		t.Fatal(err)
	}
	g.set(next, now)
	if !g.running() {
		t.Fatal("the clock does not run after the first open")
	}
	g.assisted = true
	sv := g.save(now.Add(1500 * time.Millisecond))
	if sv.Millis != 1500 || sv.Save != "beginner#1/o4,4" || !sv.Assisted {
		t.Fatalf("save = %+v", sv)
	}
	back, err := sv.restore()
	if err != nil {
		t.Fatal(err)
	}
	if back.state.String() != next.String() || back.clock(time.Now()) != 1500*time.Millisecond || !back.assisted {
		t.Errorf("restored game differs: %+v", back)
	}
	for _, bad := range []msSave{
		{Save: "beginner#1/o4,4/o9,9"},
		{Save: "nonsense"},
		{Save: "beginner#1", Millis: -1},
		{Save: "beginner#1/" + strings.Repeat("f1,1/", maxMsSave/5)},
	} {
		if _, err := bad.restore(); err == nil {
			t.Errorf("restore(%.40q) accepted", bad.Save)
		}
	}
}

func TestMsDigits(t *testing.T) {
	for n, want := range map[int]string{0: "000", 7: "007", 42: "042", 999: "999", 1500: "999", -3: "-03", -120: "-99"} {
		if got := msDigits(n); got != want {
			t.Errorf("msDigits(%d) = %q; want %q", n, got, want)
		}
	}
}
