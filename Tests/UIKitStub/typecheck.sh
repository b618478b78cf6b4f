#!/usr/bin/env bash
# Type-checks Swift files against the UIKit stub, in Swift 5 and Swift 6 language modes.
#
#   Tests/UIKitStub/typecheck.sh [--cache DIR] [--mode 5|6] FILE...
#
# The stub's Swift overlays are built once into a cache directory (by default under the system temp
# dir, keyed by the stub sources and the compiler version) and reused by later runs.
# Exit status: 0 when every file type-checks in every mode, 1 otherwise, 2 on usage or build errors.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
swiftc=${SWIFTC:-swiftc}
cache=""
modes=(5 6)

while [ $# -gt 0 ]; do
  case "$1" in
    --cache) cache=$2; shift 2 ;;
    --mode) modes=("$2"); shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    -*) echo "typecheck.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: typecheck.sh [--cache DIR] [--mode 5|6] FILE..." >&2; exit 2; }

key=$( { "$swiftc" --version 2>&1; cat "$here"/Headers/* "$here"/Overlays/*; } | sha256sum | cut -c1-16)
if [ -z "$cache" ]; then
  cache="${TMPDIR:-/tmp}/uikit-stub-$key"
fi

# Flags shared by the overlay builds and the checks: Objective-C interop on, block syntax in the
# headers, the stub's clang modules and built overlays on the search path.
flags=(-Xfrontend -enable-objc-interop -Xcc -fblocks -I "$here/Headers" -I "$cache/modules"
       -module-cache-path "$cache/clang")

if [ ! -f "$cache/modules/.complete-$key" ]; then
  mkdir -p "$cache"
  work=$(mktemp -d "$cache/build.XXXXXX")
  mkdir -p "$work/modules"
  for module in ObjectiveC CoreGraphics Foundation QuartzCore UIKit; do
    if ! "$swiftc" -emit-module -parse-as-library -swift-version 5 -module-name "$module" \
         "$here/Overlays/$module.swift" -emit-module-path "$work/modules/$module.swiftmodule" \
         -Xfrontend -enable-objc-interop -Xcc -fblocks -I "$here/Headers" -I "$work/modules" \
         -module-cache-path "$cache/clang" >"$work/$module.log" 2>&1; then
      cat "$work/$module.log" >&2
      echo "typecheck.sh: building the $module overlay failed" >&2
      exit 2
    fi
  done
  touch "$work/modules/.complete-$key"
  rm -rf "$cache/modules.old"
  [ -d "$cache/modules" ] && mv "$cache/modules" "$cache/modules.old"
  mv "$work/modules" "$cache/modules"
  rm -rf "$work" "$cache/modules.old"
fi

status=0
for file in "$@"; do
  for mode in "${modes[@]}"; do
    if "$swiftc" -typecheck -swift-version "$mode" "${flags[@]}" "$file"; then
      echo "ok    swift $mode  $file"
    else
      echo "FAIL  swift $mode  $file"
      status=1
    fi
  done
done
exit $status
