#!/usr/bin/env bash
# Side by side, in one run: the same requirement/trace corpus through StrictDoc (its HTML export) and through Tandem
# (tandem check + tandem trace). StrictDoc comes from PyPI into a virtualenv this script makes (.tools/strictdoc).
# Usage: scripts/bench-strictdoc.sh [ELEMENTS...]   (default: 1000 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000)
venv=.tools/strictdoc
if ! "$venv/bin/strictdoc" --version >/dev/null 2>&1; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q strictdoc==0.30.4
fi
swift build -c release --product tandem >/dev/null
swift build -c release --product tandem-bench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }
echo "StrictDoc $("$venv/bin/pip" show strictdoc | sed -n 's/^Version: //p'), Tandem $(.build/release/tandem --version)"
echo
echo "| corpus | requirements + tasks | StrictDoc export (html) | tandem check + trace | ratio |"
echo "| --- | ---: | ---: | ---: | ---: |"
for size in "${sizes[@]}"; do
  dir="$work/$size"
  .build/release/tandem-bench corpus "$size" "$dir"
  mkdir -p "$dir/sdoc" && mv "$dir/corpus.sdoc" "$dir/sdoc/"
  items=$(grep -c '^\[REQUIREMENT\]' "$dir/sdoc/corpus.sdoc")
  t0=$(now); "$venv/bin/strictdoc" export "$dir/sdoc" --formats html --output-dir "$dir/out" >/dev/null 2>&1; t1=$(now)
  .build/release/tandem check "$dir/corpus.tandem" >/dev/null || true
  .build/release/tandem trace "$dir/corpus.tandem" >/dev/null
  t2=$(now)
  python3 - "$size" "$items" "$t0" "$t1" "$t2" <<'PY'
import sys
size, items, t0, t1, t2 = sys.argv[1], sys.argv[2], *map(float, sys.argv[3:])
sd, td = t1 - t0, t2 - t1
print(f"| {int(size):,} elements | {int(items):,} | {sd:.2f} s | {td:.3f} s | {sd / td:.0f}× |")
PY
done
