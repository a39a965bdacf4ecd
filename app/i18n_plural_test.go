package app

import "testing"

func TestPluralForm(t *testing.T) {
	tests := []struct {
		lang string
		n    []int
		want string
	}{
		{"en", []int{1, -1}, "one"},
		{"en", []int{0, 2, 5, 11, 21, 101}, "other"},
		{"ru", []int{1, 21, 31, 101, 121, 1001}, "one"},
		{"ru", []int{2, 3, 4, 22, 23, 34, 102, 1004}, "few"},
		{"ru", []int{0, 5, 9, 10, 11, 12, 13, 14, 15, 20, 25, 100, 111, 112, 114, 1000}, "many"},
		{"zh", []int{0, 1, 2, 5, 21}, "other"},
	}
	for _, tt := range tests {
		for _, n := range tt.n {
			if got := pluralForm(tt.lang, n); got != tt.want {
				t.Errorf("pluralForm(%q, %d) = %q; want %q", tt.lang, n, got, tt.want)
			}
		}
	}
}

// TestPluralFormsKnown checks that every form a rule can return is one
// the catalog asks that language's plural messages to have.
func TestPluralFormsKnown(t *testing.T) {
	for _, l := range languages {
		forms, ok := pluralForms[l.Code]
		if !ok {
			t.Errorf("no plural forms for %s", l.Code)
			continue
		}
		for n := 0; n <= 1000; n++ {
			f := pluralForm(l.Code, n)
			known := false
			for _, g := range forms {
				known = known || g == f
			}
			if !known {
				t.Errorf("pluralForm(%q, %d) = %q, not among %v", l.Code, n, f, forms)
				break
			}
		}
	}
}

func TestTn(t *testing.T) {
	defer func(l string) { lang = l }(lang)
	tests := []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "1 move"},
		{"en", 2, "2 moves"},
		{"ru", 1, "1 ход"},
		{"ru", 2, "2 хода"},
		{"ru", 5, "5 ходов"},
		{"ru", 11, "11 ходов"},
		{"ru", 21, "21 ход"},
		{"ru", 22, "22 хода"},
		{"zh", 1, "1 步"},
		{"zh", 21, "21 步"},
	}
	for _, tt := range tests {
		lang = tt.lang
		if got := Tn("fifteen.moveCount", tt.n); got != tt.want {
			t.Errorf("%s: Tn(fifteen.moveCount, %d) = %q; want %q", tt.lang, tt.n, got, tt.want)
		}
	}
	lang = "ru"
	if got := Tn("fifteen.hintOptimal", 3, 7, 3); got != "Сдвиньте фишку 7. До решения 3 хода." {
		t.Errorf("ru: Tn(fifteen.hintOptimal, 3, 7, 3) = %q", got)
	}
	lang = "xx"
	if got := Tn("fifteen.moveCount", 2); got != "2 moves" {
		t.Errorf("xx: Tn falls back to %q; want English", got)
	}
}
