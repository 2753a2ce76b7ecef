#!/usr/bin/env bash
# The release build every script makes, with the flags that make it start quickly, in one place.
# Usage: scripts/build-release.sh PRODUCT…   (run from anywhere; the binaries land in .build/release/)
# On Linux the Swift runtime and Foundation are linked in (--static-swift-stdlib: no dozen shared libraries to load and
# bind at every start, no toolchain needed where it runs), and the executable exports no symbols
# (--no-export-dynamic: the runtime's start-up dladdr walks every exported symbol; nothing loads tandem as a library).
# On macOS the system's Swift runtime is used as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: scripts/build-release.sh PRODUCT…" >&2; exit 2; }
flags=()
[ "$(uname -s)" = Linux ] && flags=(--static-swift-stdlib -Xlinker --no-export-dynamic)
for product in "$@"; do
  swift build -c release ${flags[@]+"${flags[@]}"} --product "$product"
done
