#!/usr/bin/env bash
# Gate a repository on its design: check it (text for the log, SARIF for code scanning) and build the HTML report.
# Usage: ci-gate.sh DESIGN [OUT]   (OUT defaults to tandem-out/)
# Exit status: tandem check's (0 clean, 1 design errors, 2 unreadable input). Add --strict to fail on warnings:
# TANDEM_STRICT=1 ci-gate.sh design/
set -uo pipefail
design=${1:?usage: ci-gate.sh DESIGN [OUT]}
out=${2:-tandem-out}
tandem=${TANDEM:-tandem}
strict=()
[ "${TANDEM_STRICT:-0}" = 1 ] && strict=(--strict)

mkdir -p "$out"
"$tandem" check "${strict[@]}" --format sarif "$design" > "$out/tandem.sarif"
"$tandem" check "${strict[@]}" "$design"
status=$?
"$tandem" report "$design" -o "$out/report" >/dev/null || true
"$tandem" trace "$design" --format md > "$out/traceability.md" || true
echo "tandem: SARIF in $out/tandem.sarif, report in $out/report/index.html"
exit "$status"
