#!/usr/bin/env python3
"""Every row of README's "Where people wait" table (issue 36), measured as a user meets it: whole processes, and with
a second build (BASELINE, a `tandem` binary) each row runs that build and this one in turn, pair by pair, so the
machine's drift falls on both; a ratio is the median of the pairs' ratios (below 1: this build is faster).

  the start                `tandem --version`, 40 pairs
  the race with TRLC       `tandem check` of the peers' corpus of 1,000 and 10,000 elements against TRLC's check of
                           the same corpus (TRLC 5 runs, Tandem 15; both resolve every reference)
  drawing a big app        `tandem graph --view navigation --format svg` of 2,000 screens (Graphviz included), 3 pairs
  the language server      `tandem-bench lsp` (this build's client) against each build's `tandem lsp`: a line typed, to
                           its diagnostics; the median of 20 edits, 3 pairs
  generating               scripts/bench-generate.sh (first write, nothing changed, one screen edited; 2,000 screens)
  tandem watch             scripts/bench-watch.py (a task saved at the end and in the middle; 100,000 elements)

Run through scripts/bench-waits.sh, which builds Tandem and installs TRLC. Takes 2–4 minutes on the 2-core machine.
Usage: bench-waits.py TANDEM TANDEM_BENCH TRLC [BASELINE]
"""
import importlib.util
import os
import re
import statistics
import subprocess
import sys
import tempfile

# The race's corpus and command are scripts/bench-peers.py's.
_spec = importlib.util.spec_from_file_location("bench_peers", os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench-peers.py"))
peers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(peers)


def wall(command):
    """Seconds of one run of `command` (`bench-peers.run`); a run that fails stops the benchmark, as its time would say
    nothing."""
    seconds, status, output = peers.run(command)
    if status != 0:
        raise SystemExit(f"bench-waits: {' '.join(command)} failed (exit {status}): {output[-500:]}")
    return seconds


def paired(make, binaries, pairs):
    """Medians of `pairs` runs of `make(binary)` for each binary, run in turn (the order swapped each pair), and the
    median of the pairs' ratios (the first binary's time over the second's)."""
    times = [[] for _ in binaries]
    for n in range(pairs):
        order = range(len(binaries)) if n % 2 == 0 else reversed(range(len(binaries)))
        for i in order:
            times[i].append(make(binaries[i]))
    ratio = statistics.median(a / b for a, b in zip(times[0], times[1])) if len(binaries) == 2 else None
    return [statistics.median(t) for t in times], ratio


def ms(seconds):
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def row(what, medians, ratio):
    cells = " | ".join(ms(m) for m in medians)
    print(f"| {what} | {cells} |" + (f" {ratio:.2f}× |" if ratio is not None else ""))


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    tandem, bench, trlc = (os.path.abspath(a) for a in sys.argv[1:4])
    baseline = os.path.abspath(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[4] else None
    binaries = [tandem] + ([baseline] if baseline else [])
    here = os.path.dirname(os.path.abspath(__file__))
    scratch_root = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
    with tempfile.TemporaryDirectory(dir=scratch_root) as scratch:
        print("| work | this build |" + (" baseline | ratio |" if baseline else ""))
        print("| --- | ---: |" + (" ---: | ---: |" if baseline else ""))

        medians, ratio = paired(lambda b: wall([b, "--version"]), binaries, 40)
        row("`tandem --version` (the start; 40 pairs)", medians, ratio)

        for size in (1000, 10000):
            corpus, _ = peers.corpus(size, False, scratch, bench)
            t_trlc = statistics.median(wall([trlc, os.path.join(corpus, "trlc")]) for _ in range(5))
            medians, ratio = paired(lambda b: wall(peers.tandem_check(b, corpus)), binaries, 15)
            row(f"`tandem check` of {size:,} elements (TRLC {ms(t_trlc)}: " + ", ".join(f"{t_trlc / m:.0f}×" for m in medians) + ")",
                medians, ratio)

        design = os.path.join(scratch, "screens.tandem")
        with open(design, "wb") as f:
            f.write(subprocess.run([bench, "screens", "2000"], check=True, capture_output=True).stdout)
        svg = os.path.join(scratch, "navigation.svg")
        graph = lambda b: wall([b, "graph", design, "--view", "navigation", "--format", "svg", "-o", svg, "--graphviz-timeout", "600"])
        medians, ratio = paired(graph, binaries, 3)
        row("`tandem graph --view navigation` of 2,000 screens, SVG (3 pairs)", medians, ratio)

        # The language server: the same client (this tandem-bench) against each build's server, series by series.
        for elements, series in ((10000, ["a comment typed", "a task typed whose requirement does not exist"]),
                                 (100000, ["a comment typed", "a task typed whose requirement does not exist",
                                           "a screen typed", "a task typed in the middle of the file",
                                           "a task half typed in the middle, which does not parse yet"])):
            for name in series:
                def lsp(b):
                    out = subprocess.run([bench, "lsp", str(elements), name, "20"], check=True, capture_output=True, text=True,
                                         env=dict(os.environ, TANDEM=b)).stdout
                    return float(re.search(r"median\s+([0-9.]+) ms", out).group(1)) / 1000
                medians, ratio = paired(lsp, binaries, 3)
                row(f"language server, {elements:,} elements: {name} (medians of 20, 3 pairs)", medians, ratio)
        print()

    sys.stdout.flush()
    # The same two builds: bench-generate.sh builds this checkout's unless TANDEM and TANDEM_BENCH name them.
    subprocess.run(["bash", os.path.join(here, "bench-generate.sh"), "2000", "7"] + ([baseline] if baseline else []), check=True,
                   env=dict(os.environ, TANDEM=tandem, TANDEM_BENCH=bench))
    print()
    sys.stdout.flush()
    subprocess.run([sys.executable, os.path.join(here, "bench-watch.py"), bench, tandem, baseline or "", "100000", "8"], check=True)


if __name__ == "__main__":
    main()
