#!/usr/bin/env python3
"""Lifts the kernel function of every polybench/ kernel with `liar --dump-ir` (lifting only,
no saturation) and prints the lifting table of docs/results.md: regions found,
lifted, rejected with their reasons, and the time to lift all kernels in one liar run and in
one run per kernel.

usage: scripts/lifting-results.py BUILD_DIR"""
import glob
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GROUPS = ["linear-algebra/blas", "linear-algebra/kernels", "linear-algebra/solvers",
          "datamining", "medley", "stencils", "custom"]
FLAGS = ["--", "-I" + os.path.join(ROOT, "polybench/include")]


def kernels():
    out = []
    for g in GROUPS:
        for d in sorted(glob.glob(os.path.join(ROOT, "polybench", g, "*"))):
            src = os.path.join(d, os.path.basename(d) + ".c")
            if os.path.exists(src):
                out.append((g, os.path.basename(d), src))
    return out


def main():
    liar = os.path.join(sys.argv[1], "tool", "liar")
    ks = kernels()
    rows, per_kernel = [], 0.0
    for group, name, src in ks:
        t0 = time.perf_counter()
        run = subprocess.run([liar, "--dump-ir", "--functions=^kernel_", src] + FLAGS,
                             capture_output=True, text=True)
        per_kernel += time.perf_counter() - t0
        regions = len(re.findall(r"^; \S+ region in '", run.stdout, re.M))
        reasons = re.findall(r"region in '[^']*' not lifted: (.*)\n; \S+: (.*)", run.stdout)
        why = "; ".join(f"{c}: {r}" for r, c in reasons)
        rows.append((group, name, regions, regions - len(reasons), why, run.returncode))
    # All kernels in one process, as a build would run it: best of three.
    best = None
    for _ in range(3):
        t0 = time.perf_counter()
        subprocess.run([liar, "--dump-ir", "--functions=^kernel_"] + [s for _, _, s in ks] + FLAGS,
                       capture_output=True, text=True)
        t = time.perf_counter() - t0
        best = t if best is None else min(best, t)
    print("| group | kernel | regions | lifted | rejected: category and reason |")
    print("| --- | --- | --- | --- | --- |")
    for group, name, regions, lifted, why, rc in rows:
        print(f"| {group} | {name} | {regions} | {lifted} | {why.replace('|', '/') or '—'} |")
    total = sum(r[2] for r in rows)
    lifted = sum(r[3] for r in rows)
    print()
    print(f"{len(rows)} kernels, {total} regions, {lifted} lifted, {total - lifted} rejected.")
    print(f"Time to lift all {len(rows)} kernels: {best:.2f} s in one liar run (best of 3), "
          f"{per_kernel:.2f} s as {len(rows)} separate runs.")


if __name__ == "__main__":
    main()
