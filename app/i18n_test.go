package app

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// pluralBase splits a plural message's key ("fifteen.moveCount#one") into
// its base and form; a key without a form returns ok false.
func pluralBase(key string) (base, form string, ok bool) {
	return strings.Cut(key, "#")
}

// TestCatalogComplete fails when a language lacks a key that English has,
// or has one English lacks. A plural message must have exactly the forms
// the language's rule uses.
func TestCatalogComplete(t *testing.T) {
	en := messagesOf("en")
	for _, l := range languages {
		lang, msgs := l.Code, messagesOf(l.Code)
		want := map[string]bool{}
		for k := range en {
			base, _, plural := pluralBase(k)
			if !plural {
				want[k] = true
				continue
			}
			for _, f := range pluralForms[lang] {
				want[base+"#"+f] = true
			}
		}
		for k := range want {
			if _, ok := msgs[k]; !ok {
				t.Errorf("%s lacks %q", lang, k)
			}
		}
		for k := range msgs {
			if !want[k] {
				t.Errorf("%s has %q, which English lacks or its plural rule does not use", lang, k)
			}
		}
	}
}

// eachMessage calls f with every message of every language.
func eachMessage(f func(lang, key, msg string)) {
	for lang := range catalog {
		for k, v := range messagesOf(lang) {
			f(lang, k, v)
		}
	}
}

// TestCatalogPluralsEnglish checks that English has both of its forms of
// every plural message.
func TestCatalogPluralsEnglish(t *testing.T) {
	for k := range messagesOf("en") {
		if base, _, ok := pluralBase(k); ok {
			for _, f := range pluralForms["en"] {
				if _, ok := messagesOf("en")[base+"#"+f]; !ok {
					t.Errorf("en lacks %q", base+"#"+f)
				}
			}
		}
	}
}

// englishFor returns the English message a translation stands for: the
// same key, or for a plural form the English plural form "other".
func englishFor(key string) string {
	if base, _, ok := pluralBase(key); ok {
		return messagesOf("en")[base+"#other"]
	}
	return messagesOf("en")[key]
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
	eachMessage(func(lang, k, v string) {
		if got, want := verbs(v), verbs(englishFor(k)); got != want {
			t.Errorf("%s %q has verbs %q; English has %q", lang, k, got, want)
		}
	})
}

// TestCatalogNonEmpty fails when any message of any language is blank.
func TestCatalogNonEmpty(t *testing.T) {
	eachMessage(func(lang, k, v string) {
		if strings.TrimSpace(v) == "" {
			t.Errorf("%s %q is empty", lang, k)
		}
	})
}

// TestCatalogAttributeSafe fails when a message holds a straight double
// quote or an ampersand. go-app's server rendering escapes text but writes
// attribute values (aria-label, title) quoted by Go's rules, not HTML's: a
// '"' would reach the page as '\"', and '&' may start a character
// reference. Messages quote with the language's own marks (“ ”, « ») and
// say "and".
func TestCatalogAttributeSafe(t *testing.T) {
	eachMessage(func(lang, k, v string) {
		if strings.ContainsAny(v, `"&`) {
			t.Errorf("%s %q holds '\"' or '&': %s", lang, k, v)
		}
	})
}

// TestCatalogTranslated fails when a Russian or Chinese message has words
// in English but not a letter of its own script: a message copied and not
// translated. Names that stay as they are (the app's name, a key on the
// keyboard, a game ID, the Swap2 opening) are not words to translate.
func TestCatalogTranslated(t *testing.T) {
	keep := regexp.MustCompile(`Pastime|3BV|Enter|Swap2|expert#\d+|\b[A-Z]\b`)
	word := regexp.MustCompile(`[A-Za-z]{2,}`)
	scripts := map[string]*unicode.RangeTable{"ru": unicode.Cyrillic, "zh": unicode.Han}
	for _, l := range languages {
		script, ok := scripts[l.Code]
		if !ok {
			continue
		}
		for k, v := range messagesOf(l.Code) {
			if !word.MatchString(keep.ReplaceAllString(englishFor(k), "")) {
				continue
			}
			if !strings.ContainsFunc(v, func(r rune) bool { return unicode.Is(script, r) }) {
				t.Errorf("%s %q = %q looks untranslated", l.Code, k, v)
			}
		}
	}
}

