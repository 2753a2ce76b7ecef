#!/usr/bin/env bash
# Installs what Tandem's tests and diagrams need on Debian 12, then builds. Idempotent: it installs only
# what is missing, so a second run costs seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v dot >/dev/null 2>&1 || need+=(graphviz)
if ((${#need[@]})); then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: need root to install: ${need[*]} (or install them yourself)" >&2
    exit 1
  fi
  echo "setup: installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

command -v swift >/dev/null 2>&1 || { echo "setup: Swift 6 is required (swift not on PATH)" >&2; exit 1; }
