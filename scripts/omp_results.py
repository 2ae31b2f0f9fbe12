#!/usr/bin/env python3
"""The OpenMP/auto results table of docs/results.md: reads a harness CSV (variants gcc-O3,
polly-omp, liar-omp, liar-auto), asks `liar --target=auto` which form it chooses for each
kernel's `kernel_*` function (library calls, OpenMP loops, or unchanged), and prints a
Markdown table with the geometric means over the 30 PolyBench kernels and over all of them.
Several CSVs may be given: a later run's rows replace an earlier run's for the same kernel
(each kernel's ratios then all come from one run)."""
import argparse
import csv
import math
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VARIANTS = ("polly-omp", "liar-omp", "liar-auto")


def chosen_form(liar, group, kernel, dataset):
    """What --target=auto does to the kernel function, from its remarks."""
    src = os.path.join(ROOT, "polybench", group, kernel, kernel + ".c")
    out = subprocess.run([liar, "--target=auto", "--functions=^kernel_", src, "--",
                          "-I" + os.path.join(ROOT, "polybench", "include"),
                          "-I" + os.path.dirname(src), "-D" + dataset + "_DATASET"],
                         capture_output=True, text=True).stdout
    forms = []
    for m in re.finditer(r"replaced part by part: (.*?)(; floating-point.*)? \[liar-\w+\]", out):
        forms.append("nest by nest: " + re.sub(r"line \d+ replaced by ", "", m.group(1)))
    out = "\n".join(l for l in out.splitlines() if "replaced part by part" not in l)
    for m in re.finditer(r"replaced by (.*?)(; floating-point.*)? \[(liar-\w+)\]", out):
        what, check = m.group(1), m.group(3)
        if check == "liar-omp":
            forms.append("OpenMP " + what.replace("OpenMP loops ", ""))
        else:
            forms.append(what)
    return "; ".join(forms) if forms else "unchanged"


def geomean(values):
    values = [v for v in values if v]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else 0


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("csv", nargs="+")
    p.add_argument("--liar", default=os.path.join(ROOT, "build", "tool", "liar"))
    args = p.parse_args()
    rows = []
    for path in args.csv:
        run = list(csv.DictReader(open(path)))
        replaced = {r["kernel"] for r in run}
        rows = [r for r in rows if r["kernel"] not in replaced] + run
    order = {}
    for path in args.csv[:1]:
        for r in csv.DictReader(open(path)):
            order.setdefault(r["kernel"], len(order))
    rows.sort(key=lambda r: order.get(r["kernel"], len(order)))
    kernels = list(dict.fromkeys((r["group"], r["kernel"]) for r in rows))
    dataset = rows[0]["dataset"]
    cell = {(r["kernel"], r["variant"]): r for r in rows}
    print("| group | kernel | gcc -O3 (s) | " + " | ".join(VARIANTS) +
          " | all correct | --target=auto chooses |")
    print("|---|---|---|" + "---|" * len(VARIANTS) + "---|---|")
    speedups = {v: {} for v in VARIANTS}
    for group, kernel in kernels:
        base = cell[(kernel, "gcc-O3")]
        line = "| %s | %s | %.4f |" % (group, kernel, float(base["median_s"]))
        correct = True
        for v in VARIANTS:
            r = cell.get((kernel, v))
            s = float(r["speedup"]) if r and r["speedup"] else 0
            correct &= bool(r) and r["correct"] == "True"
            speedups[v][kernel] = s
            line += " %.2fx |" % s if s else " - |"
        line += " %s | %s |" % ("yes" if correct else "NO",
                                chosen_form(args.liar, group, kernel, dataset))
        print(line)
    polybench = [k for g, k in kernels if g != "custom"]
    print()
    for v in VARIANTS:
        print("- %s: geometric mean %.2fx over the %d PolyBench kernels, %.2fx over all %d; "
              "slower than gcc -O3 (below 0.95x) on: %s" % (
                  v, geomean([speedups[v][k] for k in polybench]), len(polybench),
                  geomean(list(speedups[v].values())), len(kernels),
                  ", ".join("%s %.2fx" % (k, s) for k, s in speedups[v].items() if s < 0.95)
                  or "none"))


if __name__ == "__main__":
    main()
