#!/usr/bin/env python3
"""ctest polybench.library_calls: the library calls liar makes for every polybench kernel.

Runs `liar --target=T --functions=^kernel_` on each polybench/<group>/<kernel>/<kernel>.c for
the library targets (blas, torch) and compares the calls its remarks name, in their order, with
polybench/library-calls.txt. A kernel that gains or loses a call (a cost model or rule change,
an exactness fix that makes a form unreachable) fails here with the kernel named, instead of
showing only as a slower harness run.

usage: test_library_calls.py --liar PATH [--update]

--update rewrites library-calls.txt from the current liar, for a deliberate change (review the
diff).
"""
import argparse
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EXPECTED = HERE / "library-calls.txt"
TARGETS = ["blas", "torch"]
HEADER = """\
# The library calls liar's remarks name for each polybench kernel, per target, in their order
# ("-": none): liar --target=T --functions='^kernel_' KERNEL.c -- -Ipolybench/include -I<dir>.
# Checked by polybench/test_library_calls.py (ctest polybench.library_calls); after a
# deliberate change: python3 polybench/test_library_calls.py --liar build/tool/liar --update
"""
# `replaced by A, B` names calls; a nest-by-nest remark names more after `line N replaced by`.
CALLS = re.compile(r"replaced by ([A-Za-z_]\w*(?:, (?!line )[A-Za-z_]\w*)*)")


def kernels():
    for source in sorted(HERE.glob("*/**/*.c")):
        if source.stem == source.parent.name and "out" not in source.relative_to(HERE).parts:
            yield source


def calls(liar, source, target):
    done = subprocess.run(
        [liar, "--target=" + target, "--functions=^kernel_", str(source), "--",
         "-I" + str(HERE / "include"), "-I" + str(source.parent)],
        capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"liar failed on {source} ({target}):\n{done.stdout}{done.stderr}")
    found = []
    for line in done.stdout.splitlines():
        if "remark:" in line:
            for m in CALLS.finditer(line):
                found += m.group(1).split(", ")
    return found


def measure(liar):
    table = {}
    for source in kernels():
        name = str(source.parent.relative_to(HERE))
        for target in TARGETS:
            table[(name, target)] = calls(liar, source, target)
    return table


def render(table):
    width = max(len(name) for name, _ in table) + 2
    lines = [HEADER]
    for (name, target), found in sorted(table.items()):
        lines.append(f"{name:<{width}}{target:<7}{' '.join(found) or '-'}\n")
    return "".join(lines)


def parse(text):
    table = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, target, *found = line.split()
        table[(name, target)] = [] if found == ["-"] else found
    return table


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--liar", required=True)
    ap.add_argument("--update", action="store_true")
    args = ap.parse_args()
    table = measure(args.liar)
    if args.update:
        EXPECTED.write_text(render(table))
        return 0
    expected = parse(EXPECTED.read_text())
    failures = []
    for key in sorted(set(table) | set(expected)):
        want, got = expected.get(key), table.get(key)
        if want != got:
            failures.append(f"{key[0]} --target={key[1]}: expected {want}, liar made {got}")
    for failure in failures:
        print(failure)
    print(f"{len(table)} kernel/target pairs, {len(failures)} differ from {EXPECTED.name}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
