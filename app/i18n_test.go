package app

import (
	"fmt"
	"strings"
	"testing"
)

// TestCatalogComplete fails when a language lacks a key that English has,
// or has one English lacks.
func TestCatalogComplete(t *testing.T) {
	en := catalog["en"]
	for _, l := range languages {
		lang, msgs := l.Code, catalog[l.Code]
		for k := range en {
			if _, ok := msgs[k]; !ok {
				t.Errorf("%s lacks %q", lang, k)
			}
		}
		for k := range msgs {
			if _, ok := en[k]; !ok {
				t.Errorf("%s has %q, which English lacks", lang, k)
			}
		}
	}
}

// TestCatalogVerbs checks that every translation of a message takes the
// same fmt verbs as the English one.
func TestCatalogVerbs(t *testing.T) {
	verbs := func(s string) string {
		var out []string
		for i := 0; i < len(s)-1; i++ {
			if s[i] == '%' {
				out = append(out, s[i:i+2])
				i++
			}
		}
		return strings.Join(out, " ")
	}
	for lang, msgs := range catalog {
		for k, v := range msgs {
			if got, want := verbs(v), verbs(catalog["en"][k]); got != want {
				t.Errorf("%s %q has verbs %q; English has %q", lang, k, got, want)
			}
		}
	}
}

func TestT(t *testing.T) {
	if got := T("home.play", "Gomoku"); got != "Play Gomoku" {
		t.Errorf("T(home.play, Gomoku) = %q", got)
	}
	if got := T("no.such.key"); got != "no.such.key" {
		t.Errorf("T of a missing key = %q; want the key", got)
	}
	if got := fmt.Sprint(T("app.name")); got != "Pastime" {
		t.Errorf("T(app.name) = %q", got)
	}
}
