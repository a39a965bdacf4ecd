// Command pastime is the Pastime app. Built for js/wasm it is the app
// itself (web/app.wasm); built for the host it is the server that serves
// it, and the tool that writes the static site and packs and compresses
// app.wasm.
//
// Usage of the server:
//
//	pastime [-addr :8000] [-web web] [-version v]
//	pastime -static dist [-base /pastime]   write the static site and exit
//	pastime -pack web/app.wasm              join app.wasm's data segments in place and exit
//	pastime -compress web/app.wasm          write app.wasm.br and app.wasm.gz and exit
package main

import "github.com/pastime-games/pastime/app"

func main() {
	app.Register()
	app.RunInBrowser()
	serve()
}
