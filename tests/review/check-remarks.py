#!/usr/bin/env python3
"""liar --remarks-output on two suite kernels: the optimisation records say what happened to
each region, and opt-viewer renders them over the sources without error.

usage: check-remarks.py --liar LIAR --polybench DIR --opt-viewer opt-viewer.py --workdir DIR

Exits 1 with the first assertion that fails. Also checks that the same assertions reject
records or pages from which the refused region's reason or the rewrite's form is missing."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

from review_inputs import (NOT_LIFTED_ID, NOT_LIFTED_REASON, Failure, check, copy_kernels,
                           expect_failure, run_liar, source_facts)


def load_records(path):
    """The YAML documents, each a dict with its tag (Passed, Missed, Analysis) as 'Kind'."""
    class Loader(yaml.SafeLoader):
        pass

    def tagged(loader, suffix, node):
        return dict(loader.construct_mapping(node, deep=True), Kind=suffix)

    Loader.add_multi_constructor("!", tagged)
    return list(yaml.load_all(Path(path).read_text(), Loader=Loader))


def args_of(record, key):
    return [a[key] for a in record.get("Args", []) if key in a]


def one(records, **fields):
    found = [r for r in records if all(r.get(k) == v for k, v in fields.items())]
    check(len(found) == 1, "expected one record with %s, found %d" % (fields, len(found)))
    return found[0]


def check_records(records, facts):
    rewrite = one(records, Kind="Passed", Pass="liar-blas", Function="kernel_gemm")
    check(rewrite["Name"] == "Rewritten", "the rewrite's Name: %r" % rewrite["Name"])
    check(rewrite["DebugLoc"]["File"].endswith("gemm.c") and
          rewrite["DebugLoc"]["Line"] == facts["gemm_kernel_line"],
          "the rewrite's DebugLoc: %r" % rewrite["DebugLoc"])
    check(args_of(rewrite, "Form") == ["replaced by cblas_dgemm"], "form: %r" % rewrite["Args"])
    check(args_of(rewrite, "Callee") == ["cblas_dgemm"], "calls: %r" % rewrite["Args"])
    ratio = [float(r) for r in args_of(rewrite, "CostRatio")]
    # liar rewrites only into a form its cost model finds cheaper than the loops
    check(len(ratio) == 1 and 0 < ratio[0] < 1, "predicted cost ratio: %r" % ratio)
    guard = one(records, Kind="Analysis", Name="Guard", Function="kernel_gemm")
    check(args_of(guard, "Condition"), "gemm's arrays may overlap: its guard: %r" % guard)

    refused = one(records, Kind="Missed", Name="NotLifted", Function="kernel_seidel_2d")
    check(refused["Pass"] == NOT_LIFTED_ID, "the refusal's Pass: %r" % refused["Pass"])
    check(refused["DebugLoc"]["Line"] == facts["seidel_blocker_line"],
          "the refusal's DebugLoc: %r" % refused["DebugLoc"])
    check(any(NOT_LIFTED_REASON in r for r in args_of(refused, "Reason")),
          "the refusal's reason: %r" % refused["Args"])
    for kept in [r for r in records if r["Function"] == "init_array" and r["Kind"] != "Analysis"]:
        check(kept["Kind"] == "Missed" and kept["Name"] == "NotRewritten",
              "init_array is kept: %r" % kept)


def page_lines(html, line):
    """The part of an opt-viewer page from source line `line` to the next line."""
    start = html.index('<a name="L%d">' % line)
    end = html.index('<a name="L%d">' % (line + 1), start)
    return html[start:end]


def check_pages(out, src, facts):
    gemm_page = out / (str(src / "gemm.c").replace("/", "_") + ".html")
    seidel_page = out / (str(src / "seidel-2d.c").replace("/", "_") + ".html")
    for page in (gemm_page, seidel_page, out / "index.html"):
        check(page.is_file(), "opt-viewer wrote no %s" % page.name)
    gemm = page_lines(gemm_page.read_text(), facts["gemm_kernel_line"])
    check("replaced by cblas_dgemm" in gemm and "liar-blas" in gemm,
          "gemm's page shows no rewrite under line %d" % facts["gemm_kernel_line"])
    seidel = page_lines(seidel_page.read_text(), facts["seidel_blocker_line"])
    check(NOT_LIFTED_REASON in seidel and NOT_LIFTED_ID in seidel,
          "seidel-2d's page shows no refusal under line %d" % facts["seidel_blocker_line"])
    check("kernel_gemm" in (out / "index.html").read_text(), "the index lists no kernel_gemm")


def run_opt_viewer(opt_viewer, records, src, out):
    if out.exists():
        shutil.rmtree(out)
    done = subprocess.run([sys.executable, opt_viewer, str(records), "-o", str(out),
                           "--source-dir", str(src), "-j", "1"], capture_output=True, text=True)
    check(done.returncode == 0, "opt-viewer failed (%d):\n%s" % (done.returncode, done.stderr))


def self_check(records, out, src, facts):
    """The same checks on wrong content must fail."""
    no_reason = [dict(r, Args=[a for a in r["Args"] if "Reason" not in a]) for r in records]
    expect_failure("records without the refusal's reason", check_records, no_reason, facts)
    other_form = [dict(r, Args=[{"Form": "replaced by cblas_dgemv"} if "Form" in a else a
                                for a in r["Args"]]) for r in records]
    expect_failure("records with another form", check_records, other_form, facts)
    wrong = out.with_name(out.name + "-wrong")
    if wrong.exists():
        shutil.rmtree(wrong)
    shutil.copytree(out, wrong)
    page = wrong / (str(src / "gemm.c").replace("/", "_") + ".html")
    page.write_text(page.read_text().replace("replaced by cblas_dgemm", "replaced"))
    expect_failure("a page without the rewrite's form", check_pages, wrong, src, facts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--liar", required=True)
    ap.add_argument("--polybench", required=True)
    ap.add_argument("--opt-viewer", required=True)
    ap.add_argument("--workdir", required=True)
    args = ap.parse_args()
    try:
        src = copy_kernels(args.polybench, args.workdir)
        records_file = Path(args.workdir) / "remarks.opt.yaml"
        run_liar(args.liar, args.polybench, src, ["--remarks-output=" + str(records_file)])
        facts = source_facts(src)
        records = load_records(records_file)
        check_records(records, facts)
        out = Path(args.workdir) / "html"
        run_opt_viewer(args.opt_viewer, records_file, src, out)
        check_pages(out, src, facts)
        self_check(records, out, src, facts)
    except Failure as f:
        sys.exit("FAIL: %s" % f)
    print("remarks: %d records checked, opt-viewer pages checked" % len(records))


if __name__ == "__main__":
    main()
