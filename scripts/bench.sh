#!/usr/bin/env bash
# The performance targets of DESIGN.md side by side in one table (issue 17): throughput, linearity
# and peak memory of the front end on 1 MB and 10 MB specs, json.load and swiftc -parse of inputs as
# large, the language server's latency, transc test on 1,000 scenarios and start-up. Builds
# release first; prints; asserts nothing. A full run takes about a minute after the build.
#   scripts/bench.sh            3 runs a figure, 100 edits, 30 start-ups
#   scripts/bench.sh --quick    1 run a figure, 20 edits, 10 start-ups
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for product in transc transc-bench; do
    echo "bench: swift build -c release --product $product" >&2
    swift build -c release --product "$product" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
done
exec python3 scripts/bench.py --bin "$(swift build -c release --show-bin-path)" "$@"
