#!/usr/bin/env bash
# Compiles generated Android projects against the real API classes (scripts/android-api/build.sh) with the Kotlin 2
# compiler, warnings as errors, and prints every diagnostic.
#   scripts/android-api/compile-apps.sh OUT GENERATED...
# GENERATED: folders written by `tandem generate --target android,android-navigation --out DIR` (each holding
# android/ and/or android-navigation/). Each target is compiled in one K2 run over all the projects given (each app is
# in its own package), with Jetpack Navigation's Kotlin stand-ins (stubs-kotlin: it publishes no signatures); the
# libraries without published signatures (SlidingPaneLayout, Play services Maps) and the stand-ins' runtime come from the
# stand-ins, nothing else does. Exit status 1 when any K2 run reports an error or a warning.
# K2: $K2_JARS (a folder with kotlin-compiler.jar and kotlin-stdlib.jar, as setup.sh installs into .tools/kotlin/lib),
# else .tools/kotlin/lib.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd); shift
sdk=$repo/Tests/Fixtures/sdk/android
real=$repo/.tools/android-api/classes
fres=/usr/share/android-framework-res/framework-res.apk
[ -d "$real/android" ] || "$repo"/scripts/android-api/build.sh
jars=${K2_JARS:-$repo/.tools/kotlin/lib}
compiler=$jars/kotlin-compiler.jar; stdlib=$jars/kotlin-stdlib.jar
k2() { java -cp "$compiler:$stdlib" org.jetbrains.kotlin.cli.jvm.K2JVMCompiler -no-stdlib -no-reflect "$@"; }

# The stand-ins, for what has no published signatures only.
rm -rf "$out/standins" "$out/nosig"; mkdir -p "$out/standins" "$out/nosig"
javac --release 8 -nowarn -encoding UTF-8 -d "$out/standins" $(find "$sdk/stubs" "$sdk/harness" -name '*.java')
for p in androidx/slidingpanelayout com/google/android/gms tandem; do
  mkdir -p "$out/nosig/$(dirname $p)"; cp -r "$out/standins/$p" "$out/nosig/$p"
done
aapt2 compile --dir "$sdk/res-stubs" -o "$out/res-stubs.zip"

status=0
for target in android android-navigation; do
  r=() kt=()
  for g in "$@"; do
    p=$g/$target
    [ -d "$p" ] || continue
    name=$(basename "$g")-$target; d=$out/$name; rm -rf "$d"; mkdir -p "$d"
    pkg=$(sed -n 's/^ *namespace = "\(.*\)"/\1/p' "$p/app/build.gradle.kts")
    aapt2 compile --dir "$p/app/src/main/res" -o "$d/app.zip"
    aapt2 compile --dir "$p/tandem/src/main/res" -o "$d/tandem.zip"
    sed "s/<manifest /<manifest package=\"$pkg\" /" "$p/app/src/main/AndroidManifest.xml" > "$d/AppManifest.xml"
    aapt2 link -I "$fres" --manifest "$d/AppManifest.xml" --java "$d/gen" --extra-packages "$pkg.tandem" \
      --auto-add-overlay --min-sdk-version 26 -o "$d/app.apk" "$out/res-stubs.zip" "$d/tandem.zip" "$d/app.zip"
    mapfile -t -O "${#r[@]}" r < <(find "$d/gen" -name '*.java')
    mapfile -t -O "${#kt[@]}" kt < <(find "$p/app/src" -name '*.kt')
  done
  ((${#kt[@]})) || continue
  cls=$out/classes-$target; rm -rf "$cls"; mkdir -p "$cls"
  javac --release 8 -nowarn -d "$cls" "${r[@]}"
  echo "== $target: ${#kt[@]} Kotlin files against the real API"
  set +e
  k2 -cp "$stdlib:$real:$out/nosig:$cls" -Werror -jvm-target 17 -d "$cls" \
    $(find "$sdk/stubs-kotlin" -name '*.kt') "${kt[@]}" > "$out/k2-$target.log" 2>&1
  rc=$?
  set -e
  cat "$out/k2-$target.log"
  [ $rc -eq 0 ] || status=1
done
exit $status
