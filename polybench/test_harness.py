#!/usr/bin/env python3
"""ctest polybench.harness_detects_wrong_variant.

Runs the harness at MINI on a few kernels with the correct variants gcc-O3,
clang-O3 and identity plus a deliberately wrong one (a source transform that
changes alpha from 1.5 to 1.25 in init_array), and checks that the harness
exits non-zero, reports exactly the wrong variant as incorrect, and exits
zero once the wrong variant is left out.
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HARNESS = Path(__file__).resolve().parent / "harness.py"
KERNELS = ["gemm", "gesummv", "axpy"]  # all three initialise alpha to 1.5
WRONG = {"name": "wrong-alpha", "cc": "gcc", "flags": ["-O3"],
         "transform": "sed 's/SCALAR_VAL(1.5)/SCALAR_VAL(1.25)/' {in} > {out}"}


def harness(workdir, variants, extra):
    report = Path(workdir) / "report.json"
    command = [sys.executable, str(HARNESS), "--kernels", ",".join(KERNELS),
               "--dataset", "MINI", "--check-only", "--workdir", workdir,
               "--json", str(report), "--variants", variants] + extra
    done = subprocess.run(command, capture_output=True, text=True)
    sys.stdout.write(done.stdout)
    sys.stderr.write(done.stderr)
    return done.returncode, json.loads(report.read_text())["results"]


def main():
    failures = []
    with tempfile.TemporaryDirectory() as workdir:
        code, rows = harness(workdir, "clang-O3,identity," + WRONG["name"],
                             ["--add-variant", json.dumps(WRONG)])
        if code == 0:
            failures.append("harness exited 0 despite a wrong variant")
        for row in rows:
            expect = row["variant"] != WRONG["name"]
            if row["status"] != "ok" or row["correct"] is not expect:
                failures.append("%s/%s: status %s, correct %s (expected %s)"
                                % (row["kernel"], row["variant"],
                                   row["status"], row["correct"], expect))
        seen = {(r["kernel"], r["variant"]) for r in rows}
        for kernel in KERNELS:
            for variant in ("gcc-O3", "clang-O3", "identity", WRONG["name"]):
                if (kernel, variant) not in seen:
                    failures.append("%s/%s not reported" % (kernel, variant))

        code, rows = harness(workdir, "clang-O3,identity", [])
        if code != 0:
            failures.append("harness exited %d with correct variants only"
                            % code)
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
