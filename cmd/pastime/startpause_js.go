//go:build js && wasm

package main

// The points where app.wasm's start pauses while Go initialises its
// packages, on a first visit (see internal/startpause).
import (
	_ "github.com/pastime-games/pastime/internal/startpause/afterjs"
	_ "github.com/pastime-games/pastime/internal/startpause/aftermultipart"
	_ "github.com/pastime-games/pastime/internal/startpause/afternet"
	_ "github.com/pastime-games/pastime/internal/startpause/afternetip"
	_ "github.com/pastime-games/pastime/internal/startpause/afterregexp"
	_ "github.com/pastime-games/pastime/internal/startpause/afterrsa"
	_ "github.com/pastime-games/pastime/internal/startpause/aftersha256"
	_ "github.com/pastime-games/pastime/internal/startpause/aftertls"
	_ "github.com/pastime-games/pastime/internal/startpause/afterunicode"
)
