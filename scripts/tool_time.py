#!/usr/bin/env python3
"""Run time of liar itself over every kernel file of polybench/, for one or two builds
measured side by side: each repetition runs every build once per file (in an order that rotates
from one repetition to the next), and the best of the repetitions counts. Prints per build the total wall time and CPU time (user + system; the
one to read on a loaded machine), the slowest files and the peak memory of one process; for
two builds, their ratio and the files whose time changed most. With --compiler, the compiler's
`-O3 -c` on the same files runs in the same repetitions, and each build's time is also given as a
ratio to it (the goal: --target=auto at most 2.5x gcc -O3 -c)."""
import argparse
import glob
import os
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP = ("/out/", "/support/", "/make-example/", "/bench/", "/include/")


def run(command):
    """Wall time and CPU time in seconds and peak resident memory in KiB of one run."""
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("liar", nargs="+", help="one or two liar binaries (first: the reference)")
    p.add_argument("--target", default="auto")
    p.add_argument("--dataset", default="LARGE")
    p.add_argument("--reps", type=int, default=3)
    p.add_argument("--compiler", help="also time COMPILER -O3 -c on each file (e.g. gcc)")
    args = p.parse_args()
    files = sorted(f for f in glob.glob(os.path.join(ROOT, "polybench", "**", "*.c"),
                                        recursive=True) if not any(s in f for s in SKIP))
    best, cpu, peak = {}, {}, {}
    programs = args.liar + ([args.compiler] if args.compiler else [])
    for f in files:
        flags = ["-I" + os.path.join(ROOT, "polybench", "include"), "-I" + os.path.dirname(f),
                 "-D" + args.dataset + "_DATASET"]
        for rep in range(args.reps):
            # The order rotates from one repetition to the next: on a virtual machine the
            # program that runs first after another measured up to 1.4x slower.
            for b in programs[rep % len(programs):] + programs[:rep % len(programs)]:
                if b == args.compiler:
                    command = [b, "-O3", "-c", f, "-o", os.devnull] + flags
                else:
                    command = [b, "--target=" + args.target, f, "-o", os.devnull, "--"] + flags
                t, c, kib = run(command)
                best[(b, f)] = min(best.get((b, f), t), t)
                cpu[(b, f)] = min(cpu.get((b, f), c), c)
                peak[b] = max(peak.get(b, 0), kib)
    totals = [sum(best[(b, f)] for f in files) for b in args.liar]
    print("%d files: " % len(files) + ", ".join("%s %.2f s" % (b, t)
                                                for b, t in zip(args.liar, totals)))
    print("CPU time: " + ", ".join("%s %.2f s" % (b, sum(cpu[(b, f)] for f in files))
                                   for b in args.liar))
    for b in args.liar:
        slowest = sorted(files, key=lambda f: -best[(b, f)])[:5]
        print("%s: peak %.0f MB; slowest %s" % (
            b, peak[b] / 1024, ", ".join("%s %.2f s (CPU %.2f s)" % (
                os.path.basename(f), best[(b, f)], cpu[(b, f)]) for f in slowest)))
    if args.compiler:
        wall = sum(best[(args.compiler, f)] for f in files)
        time_cpu = sum(cpu[(args.compiler, f)] for f in files)
        print("%s -O3 -c: %.2f s (CPU %.2f s)" % (args.compiler, wall, time_cpu))
        for b, t in zip(args.liar, totals):
            print("%s / %s -O3 -c: wall %.2fx, CPU %.2fx" % (
                b, args.compiler, t / wall, sum(cpu[(b, f)] for f in files) / time_cpu))
    if len(args.liar) == 2:
        ref, new = args.liar
        print("ratio %.2f" % (totals[1] / totals[0]))
        for f in sorted(files, key=lambda f: -best[(new, f)] / best[(ref, f)])[:6]:
            print("%-20s %.3f s -> %.3f s (%.2fx)" % (os.path.basename(f), best[(ref, f)],
                                                     best[(new, f)],
                                                     best[(new, f)] / best[(ref, f)]))


if __name__ == "__main__":
    main()
