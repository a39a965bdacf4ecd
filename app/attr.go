package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// boolAttr is the value of a boolean attribute (disabled, selected, checked).
// In the page the server renders, go-app writes a false one as
// disabled="false", and browsers read any disabled attribute as disabled:
// until the app started, a select showed its last option and buttons
// that should work were greyed out. There a false attribute is left out
// (go-app drops an empty value). In the browser false goes to go-app as
// it is, which clears the element's property: leaving the attribute out
// there would not uncheck a box the player has touched.
func boolAttr(on bool) any {
	if on || app.IsClient {
		return on
	}
	return ""
}
