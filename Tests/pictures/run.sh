#!/usr/bin/env bash
# End-to-end tests of `transc graph` (through Graphviz) and `transc preview` (in headless
# Chromium): Tests/pictures/e2e.py, Python standard library only. The compiler is TRANSC_BIN, by
# default .build/debug/transc, built first if it is missing. Installs Debian's graphviz and
# chromium when they are missing (as root). PICTURES_OUT keeps the pages and screenshots.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"

if ! command -v dot >/dev/null 2>&1 || ! command -v chromium >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz chromium >/dev/null
fi

export TRANSC_BIN="${TRANSC_BIN:-.build/debug/transc}"
if [ ! -x "$TRANSC_BIN" ]; then
    swift build --product transc
fi

exec timeout 900 python3 "$here/e2e.py"
