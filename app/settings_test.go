package app

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestSettingsClean(t *testing.T) {
	tests := []struct{ in, want Settings }{
		{Settings{}, Settings{}},
		{Settings{Lang: "ru", Theme: "dark", Motion: "off", MoveNumbers: true}, Settings{Lang: "ru", Theme: "dark", Motion: "off", MoveNumbers: true}},
		{Settings{Lang: "zh", Theme: "light"}, Settings{Lang: "zh", Theme: "light"}},
		{Settings{Lang: "Same as the browser", Theme: "Same as the system", Motion: "Same as the system"}, Settings{}},
		{Settings{Lang: "de", Theme: "blue", Motion: "on", QuestionMarks: true}, Settings{QuestionMarks: true}},
	}
	for _, tt := range tests {
		if got := tt.in.clean(); got != tt.want {
			t.Errorf("%+v.clean() = %+v; want %+v", tt.in, got, tt.want)
		}
	}
}

func TestPickLang(t *testing.T) {
	tests := []struct {
		prefs []string
		want  string
	}{
		{nil, "en"},
		{[]string{"ru-RU", "ru", "en"}, "ru"},
		{[]string{"zh-Hans-CN"}, "zh"},
		{[]string{"zh_TW"}, "zh"},
		{[]string{"de-DE", "ru"}, "ru"},
		{[]string{"de-DE", "fr"}, "en"},
		{[]string{"EN-gb", "ru"}, "en"},
	}
	for _, tt := range tests {
		if got := pickLang(tt.prefs); got != tt.want {
			t.Errorf("pickLang(%q) = %q; want %q", tt.prefs, got, tt.want)
		}
	}
}

// TestEarlyScriptLanguages holds pastime.js, which picks the player's
// language before the app starts, to the languages offered here and to
// the settings' storage key.
func TestEarlyScriptLanguages(t *testing.T) {
	js, err := os.ReadFile("../web/pastime.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`const languages = \[([^\]]*)\]`).FindSubmatch(js)
	if m == nil {
		t.Fatal("pastime.js has no list of languages")
	}
	var got, want []string
	for _, c := range strings.Split(string(m[1]), ",") {
		got = append(got, strings.Trim(strings.TrimSpace(c), `"`))
	}
	for _, l := range languages {
		want = append(want, l.Code)
	}
	if !slices.Equal(got, want) {
		t.Errorf("pastime.js offers %q; the app %q", got, want)
	}
	if !strings.Contains(string(js), `localStorage.getItem("`+settingsKey+`")`) {
		t.Errorf("pastime.js does not read the settings under %q", settingsKey)
	}
}
