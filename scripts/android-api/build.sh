#!/usr/bin/env bash
# Builds the real Android API classes into .tools/android-api/classes (see convert.py): installs the pinned
# chaquopy-stubs packages (packages.txt) into .tools/venv, converts their .pyi files (and the facts in api/) to Java
# stubs in .tools/android-api/src and compiles them. A stamp of the inputs makes a second run cost under a second.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=scripts/android-api
out=$PWD/.tools/android-api
[ -x .tools/venv/bin/pip ] || python3 -m venv .tools/venv
stamp=$(cat "$here"/packages.txt "$here"/convert.py "$here"/emit.py "$here"/JdkKinds.java "$here"/api/* 2>/dev/null | sha256sum | cut -c1-16)
if [ -f "$out/stamp" ] && [ "$(cat "$out/stamp")" = "$stamp" ] && [ -d "$out/classes/android" ]; then
  exit 0
fi
echo "android-api: installing the pinned API stubs and converting them (a few minutes, once)"
mapfile -t pkgs < <(grep -v '^#' "$here"/packages.txt | grep .)
.tools/venv/bin/pip install --no-deps -q "${pkgs[@]}"
site=$(.tools/venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
rm -rf "$out"
mkdir -p "$out"
python3 "$here"/convert.py --site "$site" --api "$here"/api --out "$out/src" --classes "$out/classes" --report "$out/report.txt"
echo "$stamp" > "$out/stamp"
echo "android-api: $(head -1 "$out/report.txt"), report in $out/report.txt"
