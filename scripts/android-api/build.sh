#!/usr/bin/env bash
# Builds the real Android API classes into .tools/android-api/classes (see convert.py): installs the pinned
# chaquopy-stubs packages (packages.txt), each into its own folder under .tools/android-api/pyi (several write the same
# androidx/<group>/__init__.pyi, which one site-packages would keep only the last of), converts their .pyi files and
# the facts in facts.txt to Java stubs in .tools/android-api/src and compiles them. A stamp of the inputs makes a second
# run cost under a second.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=scripts/android-api
out=$PWD/.tools/android-api
[ -x .tools/venv/bin/pip ] || python3 -m venv .tools/venv
stamp=$(cat "$here"/packages.txt "$here"/convert.py "$here"/emit.py "$here"/JdkKinds.java "$here"/facts.txt | sha256sum | cut -c1-16)
if [ -f "$out/stamp" ] && [ "$(cat "$out/stamp")" = "$stamp" ] && [ -d "$out/classes/android" ]; then
  exit 0
fi
echo "android-api: installing the pinned API stubs and converting them (about a minute, once)"
mapfile -t pkgs < <(grep -v '^#' "$here"/packages.txt | grep .)
rm -rf "$out"
mkdir -p "$out/pyi"
sites=()
for p in "${pkgs[@]}"; do
  d=$out/pyi/${p%%==*}
  .tools/venv/bin/pip install --no-deps -q --disable-pip-version-check --target "$d" "$p"
  sites+=(--site "$d")
done
python3 "$here"/convert.py "${sites[@]}" --facts "$here"/facts.txt --out "$out/src" --classes "$out/classes" \
  --report "$out/report.txt"
echo "$stamp" > "$out/stamp"
echo "android-api: $(head -1 "$out/report.txt"), report in $out/report.txt"
