#!/usr/bin/env bash
# Fuzzes the lexer, parser and checker with libFuzzer (Swift's -sanitize=fuzzer, with AddressSanitizer).
# Usage: scripts/fuzz.sh [SECONDS]   (default 600). Seeds: every example and broken example.
# Crashes, hangs and slow inputs land in .fuzz/artifacts/; replay one with .build/debug/tandem-fuzz FILE, then keep
# it as a regression input in Tests/Fixtures/fuzz/ (the test suite replays that folder).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
scratch=.build-fuzz
swift build -c release --scratch-path "$scratch" --product tandem-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -D -Xswiftc FUZZING -Xswiftc -parse-as-library
mkdir -p .fuzz/corpus .fuzz/artifacts
find examples Tests/Fixtures/fuzz -name '*.tandem' -exec cp {} .fuzz/corpus/ \; 2>/dev/null || true
"$scratch/release/tandem-fuzz" .fuzz/corpus -artifact_prefix=.fuzz/artifacts/ -max_total_time="$seconds" \
  -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
