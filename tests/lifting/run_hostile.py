#!/usr/bin/env python3
"""Runs the liar driver on one file of the hostile corpus and checks the contract written in
the file's header: `// EXPECT: <text the output must contain>` and `// EXIT: <exit code>`.
Any crash or sanitizer report fails, whatever the exit code.

usage: run_hostile.py DRIVER FILE [DRIVER-FLAG...]   (e.g. --dump-ir)"""
import subprocess
import sys


def main():
    driver, source, flags = sys.argv[1], sys.argv[2], sys.argv[3:]
    expect, code = None, None
    with open(source, errors="replace") as f:
        for line in f:
            if line.startswith("// EXPECT: "):
                expect = line[len("// EXPECT: "):].rstrip("\n")
            elif line.startswith("// EXIT: "):
                code = int(line[len("// EXIT: "):])
    if expect is None or code is None:
        print(f"{source}: missing EXPECT or EXIT header")
        return 1
    run = subprocess.run([driver] + flags + [source, "--", "-std=c99"], capture_output=True, text=True,
                         errors="replace", timeout=60)
    out = run.stdout + run.stderr
    problems = []
    if run.returncode < 0:
        problems.append(f"killed by signal {-run.returncode}")
    for marker in ("AddressSanitizer", "runtime error:", "LeakSanitizer", "Stack dump:"):
        if marker in out:
            problems.append(f"'{marker}' in the output")
    if run.returncode != code:
        problems.append(f"exit code {run.returncode}, expected {code}")
    if expect not in out:
        problems.append(f"output lacks '{expect}'")
    if problems:
        print(out)
        print(f"{source}: " + "; ".join(problems))
        return 1
    # The diagnostics are located: a remark names file:line:col.
    if code == 0 and "region" in expect and ".c:" not in out and "0 region(s)" not in expect:
        print(out)
        print(f"{source}: no located diagnostic")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
