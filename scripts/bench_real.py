#!/usr/bin/env python3
"""The never-slower benchmark (`make bench-real`): programs in the styles of real numeric C
(scripts/bench/real/: a trainer block with layer norm, attention and a matrix product under the
program's own OpenMP; an MLP library whose products call inline axpy/dot helpers; a recurrent
layer whose small loops run hundreds of thousands of times) built as their users build them,
original against liar's rewrite under every target, each in the program's -fopenmp build and
without. Rewrites are built through liar-cc, the route docs/usage.md gives for a Makefile
(it links OpenBLAS's OpenMP build into -fopenmp programs: one thread pool).

Runs are interleaved rep by rep with no OpenMP or OpenBLAS variable set but OMP_NUM_THREADS.
A rewrite whose median time exceeds its original's by more than the noise (the larger of 5%
and three times the spread of the original's runs) is a failure the report names; a rewrite
whose checksum differs from the original's beyond float reassociation (relative 1e-3) is one
too. Exit code 1 when any build fails either check.

usage: bench_real.py [--build build] [--reps 5] [--threads 2] [--targets blas,omp,auto]
                     [--program NAME]... [--workdir D]"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ROOT / "scripts" / "bench" / "real"
KEPT_VARIABLES = ("PATH", "HOME", "LANG", "LD_LIBRARY_PATH")


def build_rows(liar_cc, work, source, targets):
    """(program, openmp, label, executable) for the original and each target's rewrite."""
    rows = []
    for openmp in (True, False):
        flag = ["-fopenmp"] if openmp else []
        mode = "-fopenmp" if openmp else "serial"
        original = work / ("%s.%s.orig" % (source.stem, mode))
        subprocess.run(["gcc", "-O2", *flag, str(source), "-lm", "-o", str(original)], check=True)
        rows.append((source.stem, mode, "original", original))
        for target in targets:
            exe = work / ("%s.%s.%s" % (source.stem, mode, target))
            subprocess.run([str(liar_cc), "--liar-flags=--target=" + target, "gcc", "-O2", *flag,
                            str(source), "-lm", "-o", str(exe)], check=True, cwd=work,
                           stderr=subprocess.DEVNULL)
            rows.append((source.stem, mode, target, exe))
    return rows


def checksum(output):
    return float(output.split()[-1])


def time_rows(rows, reps, env):
    times = {row[3]: [] for row in rows}
    sums = {}
    for rep in range(reps):
        for k in range(len(rows)):
            exe = rows[(k + rep) % len(rows)][3]
            start = time.perf_counter()
            out = subprocess.run([str(exe)], env=env, capture_output=True, text=True,
                                 check=True).stdout
            times[exe].append(time.perf_counter() - start)
            sums[exe] = checksum(out)
    return times, sums


def report(rows, times, sums):
    """Prints the table; returns the failures."""
    failures = []
    print("| program | build | form | median s | spread s | vs original | checksum |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    originals = {(r[0], r[1]): r[3] for r in rows if r[2] == "original"}
    for program, mode, form, exe in rows:
        base = originals[(program, mode)]
        median, base_median = statistics.median(times[exe]), statistics.median(times[base])
        spread = max(times[exe]) - min(times[exe])
        noise = max(0.05 * base_median, 3 * (max(times[base]) - min(times[base])))
        ratio = base_median / median
        print("| %s | %s | %s | %.3f | %.3f | %.2fx | %.6e |" %
              (program, mode, form, median, spread, ratio, sums[exe]))
        if median > base_median + noise:
            failures.append("%s %s %s: %.2fx its original (slower by more than noise)" %
                            (program, mode, form, ratio))
        if abs(sums[exe] - sums[base]) > 1e-3 * max(1.0, abs(sums[base])):
            failures.append("%s %s %s: checksum %.6e, the original's %.6e" %
                            (program, mode, form, sums[exe], sums[base]))
    return failures


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--build", default=str(ROOT / "build"))
    p.add_argument("--reps", type=int, default=5)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--targets", default="blas,omp,auto")
    p.add_argument("--program", action="append", default=[],
                   help="a program of scripts/bench/real by name (default: all)")
    p.add_argument("--workdir")
    a = p.parse_args()
    work = Path(a.workdir or tempfile.mkdtemp(prefix="liar-bench-real-"))
    work.mkdir(parents=True, exist_ok=True)
    liar_cc = Path(a.build).resolve() / "tool" / "liar-cc"
    sources = sorted(PROGRAMS.glob("*.c"))
    if a.program:
        sources = [s for s in sources if s.stem in a.program]
    env = {k: v for k, v in os.environ.items() if k in KEPT_VARIABLES}
    env["OMP_NUM_THREADS"] = str(a.threads)
    failures = []
    for source in sources:
        rows = build_rows(liar_cc, work, source, a.targets.split(","))
        times, sums = time_rows(rows, a.reps, env)
        failures += report(rows, times, sums)
        print()
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
