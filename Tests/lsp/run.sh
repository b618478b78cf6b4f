#!/usr/bin/env bash
# End-to-end tests of `transc lsp` with pytest-lsp, a real LSP client.
#
# Creates (once) a virtual environment under the system temp directory, installs
# Tests/lsp/requirements.txt into it and runs the tests. The server is TRANSC_BIN, by default
# .build/debug/transc, built first if it is missing. Extra arguments go to pytest.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"

export TRANSC_BIN="${TRANSC_BIN:-.build/debug/transc}"
if [ ! -x "$TRANSC_BIN" ]; then
    swift build --product transc
fi

venv="${TMPDIR:-/tmp}/transc-lsp-venv"
stamp="$venv/requirements.sha256"
# sha256sum on Linux, shasum on macOS.
sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum; else shasum -a 256; fi; }
wanted="$(sha256 < "$here/requirements.txt" | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/requirements.txt"
    echo "$wanted" > "$stamp"
fi

exec "$venv/bin/python" -m pytest -q -c "$here/pytest.ini" -p no:cacheprovider "$here" "$@"
