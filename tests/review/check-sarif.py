#!/usr/bin/env python3
"""liar --sarif on two suite kernels: the SARIF log says what happened to each region, and
the rewrite's fix, applied to the original file, is the rewrite: the same text as liar -o
writes, and a program that prints what the original prints.

usage: check-sarif.py --liar LIAR --polybench DIR --cc CC --workdir DIR

Exits 1 with the first assertion that fails. Also checks that the same assertions reject a
log whose refused region has no reason or whose fix inserts other code."""
import argparse
import copy
import json
import subprocess
import sys
from pathlib import Path

from review_inputs import (NOT_LIFTED_ID, NOT_LIFTED_REASON, Failure, check, compile_flags,
                           copy_kernels, expect_failure, run_liar, source_facts)

COMPARE = Path(__file__).resolve().parent.parent / "golden" / "compare-output.py"


def results(log, rule, decision):
    found = [r for r in log["runs"][0]["results"]
             if r["ruleId"] == rule and r["properties"]["decision"] == decision]
    check(found, "no %s result with decision %s" % (rule, decision))
    return found


def check_rules(log):
    driver = log["runs"][0]["tool"]["driver"]
    check(driver["name"] == "liar" and driver.get("version"), "tool.driver: %r" % driver)
    ids = [rule["id"] for rule in driver["rules"]]
    for r in log["runs"][0]["results"]:
        check(ids[r["ruleIndex"]] == r["ruleId"], "ruleIndex of %s" % r["ruleId"])
        check(r["ruleId"] != "liar-missed", "a result names the bare family: %r" % r["message"])
    # Every refusal of the registry is a rule with its help text, whether or not a result
    # names it, so that a viewer can explain any id.
    refusals = [rule for rule in driver["rules"] if rule["id"].startswith("liar-missed-")]
    check(len(refusals) >= 30, "only %d refusal rules" % len(refusals))
    for rule in refusals:
        check(rule.get("help", {}).get("text"), "rule %s has no help text" % rule["id"])
    check(len(set(ids)) == len(ids), "rule ids repeat: %r" % ids)


def check_log(log, facts):
    check_rules(log)
    [rewrite] = results(log, "liar-blas", "rewritten")
    where = rewrite["locations"][0]["physicalLocation"]
    check(where["artifactLocation"] == {"uri": "gemm.c", "uriBaseId": "%SRCROOT%"},
          "the rewrite's artifact: %r" % where["artifactLocation"])
    check(where["region"]["startLine"] == facts["gemm_kernel_line"] and
          where["region"]["endLine"] > facts["gemm_kernel_line"],
          "the rewrite's region: %r" % where["region"])
    check(rewrite["level"] == "note", "the rewrite's level: %r" % rewrite["level"])
    check("replaced by cblas_dgemm" in rewrite["message"]["text"], "message: %r" % rewrite)
    props = rewrite["properties"]
    check(props["calls"] == ["cblas_dgemm"], "calls: %r" % props)
    # liar rewrites only into a form its cost model finds cheaper than the loops
    check(0 < props["predictedCostRatio"] < 1, "predicted cost ratio: %r" % props)
    inserted = [r["insertedContent"]["text"] for f in rewrite["fixes"]
                for c in f["artifactChanges"] for r in c["replacements"]]
    check(any("cblas_dgemm(CblasRowMajor" in t for t in inserted), "fix: %r" % inserted)

    [refused] = [r for r in results(log, NOT_LIFTED_ID, "not-lifted")
                 if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] ==
                 "seidel-2d.c"]
    check(NOT_LIFTED_REASON in refused["properties"].get("reason", ""),
          "the refusal's reason: %r" % refused["properties"])
    check(refused["relatedLocations"][0]["physicalLocation"]["region"]["startLine"] ==
          facts["seidel_blocker_line"], "what blocked lifting: %r" % refused["relatedLocations"])
    check("fixes" not in refused, "a refused region has no fix")


def offset(text, line, column):
    """Byte offset of a 1-based line and column counted in code points."""
    lines = text.split("\n")
    start = sum(len(l.encode()) + 1 for l in lines[:line - 1])
    return start + len(lines[line - 1][:column - 1].encode()) if line <= len(lines) else start


def apply_fixes(log, uri, original):
    edits = set()
    for r in log["runs"][0]["results"]:
        for f in r.get("fixes", []):
            for change in f["artifactChanges"]:
                if change["artifactLocation"]["uri"] != uri:
                    continue
                for rep in change["replacements"]:
                    d = rep["deletedRegion"]
                    edits.add((offset(original, d["startLine"], d["startColumn"]),
                               offset(original, d["endLine"], d["endColumn"]),
                               rep["insertedContent"]["text"]))
    data = original.encode()
    for begin, end, text in sorted(edits, reverse=True):
        data = data[:begin] + text.encode() + data[end:]
    return data.decode()


def build_and_run(cc, polybench, src, source, name):
    exe = src / name
    command = [cc, "-O2", *compile_flags(polybench), "-DPOLYBENCH_DUMP_ARRAYS", str(source),
               str(Path(polybench) / "support" / "polybench.c"), "-o", str(exe),
               "-lopenblas", "-lm"]
    done = subprocess.run(command, cwd=src, capture_output=True, text=True)
    check(done.returncode == 0, "build failed: %s\n%s" % (" ".join(command), done.stderr))
    ran = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    check(ran.returncode == 0, "%s exited with %d" % (name, ran.returncode))
    dump = src / (name + ".out")
    dump.write_text(ran.stderr)
    return dump


def check_fix_runs(args, src, log):
    original = (src / "gemm.c").read_text()
    fixed = apply_fixes(log, "gemm.c", original)
    run_liar(args.liar, args.polybench, src, ["-o", "gemm.liar.c"], files=["gemm.c"])
    check(fixed == (src / "gemm.liar.c").read_text(), "the fixes differ from liar -o's rewrite")
    (src / "gemm.fixed.c").write_text(fixed)
    before = build_and_run(args.cc, args.polybench, src, src / "gemm.c", "gemm.original")
    after = build_and_run(args.cc, args.polybench, src, src / "gemm.fixed.c", "gemm.fixed")
    done = subprocess.run([sys.executable, str(COMPARE), str(before), str(after)],
                          capture_output=True, text=True)
    check(done.returncode == 0, "outputs differ: " + done.stdout + done.stderr)


def self_check(log, facts):
    """The same checks on wrong content must fail."""
    wrong = copy.deepcopy(log)
    for r in wrong["runs"][0]["results"]:
        r["properties"].pop("reason", None)
    expect_failure("a log without the refusal's reason", check_log, wrong, facts)
    wrong = json.loads(json.dumps(log).replace("cblas_dgemm(", "cblas_sgemm("))
    expect_failure("a log whose fix calls another function", check_log, wrong, facts)


def main():
    ap = argparse.ArgumentParser()
    for flag in ("--liar", "--polybench", "--cc", "--workdir"):
        ap.add_argument(flag, required=True)
    args = ap.parse_args()
    try:
        src = copy_kernels(args.polybench, args.workdir)
        run_liar(args.liar, args.polybench, src, ["--sarif=review.sarif"])
        log = json.loads((src / "review.sarif").read_text())
        facts = source_facts(src)
        check_log(log, facts)
        check_fix_runs(args, src, log)
        self_check(log, facts)
    except Failure as f:
        sys.exit("FAIL: %s" % f)
    print("sarif: %d results checked; the fix builds and prints what the original prints"
          % len(log["runs"][0]["results"]))


if __name__ == "__main__":
    main()
