#!/usr/bin/env python3
"""Saturation benchmark: runs `liar --ir K --target T --stats` on every kernel of
saturation/kernels for both targets and writes the table into docs/results.md.

Time is the saturation time liar reports (median of --reps runs, summed over a kernel's
definitions); memory is the peak resident set of the whole liar process (getrusage)."""
import argparse
import os
import re
import resource
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEGIN = "<!-- saturation-table:begin -->"
END = "<!-- saturation-table:end -->"


def run_once(liar, kernel, target):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    out = subprocess.run([liar, "--ir", kernel, "--target=" + target, "--stats"],
                         check=True, capture_output=True, text=True).stdout
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    stats = re.findall(r"stats: (\d+) iterations, (\d+) e-nodes, (\d+) e-classes, "
                       r"([0-9.]+) s, stop: ([a-z ]+)", out)
    solution = re.search(r"^solution: (.*)$", out, re.M).group(1)
    return {
        "solution": solution,
        "iterations": sum(int(s[0]) for s in stats),
        "nodes": max(int(s[1]) for s in stats),
        "classes": max(int(s[2]) for s in stats),
        "seconds": sum(float(s[3]) for s in stats),
        "stops": sorted(set(s[4] for s in stats)),
        "peak_kb": max(peak_kb, before),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--liar", default=os.path.join(ROOT, "build", "tool", "liar"))
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--results", default=os.path.join(ROOT, "docs", "results.md"))
    args = parser.parse_args()

    kernel_dir = os.path.join(ROOT, "saturation", "kernels")
    rows = []
    worst_time, worst_kb = 0.0, 0
    for name in sorted(os.listdir(kernel_dir)):
        cells, stops = [name[:-3]], set()
        for target in ("blas", "torch"):
            runs = [run_once(args.liar, os.path.join(kernel_dir, name), target)
                    for _ in range(args.reps)]
            r = runs[0]
            seconds = statistics.median(x["seconds"] for x in runs)
            worst_time = max(worst_time, seconds)
            worst_kb = max(worst_kb, r["peak_kb"])
            cells += [r["solution"], "%d" % r["iterations"], "%d" % r["nodes"],
                      "%d" % r["classes"], "%.5f" % seconds]
            stops.update(r["stops"])
        rows.append("| %s | %s |" % (" | ".join(cells), ", ".join(sorted(stops))))
        print(rows[-1], flush=True)

    table = "\n".join([
        BEGIN,
        "Produced by `make bench` (`python3 scripts/bench_saturation.py --reps %d`), one row per "
        "kernel, `--target=blas` then `--target=torch`. Iterations are summed and "
        "e-nodes/e-classes are the largest over a kernel's definitions (each definition is "
        "saturated in its own e-graph); time is the median saturation time in seconds." % args.reps,
        "",
        "| kernel | blas: solution | iterations | e-nodes | e-classes | time | "
        "torch: solution | iterations | e-nodes | e-classes | time | stop |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        *rows,
        "",
        "Slowest saturation: %.5f s; largest peak memory of a liar process: %.1f MB." % (
            worst_time, worst_kb / 1024.0),
        END,
    ])
    with open(args.results) as f:
        text = f.read()
    if BEGIN in text:
        text = text[:text.index(BEGIN)] + table + text[text.index(END) + len(END):]
    else:
        text += "\n" + table + "\n"
    with open(args.results, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
