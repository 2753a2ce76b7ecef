#!/usr/bin/env bash
# Installs what Tandem's diagrams and tests need on Debian 12. Idempotent: it installs only what is missing,
# so a second run costs seconds.
#   graphviz               dot renders the diagrams (and the tests read every DOT file back through it)
#   libxml2-dev            FoundationXML writes and reads the Android XML through libxml2
#   kotlin                 kotlinc compiles the generated Kotlin in the tests
#   aapt + android-framework-res   aapt2 validates generated layouts and manifests against API 29
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v dot >/dev/null 2>&1 || need+=(graphviz)
[ -e /usr/include/libxml2/libxml/parser.h ] || need+=(libxml2-dev)
command -v kotlinc >/dev/null 2>&1 || need+=(kotlin)
command -v aapt2 >/dev/null 2>&1 || need+=(aapt)
[ -e /usr/share/android-framework-res/framework-res.apk ] || need+=(android-framework-res)
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

command -v swift >/dev/null 2>&1 || { echo "setup: Swift 6 is required (swift not on PATH)" >&2; exit 1; }
