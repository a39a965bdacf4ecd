package app

// A count changes the words around it, and each language has its own rule:
// English has one form for 1 and another for the rest; Russian has three
// (1 ход, 2 хода, 5 ходов, and again 21 ход, but 11 ходов); Chinese has
// one. A plural message is stored as one key per form of the language,
// "key#one", "key#few", "key#many" or "key#other", and Tn picks the form
// the count needs.

// pluralForms lists, for each language of the catalog, the forms every one
// of its plural messages has. The tests hold the catalog to it.
var pluralForms = map[string][]string{
	"en": {"one", "other"},
	"ru": {"one", "few", "many"},
	"zh": {"other"},
}

// pluralForm returns the form that language uses for the count n. The
// rules are those of the Unicode CLDR for whole numbers.
func pluralForm(language string, n int) string {
	if n < 0 {
		n = -n
	}
	switch language {
	case "ru":
		switch d, dd := n%10, n%100; {
		case d == 1 && dd != 11:
			return "one"
		case d >= 2 && d <= 4 && (dd < 12 || dd > 14):
			return "few"
		}
		return "many"
	case "zh":
		return "other"
	}
	if n == 1 {
		return "one"
	}
	return "other"
}

// Tn returns the plural message key in the form the current language uses
// for the count n, formatted with args, or with n alone when args are
// none. A language that lacks the message falls back to English.
func Tn(key string, n int, args ...any) string {
	if len(args) == 0 {
		args = []any{n}
	}
	k := key + "#" + pluralForm(lang, n)
	if _, ok := messagesOf(lang)[k]; !ok {
		k = key + "#" + pluralForm("en", n)
	}
	return T(k, args...)
}
