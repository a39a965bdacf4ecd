//go:build js && wasm

// Package aftersha256 pauses app.wasm's start after crypto's internal packages
// (see startpause).
package aftersha256

import (
	_ "crypto/sha256"

	"github.com/pastime-games/pastime/internal/startpause"
)

func init() { startpause.Point() }