// TestCatalogKeysUsed reads the app's sources and checks that every key
// written out in a call of T (or of textList and columnHeads, which call
// T) exists in English, and every one in a call of Tn is a plural message
// there; keys built at run time are not checked.
func TestCatalogKeysUsed(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	calls := 0
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			fn, ok := call.Fun.(*ast.Ident)
			if ok && (fn.Name == "textList" || fn.Name == "columnHeads") {
				// Each argument is a key that the helper passes to T.
				for _, a := range call.Args {
					if lit, ok := a.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						key, _ := strconv.Unquote(lit.Value)
						calls++
						if _, ok := messagesOf("en")[key]; !ok {
							t.Errorf("%s: %s(%q): no such message in English", fset.Position(a.Pos()), fn.Name, key)
						}
					}
				}
				return true
			}
			if !ok || fn.Name != "T" && fn.Name != "Tn" {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			key, _ := strconv.Unquote(lit.Value)
			if key == "no.such.key" && strings.HasSuffix(name, "_test.go") {
				return true
			}
			calls++
			at := fset.Position(call.Pos())
			switch fn.Name {
			case "T":
				if _, ok := messagesOf("en")[key]; !ok {
					t.Errorf("%s: T(%q): no such message in English", at, key)
				}
			case "Tn":
				if _, ok := messagesOf("en")[key+"#other"]; !ok {
					t.Errorf("%s: Tn(%q): no such plural message in English", at, key)
				}
			}
			return true
		})
	}
	if calls < 100 {
		t.Errorf("found only %d calls of T and Tn; is the test reading the sources?", calls)
	}
}

// TestLanguagesHaveCatalogs checks that every language offered has a
// catalog and a plural rule.
func TestLanguagesHaveCatalogs(t *testing.T) {
	for _, l := range languages {
		if len(messagesOf(l.Code)) == 0 {
			t.Errorf("%s is offered but has no messages", l.Code)
		}
		if _, ok := pluralForms[l.Code]; !ok {
			t.Errorf("%s is offered but has no plural rule", l.Code)
		}
	}
	for _, want := range []string{"en", "ru", "zh"} {
		if !slices.ContainsFunc(languages, func(l struct{ Code, Name string }) bool { return l.Code == want }) {
			t.Errorf("%s is not offered", want)
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

// TestFormat fails when T's formatting differs from fmt.Sprintf's: for
// every message of every language, filled with ints and strings as its
// verbs ask, and for arguments it leaves to fmt (other types, too few,
// too many, a verb the catalogs do not use).
func TestFormat(t *testing.T) {
	eachMessage(func(lang, k, v string) {
		var args []any
		for i := 0; i < len(v)-1; i++ {
			if v[i] != '%' {
				continue
			}
			switch i++; v[i] {
			case 'd':
				args = append(args, -len(args)*37)
			case 's':
				args = append(args, "<b>"+strings.Repeat("x", len(args)))
			}
		}
		if got, want := format(v, args), fmt.Sprintf(v, args...); got != want {
			t.Errorf("%s %q: format gives %q; fmt gives %q", lang, k, got, want)
		}
	})
	for _, c := range []struct {
		msg  string
		args []any
	}{
		{"%d moves", []any{int64(12)}},
		{"%d of %d", []any{3}},
		{"%s", []any{"a", "b"}},
		{"%s wins", []any{errors.New("black")}},
		{"%x and 100%", []any{255}},
		{"50%% of %d%%", []any{8}},
		{"trailing %", []any{1}},
		{"%d", []any{nil}},
	} {
		if got, want := format(c.msg, c.args), fmt.Sprintf(c.msg, c.args...); got != want {
			t.Errorf("format(%q, %v) = %q; fmt gives %q", c.msg, c.args, got, want)
		}
	}
}

// TestCatalogParses fails when a line of a language's messages is not a
// message or repeats a key: the page would leave it out.
func TestCatalogParses(t *testing.T) {
	for lang, m := range catalog {
		_, errs := parseMessages(m.texts)
		for _, err := range errs {
			t.Errorf("%s: %v", lang, err)
		}
	}
	msgs, errs := parseMessages([]string{"a.b = one\nnot a message\na.b = two\nc.d = x = y\n"})
	if len(errs) != 2 || msgs["a.b"] != "one" || msgs["c.d"] != "x = y" {
		t.Errorf("parseMessages = %q, %v; want a.b one, c.d \"x = y\" and two errors", msgs, errs)
	}
}
