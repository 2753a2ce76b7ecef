#!/usr/bin/env bash
# Times `tandem graph --format svg` (Graphviz included) on synthetic designs of 50, 200, 1,000 and 2,000 screens whose
# screens also link across branches, as real apps do. Usage: scripts/bench-diagrams.sh [SCREENS…]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-release.sh tandem tandem-bench >/dev/null
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(50 200 1000 2000)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
echo "| screens | navigation | data flow |"
echo "| ---: | ---: | ---: |"
for n in "${sizes[@]}"; do
  .build/release/tandem-bench screens "$n" > "$scratch/design.tandem"
  row="| $n |"
  for view in navigation dataflow; do
    start=$(date +%s.%N)
    .build/release/tandem graph "$scratch/design.tandem" --view "$view" --format svg -o "$scratch/$view.svg" --graphviz-timeout 600 >/dev/null
    row="$row $(echo "$(date +%s.%N) - $start" | bc | xargs printf '%.2f') s |"
  done
  echo "$row"
done
