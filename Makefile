# Pastime. `make run` builds everything and serves the app on
# http://localhost:8000; `make test` runs every test, browser tests included.

GO       ?= go
ADDR     ?= :8000
BASE     ?= /pastime
WASMEXEC := $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec
GOFLAGS_BUILD := -trimpath -ldflags=-s\ -w
GAMES    := ./games/...
WASMCMDS := ./cmd/fifteen ./cmd/gomoku ./cmd/minesweeper

.PHONY: all run build wasm server tables css static test vet fmt-check unit wasm-test browser-test chromium bench wasmsize lighthouse clean

all: build

build: wasm server tables css

# One style sheet for every page, the frame's and each game's joined, so
# that a first visit asks for one file instead of four: cold loads of the
# game pages were ready in 0.95 of the time (see the README's Loading).
GAME_CSS := $(sort $(filter-out web/style.css web/pastime.css,$(wildcard web/*.css)))
css: web/pastime.css

web/pastime.css: web/style.css $(GAME_CSS)
	cat $^ > $@

# The 4x4 solver's pattern databases, which the Fifteen page fetches for its
# first hint instead of building them in the browser (about 4 s here), with
# a gzip copy that the page unpacks itself, so any host sends it small.
tables: web/fifteen-tables.bin

web/fifteen-tables.bin: $(wildcard games/fifteen/solver/*.go)
	$(GO) run ./cmd/fifteen tables -o $@
	gzip -9 -n -c $@ > $@.gz

# The app, compiled to WebAssembly, its data segments joined (see
# cmd/pastime/wasmpack.go), with brotli and gzip copies made once here;
# then, the same way, Gomoku's computer player for its Web Worker.
# The UI package is compiled without inlining: its render code is chains of
# calls into go-app, and inlining copies go-app's bodies into every call site
# (27 KB of brotli). So are the rules of Gomoku and Fifteen, which the page
# calls once a move (5 KB): Gomoku's engine runs in its worker, built apart,
# and Fifteen's solver and Minesweeper, where speed matters, keep inlining.
WASM_GCFLAGS := -gcflags=github.com/pastime-games/pastime/app=-l \
	-gcflags=github.com/pastime-games/pastime/games/gomoku=-l \
	-gcflags=github.com/pastime-games/pastime/games/fifteen=-l
wasm: server
	GOOS=js GOARCH=wasm $(GO) build $(GOFLAGS_BUILD) $(WASM_GCFLAGS) -o web/app.wasm ./cmd/pastime
	./bin/pastime -pack web/app.wasm
	./bin/pastime -compress web/app.wasm
	GOOS=js GOARCH=wasm $(GO) build $(GOFLAGS_BUILD) -o web/gomoku-worker.wasm ./cmd/gomoku-worker
	./bin/pastime -pack web/gomoku-worker.wasm
	./bin/pastime -compress web/gomoku-worker.wasm

server:
	$(GO) build -o bin/pastime ./cmd/pastime

run: build
	./bin/pastime -addr $(ADDR)

# A static site for GitHub Pages under $(BASE), in dist/.
static: build
	./bin/pastime -static dist -base $(BASE)

test: vet fmt-check unit wasm-test browser-test

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./cmd/pastime ./app

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go') $$(git ls-files --others --exclude-standard '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

unit:
	$(GO) test ./...

# The game packages run as WebAssembly under Node too, as they do in the browser.
wasm-test:
	@if [ -n "$$(ls -d games/*/ 2>/dev/null)" ]; then \
		GOOS=js GOARCH=wasm $(GO) test -exec="$(WASMEXEC)" $(GAMES) $(WASMCMDS); \
	else echo "no game packages yet"; fi

# Browser tests drive the real app in headless Chromium.
browser-test: build chromium
	$(GO) test -tags browser -count=1 -timeout 20m ./cmd/pastime

# Finds Chromium as the tests do; installs Debian's package when none is found.
chromium:
	@if [ -n "$$CHROME_PATH" ] && [ -x "$$CHROME_PATH" ]; then exit 0; fi; \
	for b in chromium chromium-browser google-chrome google-chrome-stable; do \
		if command -v $$b >/dev/null 2>&1; then exit 0; fi; \
	done; \
	if command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
		echo "installing Debian's chromium for the browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	elif command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1; then \
		sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else \
		echo "no Chromium found: install chromium or set CHROME_PATH to a Chrome or Chromium binary"; exit 1; \
	fi

# Speed and strength: the Fifteen solver on Korf's 100 (native and wasm),
# Minesweeper's no-guess generator and autoplay win rate, the Gomoku engine's
# searches (native and wasm) and its matches over the Gomocup protocol against
# the original weight-table player (these take most of the time, about
# half an hour), then the app's size and load times in Chromium, the engine's
# speed in its Web Worker there, and where app.wasm's bytes are.
bench: build chromium
	$(GO) test -run '^$$' -bench 'Korf100|BuildTables|LoadTables|Fast' -benchtime 1x ./games/fifteen/solver
	GOOS=js GOARCH=wasm $(GO) test -exec="$(WASMEXEC)" -run '^$$' -bench 'Korf100' -benchtime 1x ./games/fifteen/solver
	$(GO) test -run '^$$' -bench 'NoGuessExpert|LayoutExpert' ./games/minesweeper
	$(GO) test -run '^$$' -bench 'PlayExpert$$' -benchtime 10000x -timeout 30m ./games/minesweeper
	$(GO) test -run '^$$' -bench 'PlayExpert33' -benchtime 100000x -timeout 60m ./games/minesweeper
	$(GO) test -run '^$$' -bench . ./games/gomoku ./games/gomoku/ai
	GOOS=js GOARCH=wasm $(GO) test -exec="$(WASMEXEC)" -run '^$$' -bench 'Search$$|SlicedMove|YieldGap' -benchtime 3x ./games/gomoku/ai
	$(GO) build -o bin/pbrain-pastime ./cmd/pbrain-pastime
	$(GO) run ./cmd/gomoku match -a bin/pbrain-pastime -b "bin/pbrain-pastime -level easy -quiet" -time 1s -rule freestyle
	$(GO) run ./cmd/gomoku match -a "bin/pbrain-pastime -nodes 120000" -b "bin/pbrain-pastime -level easy -quiet" -time 5s -rule standard
	$(GO) run ./cmd/gomoku match -a "bin/pbrain-pastime -nodes 120000" -b "bin/pbrain-pastime -level easy -quiet" -time 5s -rule renju
	$(GO) test -tags browser -run '^$$' -bench . -benchtime 1x -timeout 20m ./cmd/pastime
	$(MAKE) wasmsize

# Where app.wasm's bytes are: its sections and the code of each package,
# raw and compressed, from a build that keeps the function names.
wasmsize:
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(WASM_GCFLAGS) -o bin/app-names.wasm ./cmd/pastime
	$(GO) run ./cmd/wasmsize bin/app-names.wasm

# Lighthouse on every route, mobile and desktop, against the real server.
# The Lighthouse npm package is installed under bin/lighthouse the first time.
# LIGHTHOUSE_FLAGS passes flags to cmd/lighthouse, such as
# "-runs 3", or "-cpu-slowdown 2" on a machine slower than Lighthouse expects.
LIGHTHOUSE_ADDR ?= 127.0.0.1:8099
LIGHTHOUSE_FLAGS ?=
lighthouse: build chromium
	@test -x bin/lighthouse/node_modules/.bin/lighthouse || \
		npm install --no-audit --no-fund --prefix bin/lighthouse lighthouse@13.5.0
	@./bin/pastime -addr $(LIGHTHOUSE_ADDR) & pid=$$!; sleep 1; \
	CHROME_PATH=$${CHROME_PATH:-$$(command -v chromium || command -v chromium-browser || command -v google-chrome)} \
		$(GO) run ./cmd/lighthouse -url http://$(LIGHTHOUSE_ADDR) $(LIGHTHOUSE_FLAGS); status=$$?; kill $$pid; exit $$status

clean:
	rm -rf bin dist web/app.wasm web/app.wasm.br web/app.wasm.gz web/gomoku-worker.wasm web/gomoku-worker.wasm.br web/gomoku-worker.wasm.gz web/fifteen-tables.bin web/fifteen-tables.bin.gz
