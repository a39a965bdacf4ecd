//go:build js && wasm

// Package afterunicode pauses app.wasm's start after unicode's tables
// (see startpause).
package afterunicode

import (
	_ "unicode"

	"github.com/pastime-games/pastime/internal/startpause"
)

func init() { startpause.Point() }
