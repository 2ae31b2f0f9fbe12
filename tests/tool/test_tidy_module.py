#!/usr/bin/env python3
"""liar as a clang-tidy module: Debian's clang-tidy-19 loads LiarTidyModule.so, and
`-checks='-*,liar-*'` on polybench's gemm reports the kernel under liar-blas with a fix-it that
clang-apply-replacements applies; the fixed program prints what the original prints. A refusal
is reported under its registry id; `.clang-tidy`'s CheckOptions choose the target (liar.Target:
omp gives liar-omp); NOLINT(liar-blas) keeps a loop as written; run-clang-tidy drives the module
over a compilation database, and clang-tidy-diff over a patch that touches only the kernel
(the init loop's refusal is then not reported). The file's `#pragma liar` declarations hold in
the module too: a target function replaces the routine in the fix, a declared meaning lets a
row loop around an opaque dot become one call, and a bad declaration is an error at its line
that leaves the file's loops unreported. The same declarations given as CheckOptions
(liar.Meaning, liar.TargetFunction) work without pragmas.

usage: test_tidy_module.py --module SO --clang-tidy EXE --run-clang-tidy EXE --tidy-diff EXE
                           --apply EXE --polybench DIR --work DIR"""
import argparse
import json
import os
import shutil
import subprocess
import sys


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def run(cmd, cwd=None, expect=0):
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if expect is not None and done.returncode != expect:
        fail("%s exited %d:\n%s%s" % (" ".join(cmd), done.returncode, done.stdout, done.stderr))
    return done.stdout + done.stderr


def expect_in(text, needle, what):
    if needle not in text:
        fail("%s: no %r in:\n%s" % (what, needle, text))


def build_and_run(work, source, name, libs):
    exe = os.path.join(work, name)
    run(["gcc", "-O2", "-I", INCLUDE, "-DMINI_DATASET", "-DPOLYBENCH_DUMP_ALL", source,
         os.path.join(INCLUDE, "..", "support", "polybench.c"), "-o", exe] + libs + ["-lm"])
    return run([exe])


def copy_gemm(polybench, to):
    """polybench's gemm (gemm.c and its gemm.h) into the directory `to`; the path of gemm.c."""
    source = os.path.join(polybench, "linear-algebra", "blas", "gemm")
    for name in ("gemm.c", "gemm.h"):
        shutil.copy(os.path.join(source, name), to)
    return os.path.join(to, "gemm.c")


DECLARED = """void my_sgemm(int m, int n, int k, const float *A, const float *B, float *C);
float opaque_dot(int n, const float *x, const float *y);
static float ref_dot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}
#pragma liar meaning(opaque_dot, ref_dot)
#pragma liar target(cblas_sgemm, my_sgemm(M, N, K, A, B, C), when(TransB == CblasNoTrans))
void layer(int m, int n, int k, const float *x, const float *w, float *y) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p)
        y[i * n + j] += x[i * k + p] * w[p * n + j];
}
void scores(int m, int n, int k, const float *x, const float *w, float *y) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      y[i * n + j] = opaque_dot(k, x + i * k, w + j * k);
}
"""


def declared(tidy, work):
    """The file's declared meanings and target functions, good and bad, under the module."""
    good = os.path.join(work, "declared.c")
    with open(good, "w") as f:
        f.write(DECLARED)
    out = run(tidy + ["-checks=-*,liar-*", "--fix", good, "--"])
    expect_in(out, "replaced by my_sgemm", "the target function's report")
    expect_in(out, "'scores' replaced by cblas_sgemm", "the declared meaning's report")
    expect_in(open(good).read(), "my_sgemm(m, n, k, &x[0], &w[0], &y[0]);", "the fixed file")
    bad = os.path.join(work, "bad.c")
    with open(bad, "w") as f:
        f.write(DECLARED.replace("cblas_sgemm, my_sgemm", "cblas_sgemmm, my_sgemm"))
    out = run(tidy + ["-checks=-*,liar-*", bad, "--"], expect=None)
    expect_in(out, "bad.c:10:1: error: target 'my_sgemm' of 'cblas_sgemmm': 'cblas_sgemmm' is "
              "not a routine liar calls", "the bad declaration's error")
    if out.count("error: target 'my_sgemm'") != 1:
        fail("the bad declaration is not reported once:\n" + out)
    if "replaced by" in out:
        fail("a file with a bad declaration was rewritten:\n" + out)
    configured(tidy, work)


