#!/usr/bin/env python3
"""The list of names OpenBLAS exports (tool/data/openblas-exports.txt), against which liar
checks a file's external definitions, holds every name the installed OpenBLAS exports: both
Debian builds (pthreads and OpenMP), since a rewritten program may link either. When Debian's
OpenBLAS changes, this fails until scripts/openblas-exports.sh is run again."""
import argparse
import glob
import subprocess
import sys


def exported(library):
    out = subprocess.run(["nm", "-D", "--defined-only", library], check=True,
                         capture_output=True, text=True).stdout
    return {line.split()[-1] for line in out.splitlines() if line.strip()}


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--list", required=True)
    args = p.parse_args()
    listed = {line.strip() for line in open(args.list)
              if line.strip() and not line.startswith("#")}
    libraries = sorted(glob.glob("/usr/lib/*/openblas-*/libopenblas*.so.0"))
    if not libraries:
        print("no OpenBLAS installed")
        return 1
    failed = False
    for library in libraries:
        missing = sorted(exported(library) - listed)
        print("%s: %d names exported, %d not in the list%s" % (
            library, len(exported(library)), len(missing),
            (": " + ", ".join(missing[:10])) if missing else ""))
        failed |= bool(missing)
    # The check must be able to fail: the names it is there for are in the list.
    for name in ("sgemm_nn", "dgemm_nn", "sgemm_tn", "blas_cpu_number", "cblas_sgemm"):
        if name not in listed:
            print("%s is not in the list" % name)
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
