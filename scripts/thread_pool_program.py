#!/usr/bin/env python3
"""The "one thread pool" figures of docs/results.md: a program with OpenMP of its own
(scripts/bench/forward.c, matrix-vector products in its `omp parallel for`, or with --program
another, such as scripts/bench/train_step.c, a trainer's matrix products) built through
liar-cc with -fopenmp, against its original builds, with no OpenMP or OpenBLAS variable in the
environment. Rows: the original with and without -fopenmp; liar-cc's build (the default: for
GCC, OpenBLAS's OpenMP build); the same rewrite linked with -lopenblas (the pthreads build, two
pools); and, with --clang, the Clang (libomp) builds. Runs are interleaved rep by rep; the
table gives the median time and its ratio to the original -fopenmp build.

usage: thread_pool_program.py [--build build] [--program P.c] [-D NAME]... [--reps 5]
                              [--threads 2] [--clang] [--workdir D]"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROGRAM = ROOT / "scripts" / "bench" / "forward.c"
POOL_VARIABLES = ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "OPENBLAS_NUM_THREADS", "OMP_PROC_BIND")


def sh(cmd, **kw):
    subprocess.run(cmd, check=True, **kw)


def builds(liar_cc, work, compilers, source, defines):
    """(label, program) per row; every program is built from `source` in `work`, with the
    program's configuration macros `defines` (`-DNAME`), which liar-cc also passes to liar."""
    rows = []
    for cc in compilers:
        tag = Path(cc).name
        orig_omp, orig_seq, rewritten = (work / ("%s.%s" % (tag, n)) for n in ("omp", "seq", "liar"))
        sh([cc, "-O2", "-fopenmp", *defines, str(source), "-lm", "-o", str(orig_omp)])
        sh([cc, "-O2", *defines, str(source), "-lm", "-o", str(orig_seq)])
        sh([str(liar_cc), "--liar-flags=--target=blas", cc, "-O2", "-fopenmp", *defines,
            str(source), "-lm", "-o", str(rewritten)], cwd=work)
        two_pools = work / ("%s.liar-pthreads" % tag)
        sh([cc, "-O2", "-fopenmp", *defines, str(work / (source.stem + ".liar.c")), "-iquote",
            str(source.parent),
            "-I/usr/include/x86_64-linux-gnu/openblas-pthread", "-lopenblas", "-lm", "-o",
            str(two_pools)])
        rows += [("%s original -fopenmp" % tag, orig_omp),
                 ("%s original, no OpenMP" % tag, orig_seq),
                 ("%s liar-cc (default link)" % tag, rewritten),
                 ("%s rewrite, -lopenblas (pthreads)" % tag, two_pools)]
    return rows


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--build", default=str(ROOT / "build"))
    p.add_argument("--program", default=str(PROGRAM), help="the C program to build and time")
    p.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME",
                   help="define a configuration macro of the program (repeatable)")
    p.add_argument("--reps", type=int, default=5)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--clang", action="store_true", help="also the clang-19 (libomp) builds")
    p.add_argument("--workdir")
    a = p.parse_args()
    work = Path(a.workdir or tempfile.mkdtemp(prefix="liar-pool-"))
    work.mkdir(parents=True, exist_ok=True)
    liar_cc = Path(a.build) / "tool" / "liar-cc"
    rows = builds(liar_cc, work, ["gcc"] + (["clang-19"] if a.clang else []),
                  Path(a.program).resolve(), ["-D" + d for d in a.defines])
    env = {k: v for k, v in os.environ.items() if k not in POOL_VARIABLES}
    env["OMP_NUM_THREADS"] = str(a.threads)
    times = {label: [] for label, _ in rows}
    outputs = {}
    for rep in range(a.reps):
        for k in range(len(rows)):
            label, program = rows[(k + rep) % len(rows)]
            start = time.perf_counter()
            out = subprocess.run([str(program)], env=env, capture_output=True, text=True,
                                 check=True).stdout
            times[label].append(time.perf_counter() - start)
            outputs[label] = out.strip()
    base = {}
    print("| build | median s | vs original -fopenmp | output |")
    print("| --- | ---: | ---: | --- |")
    for label, program in rows:
        tag = label.split()[0]
        med = statistics.median(times[label])
        base.setdefault(tag, med)
        print("| %s | %.3f | %.2fx | %s |" % (label, med, base[tag] / med, outputs[label]))
    print("(%d reps, OMP_NUM_THREADS=%d, %s)" % (a.reps, a.threads, work), file=sys.stderr)


if __name__ == "__main__":
    main()
