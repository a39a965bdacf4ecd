//go:build js && wasm

// Package afternetip pauses app.wasm's start after net/netip
// (see startpause).
package afternetip

import (
	_ "net/netip"

	"github.com/pastime-games/pastime/internal/startpause"
)

func init() { startpause.Point() }
