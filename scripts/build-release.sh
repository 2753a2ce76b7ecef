#!/usr/bin/env bash
# The release build every script makes, with the flags that make it start quickly, in one place.
# Usage: scripts/build-release.sh PRODUCT…   (run from anywhere; the binaries land in .build/release/)
# On Linux the Swift runtime and Foundation are linked in (--static-swift-stdlib: no dozen shared libraries to load and
# bind at every start, no toolchain needed where it runs), and the executable exports no symbols
# (--no-export-dynamic: the runtime's start-up dladdr walks every exported symbol; nothing loads tandem as a library).
# It is linked by the toolchain's lld when it has one, with relative relocations packed (-z pack-relative-relocs,
# glibc 2.36+): the 107,000 of a 130 MB executable take 20 KB to list instead of 2.5 MB, which every start reads
# (0.92× of `tandem --version`, docs/performance.md); the binary then needs glibc 2.36 or later where it runs (Debian 12
# has it; the scripts run what they build on the machine that built it). GNU ld and gold, the default, cannot pack them.
# On macOS the system's Swift runtime is used as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: scripts/build-release.sh PRODUCT…" >&2; exit 2; }
flags=()
if [ "$(uname -s)" = Linux ]; then
  flags=(--static-swift-stdlib -Xlinker --no-export-dynamic)
  lld="$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld"
  if [ -x "$lld" ]; then
    mkdir -p .build
    printf '{ "schemaVersion": "1.0", "linker": { "path": "%s" } }\n' "$lld" > .build/lld-toolset.json
    flags+=(--toolset .build/lld-toolset.json -Xlinker -zpack-relative-relocs)
  fi
fi
for product in "$@"; do
  swift build -c release ${flags[@]+"${flags[@]}"} --product "$product"
done
