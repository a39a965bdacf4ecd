//go:build js && wasm

// Package afterjs pauses app.wasm's start after syscall/js, which a
// pause needs: the first point where the start can pause (see
// startpause).
package afterjs

import (
	_ "syscall/js"

	"github.com/pastime-games/pastime/internal/startpause"
)

func init() { startpause.Point() }
