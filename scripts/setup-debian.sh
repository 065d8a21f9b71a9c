#!/bin/sh
# setup-debian.sh installs what crdplayer needs to build, run and test on Debian 12 (bookworm):
# the C toolchain and X/GL headers Ebiten links against, GTK for the file dialog, Xvfb for the
# window tests, and Go itself when the installed one is missing or older than go.mod asks.
# It is idempotent: it only asks apt for packages that are missing. Uses sudo when not root.
#
# With --with-ffmpeg it also installs ffmpeg, an optional extra: crdplayer --export writes .mp4
# and .webm through it (GIFs and PNG frames need nothing). Nothing else needs it; the tests pass
# without it (they check that an MP4 export is refused, naming the package) and, with it, also
# check the MP4s it makes.
set -eu

OPTIONAL=
for arg in "$@"; do
	case $arg in
	--with-ffmpeg) OPTIONAL="$OPTIONAL ffmpeg" ;;
	-h | --help)
		echo "usage: sh scripts/setup-debian.sh [--with-ffmpeg]"
		exit 0
		;;
	*)
		echo "setup: unknown argument $arg (usage: sh scripts/setup-debian.sh [--with-ffmpeg])" >&2
		exit 2
		;;
	esac
done

GO_VERSION=1.26.8 # the toolchain downloaded when none new enough is installed
GO_MIN_MINOR=26   # go.mod: go 1.26

PKGS="make git ca-certificates curl pkg-config gcc libc6-dev \
libgl1-mesa-dev libx11-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev \
libgtk-3-dev xvfb xauth shared-mime-info desktop-file-utils"

if [ "$(id -u)" -eq 0 ]; then SUDO=; else SUDO=sudo; fi

missing=
for p in $PKGS $OPTIONAL; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed'; then
		missing="$missing $p"
	fi
done
if [ -n "$missing" ]; then
	echo "setup: installing Debian packages:$missing"
	$SUDO apt-get update
	# shellcheck disable=SC2086 # word splitting of the package list is intended
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $missing
fi

# go_ok succeeds when the go on PATH (or in /usr/local/go) is at least 1.$GO_MIN_MINOR.
go_ok() {
	for g in go /usr/local/go/bin/go; do
		v=$($g env GOVERSION 2>/dev/null) || continue
		minor=$(echo "$v" | sed -n 's/^go1\.\([0-9]*\).*/\1/p')
		[ -n "$minor" ] && [ "$minor" -ge "$GO_MIN_MINOR" ] && return 0
	done
	return 1
}

if ! go_ok; then
	arch=$(dpkg --print-architecture)
	url="https://go.dev/dl/go$GO_VERSION.linux-$arch.tar.gz"
	echo "setup: installing Go $GO_VERSION into /usr/local/go from $url"
	tmp=$(mktemp)
	curl -fsSL -o "$tmp" "$url"
	$SUDO rm -rf /usr/local/go
	$SUDO tar -C /usr/local -xzf "$tmp"
	rm -f "$tmp"
fi
echo "setup: done"
