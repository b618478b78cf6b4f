#!/usr/bin/env bash
# Type-checks Swift files against the UIKit stub, in Swift 5 and Swift 6 language modes.
#
#   Tests/UIKitStub/typecheck.sh [--cache DIR] [--mode 5|6] [--warnings-as-errors] [--sil] [--together] FILE...
#   Tests/UIKitStub/typecheck.sh [--cache DIR] --build-only
#
# The stub's Swift overlays are built once into a cache directory (by default under the system temp
# dir, keyed by the stub sources and the compiler version) and reused by later runs. SWIFTC names the
# compiler (default: swiftc on PATH). --sil runs SILGen and the mandatory passes too (-emit-sil), which
# adds the flow-sensitive diagnostics -typecheck cannot give (missing return, use before initialisation,
# Swift 6 region-based isolation). --together checks the files as one module (one swiftc run), as
# an app target compiles them. Diagnostics go to stderr, one "ok"/"FAIL" line per file and mode
# to stdout. Exit status: 0 when every file type-checks in every mode, 1 otherwise, 2 on usage or
# build errors, 77 on macOS, where the stand-in cannot load.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
swiftc=${SWIFTC:-swiftc}
cache=${UIKIT_STUB_CACHE:-}
modes=(5 6)
extra=()
action=(-typecheck)
build_only=false
together=false

while [ $# -gt 0 ]; do
  case "$1" in
    --cache) cache=$2; shift 2 ;;
    --mode) modes=("$2"); shift 2 ;;
    --warnings-as-errors) extra+=(-warnings-as-errors); shift ;;
    --sil) action=(-emit-sil -o /dev/null); shift ;;
    --build-only) build_only=true; shift ;;
    --together) together=true; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    -*) echo "typecheck.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
if ! $build_only && [ $# -eq 0 ]; then
  echo "usage: typecheck.sh [--cache DIR] [--mode 5|6] [--warnings-as-errors] [--sil] FILE... | --build-only" >&2
  exit 2
fi

# The stand-in's clang modules are named as the SDK's (Foundation, ObjectiveC, CoreGraphics,
# QuartzCore: the compiler finds NSObject, bridging and #selector by those names), so where an
# Apple SDK owns those names they cannot load. There, type-check generated code in an iOS target.
if [ "$(uname -s)" = Darwin ]; then
  echo "typecheck.sh: skipped on macOS: the UIKit stand-in's modules are named as the macOS SDK's own;" \
       "type-check generated code in an iOS app target (Xcode) instead" >&2
  exit 77
fi

# sha256sum on Linux, shasum on macOS.
sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum; else shasum -a 256; fi; }
key=$( { "$swiftc" --version 2>&1; cat "$here"/Headers/* "$here"/Overlays/*; } | sha256 | cut -c1-16)
cache=${cache:-"${TMPDIR:-/tmp}/uikit-stub-$key"}
modules="$cache/modules"

# Objective-C interop on (Linux compilers default to off), block syntax in the headers, the stub's
# clang modules and the built overlays on the import path.
flags=(-Xfrontend -enable-objc-interop -Xcc -fblocks -I "$here/Headers" -I "$modules"
       -module-cache-path "$cache/clang")

if [ ! -f "$modules/complete-$key" ]; then
  mkdir -p "$cache"
  work=$(mktemp -d "$cache/build.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  mkdir "$work/modules"
  # Dependency order: each overlay imports the ones before it.
  for module in ObjectiveC CoreGraphics Foundation QuartzCore UIKit; do
    if ! "$swiftc" -emit-module -parse-as-library -swift-version 5 -module-name "$module" \
         "$here/Overlays/$module.swift" -emit-module-path "$work/modules/$module.swiftmodule" \
         -Xfrontend -enable-objc-interop -Xcc -fblocks -I "$here/Headers" -I "$work/modules" \
         -module-cache-path "$cache/clang" 2>"$work/$module.log"; then
      cat "$work/$module.log" >&2
      echo "typecheck.sh: building the $module overlay failed" >&2
      exit 2
    fi
  done
  touch "$work/modules/complete-$key"
  # Publish atomically; when another process got there first, keep its copy.
  if [ -d "$modules" ] && [ ! -f "$modules/complete-$key" ]; then
    mv "$modules" "$work/stale"
  fi
  # (Not `mv -T`, which is GNU's: a directory another process published meanwhile keeps its place.)
  [ -e "$modules" ] || mv "$work/modules" "$modules" 2>/dev/null || true
  [ -f "$modules/complete-$key" ] || { echo "typecheck.sh: publishing the overlays to $modules failed" >&2; exit 2; }
fi
$build_only && { echo "$modules"; exit 0; }

status=0
if $together; then
  for mode in "${modes[@]}"; do
    if "$swiftc" -wmo "${action[@]}" -swift-version "$mode" ${extra[@]+"${extra[@]}"} "${flags[@]}" "$@"; then
      echo "ok    swift $mode  $*"
    else
      echo "FAIL  swift $mode  $*"
      status=1
    fi
  done
  exit $status
fi
for file in "$@"; do
  for mode in "${modes[@]}"; do
    if "$swiftc" "${action[@]}" -swift-version "$mode" ${extra[@]+"${extra[@]}"} "${flags[@]}" "$file"; then
      echo "ok    swift $mode  $file"
    else
      echo "FAIL  swift $mode  $file"
      status=1
    fi
  done
done
exit $status
