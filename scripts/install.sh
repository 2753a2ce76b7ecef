#!/usr/bin/env bash
# Builds tandem (release) and puts it on PATH: PREFIX/bin/tandem (PREFIX defaults to /usr/local, or ~/.local when
# /usr/local/bin is not writable). The bundled templates are compiled into the binary, so nothing else is copied;
# on Linux the Swift runtime and Foundation are linked in (it starts in half the time and needs no toolchain: only
# libxml2 and the C++ runtime the system has); on macOS they are the system's. Graphviz's dot draws the images.
# Usage: scripts/install.sh [PREFIX]        TANDEM_BINARY=path installs an already built binary instead of building.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-}
if [ -z "$prefix" ]; then
  if [ -w /usr/local/bin ] || { [ ! -e /usr/local/bin ] && [ -w /usr/local ]; }; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
binary=${TANDEM_BINARY:-}
if [ -z "$binary" ]; then
  bash scripts/build-release.sh tandem
  binary=.build/release/tandem
fi
[ -x "$binary" ] || { echo "install: $binary is not an executable" >&2; exit 2; }
mkdir -p "$prefix/bin"
install -m 755 "$binary" "$prefix/bin/tandem"
version=$("$prefix/bin/tandem" --version)
echo "installed tandem $version in $prefix/bin"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH; add it (for example: export PATH=\"$prefix/bin:\$PATH\")" ;;
esac
