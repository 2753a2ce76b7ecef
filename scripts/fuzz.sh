#!/usr/bin/env bash
# Fuzzes Tandem with libFuzzer (Swift's -sanitize=fuzzer, with AddressSanitizer), guided by a dictionary of the
# design language (Tests/Fixtures/fuzz/tandem.dict).
# Usage: scripts/fuzz.sh [TARGET] [SECONDS]   TARGET: one below (default check); SECONDS default 600.
#   check     lexer, parser, model, every check, the text/JSON/SARIF renderers
#   generate  both apps generated into a scratch folder twice: nothing may land outside it, the second run changes nothing
#   graph     every diagram's DOT
#   report    the HTML report
#   template  the bytes as a user's template (seeded with the bundled templates), parsed and rendered twice
#   import-nav, import-storyboard   the bytes as a navigation graph (and its strings and menu) or a storyboard: read
#             or refused with a message, and the design written parses (seeded with the real apps' files)
#   drift     the bytes as a graph and as a storyboard, compared with a small design
#   fmt       the bytes as a design: formatting is idempotent and keeps the design and its findings
#   status    the bytes as the Swift and Kotlin sources `tandem status` reads
#   lsp       the bytes as what an editor sends `tandem lsp` (seeded with a whole session)
# Seeds: every example, broken example and earlier finding. Crashes, hangs and slow inputs land in
# .fuzz/artifacts/TARGET/; replay one with TANDEM_FUZZ_TARGET=TARGET .build/debug/tandem-fuzz FILE, then keep it as a
# regression input in Tests/Fixtures/fuzz/ (the test suite replays that folder through every target).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-check}
seconds=${2:-600}
targets="check generate graph report template import-nav import-storyboard drift fmt status lsp"
case " $targets " in *" $target "*) ;; *) echo "fuzz.sh: unknown target '$target' ($targets)" >&2; exit 2;; esac
scratch=.build-fuzz
swift build -c release --scratch-path "$scratch" --product tandem-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -D -Xswiftc FUZZING -Xswiftc -parse-as-library
mkdir -p ".fuzz/corpus/$target" ".fuzz/artifacts/$target"
dictionary=Tests/Fixtures/fuzz/tandem.dict
if [ "$target" = template ]; then
  dictionary=Tests/Fixtures/fuzz/mustache.dict
  for f in templates/*/*.mustache; do cp "$f" ".fuzz/corpus/$target/$(echo "$f" | tr / _)"; done
elif [ "$target" = import-nav ] || [ "$target" = import-storyboard ] || [ "$target" = drift ]; then
  dictionary=Tests/Fixtures/fuzz/xml.dict
  cp Tests/Fixtures/corpus/android-nav/* Tests/Fixtures/corpus/ios-storyboard/* ".fuzz/corpus/$target/" 2>/dev/null || true
elif [ "$target" = lsp ]; then
  dictionary=Tests/Fixtures/fuzz/lsp.dict
  cp Tests/Fixtures/fuzz/lsp-session.txt ".fuzz/corpus/$target/"
elif [ "$target" = status ]; then
  dictionary=Tests/Fixtures/fuzz/source.dict
  find Tests/Fixtures -name '*.swift' -o -name '*.kt' | head -200 | while read -r f; do cp "$f" ".fuzz/corpus/$target/$(echo "$f" | tr / _)"; done
else
  find examples Tests/Fixtures/fuzz -type f ! -name '*.md' ! -name '*.dict' -exec cp {} ".fuzz/corpus/$target/" \; 2>/dev/null || true
fi
# FoundationXML's XMLDocument keeps its nodes alive in a reference cycle (a few KB per Android XML file, upstream in
# swift-corelibs-foundation): LeakSanitizer would stop the generate target on it, so leaks are not checked there.
# The template target's design context lives in a global for the whole run; its enum payloads keep pointers in spare
# bits LeakSanitizer cannot read, so it reports them (137 bytes, once, at exit) as leaked.
# The XML targets keep FoundationXML documents too.
leaks=1
case "$target" in generate|template|import-nav|import-storyboard|drift) leaks=0;; esac
ASAN_OPTIONS="detect_leaks=$leaks" TANDEM_FUZZ_TARGET="$target" "$scratch/release/tandem-fuzz" ".fuzz/corpus/$target" -detect_leaks=$leaks \
  -dict="$dictionary" -artifact_prefix=".fuzz/artifacts/$target/" -max_total_time="$seconds" \
  -timeout=20 -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1
