#!/usr/bin/env python3
"""Times `tandem watch` as a user meets it: a save to the report of it.

A synthetic design of ELEMENTS (default 100,000; `tandem-bench generate`) is watched as a user runs it, with the
default `--interval` (on Linux the kernel reports the save; builds before 2026-11-30 21:00 looked every half second,
and this script gave them a 2 ms look). Each save writes a task beside the file and renames it over the design (as editors save), at the end of the file or in its middle, and
the time runs until the report's first line after the run's stamp line. With a second binary (BASELINE), the two run
in turn, save series by save series. Medians of TIMES saves (default 8).

With --out SCREENS, a synthetic app of SCREENS screens (`tandem-bench screens`) is watched with `--out` into a folder
on tmpfs, each save gives one screen deep in the app another title, and the time runs until the line that reports the
files written: what a developer waits for between saving the design and the apps being in step with it (ELEMENTS is
not read then).

Usage: scripts/bench-watch.py [--out SCREENS] TANDEM_BENCH TANDEM [BASELINE] [ELEMENTS] [TIMES]
"""
import re
import os
import select
import statistics
import subprocess
import sys
import tempfile
import time

STAMP = "── ".encode()


def saves(binary, design, where, times, out_dir=None):
    original = open(design, "rb").read()
    if out_dir:
        # A screen deep in the app (as scripts/bench-generate.sh edits): its line, found once.
        title = re.compile(rb'^(screen S\d+ ")[^"]*"', re.M)
        matches = list(title.finditer(original))
        line = matches[len(matches) * 7 // 20]
    else:
        cut = len(original) - 1 if where == "end" else original.index(b"\n", len(original) // 2) + 1
    command = [binary, "watch", design] + (["--out", out_dir] if out_dir else [])
    watch = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = b""

    def read_until(done, timeout=120):
        nonlocal out
        end = time.time() + timeout
        while time.time() < end:
            ready, _, _ = select.select([watch.stdout], [], [], 0.5)
            if ready:
                chunk = os.read(watch.stdout.fileno(), 1 << 20)
                if not chunk:
                    return False
                out += chunk
                if done(out):
                    return True
        return False

    def reported(count):
        # `count` stamp lines, and a whole line after the last of them (with --out, the line of the files written).
        def done(text):
            parts = text.split(STAMP)
            if out_dir:
                return len(parts) - 1 >= count and b" written\n" in parts[-1]
            return len(parts) - 1 >= count and parts[-1].count(b"\n") >= 2
        return done

    try:
        if not read_until(reported(1)):
            raise SystemExit("bench-watch: the first check never reported")
        time.sleep(1.0)
        measured = []
        for i in range(times):
            runs = out.count(STAMP)
            if out_dir:
                text = original[:line.start()] + line.group(1) + (b'Edited %d"' % i) + original[line.end():]
            else:
                text = original[:cut] + (b'task TW%d "Typed" { satisfies R1 }\n' % i) + original[cut:]
            start = time.time()
            with open(design + ".saving", "wb") as f:
                f.write(text)
            os.rename(design + ".saving", design)
            if not read_until(reported(runs + 1)):
                raise SystemExit("bench-watch: a save was never reported")
            measured.append((time.time() - start) * 1000)
            time.sleep(0.3)
        return statistics.median(measured)
    finally:
        watch.kill()
        watch.wait()
        with open(design, "wb") as f:
            f.write(original)


def main():
    args = sys.argv[1:]
    screens = None
    if args[:1] == ["--out"] and len(args) > 1:
        screens, args = int(args[1]), args[2:]
    if len(args) < 2:
        raise SystemExit(__doc__)
    bench, tandem = args[0], args[1]
    baseline = args[2] if len(args) > 2 and args[2] else None
    elements = int(args[3]) if len(args) > 3 else 100_000
    times = int(args[4]) if len(args) > 4 else 8
    with tempfile.TemporaryDirectory(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None) as scratch:
        design = os.path.join(scratch, "design.tandem")
        if screens:
            with open(design, "wb") as f:
                f.write(subprocess.run([bench, "screens", str(screens)], check=True, capture_output=True).stdout)
            print(f"| `tandem watch --out`, {screens:,} screens, one screen's title saved | this build |" + (" baseline |" if baseline else ""))
            print("| --- | ---: |" + (" ---: |" if baseline else ""))
            rounds = []
            for binary in [tandem] + ([baseline] if baseline else []):
                out = os.path.join(scratch, "out-" + str(len(rounds)))
                rounds.append(saves(binary, design, None, times, out_dir=out))
            print(f"| the files written (median of {times}) | " + " | ".join(f"{r:.0f} ms" for r in rounds) + " |")
            return
        with open(design, "wb") as f:
            f.write(subprocess.run([bench, "generate", str(elements)], check=True, capture_output=True).stdout)
        print(f"| `tandem watch`, {elements:,} elements, a task saved | this build |" + (" baseline |" if baseline else ""))
        print("| --- | ---: |" + (" ---: |" if baseline else ""))
        for where in ["end", "middle"]:
            row = f"| at the {where} of the file (median of {times}) | {saves(tandem, design, where, times):.1f} ms |"
            if baseline:
                row += f" {saves(baseline, design, where, times):.1f} ms |"
            print(row)


if __name__ == "__main__":
    main()
