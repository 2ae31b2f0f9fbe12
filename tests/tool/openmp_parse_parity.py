#!/usr/bin/env python3
"""liar finds, lifts and rewrites the same regions whether or not the flags hold -fopenmp.

With -fopenmp Clang wraps the loops of the user's OpenMP directives in directive nodes; the
rewrite must not depend on that. For every golden input and every real-code program, and for
the blas and omp targets, liar runs once without and once with -fopenmp; the rewritten files,
the remarks and the exit codes must be the same.

usage: openmp_parse_parity.py LIAR SOURCE_DIR
"""
import pathlib
import re
import subprocess
import sys
import tempfile

CHECK_LINE = re.compile(r"^\s*// ([A-Z][A-Z0-9-]*|RUN|XFAIL):.*$", re.M)


def run(liar, source, target, out, extra):
    cmd = [liar, f"--target={target}", "--omp-min-work=0", str(source), "-o", str(out), "--"]
    cmd += ["-I", str(source.parent)] + extra
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    remarks = [line for line in done.stderr.splitlines() if "remark:" in line]
    text = out.read_text() if out.exists() else ""
    return done.returncode, remarks, text


def main():
    liar, root = sys.argv[1], pathlib.Path(sys.argv[2])
    inputs = sorted((root / "tests" / "golden").glob("*.c")) + sorted(
        (root / "tests" / "realcode").glob("*.c"))
    failures, compared = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        for path in inputs:
            # Golden files carry check lines; they are comments, but blanked as the golden
            # runner blanks them, so the rewritten text is what users see.
            source = tmp / path.name
            source.write_text(CHECK_LINE.sub("", path.read_text()))
            (tmp / "harness.h").write_text((root / "tests" / "realcode" / "harness.h").read_text())
            for target in ("blas", "omp"):
                plain = run(liar, source, target, tmp / f"plain.{target}.c", [])
                openmp = run(liar, source, target, tmp / f"openmp.{target}.c", ["-fopenmp"])
                (tmp / f"plain.{target}.c").unlink(missing_ok=True)
                (tmp / f"openmp.{target}.c").unlink(missing_ok=True)
                compared += 1
                if plain != openmp:
                    failures.append(f"{path.name} --target={target}")
    for f in failures:
        print(f"differs with -fopenmp: {f}")
    print(f"{compared - len(failures)} of {compared} rewrites identical under both parses")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
