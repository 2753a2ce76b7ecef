#!/usr/bin/env python3
"""Like-for-like races between Tandem and two peers, on one corpus written in each tool's language.

  TRLC (BMW's requirements language checker) against `tandem check`: both parse the corpus and resolve every
  reference, clean and with 1 % of the references dangling (and both must report each one).
  StrictDoc's fastest export (json: every export parses the corpus and builds its traceability graph first) against
  `tandem check`, and StrictDoc's HTML export against `tandem report` (both write HTML documentation).

Each command runs several times (5 below 2 s, 3 below 60 s, else once) and the median is reported. Run through
scripts/bench-peers.sh, which installs the peers and builds Tandem. Usage: bench-peers.py TOOLS_DIR TANDEM TANDEM_BENCH
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

TRLC_SIZES = [int(s) for s in os.environ.get("TRLC_SIZES", "1000 10000 50000").split()]
STRICTDOC_SIZES = [int(s) for s in os.environ.get("STRICTDOC_SIZES", "1000 10000").split()]


def run(command, cwd=None):
    """One run: seconds (wall, until waitpid returns: no polling), exit status, standard output and error."""
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return time.perf_counter() - start, done.returncode, done.stdout + done.stderr


def median(command, before=None):
    """Median wall time over 5, 3 or 1 runs (by how long the first took), and the last run's status and output."""
    times = []
    while True:
        if before:
            before()
        seconds, status, output = run(command)
        times.append(seconds)
        wanted = 5 if times[0] < 2 else 3 if times[0] < 60 else 1
        if len(times) >= wanted:
            return statistics.median(times), len(times), status, output


made = {}


def corpus(size, dangling, root, bench):
    """The corpus's folder (written once per size and kind, by the `tandem-bench` binary `bench`) and how many of its
    references dangle."""
    directory = os.path.join(root, f"{size}{'-dangling' if dangling else ''}")
    if directory in made:
        return directory, made[directory]
    args = [bench, "corpus", str(size), directory] + (["--dangling"] if dangling else [])
    expected = int(subprocess.run(args, check=True, stdout=subprocess.PIPE, text=True).stdout)
    # Each tool gets a folder holding only its own files, so neither skips the others' as a cost.
    for tool, names in (("trlc", ["corpus.rsl", "corpus.trlc"]), ("sdoc", ["corpus.sdoc"]), ("tandem", ["corpus.tandem"])):
        os.makedirs(os.path.join(directory, tool))
        for name in names:
            os.rename(os.path.join(directory, name), os.path.join(directory, tool, name))
    made[directory] = expected
    return directory, expected


def count(pattern, output):
    match = re.search(pattern, output)
    return int(match.group(1)) if match else 0


def seconds(s):
    return f"{s:.3f} s" if s < 1 else f"{s:.2f} s"


def tandem_check(tandem, directory):
    # The corpus holds requirements and tasks but no screens: "task carried out by no screen" (TD203) is not part
    # of the race, only references are, as for the peers.
    return [tandem, "check", "--severity", "TD203=ignore", os.path.join(directory, "tandem", "corpus.tandem")]


def main():
    tools, tandem, bench = sys.argv[1:4]
    trlc = os.path.join(tools, "bin", "trlc")
    strictdoc = os.path.join(tools, "bin", "strictdoc")
    root = tempfile.mkdtemp(prefix="tandem-peers-")
    try:
        versions = {
            "TRLC": run([trlc, "--version"])[2].strip().split()[-1],
            "StrictDoc": run([strictdoc, "--version"])[2].strip().split()[-1],
            "Tandem": run([tandem, "--version"])[2].strip(),
        }
        print(", ".join(f"{k} {v}" for k, v in versions.items()))
        print()
        print("TRLC against `tandem check` (both resolve every reference; medians):")
        print()
        print("| corpus | requirements + tasks | dangling | TRLC | reported | tandem check | reported | ratio |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for size in TRLC_SIZES:
            for dangling in (False, True):
                directory, expected = corpus(size, dangling, root, bench)
                t_trlc, n1, s_trlc, out_trlc = median([trlc, os.path.join(directory, "trlc")])
                t_tandem, n2, s_tandem, out_tandem = median(tandem_check(tandem, directory))
                r_trlc = count(r"found (\d+) errors?", out_trlc)
                r_tandem = count(r"(\d+) errors?,", out_tandem)
                items = sum(1 for line in open(os.path.join(directory, "tandem", "corpus.tandem")) if line.startswith(("requirement ", "task ")))
                print(f"| {size:,} elements | {items:,} | {expected} | {seconds(t_trlc)} (exit {s_trlc}) | {r_trlc} "
                      f"| {seconds(t_tandem)} (exit {s_tandem}) | {r_tandem} | {t_trlc / t_tandem:.0f}× |")
        print()
        print("StrictDoc against Tandem (medians; StrictDoc's json export is its fastest that parses and validates):")
        print()
        print("| corpus | dangling | StrictDoc export json | tandem check | ratio | StrictDoc export html | tandem report | ratio |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for size in STRICTDOC_SIZES:
            for dangling in (False, True):
                directory, expected = corpus(size, dangling, root, bench)
                out = os.path.join(directory, "out")
                clear = lambda: shutil.rmtree(out, ignore_errors=True)
                t_json, _, s_json, o_json = median([strictdoc, "export", os.path.join(directory, "sdoc"), "--formats", "json",
                                                    "--output-dir", out], before=clear)
                t_check, _, s_check, o_check = median(tandem_check(tandem, directory))
                t_html, _, s_html, o_html = median([strictdoc, "export", os.path.join(directory, "sdoc"), "--formats", "html",
                                                    "--output-dir", out], before=clear)
                t_report, _, s_report, _ = median([tandem, "report", os.path.join(directory, "tandem", "corpus.tandem"),
                                                   "-o", out], before=clear)
                named_sd = len(re.findall(r"references parent requirement which doesn't exist", o_json))
                named_td = count(r"(\d+) errors?,", o_check)
                note = f"{expected} (StrictDoc exit {s_json}, names {named_sd}; Tandem exit {s_check}, names {named_td})" if dangling else "0"
                print(f"| {size:,} elements | {note} | {seconds(t_json)} | {seconds(t_check)} | {t_json / t_check:.0f}× "
                      f"| {seconds(t_html)} (exit {s_html}) | {seconds(t_report)} (exit {s_report}) | {t_html / t_report:.0f}× |")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
