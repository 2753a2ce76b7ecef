#!/usr/bin/env bash
# Builds the UIKit, MapKit and WebKit stubs (Swift 6 language mode), then:
#   run-sample.sh               checks the stubs: type-checks checks/*.swift against their `// expect-…:` lines
#                               (and, in a check with a `// expect-only-these` line, that no other error or warning occurs),
#                               builds sample/ and sample-broken/ with -warnings-as-errors and smoke-runs them
#                               (sample must pass; sample-broken must report each of its bugs). Exit 0 when all hold.
#   run-sample.sh APP_DIR...    builds each app directory (every *.swift under it, one of them with the @main app
#                               delegate) and smoke-runs it; prints the driver's report; exit 1 if any app fails.
#
# Environment: SWIFTC (default swiftc), TANDEM_SDK_BUILD (build directory; default a fresh temporary one),
# TANDEM_SMOKE_VERBOSE=1 (the driver prints every interaction).
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SWIFTC="${SWIFTC:-swiftc}"
# Several files are compiled as one module in one frontend (-wmo): batch mode's jobs would each parse every file and
# load the stand-ins again, for the same verdict.
BUILD="${TANDEM_SDK_BUILD:-$(mktemp -d "${TMPDIR:-/tmp}/tandem-ios-sdk.XXXXXX")}"
mkdir -p "$BUILD"
export LD_LIBRARY_PATH="$BUILD${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

failures=0
pass() { printf 'ok   %s\n' "$1"; }
fail() { printf 'FAIL %s\n' "$1"; failures=$((failures + 1)); }
elapsed() { echo "$(( $(date +%s%N) / 1000000 - $1 )) ms"; }

# 1. The stub modules: UIKit first, then MapKit and WebKit (which import it) in parallel.
build_stubs() {
    local start; start=$(( $(date +%s%N) / 1000000 ))
    # Kept when already built from the same sources (a shared TANDEM_SDK_BUILD, as the tests pass).
    if [ "$BUILD/libUIKit.so" -nt "$HERE/UIKit.swift" ] && [ "$BUILD/libUIKit.so" -nt "$HERE/Localization.swift" ] \
        && [ "$BUILD/libMapKit.so" -nt "$HERE/MapKit.swift" ] \
        && [ "$BUILD/libWebKit.so" -nt "$HERE/WebKit.swift" ]; then
        echo "UIKit, MapKit, WebKit already built in $BUILD"
        return 0
    fi
    "$SWIFTC" -wmo -emit-module -emit-library -parse-as-library -swift-version 6 -module-name UIKit \
        "$HERE/UIKit.swift" "$HERE/Localization.swift" -emit-module-path "$BUILD/UIKit.swiftmodule" -o "$BUILD/libUIKit.so" || return 1
    local pids=()
    for module in MapKit WebKit; do
        "$SWIFTC" -emit-module -emit-library -parse-as-library -swift-version 6 -module-name "$module" \
            -I "$BUILD" -L "$BUILD" -lUIKit "$HERE/$module.swift" \
            -emit-module-path "$BUILD/$module.swiftmodule" -o "$BUILD/lib$module.so" &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || return 1; done
    echo "built UIKit, MapKit, WebKit in $BUILD ($(elapsed "$start"))"
}

# Builds an app directory into $2; prints the compiler's output (empty when clean).
build_app() {
    local dir="$1" out="$2"
    local sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "$dir" -name '*.swift' | LC_ALL=C sort)
    "$SWIFTC" -wmo -swift-version 6 -parse-as-library -warnings-as-errors -I "$BUILD" -L "$BUILD" \
        -lUIKit -lMapKit -lWebKit -Xlinker -rpath -Xlinker "$BUILD" "${sources[@]}" -o "$out" 2>&1
}

# Smoke-runs an app binary; its report goes to $2, its exit status is returned.
smoke() {
    TANDEM_SMOKE=1 "$1" >"$2" 2>"$2.stderr"
}

if ! build_stubs; then
    echo "FAIL the stub modules do not build"
    exit 2
fi

if [ "$#" -gt 0 ]; then
    status=0
    for dir in "$@"; do
        name="$(basename "$dir")"
        echo "== $dir"
        if ! output="$(build_app "$dir" "$BUILD/app-$name")" || [ -n "$output" ]; then
            echo "$output"
            fail "$dir does not build cleanly in Swift 6 mode"
            status=1
            continue
        fi
        start=$(( $(date +%s%N) / 1000000 ))
        TANDEM_SMOKE=1 "$BUILD/app-$name"
        code=$?
        echo "exit $code ($(elapsed "$start"))"
        [ "$code" -eq 0 ] || status=1
    done
    exit "$status"
fi

