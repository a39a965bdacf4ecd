//go:build js && wasm

// Package afterrsa pauses app.wasm's start after crypto/rsa
// (see startpause).
package afterrsa

import (
	_ "crypto/rsa"

	"github.com/pastime-games/pastime/internal/startpause"
)

func init() { startpause.Point() }
