#!/usr/bin/env bash
# Emitted Swift beside the seeds' hand-written code: lines, and swiftc type-check time per animator
# class against the UIKit stub (Swift 6, -wmo, net of `import UIKit`), median of
# TRANSC_EMIT_BENCH_RUNS runs (default 7); TRANSC_EMIT_BENCH_CLOCK=cpu measures processor time
# instead of the wall clock (steadier while other builds run). Prints a table; asserts nothing.
#   scripts/emit-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
TRANSC_EMIT_BENCH=1 swift test --filter EmitSizeBenchmark 2>&1 | sed -n '/^spec (seed)/,/^TransitionSupport.swift:/p'
