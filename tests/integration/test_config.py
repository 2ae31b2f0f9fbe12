#!/usr/bin/env python3
"""liar's .liar.yaml: the nearest file wins, command-line flags override it, --config-file and
--no-config choose another or none, exclude patterns skip files (with -o still writing the
file unchanged), and a malformed file stops liar with FILE:LINE:COL and exit code 2 before any
file is changed. A `silence` list hides the remarks of the refusals it names, and an id that
names no refusal is such a malformed file."""
import os
import shutil

from integration import HERE, expect_in, fail, parse_args, read, run

AXPY = os.path.join(HERE, "make-project", "axpy.c")
INCLUDE = "-I" + os.path.join(HERE, "make-project", "include")


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def make_tree(work):
    """top/ (blas, skip/* excluded) holding omp/ (OpenMP loops everywhere) and bad/."""
    top = os.path.join(work, "top")
    write(os.path.join(top, ".liar.yaml"), "target: blas\nexclude: ['skip/*']\n")
    write(os.path.join(top, "omp", ".liar.yaml"),
          "target: omp\nomp-min-work: 0\nassume-no-alias: true\n")
    write(os.path.join(top, "bad", ".liar.yaml"), "target: omp\ntile-size: large\n")
    write(os.path.join(top, "quiet", ".liar.yaml"), "functions: '^nothing$'\nfp-strict: true\n")
    write(os.path.join(top, "hush", ".liar.yaml"),
          "fp-strict: true\nsilence: [liar-missed-fp-strict]\n")
    write(os.path.join(top, "typo", ".liar.yaml"), "silence: [liar-missed-fp-strict, fp-strict]\n")
    for sub in ("", "omp", "bad", "skip", "quiet", "hush", "typo"):
        os.makedirs(os.path.join(top, sub), exist_ok=True)
        shutil.copy(AXPY, os.path.join(top, sub, "axpy.c"))
    return top


def liar(args, *arguments, expect=0):
    out, err = run([args.liar] + list(arguments) + ["--", INCLUDE], expect=expect)
    return out + err


def main():
    args = parse_args(__doc__)
    top = make_tree(args.work)
    at = lambda *p: os.path.join(top, *p)
    expect_in(liar(args, at("axpy.c")), "cblas_daxpy", "the top directory's report (blas)")
    expect_in(liar(args, at("omp", "axpy.c")), "[liar-omp]", "the nearest file's report (omp)")
    expect_in(liar(args, "--target=blas", at("omp", "axpy.c")), "[liar-blas]",
              "the report with --target=blas over the file's omp")
    expect_in(liar(args, "--no-config", at("omp", "axpy.c")), "[liar-blas]",
              "the report with --no-config (default target blas)")
    expect_in(liar(args, "--config-file=" + at("omp", ".liar.yaml"), at("axpy.c")), "[liar-omp]",
              "the report with --config-file")
    expect_in(liar(args, at("quiet", "axpy.c")), "liar: 0 region(s) found, 0 lifted, 0 "
              "rewritten, 0 rejected\n",
              "the report with a functions filter that matches nothing")
    expect_in(liar(args, "--functions=axpy", at("quiet", "axpy.c")),
              "not rewritten: --fp-strict", "the report under the file's fp-strict")
    expect_in(liar(args, "--functions=axpy", "--fp-strict=false", at("quiet", "axpy.c")),
              "[liar-blas]", "the report with --fp-strict=false over the file's fp-strict")
    expect_in(liar(args, "--functions=axpy", at("quiet", "axpy.c")), "[liar-missed-fp-strict]",
              "the refusal's id under the file's fp-strict")
    hushed = liar(args, "--functions=axpy", at("hush", "axpy.c"))
    if "remark:" in hushed:
        fail("a refusal the file's silence list names was reported:\n" + hushed)
    expect_in(hushed, "1 lifted, 0 rewritten", "the silenced region's count")
    typo = liar(args, "--fix", at("typo", "axpy.c"), expect=2)
    expect_in(typo, at("typo", ".liar.yaml") + ":1:34: error: silence: 'fp-strict' is not a refusal id",
              "the error report on an unknown refusal id")
    if read(at("typo", "axpy.c")) != read(AXPY):
        fail("an unknown refusal id in the configuration did not stop liar before --fix")

    skipped = liar(args, "--fix", at("skip", "axpy.c"))
    expect_in(skipped, "skipped: it matches the exclude pattern 'skip/*'", "the excluded report")
    if read(at("skip", "axpy.c")) != read(AXPY):
        fail("--fix changed an excluded file")
    liar(args, "-o", at("skip", "out.c"), at("skip", "axpy.c"))
    if read(at("skip", "out.c")) != read(AXPY):
        fail("-o on an excluded file did not write it unchanged")

    bad = liar(args, "--fix", at("bad", "axpy.c"), at("axpy.c"), expect=2)
    expect_in(bad, at("bad", ".liar.yaml") + ":2:12: error: tile-size: expects a whole number",
              "the error report")
    if read(at("axpy.c")) != read(AXPY) or read(at("bad", "axpy.c")) != read(AXPY):
        fail("a malformed configuration file did not stop liar before --fix")
    expect_in(liar(args, "--export-fixes=" + at("f.yaml"), at("axpy.c"), at("omp", "axpy.c"),
                   expect=2), "different configuration files", "the report on --export-fixes")
    expect_in(liar(args, "--no-config", "--config-file=" + at(".liar.yaml"), at("axpy.c"),
                   expect=2), "exclude each other", "the report on contradicting flags")


if __name__ == "__main__":
    main()
