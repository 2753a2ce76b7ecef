#!/usr/bin/env bash
# Builds the Android SDK stubs and the smoke harness, then compiles and runs the sample app twice: the good variant
# must pass with zero Kotlin warnings (and have PanesActivity's detail pane driven), the broken one (sample/broken/*.kt
# replacing the good files: setOnClickListener on a Spinner, openDrawer(GravityCompat.END) without an end drawer) must
# fail with AOSP's and DrawerLayout's messages.
#
#   bash Tests/Fixtures/sdk/android/run-sample.sh [OUT_DIR]
#
# Needs the Kotlin 2 compiler scripts/setup.sh puts in .tools/kotlin, a JDK (javac/java 17), aapt (aapt2) and
# android-framework-res.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:-${TMPDIR:-/tmp}/tandem-android-sdk}
FRAMEWORK=/usr/share/android-framework-res/framework-res.apk
KOTLIN=$(cd "$HERE/../../../.." && pwd)/.tools/kotlin/lib
STDLIB=$KOTLIN/kotlin-stdlib.jar
# K2, as the tests run it: the language the generated Gradle files ask for, JVM 17. Each JVM here (K2, javac, the
# harness) runs one job of seconds: the optimising JIT (C2) would cost more than it saves, so each stops at C1
# (docs/performance.md, "The test suite").
kotlin2() { java -XX:TieredStopAtLevel=1 -cp "$KOTLIN/kotlin-compiler.jar:$STDLIB" org.jetbrains.kotlin.cli.jvm.K2JVMCompiler -no-stdlib -no-reflect \
    -language-version 2.3 -api-version 2.3 -jvm-target 17 "$@"; }
kotlin2_logged() { local log=$1; shift; kotlin2 "$@" > "$log" 2>&1; }
NAMESPACE=com.example.sample
rm -rf "$OUT"
mkdir -p "$OUT"

now() { date +%s.%N; }
timed() { # label command…
    local label=$1; shift
    local start end rc=0
    start=$(now)
    "$@" || rc=$?
    end=$(now)
    printf 'time %-28s %6.2fs\n' "$label" "$(echo "$end - $start" | bc)"
    return $rc
}

# 1. Stubs + harness: one javac run, Java 8 class files (as android.jar's).
timed "javac stubs+harness" javac -J-XX:TieredStopAtLevel=1 --release 8 -nowarn -encoding UTF-8 -d "$OUT/sdk" \
    $(find "$HERE/stubs" "$HERE/harness" -name '*.java') 2> >(grep -v '^Note:' >&2)

# 2. The resource stubs for the Material/AppCompat themes, compiled once.
timed "aapt2 compile res-stubs" aapt2 compile --dir "$HERE/res-stubs" -o "$OUT/res-stubs.zip"

build_and_run() { # variant expect(pass|fail)
    local variant=$1 expect=$2 dir="$OUT/$1"
    mkdir -p "$dir/src" "$dir/gen" "$dir/classes"
    cp -r "$HERE/sample/app/src/." "$dir/src/"
    if [ "$variant" = broken ]; then cp "$HERE"/sample/broken/*.kt "$dir/src/com/example/sample/"; fi

    # aapt2 2.19 refuses a manifest without package=; AGP 8 injects the namespace into the merged manifest, so do we.
    sed "s|<manifest |<manifest package=\"$NAMESPACE\" |" "$HERE/sample/app/AndroidManifest.xml" > "$dir/AndroidManifest.xml"
    timed "aapt2 compile ($variant)" aapt2 compile --dir "$HERE/sample/app/res" -o "$dir/res.zip"
    timed "aapt2 link ($variant)" aapt2 link -I "$FRAMEWORK" --manifest "$dir/AndroidManifest.xml" \
        --java "$dir/gen" -o "$dir/resources.apk" "$OUT/res-stubs.zip" "$dir/res.zip"
    timed "javac R ($variant)" javac -J-XX:TieredStopAtLevel=1 --release 8 -nowarn -d "$dir/classes" $(find "$dir/gen" -name '*.java')
    timed "Kotlin 2 ($variant)" kotlin2_logged "$dir/kotlinc.log" -cp "$STDLIB:$OUT/sdk:$dir/classes" -d "$dir/classes" \
        $(find "$dir/src" -name '*.kt') || { cat "$dir/kotlinc.log"; exit 1; }
    grep -v '^$' "$dir/kotlinc.log" > "$dir/kotlinc.diagnostics" || true
    if [ -s "$dir/kotlinc.diagnostics" ]; then
        echo "Kotlin 2 ($variant) reported:"; cat "$dir/kotlinc.diagnostics"
        if [ "$variant" = good ]; then echo "FAIL: the good sample must compile without warnings"; exit 1; fi
    fi

    local status=0
    timed "harness ($variant)" bash -c "java -XX:TieredStopAtLevel=1 -cp '$OUT/sdk:$dir/classes:$STDLIB' tandem.smoke.TandemSmoke \
        --manifest '$HERE/sample/app/AndroidManifest.xml' --res '$HERE/sample/app/res' --res '$HERE/res-stubs' \
        --r $NAMESPACE.R > '$dir/smoke.log' 2>&1" || status=$?
    echo "--- smoke output ($variant, exit $status)"; cat "$dir/smoke.log"
    if [ "$expect" = pass ] && [ $status -ne 0 ]; then echo "FAIL: the $variant sample should pass"; exit 1; fi
    if [ "$expect" = pass ]; then
        # The list-detail split: a row in the list pane opened the detail pane, whose fragment counts as a screen that ran.
        grep -q "^ran com.example.sample.PlaceDetailFragment (from PlacesPaneFragment: click row 0 of RecyclerView R.id.pane_places)" "$dir/smoke.log" \
            || { echo "FAIL: the detail pane of PlacesPaneFragment was not driven"; exit 1; }
    fi
    if [ "$expect" = fail ]; then
        [ $status -eq 1 ] || { echo "FAIL: the $variant sample should fail"; exit 1; }
        grep -q "Don't call setOnClickListener for an AdapterView. You probably want setOnItemClickListener instead" "$dir/smoke.log" \
            || { echo "FAIL: missing the AdapterView message"; exit 1; }
        grep -q "^FAIL com.example.sample.DrawerActivity click Button R.id.open_menu: java.lang.IllegalArgumentException: No drawer view found with gravity RIGHT" "$dir/smoke.log" \
            || { echo "FAIL: missing the DrawerLayout message"; exit 1; }
        grep -q "^FAIL com.example.sample.DrawerActivity accessibility: Button .*has no accessible name" "$dir/smoke.log" \
            || { echo "FAIL: missing the accessible name message"; exit 1; }
        grep -q "^FAIL com.example.sample.DrawerActivity identifier: Button .*has no resource id" "$dir/smoke.log" \
            || { echo "FAIL: missing the resource id message"; exit 1; }
    fi
}

build_and_run good pass
build_and_run broken fail
echo "run-sample: good sample passed, broken sample failed as expected"
