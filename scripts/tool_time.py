#!/usr/bin/env python3
"""Run time of liar itself over every kernel file of polybench/, for one or two builds
measured side by side: each repetition runs every build once per file, and the best of the
repetitions counts. Prints the totals, their ratio, and the files whose time changed most."""
import argparse
import glob
import os
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP = ("/out/", "/support/", "/make-example/", "/bench/", "/include/")


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("liar", nargs="+", help="one or two liar binaries (first: the reference)")
    p.add_argument("--target", default="auto")
    p.add_argument("--dataset", default="LARGE")
    p.add_argument("--reps", type=int, default=3)
    args = p.parse_args()
    files = sorted(f for f in glob.glob(os.path.join(ROOT, "polybench", "**", "*.c"),
                                        recursive=True) if not any(s in f for s in SKIP))
    best = {}
    for f in files:
        for _ in range(args.reps):
            for b in args.liar:
                start = time.perf_counter()
                subprocess.run([b, "--target=" + args.target, f, "-o", os.devnull, "--",
                                "-I" + os.path.join(ROOT, "polybench", "include"),
                                "-I" + os.path.dirname(f), "-D" + args.dataset + "_DATASET"],
                               capture_output=True)
                t = time.perf_counter() - start
                best[(b, f)] = min(best.get((b, f), t), t)
    totals = [sum(best[(b, f)] for f in files) for b in args.liar]
    print("%d files: " % len(files) + ", ".join("%s %.2f s" % (b, t)
                                                for b, t in zip(args.liar, totals)))
    if len(args.liar) == 2:
        ref, new = args.liar
        print("ratio %.2f" % (totals[1] / totals[0]))
        for f in sorted(files, key=lambda f: -best[(new, f)] / best[(ref, f)])[:6]:
            print("%-20s %.3f s -> %.3f s (%.2fx)" % (os.path.basename(f), best[(ref, f)],
                                                     best[(new, f)],
                                                     best[(new, f)] / best[(ref, f)]))


if __name__ == "__main__":
    main()
