package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// servedGame returns the ID of the game the server drew on the board with
// the given element ID, which web/pastime.js keeps for the app before the
// app replaces the server's rendering, and forgets it: only the page's
// first game can be the one the player already sees. It is empty where
// there is none, and where the page came from the service worker, whose
// copy would deal the same game on every visit.
func servedGame(board string) string {
	if !app.IsClient {
		return ""
	}
	take := app.Window().Get("pastimeServedGame")
	if !take.Truthy() {
		return ""
	}
	id := app.Window().Call("pastimeServedGame", board)
	if id.Type() != app.TypeString {
		return ""
	}
	return id.String()
}
