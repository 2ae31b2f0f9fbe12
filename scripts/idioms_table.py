#!/usr/bin/env python3
"""Idioms liar finds per polybench kernel and target: runs `liar --target=T` on every kernel
and collects the library calls of the rewritten regions (from the remarks), for
docs/results.md."""
import argparse
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def kernels():
    base = os.path.join(ROOT, "polybench")
    for group in ("linear-algebra/blas", "linear-algebra/kernels", "linear-algebra/solvers",
                  "datamining", "medley", "stencils", "custom"):
        d = os.path.join(base, group)
        for name in sorted(os.listdir(d)):
            src = os.path.join(d, name, name + ".c")
            if os.path.exists(src):
                yield group, name, src


def calls(liar, src, target):
    out = subprocess.run([liar, "--target=" + target, "--functions=^kernel_", src, "--",
                          "-I" + os.path.join(ROOT, "polybench", "include"),
                          "-I" + os.path.dirname(src)],
                         capture_output=True, text=True).stdout
    found = []
    for m in re.finditer(r"replaced by ([^;]*);", out):
        found += [c.strip() for c in m.group(1).split(",")]
    missed = re.findall(r"not rewritten: (.*) \[", out) + re.findall(r"not lifted: (.*) \[", out)
    return found, missed


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--liar", default=os.path.join(ROOT, "build", "tool", "liar"))
    args = p.parse_args()
    print("| group | kernel | BLAS calls | PyTorch calls | why a region stays loops |")
    print("| --- | --- | --- | --- | --- |")
    for group, name, src in kernels():
        blas, missed = calls(args.liar, src, "blas")
        torch, _ = calls(args.liar, src, "torch")
        print("| %s | %s | %s | %s | %s |" % (group, name, ", ".join(blas) or "—",
                                              ", ".join(torch) or "—",
                                              "; ".join(sorted(set(missed)))[:160] or ""))


if __name__ == "__main__":
    main()