# 2. Compile-time fidelity: each checks/*.swift lists the diagnostics Xcode gives for it.
for check in "$HERE"/checks/*.swift; do
    diagnostics="$("$SWIFTC" -typecheck -swift-version 6 -I "$BUILD" "$check" 2>&1)"
    missing=0
    while IFS= read -r expectation; do
        kind="${expectation%%:*}"; text="${expectation#*: }"
        if ! grep -qF -- "${kind#expect-}: $text" <<<"$diagnostics"; then
            echo "  missing ${kind#expect-}: $text"
            missing=1
        fi
    done < <(sed -n 's#^// \(expect-\(error\|warning\): .*\)$#\1#p' "$check")
    # `// expect-only-these`: every error and warning must be one of the expected ones (the rest of the file compiles).
    if grep -q '^// expect-only-these$' "$check"; then
        expected="$(sed -n 's#^// expect-\(error\|warning\): \(.*\)$#\1: \2#p' "$check")"
        while IFS= read -r line; do
            matched=0
            while IFS= read -r expectation; do
                if [ -n "$expectation" ] && [[ "$line" == *"$expectation"* ]]; then matched=1; fi
            done <<<"$expected"
            if [ "$matched" -eq 0 ]; then echo "  unexpected: $line"; missing=1; fi
        done < <(grep -E '^[^ ]+:[0-9]+:[0-9]+: (error|warning): ' <<<"$diagnostics")
    fi
    if [ "$missing" -eq 0 ]; then pass "checks/$(basename "$check")"; else echo "$diagnostics"; fail "checks/$(basename "$check")"; fi
done

# 3. The good sample: builds with no warning, every screen passes.
start=$(( $(date +%s%N) / 1000000 ))
output="$(build_app "$HERE/sample" "$BUILD/sample")"; code=$?
if [ "$code" -ne 0 ] || [ -n "$output" ]; then
    echo "$output"; fail "sample builds with no warnings in Swift 6 mode"
else
    pass "sample builds with no warnings in Swift 6 mode ($(elapsed "$start"))"
    start=$(( $(date +%s%N) / 1000000 ))
    smoke "$BUILD/sample" "$BUILD/sample.out"; code=$?
    sed 's/^/    /' "$BUILD/sample.out"
    if [ "$code" -eq 0 ] && tail -n 1 "$BUILD/sample.out" | grep -qE '^[1-9][0-9]* passed, 0 failed$'; then
        pass "sample smoke run passes ($(elapsed "$start"))"
    else
        cat "$BUILD/sample.out.stderr"; fail "sample smoke run passes (exit $code)"
    fi
fi

# 4. The broken sample: builds cleanly, and the driver reports each deliberate bug.
start=$(( $(date +%s%N) / 1000000 ))
output="$(build_app "$HERE/sample-broken" "$BUILD/sample-broken")"; code=$?
if [ "$code" -ne 0 ] || [ -n "$output" ]; then
    echo "$output"; fail "sample-broken builds with no warnings in Swift 6 mode"
else
    pass "sample-broken builds with no warnings in Swift 6 mode ($(elapsed "$start"))"
    smoke "$BUILD/sample-broken" "$BUILD/broken.out"; code=$?
    sed 's/^/    /' "$BUILD/broken.out"
    [ "$code" -eq 1 ] && pass "sample-broken smoke run exits 1" || fail "sample-broken smoke run exits 1 (exit $code)"
    while IFS= read -r expected; do
        if grep -qF -- "$expected" "$BUILD/broken.out"; then pass "reported: $expected"; else fail "reported: $expected"; fi
    done <<'EOF'
FAIL SettingsViewController: UISegmentedControl 'units' has no segments
FAIL SettingsViewController: UISegmentedControl 'units' has no accessible name: VoiceOver reads nothing for it
FAIL SettingsViewController: UISegmentedControl 'units' has no accessibilityIdentifier: UI tests cannot find it
FAIL SettingsViewController: WKWebView 'preview' in a vertical UIStackView would be 0 pt high
FAIL SettingsViewController: dead control: UISwitch 'notifications' has an action for .touchUpInside
FAIL HelpViewController: the tableHeaderView of UITableView 'tableView' (UIStackView) is 0 pt high
FAIL BrokenTabBarController: it has 6 tabs
FAIL PickerViewController: UIPickerView 'language' has no dataSource
FAIL UntitledViewController: its title is empty
FAIL FAQViewController: UICollectionView 'grid' has no dataSource: it shows no items
ran InfoViewController
1 passed, 6 failed
EOF
fi

echo
if [ "$failures" -eq 0 ]; then echo "all checks passed (build directory: $BUILD)"; else echo "$failures check(s) failed (build directory: $BUILD)"; fi
[ "$failures" -eq 0 ]
