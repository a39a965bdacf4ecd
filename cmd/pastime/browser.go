//go:build js && wasm

package main

// serve does nothing in the browser: RunInBrowser never returns there.
func serve() {}
