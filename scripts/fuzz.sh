#!/usr/bin/env bash
# Builds a fuzz target of Fuzz/ with libFuzzer (and AddressSanitizer unless --no-asan) and runs it
# for SECONDS seconds on one core.
#
#   scripts/fuzz.sh TARGET SECONDS [--no-asan] [LIBFUZZER FLAG…]
#
# TARGET is check (bytes → check, format, emit Swift), run (bytes → tour and scenarios on the
# core) or server (bytes → a script of messages to the language server). The seeds are the
# committed specs and fixtures (check and run) and Fuzz/corpus/TARGET; what the fuzzer adds goes
# to Fuzz/.work/TARGET and carries over to the next campaign; crashing inputs are written to
# Fuzz/.work/artifacts/. Exits non-zero on any crash, leak, timeout (over 5 s per input) or
# out-of-memory, as libFuzzer does.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/fuzz.sh check|run|server SECONDS [--no-asan] [LIBFUZZER FLAG…]" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
target=$1
seconds=$2
shift 2
case $target in
    check) product=FuzzCheck ;;
    run) product=FuzzRun ;;
    server) product=FuzzServer ;;
    *) usage ;;
esac
[[ $seconds =~ ^[0-9]+$ ]] || usage
sanitizers=fuzzer,address
link_sanitizer=(-Xswiftc -sanitize=address)
flavour=asan
if [[ ${1:-} == --no-asan ]]; then
    sanitizers=fuzzer
    link_sanitizer=()
    flavour=plain
    shift
fi

# SwiftPM links every executable with a `main` of its own, so the fuzz targets call libFuzzer's
# driver from it and link the runtime without libFuzzer's `main`. The sanitizers instrument every
# module (-Xfrontend), and only the address sanitizer's runtime is linked by the driver.
resources=$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/clang
runtime=$(ls "$resources"/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -n 1)
[[ -n $runtime ]] || { echo "fuzz.sh: no libclang_rt.fuzzer_no_main in $resources" >&2; exit 2; }
swift build --package-path Fuzz -c release --build-path "Fuzz/.build/$flavour" --product "$product" \
    -Xswiftc -Xfrontend -Xswiftc "-sanitize=$sanitizers" "${link_sanitizer[@]}" \
    -Xlinker "$runtime" -Xlinker -lstdc++
binary=$(swift build --package-path Fuzz -c release --build-path "Fuzz/.build/$flavour" --show-bin-path)/$product

# Seeds: a fresh copy each time, so the committed files are never changed.
seeds=Fuzz/.work/seeds/$target
rm -rf "$seeds"
mkdir -p "$seeds" "Fuzz/.work/$target" Fuzz/.work/artifacts
if [[ $target != server ]]; then
    for folder in specs Tests/Fixtures/check Tests/Fixtures/parse Tests/Fixtures/format Tests/Fixtures/crash; do
        for file in "$folder"/*.transition; do cp "$file" "$seeds/$(basename "$folder")-$(basename "$file")"; done
    done
fi
if [[ -d Fuzz/corpus/$target ]]; then cp Fuzz/corpus/"$target"/* "$seeds"/ 2>/dev/null || true; fi

# Swift's own crash handler would take the signal before the sanitizer (and hang with ASan).
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
exec "$binary" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -print_final_stats=1 \
    -dict=Fuzz/transc.dict -artifact_prefix="Fuzz/.work/artifacts/$target-" "$@" \
    "Fuzz/.work/$target" "$seeds"
