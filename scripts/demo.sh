#!/usr/bin/env bash
# Sets up, builds Tandem (release) and runs it on the bundled NPS Muster example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-release.sh tandem >/dev/null
tandem=.build/release/tandem
example=${1:-examples/nps-muster}

echo "== tandem check $example"
"$tandem" check "$example"

out=out/$(basename "$example")
echo
echo "== tandem graph $example --all --format svg -o $out"
"$tandem" graph "$example" --all --format svg -o "$out"
ls -1 "$out"

echo
echo "== tandem generate $example --target all --out $out/app"
"$tandem" generate "$example" --target all --out "$out/app" | tail -n 1

echo
echo "== tandem report $example -o $out/report"
"$tandem" report "$example" -o "$out/report"
