#!/usr/bin/env python3
"""The thread-pool table of docs/results.md: PolyBench kernels rewritten by --target=auto
(OpenMP loops and BLAS calls in one program) against their --target=blas rewrite, run with
libgomp's default wait policy, with OMP_WAIT_POLICY=active and =passive, and linked with OpenBLAS's
OpenMP build instead of its pthreads build. Runs are interleaved rep by rep in a rotating
order; the table gives the median and the fastest run in milliseconds.

usage: thread_pools.py [--liar build/tool/liar] [--kernels gemver,gesummv] [--reps 7]
                       [--dataset LARGE] [--threads 2] [--workdir DIR]
The OPENBLAS_CORETYPE fix of `liar --check-env=shell` is applied, as the harness does. The
OpenMP-build rows need Debian's libopenblas0-openmp and libopenblas-openmp-dev, which the
remedy itself does not (they are left out when those are not installed)."""
import argparse
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
POLYBENCH = ROOT / "polybench"
OPENMP_BUILD = Path("/usr/lib/x86_64-linux-gnu/openblas-openmp")
PASSIVE = {"OMP_WAIT_POLICY": "passive"}
# libgomp spinning throughout: what its default wait policy does for a while after each
# parallel region, which is all of a short kernel's time on an idle machine.
ACTIVE = {"OMP_WAIT_POLICY": "active"}
# (row label, liar target, link with the OpenMP build?, extra environment)
CASES = [("blas only, pthreads build", "blas", False, {}),
         ("auto, pthreads build, default wait", "auto", False, {}),
         ("auto, pthreads build, active", "auto", False, ACTIVE),
         ("auto, pthreads build, passive", "auto", False, PASSIVE),
         ("auto, OpenMP build, default wait", "auto", True, {}),
         ("auto, OpenMP build, passive", "auto", True, PASSIVE)]


def build(liar, kernel, target, openmp_build, dataset, workdir):
    src = next(POLYBENCH.rglob(kernel + ".c"))
    flags = ["-I%s" % (POLYBENCH / "include"), "-I%s" % src.parent, "-D%s_DATASET" % dataset]
    out = workdir / ("%s.%s.c" % (kernel, target))
    subprocess.run([liar, "--target=" + target, "-o", str(out), str(src), "--"] + flags,
                   check=True, capture_output=True)
    exe = workdir / ("%s.%s%s" % (kernel, target, ".ompblas" if openmp_build else ""))
    blas = (["-L%s" % OPENMP_BUILD, "-Wl,-rpath,%s" % OPENMP_BUILD] if openmp_build else [])
    subprocess.run(["gcc", "-O3", "-march=native", "-fopenmp", "-DPOLYBENCH_TIME"] + flags +
                   [str(out), str(POLYBENCH / "support" / "polybench.c"), "-o", str(exe)] +
                   blas + ["-lopenblas", "-lm"], check=True)
    return exe


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--liar", default=str(ROOT / "build" / "tool" / "liar"))
    ap.add_argument("--kernels", default="gemver,gesummv,atax,bicg,mvt,gemm")
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--dataset", default="LARGE")
    ap.add_argument("--threads", default="2")
    ap.add_argument("--workdir", type=Path)
    args = ap.parse_args()
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="liar-pools-"))
    workdir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, OMP_NUM_THREADS=args.threads, OPENBLAS_NUM_THREADS=args.threads)
    env.pop("OMP_WAIT_POLICY", None)
    fix = subprocess.run([args.liar, "--check-env=shell"], capture_output=True, text=True,
                         check=True, env=env).stdout.split()
    for setting in (f for f in fix if "=" in f):
        env.__setitem__(*setting.split("=", 1))
    cases = CASES
    if not (OPENMP_BUILD / "libopenblas.so").exists():
        print("OpenBLAS's OpenMP build is not installed (libopenblas-openmp-dev): its rows are "
              "left out\n")
        cases = [c for c in CASES if not c[2]]
    runs = [(k, label, build(args.liar, k, target, omp, args.dataset, workdir), extra)
            for k in args.kernels.split(",") for label, target, omp, extra in cases]
    times = {(k, label): [] for k, label, _, _ in runs}
    for rep in range(args.reps):
        for k, label, exe, extra in runs[rep % len(runs):] + runs[:rep % len(runs)]:
            out = subprocess.run([str(exe)], env=dict(env, **extra), capture_output=True,
                                 text=True, check=True).stdout
            times[(k, label)].append(1000 * float(out.split()[-1]))
    print("OPENBLAS_CORETYPE=%s, OMP_NUM_THREADS=OPENBLAS_NUM_THREADS=%s, %s, %d reps\n"
          % (env.get("OPENBLAS_CORETYPE", "unset"), args.threads, args.dataset, args.reps))
    print("| kernel | program | median ms | fastest ms | vs blas only |")
    print("| --- | --- | ---: | ---: | ---: |")
    for (k, label), t in times.items():
        base = statistics.median(times[(k, CASES[0][0])])
        print("| %s | %s | %.1f | %.1f | %.2fx |"
              % (k, label, statistics.median(t), min(t), base / statistics.median(t)))


if __name__ == "__main__":
    main()
