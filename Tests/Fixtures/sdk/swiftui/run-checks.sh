#!/usr/bin/env bash
# Builds the UIKit, MapKit and WebKit stubs (../ios) and the SwiftUI stub as modules, then:
#   run-checks.sh             type-checks checks/*.swift and finds each `// expect-error:` / `// expect-warning:` line
#                             in the compiler's output (exit 0 when every one is there)
#   run-checks.sh FILE...     type-checks the given files together (an app: one @main App among them); any
#                             diagnostic fails (exit 1)
# Environment: SWIFTC (default swiftc), TANDEM_SDK_BUILD (build directory; default a fresh temporary one).
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SWIFTC="${SWIFTC:-swiftc}"
# Several files are checked as one module in one frontend (-wmo): batch mode's jobs would each parse every file and
# load the stand-ins again, for the same verdict.
BUILD="${TANDEM_SDK_BUILD:-$(mktemp -d "${TMPDIR:-/tmp}/tandem-swiftui-sdk.XXXXXX")}"
mkdir -p "$BUILD"

module() { # name sources…; kept when already built from the same sources (a shared TANDEM_SDK_BUILD)
    local name="$1"; shift
    local newer=1
    for source in "$@"; do [ "$BUILD/$name.swiftmodule" -nt "$source" ] || newer=0; done
    [ "$newer" = 1 ] && return
    "$SWIFTC" -wmo -emit-module -parse-as-library -swift-version 6 -module-name "$name" -I "$BUILD" "$@" \
        -emit-module-path "$BUILD/$name.swiftmodule" || exit 2
}
module UIKit "$HERE/../ios/UIKit.swift" "$HERE/../ios/Localization.swift"
module MapKit "$HERE/../ios/MapKit.swift"
module WebKit "$HERE/../ios/WebKit.swift"
module SwiftUI "$HERE/SwiftUI.swift"

if [ "$#" -gt 0 ]; then
    output="$("$SWIFTC" -wmo -typecheck -swift-version 6 -parse-as-library -I "$BUILD" "$@" 2>&1)"
    [ -z "$output" ] || { echo "$output"; exit 1; }
    exit
fi

failures=0
for check in "$HERE"/checks/*.swift; do
    diagnostics="$("$SWIFTC" -typecheck -swift-version 6 -parse-as-library -I "$BUILD" "$check" 2>&1)"
    while IFS= read -r expectation; do
        kind="${expectation%%:*}"; text="${expectation#*: }"
        if grep -qF -- "${kind#expect-}: $text" <<<"$diagnostics"; then
            echo "ok   $(basename "$check"): ${kind#expect-}: $text"
        else
            echo "FAIL $(basename "$check"): missing ${kind#expect-}: $text"; echo "$diagnostics"; failures=$((failures + 1))
        fi
    done < <(sed -n 's#^// \(expect-\(error\|warning\): .*\)$#\1#p' "$check")
done
[ "$failures" -eq 0 ]
