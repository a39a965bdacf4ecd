//go:build js && wasm

// Package afterregexp pauses app.wasm's start after regexp
// (see startpause).
package afterregexp

import (
	_ "regexp"

	"github.com/pastime-games/pastime/internal/startpause"
)

func init() { startpause.Point() }
