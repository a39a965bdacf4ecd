//go:build js && wasm

// Package aftermultipart pauses app.wasm's start after mime/multipart
// (see startpause).
package aftermultipart

import (
	_ "mime/multipart"

	"github.com/pastime-games/pastime/internal/startpause"
)

func init() { startpause.Point() }
