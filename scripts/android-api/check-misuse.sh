#!/usr/bin/env bash
# Compiles each Kotlin file of Tests/Fixtures/sdk/android/api-misuse against the real API classes (build.sh) with K2,
# warnings as errors: every file but good.kt must be rejected with the message its first line names
# (`// expect: <part of the message>`), good.kt must compile. Exit status 1 when one does not.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
real=$repo/.tools/android-api/classes
[ -d "$real/android" ] || "$repo"/scripts/android-api/build.sh
jars=${K2_JARS:-$repo/.tools/kotlin/lib}
out=$(mktemp -d)
status=0
for f in "$repo"/Tests/Fixtures/sdk/android/api-misuse/*.kt; do
  log=$(java -cp "$jars/kotlin-compiler.jar:$jars/kotlin-stdlib.jar" org.jetbrains.kotlin.cli.jvm.K2JVMCompiler \
    -no-stdlib -no-reflect -cp "$jars/kotlin-stdlib.jar:$real" -Werror -jvm-target 17 -d "$out" "$f" 2>&1)
  rc=$?
  name=$(basename "$f")
  if [ "$name" = good.kt ]; then
    if [ $rc -eq 0 ] && [ -z "$log" ]; then echo "ok       $name compiles"; else echo "FAILED   $name: $log"; status=1; fi
    continue
  fi
  expect=$(sed -n '1s|^// expect: ||p' "$f")
  if [ $rc -ne 0 ] && grep -qF -- "$expect" <<<"$log"; then
    echo "rejected $name: $(grep -F -- "$expect" <<<"$log" | head -1 | sed 's|^.*\(error\|warning\): ||')"
  else
    echo "FAILED   $name (exit $rc, expected \"$expect\"): $log"; status=1
  fi
done
rm -rf "$out"
exit $status