def configured(tidy, work):
    """The same declarations in `.clang-tidy`'s CheckOptions instead of pragmas (a project whose
    kernels live in a header): liar.Meaning and liar.TargetFunction, targets separated by
    semicolons; a bad one is a configuration error that leaves the option out."""
    where = os.path.join(work, "configured")
    os.makedirs(where)
    source = os.path.join(where, "declared.c")
    with open(source, "w") as f:
        f.write("\n".join(line for line in DECLARED.split("\n")
                          if not line.startswith("#pragma liar")))
    good = "cblas_sgemm, my_sgemm(M, N, K, A, B, C), when(TransB == CblasNoTrans)"

    def configure(targets):
        with open(os.path.join(where, ".clang-tidy"), "w") as f:
            f.write("Checks: '-*,liar-*'\nCheckOptions:\n  liar.Meaning: 'opaque_dot=ref_dot'\n"
                    "  liar.TargetFunction: '%s'\n" % targets)

    configure(good + "; cblas_sgemv my_sgemv(M, N, A, X, Y)")
    out = run(tidy + [source, "--"], expect=None)
    expect_in(out, "liar.TargetFunction: '" + good, "the bad target's configuration error")
    if "replaced by my_sgemm" in out:
        fail("a bad liar.TargetFunction was not left out:\n" + out)
    # A semicolon separates targets: an unused second one (no my_sgemv declared) changes nothing.
    configure(good + "; cblas_sgemv, my_sgemv(M, N, A, X, Y), when(alpha == 2)")
    out = run(tidy + ["--fix", source, "--"])
    expect_in(out, "replaced by my_sgemm", "the configured target function's report")
    expect_in(out, "'scores' replaced by cblas_sgemm", "the configured meaning's report")
    expect_in(open(source).read(), "my_sgemm(m, n, k, &x[0], &w[0], &y[0]);", "the fixed file")


def main():
    global INCLUDE
    p = argparse.ArgumentParser()
    for opt in ("--module", "--clang-tidy", "--run-clang-tidy", "--tidy-diff", "--apply",
                "--polybench", "--work"):
        p.add_argument(opt, required=True)
    a = p.parse_args()
    INCLUDE = os.path.join(a.polybench, "include")
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    gemm = copy_gemm(a.polybench, a.work)
    tidy = [a.clang_tidy, "-load=" + a.module]

    listed = run(tidy + ["-checks=-*,liar-*", "-list-checks"])
    for name in ("liar-blas", "liar-omp", "liar-missed-nonaffine-bound", "liar-missed-call"):
        expect_in(listed, name, "the checks the module registers")

    fixes = os.path.join(a.work, "fixes.yaml")
    out = run(tidy + ["-checks=-*,liar-*", "--export-fixes=" + fixes, gemm, "--",
                      "-I" + INCLUDE])
    expect_in(out, "replaced by cblas_dgemm", "gemm's report")
    expect_in(out, "[liar-blas]", "gemm's check name")
    expect_in(out, "[liar-missed-no-cheaper-form]", "the init loop's refusal id")
    original = build_and_run(a.work, gemm, "orig", [])
    run([a.apply, a.work])
    text = open(gemm).read()
    expect_in(text, "cblas_dgemm(", "the fixed file")
    expect_in(text, "#include <cblas.h>", "the fixed file's include")
    if build_and_run(a.work, gemm, "fixed", ["-lopenblas"]) != original:
        fail("the fixed gemm prints something else than the original")

    omp_dir = os.path.join(a.work, "omp")
    os.makedirs(omp_dir)
    copy_gemm(a.polybench, omp_dir)
    with open(os.path.join(omp_dir, ".clang-tidy"), "w") as f:
        f.write("Checks: '-*,liar-*'\nCheckOptions:\n  liar.Target: omp\n  liar.OmpMinWork: 0\n")
    out = run(tidy + [os.path.join(omp_dir, "gemm.c"), "--", "-fopenmp", "-I" + INCLUDE])
    expect_in(out, "[liar-omp]", "the report under CheckOptions liar.Target: omp")

    kept = os.path.join(a.work, "kept.c")
    with open(kept, "w") as f:
        f.write("void scale(int n, double *restrict x, const double *restrict y) {\n"
                "  for (int i = 0; i < n; i++) // NOLINT(liar-blas)\n"
                "    x[i] = 2.0 * y[i];\n}\n")
    out = run(tidy + ["-checks=-*,liar-*", kept, "--"])
    if "liar-blas" in out:
        fail("NOLINT(liar-blas) did not keep the loop:\n" + out)

    declared(tidy, a.work)

    db = [{"directory": a.work, "file": gemm, "command": "cc -c gemm.c -I" + INCLUDE}]
    with open(os.path.join(a.work, "compile_commands.json"), "w") as f:
        json.dump(db, f)
    copy_gemm(a.polybench, a.work)
    out = run([a.run_clang_tidy, "-clang-tidy-binary", a.clang_tidy, "-load", a.module,
               "-checks=-*,liar-blas", "-p", a.work, "-quiet", gemm])
    expect_in(out, "[liar-blas]", "run-clang-tidy's report")

    # A patch that changes the kernel's first line: only the kernel's region is reviewed
    # (clang-tidy keeps the diagnostics on the patch's lines, and a region's is its first).
    lines = open(gemm).read().split("\n")
    at = next(i for i, l in enumerate(lines) if "for (i = 0; i < _PB_NI; i++) {" in l)
    patch = ("--- a/gemm.c\n+++ b/gemm.c\n@@ -%d +%d @@\n-%s\n+%s\n"
             % (at + 1, at + 1, lines[at], lines[at]))
    done = subprocess.run([sys.executable, a.tidy_diff, "-p1", "-path", a.work,
                           "-clang-tidy-binary", a.clang_tidy, "-load", a.module,
                           "-checks=-*,liar-*"], input=patch, cwd=a.work, capture_output=True,
                          text=True)
    out = done.stdout + done.stderr
    expect_in(out, "[liar-blas]", "clang-tidy-diff's report of the patched kernel")
    if "liar-missed-no-cheaper-form" in out:
        fail("clang-tidy-diff reported a region the patch does not touch:\n" + out)
    print("PASS: clang-tidy module")


if __name__ == "__main__":
    main()
