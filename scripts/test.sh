#!/usr/bin/env bash
# Sets up the machine and runs the whole test suite (unit, golden, end-to-end and real-tool tests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
swift test --skip-build
