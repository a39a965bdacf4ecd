// Package app holds Pastime's user interface: the go-app components that
// render the home page, the game pages and the shell around them, the
// message catalog every visible string comes from, and the routes.
//
// The rules of the games live in games/; this package only turns events
// into moves and states into DOM. It exports what cmd/pastime needs
// (Register, RunInBrowser and, outside the browser, NewHandler), so the
// command itself never imports go-app.
package app
