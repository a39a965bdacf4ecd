package app

import (
	"os"
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

// TestEarlyScriptSettings holds pastime.js, which puts the player's theme
// and motion in force before the app starts, to the settings' storage key.
func TestEarlyScriptSettings(t *testing.T) {
	js, err := os.ReadFile("../web/pastime.js")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), `localStorage.getItem("`+settingsKey+`")`) {
		t.Errorf("pastime.js does not read the settings under %q", settingsKey)
	}
}
