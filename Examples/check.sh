#!/usr/bin/env bash
# Builds Examples/TransitionsApp through transc's build plugin, as an app's package would, and
# checks what a user relies on:
#   1. `swift build` runs `transc emit-swift` on the target's specs and compiles the result
#      (wrapped in `#if canImport(UIKit)`, so it compiles on Linux too);
#   2. the generated file is what `transc emit-swift --guard-uikit --no-support -o FILE` writes, the support file what
#      `transc emit-swift --support --guard-uikit` prints, and together they type-check against the
#      UIKit stub (Tests/UIKitStub) in Swift 5 and 6 modes;
#   3. a spec with an error fails the build with the spec's path:line:col.
# The package is copied to a temporary directory (its dependency on transc made absolute), so the
# working tree is never touched. The plugin builds transc for the host itself (a debug build of
# the compiler, about a minute); SWIFT_BUILD_TIMEOUT (seconds, default 900) bounds each build.
# Exit status 0 when every check passes.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
limit=${SWIFT_BUILD_TIMEOUT:-900}
bounded() {
    if command -v timeout >/dev/null 2>&1; then timeout "$limit" "$@"; else "$@"; fi
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
app="$work/TransitionsApp"
cp -R "$root/Examples/TransitionsApp" "$app"
rm -rf "$app/.build"
sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$app/Package.swift"
rm -f "$app/Package.swift.orig"

echo "== swift build (through the TransitionCodegen plugin)"
bounded swift build --package-path "$app" 2>&1 | tail -n 5

generated=$(find "$app/.build/plugins/outputs" -name Fading.swift -path '*TransitionCodegen*' | head -n 1)
if [ -z "$generated" ]; then
    echo "FAIL: the plugin generated no Fading.swift" >&2
    exit 1
fi
echo "== generated $generated"
transc=$(find "$app/.build" -type f -perm -u+x -name 'transc-tool' | head -n 1)
# The plugin writes the file beside its support file (`--no-support -o FILE`), so its header says so.
"$transc" emit-swift --guard-uikit --no-support -o "$work/Fading.swift" "$app/Sources/AppTransitions/Fading.transition"
if ! cmp -s "$work/Fading.swift" "$generated"; then
    echo "FAIL: the plugin's output is not 'transc emit-swift --guard-uikit --no-support -o FILE'" >&2
    exit 1
fi
grep -q '^#if canImport(UIKit)$' "$generated"
support=$(dirname "$generated")/TransitionSupport.swift
if [ "$("$transc" emit-swift --support --guard-uikit -o -)" != "$(cat "$support")" ]; then
    echo "FAIL: the plugin wrote no TransitionSupport.swift, or not 'transc emit-swift --support --guard-uikit'" >&2
    exit 1
fi

echo "== type-check against the UIKit stub, with the support file and the app's screens"
cat "$generated" "$app/Sources/AppTransitions/Screens.swift" > "$work/FadingWithScreens.swift"
"$root/Tests/UIKitStub/typecheck.sh" --together "$work/FadingWithScreens.swift" "$support"

echo "== a spec with an error fails the build"
printf 'navigation Broken {\n    screen A: AViewController\n    root B\n}\n' > "$app/Sources/AppTransitions/Broken.transition"
set +e
output=$(bounded swift build --package-path "$app" 2>&1)
status=$?
set -e
if [ "$status" -eq 0 ]; then
    echo "FAIL: the build succeeded with a broken spec" >&2
    exit 1
fi
if ! grep -q "Broken.transition:3:10: error: no screen 'B'" <<<"$output"; then
    echo "FAIL: the build did not report the spec's location:" >&2
    echo "$output" >&2
    exit 1
fi
grep "Broken.transition:3:10: error" <<<"$output"
echo "example package: 3 passed, 0 failed"
