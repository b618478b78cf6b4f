#!/usr/bin/env bash
# Performance figures, release build. Prints; asserts nothing.
#   scripts/bench.sh            check throughput, linearity, peak memory and start-up
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product transc >/dev/null
bin=.build/release/transc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 scripts/generate-spec.py 1 "$work/1mb.transition" >/dev/null
python3 scripts/generate-spec.py 10 "$work/10mb.transition" >/dev/null

measure() { # file -> "seconds peak_kb" (best of 3)
    local best="" mem=""
    for _ in 1 2 3; do
        local out
        /usr/bin/time -o "$work/time" -f "%e %M" "$bin" check "$1" >/dev/null 2>&1 || true
        out=$(tail -1 "$work/time")
        local s=${out% *}
        if [[ -z "$best" ]] || awk "BEGIN{exit !($s < $best)}"; then best=$s; mem=${out#* }; fi
    done
    echo "$best $mem"
}

read -r t1 m1 < <(measure "$work/1mb.transition")
read -r t10 m10 < <(measure "$work/10mb.transition")
size10=$(stat -c %s "$work/10mb.transition")
echo "check 1 MB:   ${t1} s, peak ${m1} KB"
echo "check 10 MB:  ${t10} s, peak ${m10} KB"
awk -v t="$t10" -v s="$size10" -v m="$m10" -v t1="$t1" 'BEGIN {
    printf "throughput:   %.1f MB/s\n", s / 1e6 / t
    printf "linearity:    10x input took %.1fx time\n", t / t1
    printf "peak memory:  %.1fx the input\n", m * 1024 / s
}'

# Start-up dominated runs: median of 30, measured from Python for sub-millisecond resolution.
cat > "$work/hello.swift" <<'SWIFT'
import Foundation
print("hello")
SWIFT
swiftc -O "$work/hello.swift" -o "$work/hello" 2>/dev/null
python3 - "$bin" "$work/hello" specs/*.transition <<'PY'
import subprocess, sys, time, statistics
def median(cmd):
    runs = []
    for _ in range(30):
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        runs.append(time.perf_counter() - t)
    return statistics.median(runs)
hello = median([sys.argv[2]])
print(f"Foundation hello-world: {hello * 1000:.1f} ms")
for spec in sys.argv[3:]:
    t = median([sys.argv[1], "check", spec])
    print(f"check {spec}: {t * 1000:.1f} ms ({t / hello:.2f}x hello-world)")
PY
