#!/usr/bin/env bash
# Every row of README's "Where people wait" table, each against another build when one is given (see
# scripts/bench-waits.py): the start, the race with TRLC, a big app drawn, the language server, generating and
# `tandem watch`. TRLC comes from PyPI into the repository's own virtualenv (.tools/peers, as scripts/bench-peers.sh).
# Usage: scripts/bench-waits.sh [BASELINE]   (BASELINE: another build's `tandem` binary)
set -euo pipefail
baseline=${1:+$(realpath "$1")}
cd "$(dirname "$0")/.."
venv=.tools/peers
if ! "$venv/bin/trlc" --version >/dev/null 2>&1; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q trlc==3.1.1
fi
bash scripts/build-release.sh tandem tandem-bench >/dev/null
exec python3 scripts/bench-waits.py .build/release/tandem .build/release/tandem-bench "$venv/bin/trlc" "${baseline:-}"
