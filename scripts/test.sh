#!/usr/bin/env bash
# Sets up the machine and runs the whole test suite (unit, golden, end-to-end and real-tool tests).
set -euo pipefail
cd "$(dirname "$0")/.."
TANDEM_ANDROID_API=later bash scripts/setup.sh
# The Android API's stubs (half a minute from nothing, mostly one core of Python) are made while Swift builds the
# tests, which leaves a core idle at times; their output is shown, and a failure stops the run, before the tests.
mkdir -p .tools
scripts/android-api/build.sh > .tools/android-api.log 2>&1 &
api=$!
if ! swift build --build-tests; then
  wait "$api" || true
  exit 1
fi
if ! wait "$api"; then
  cat .tools/android-api.log >&2
  echo "test: the Android API's stubs were not made" >&2
  exit 1
fi
cat .tools/android-api.log
swift test --skip-build
