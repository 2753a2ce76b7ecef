#!/usr/bin/env bash
# Like-for-like races against peers, side by side in one run (see scripts/bench-peers.py): TRLC against
# `tandem check`, StrictDoc's json export against `tandem check` and its HTML export against `tandem report`, clean
# and with 1 % of the references dangling. TRLC and StrictDoc come from PyPI into a virtualenv of the repository's own
# (.tools/peers). Sizes: TRLC_SIZES (default "1000 10000 50000") and STRICTDOC_SIZES (default "1000 10000").
# Takes about 15 minutes on the 2-core machine, mostly StrictDoc's HTML export.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.tools/peers
if ! "$venv/bin/trlc" --version >/dev/null 2>&1 || ! "$venv/bin/strictdoc" --version >/dev/null 2>&1; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q trlc==3.1.1 strictdoc==0.30.4
fi
bash scripts/build-release.sh tandem tandem-bench >/dev/null
exec python3 scripts/bench-peers.py "$venv" .build/release/tandem .build/release/tandem-bench
