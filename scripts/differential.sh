#!/usr/bin/env bash
# Runs each spec's emitted Swift on the runtime UIKit (Tests/UIKitRuntime, built on
# TransitionCore) through every scenario and the tour, and compares the trace with the
# interpreter's: prints `agree`, `differ:` and the first differing frame, or `error:` (a spec that
# does not check: its first error) per spec, then `N agree, M differ`. Exit 1 if any differ, else 3
# if any is an error. `--shape tabBarRoot` runs the emitted code under a tab bar controller root,
# `--shape wrappedPresented` with each presented screen in its own navigation controller.
#
#   scripts/differential.sh [--shape navigationRoot|tabBarRoot|wrappedPresented] FILE...
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: scripts/differential.sh [--shape navigationRoot|tabBarRoot|wrappedPresented] FILE..." >&2; exit 2; }
swift build --product transc-differential >&2
exec "$(swift build --show-bin-path)/transc-differential" "$@"
