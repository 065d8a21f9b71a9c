# crdplayer: build, run and test entry points. `sh scripts/setup-debian.sh` installs what they
# need on Debian 12 (the README's first command runs it).

# A Go installed by scripts/setup-debian.sh lives in /usr/local/go.
export PATH := /usr/local/go/bin:$(PATH)

GO ?= go
PREFIX ?= $(HOME)/.local
SAMPLE ?= assets/survival-wild-103.crd
# Binaries that link Ebiten panic at start-up without an X display, so the window's packages run
# their tests under Xvfb; every other package is tested headless.
XVFB_RUN ?= xvfb-run -a -s '-screen 0 1280x1024x24'
DISPLAY_PKG_RE := /(render|cmd/player)(/|$$)
# ... except the window's packages that link no Ebiten (the layers test keeps them so): the view
# of a tick and the export's encoders.
HEADLESS_WINDOW_PKG_RE := /render/(scene|export)$$
# Fuzz targets, one `package:Target` per entry, run one after another for FUZZTIME each: the
# decoder, the trace reader and its record decoder (against encoding/json), the trace cache's
# copies, sim/libm's float32 fast paths (against glibc's kernels), and the simulation's two
# drivers (crd verify's pass, the window's session) on fuzzed valid replays. FUZZMINIMIZETIME
# bounds the minimizing of each new input (Go's default is 60 s, which the slow simulation target
# would spend most of its time on).
FUZZ_TARGETS ?= ./replayio:FuzzDecode ./replayio:FuzzDecodePayload ./game/trace:FuzzReader ./game/trace:FuzzDecodeRecord ./game/trace:FuzzCachedCopy ./sim/libm:FuzzRound32 ./game:FuzzSimulate
FUZZTIME ?= 2m
FUZZMINIMIZETIME ?= 5s
FUZZFLAGS ?=
BENCHFLAGS ?= -benchmem

.PHONY: all build run crd player bin/crd bin/crdplayer test test-headless test-display vet bench fuzz install uninstall parity

all: build

build:
	$(GO) build ./...

# run opens the player on the embedded sample run, or with ARGS='RUN.crd' (any crdplayer
# arguments) on that; until the window exists it prints the sample run's info.
ARGS ?=
run:
ifneq ($(wildcard cmd/player/main.go),)
	$(GO) run ./cmd/player $(ARGS)
else
	$(GO) run ./cmd/crd info $(SAMPLE)
endif

# crd and player build bin/crd and bin/crdplayer in this directory, runnable without Go on PATH.
crd: bin/crd
player: bin/crdplayer
bin/crd:
	$(GO) build -o bin/crd ./cmd/crd
bin/crdplayer:
	$(GO) build -o bin/crdplayer ./cmd/player

test: vet test-headless test-display

vet:
	$(GO) vet ./...
	@unformatted=$$(gofmt -l .); if [ -n "$$unformatted" ]; then echo "not gofmt-formatted:"; echo "$$unformatted"; exit 1; fi

test-headless:
	$(GO) test $$($(GO) list ./... | grep -Ev '$(DISPLAY_PKG_RE)') $$($(GO) list ./... | grep -E '$(HEADLESS_WINDOW_PKG_RE)')

test-display:
	@pkgs=$$($(GO) list ./... | grep -E '$(DISPLAY_PKG_RE)' | grep -Ev '$(HEADLESS_WINDOW_PKG_RE)' | tr '\n' ' '); \
	if [ -n "$$pkgs" ]; then echo "$(XVFB_RUN) $(GO) test $$pkgs"; $(XVFB_RUN) $(GO) test $$pkgs; fi

# parity prints one line per reference run: verified, or the first divergent tick and field (the
# runs of testdata/long, kept without their trace, by their result only); it fails (crd verify's
# exit status) when any run is not verified.
parity:
	@$(GO) build -o bin/crd ./cmd/crd && bin/crd verify --brief testdata/reference/*.crd testdata/extra/*.crd testdata/settings/*.crd testdata/quests/*.crd testdata/tutorial/*.crd testdata/typo/*.crd testdata/deaths/*.crd testdata/long/*.crd

bench:
	$(GO) test -run '^$$' -bench . $(BENCHFLAGS) $$($(GO) list ./... | grep -Ev '$(DISPLAY_PKG_RE)')

fuzz:
	@set -e; for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t#*:}; \
		echo "$(GO) test -run '^$$' -fuzz '^$$name\$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINIMIZETIME) $(FUZZFLAGS) $$pkg"; \
		$(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINIMIZETIME) $(FUZZFLAGS) $$pkg; \
	done

# install puts both binaries in PREFIX/bin, and a desktop entry and the application/x-crd MIME
# type (*.crd) under PREFIX/share, so that double-clicking a .crd in a file manager opens it.
install:
	mkdir -p $(PREFIX)/bin $(PREFIX)/share/applications $(PREFIX)/share/mime/packages
	$(GO) build -o $(PREFIX)/bin/crd ./cmd/crd
	$(GO) build -o $(PREFIX)/bin/crdplayer ./cmd/player
	sed 's|@BINDIR@|$(abspath $(PREFIX))/bin|' packaging/linux/crdplayer.desktop > $(PREFIX)/share/applications/crdplayer.desktop
	cp packaging/linux/crdplayer-mime.xml $(PREFIX)/share/mime/packages/crdplayer.xml
	@if command -v update-mime-database >/dev/null; then update-mime-database $(PREFIX)/share/mime; \
	else echo "install: update-mime-database not found (Debian package shared-mime-info)"; fi
	@if command -v update-desktop-database >/dev/null; then update-desktop-database $(PREFIX)/share/applications; \
	else echo "install: update-desktop-database not found (Debian package desktop-file-utils)"; fi
	@if command -v xdg-mime >/dev/null; then xdg-mime default crdplayer.desktop application/x-crd || true; fi

uninstall:
	rm -f $(PREFIX)/bin/crd $(PREFIX)/bin/crdplayer $(PREFIX)/share/applications/crdplayer.desktop \
		$(PREFIX)/share/mime/packages/crdplayer.xml
	@if command -v update-mime-database >/dev/null; then update-mime-database $(PREFIX)/share/mime; fi
	@if command -v update-desktop-database >/dev/null; then update-desktop-database $(PREFIX)/share/applications; fi
