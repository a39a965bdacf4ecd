//go:build js && wasm

// Package afternet pauses app.wasm's start after net
// (see startpause).
package afternet

import (
	_ "net"

	"github.com/pastime-games/pastime/internal/startpause"
)

func init() { startpause.Point() }
