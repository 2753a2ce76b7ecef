#!/usr/bin/env bash
# Times the whole `tandem generate` of a synthetic app (default 2,000 screens) for four targets (ios, swiftui,
# android, android-navigation) as a user waits for it: the first write into a new folder, a run with nothing
# changed, and a run after one screen's title was edited (a save in `tandem watch`). Output goes to tmpfs (/dev/shm) when there is one, so the figure is Tandem's and not the disk's; the folder
# is removed between runs, outside the timing. With a second binary (BASELINE), the two run in turn, run for run, and
# each pair's ratio is printed: the machine's speed drifts, a pair does not.
# This checkout's release build is made and timed, unless TANDEM and TANDEM_BENCH name the binaries to use.
# Usage: scripts/bench-generate.sh [SCREENS] [RUNS] [BASELINE]
set -euo pipefail
baseline=${3:+$(realpath "$3")}
cd "$(dirname "$0")/.."
screens=${1:-2000}
runs=${2:-7}
if [ -z "${TANDEM:-}" ] || [ -z "${TANDEM_BENCH:-}" ]; then
  bash scripts/build-release.sh tandem tandem-bench >/dev/null
fi
tandem=${TANDEM:-$PWD/.build/release/tandem}
bench=${TANDEM_BENCH:-$PWD/.build/release/tandem-bench}
root=/dev/shm
[ -d "$root" ] && [ -w "$root" ] || root=${TMPDIR:-/tmp}
scratch=$(mktemp -d -p "$root")
trap 'rm -rf "$scratch"' EXIT
"$bench" screens "$screens" > "$scratch/design.tandem"
targets=ios,swiftui,android,android-navigation

# Milliseconds of one run of `$1 generate` into `$2`.
run() {
  local start end
  start=$(date +%s%N)
  "$1" generate "$scratch/design.tandem" --target "$targets" --out "$2" >/dev/null 2>&1
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
median() { printf '%s\n' "$@" | sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

first=() unchanged=() edited=() base_first=() base_unchanged=() base_edited=() ratios=() edit_ratios=()
for n in $(seq "$runs"); do
  rm -rf "$scratch/out"; sync
  first+=("$(run "$tandem" "$scratch/out")")
  unchanged+=("$(run "$tandem" "$scratch/out")")
  if [ -n "$baseline" ]; then
    rm -rf "$scratch/base"; sync
    base_first+=("$(run "$baseline" "$scratch/base")")
    base_unchanged+=("$(run "$baseline" "$scratch/base")")
    ratios+=("$(awk -v a="${first[-1]}" -v b="${base_first[-1]}" 'BEGIN { printf "%.3f", a / b }')")
  fi
  # A screen deep in the app gets another title: its files, its neighbours' and the app-wide ones change.
  sed -i "s/^screen S$((screens * 7 / 20)) \"[^\"]*\"/screen S$((screens * 7 / 20)) \"Edited $n\"/" "$scratch/design.tandem"
  edited+=("$(run "$tandem" "$scratch/out")")
  if [ -n "$baseline" ]; then
    base_edited+=("$(run "$baseline" "$scratch/base")")
    edit_ratios+=("$(awk -v a="${edited[-1]}" -v b="${base_edited[-1]}" 'BEGIN { printf "%.3f", a / b }')")
  fi
done
echo "| $screens screens, four targets ($runs runs, medians) | this build |${baseline:+ baseline | ratio (pair by pair) |}"
echo "| --- | ---: |${baseline:+ ---: | ---: |}"
if [ -n "$baseline" ]; then
  echo "| first write | $(median "${first[@]}") ms | $(median "${base_first[@]}") ms | $(median "${ratios[@]}") ($(printf '%s\n' "${ratios[@]}" | sort -n | head -1)–$(printf '%s\n' "${ratios[@]}" | sort -n | tail -1)) |"
  echo "| nothing changed | $(median "${unchanged[@]}") ms | $(median "${base_unchanged[@]}") ms | |"
  echo "| one screen's title edited | $(median "${edited[@]}") ms | $(median "${base_edited[@]}") ms | $(median "${edit_ratios[@]}") ($(printf '%s\n' "${edit_ratios[@]}" | sort -n | head -1)–$(printf '%s\n' "${edit_ratios[@]}" | sort -n | tail -1)) |"
else
  echo "| first write | $(median "${first[@]}") ms |"
  echo "| nothing changed | $(median "${unchanged[@]}") ms |"
  echo "| one screen's title edited | $(median "${edited[@]}") ms |"
fi
