#!/usr/bin/env python3
"""Compare the rewrites of two liar builds, byte for byte.

Runs both binaries on every kernel file of polybench/ and every C input of the golden, OpenMP
and real-style (tests/realcode) tests, for each --target (and, for the test inputs, also with
--assume-no-alias and --fp-strict), and compares the rewritten files (-o) and the remarks. Prints each difference
and a summary; exits 1 when a rewritten file differs (remarks that differ are listed but only
fail with --remarks). Used to show that a change of the planners keeps what liar writes.

usage: compare_rewrites.py REFERENCE_LIAR NEW_LIAR [--targets blas,torch,omp,auto] [-j N]
"""
import argparse
import concurrent.futures
import difflib
import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP = ("/out/", "/support/", "/make-example/", "/bench/", "/include/")


def inputs():
    """(file, extra liar options) pairs: the kernels with default options, the test inputs
    with each option set their RUN lines use."""
    kernels = sorted(f for f in glob.glob(os.path.join(ROOT, "polybench", "**", "*.c"),
                                          recursive=True) if not any(s in f for s in SKIP))
    tests = sorted(glob.glob(os.path.join(ROOT, "tests", "golden", "*.c")) +
                   glob.glob(os.path.join(ROOT, "tests", "omp", "*.c")) +
                   glob.glob(os.path.join(ROOT, "tests", "realcode", "*.c")))
    cases = [(f, []) for f in kernels]
    for f in tests:
        for extra in ([], ["--assume-no-alias"], ["--fp-strict"]):
            cases.append((f, extra))
    return kernels, cases


def run(liar, path, target, extra, out):
    flags = ["-I" + os.path.join(ROOT, "polybench", "include"), "-I" + os.path.dirname(path),
             "-I" + os.path.join(ROOT, "emit", "runtime", "include")]
    proc = subprocess.run([liar, "--target=" + target, *extra, path, "-o", out, "--", *flags],
                          capture_output=True, text=True, timeout=300)
    text = open(out).read() if os.path.exists(out) else "<no output file>"
    remarks = proc.stdout.replace(out, "OUT")
    return proc.returncode, text, remarks


def compare(reference, new, path, target, extra, tmp):
    base = os.path.join(tmp, "%s.%s.%s" % (os.path.basename(path), target, "".join(extra)))
    a = run(reference, path, target, extra, base + ".ref.c")
    b = run(new, path, target, extra, base + ".new.c")
    return path, target, extra, a, b


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("reference")
    p.add_argument("new")
    p.add_argument("--targets", default="blas,torch,omp,auto")
    p.add_argument("-j", type=int, default=os.cpu_count() or 1)
    p.add_argument("--remarks", action="store_true", help="also fail on differing remarks")
    args = p.parse_args()
    kernels, cases = inputs()
    jobs = [(f, t, e) for f, e in cases for t in args.targets.split(",")]
    files_differ = remarks_differ = 0
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        futures = [pool.submit(compare, args.reference, args.new, f, t, e, tmp)
                   for f, t, e in jobs]
        for fut in futures:
            path, target, extra, (ca, ta, ra), (cb, tb, rb) = fut.result()
            name = "%s --target=%s %s" % (os.path.relpath(path, ROOT), target, " ".join(extra))
            if ta != tb or ca != cb:
                files_differ += 1
                print("REWRITE DIFFERS: %s (exit %d -> %d)" % (name, ca, cb))
                sys.stdout.writelines(difflib.unified_diff(
                    ta.splitlines(True), tb.splitlines(True), "reference", "new", n=2))
            elif ra != rb:
                remarks_differ += 1
                print("remarks differ: %s" % name)
                sys.stdout.writelines(difflib.unified_diff(
                    ra.splitlines(True), rb.splitlines(True), "reference", "new", n=0))
    print("%d kernel files, %d runs: %d rewrites differ, %d remark sets differ" %
          (len(kernels), len(jobs), files_differ, remarks_differ))
    return 1 if files_differ or (args.remarks and remarks_differ) else 0


if __name__ == "__main__":
    sys.exit(main())
