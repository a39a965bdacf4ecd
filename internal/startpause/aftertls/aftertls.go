//go:build js && wasm

// Package aftertls pauses app.wasm's start after crypto/tls
// (see startpause).
package aftertls

import (
	_ "crypto/tls"

	"github.com/pastime-games/pastime/internal/startpause"
)

func init() { startpause.Point() }
