#!/usr/bin/env python3
"""liar-run over a compilation database of the example projects' files:
- with -j 2 every file is processed and the summary adds up the files' own liar summaries;
  a terminal gets a progress line (files done, regions rewritten, time left), a pipe none;
- a file whose liar crashes (SIGSEGV) and one whose liar hangs (--timeout 2) are reported with
  their names, exit status 1, and the other files are processed all the same;
- the merged --export-fixes file, applied by clang-apply-replacements to copies of the files,
  gives programs that print what the originals print."""
import json
import os
import pty
import re
import shutil
import subprocess
import sys
import time

from integration import HERE, expect_in, fail, parse_args, read, run, same_output

FILES = ["cmake-project/gemm.c", "cmake-project/vsum.c", "cmake-project/main.c",
         "cmake-project/smooth.c", "make-project/jacobi.c", "make-project/axpy.c",
         "make-project/main.c", "make-project/print_results.c"]
PROGRAMS = {"matrices": ["cmake-project/main.c", "cmake-project/gemm.c", "cmake-project/vsum.c"],
            "smooth": ["cmake-project/smooth.c"],
            "solver": ["make-project/main.c", "make-project/jacobi.c", "make-project/axpy.c",
                       "make-project/product.c", "make-project/print_results.c"]}
SUMMARY = re.compile(r"liar: (\d+) region\(s\) found, (\d+) lifted, (\d+) rewritten, "
                     r"(\d+) rejected")
FLAGS = ["--target=auto"]


def copy_sources(work):
    """The example projects copied, .liar.yaml included, so that fixes can be applied."""
    tree = os.path.join(work, "src")
    for project in ("cmake-project", "make-project"):
        shutil.copytree(os.path.join(HERE, project), os.path.join(tree, project))
    return tree


def write_database(tree, build_dir):
    entries = [{"directory": tree, "file": os.path.join(tree, f),
                "arguments": ["gcc", "-c", "-fopenmp",
                              "-I" + os.path.join(tree, "make-project", "include"),
                              os.path.join(tree, f)]} for f in FILES]
    os.makedirs(build_dir)
    with open(os.path.join(build_dir, "compile_commands.json"), "w") as f:
        json.dump(entries, f, indent=1)


def totals(text):
    return [sum(int(m.group(k)) for m in SUMMARY.finditer(text)) for k in range(1, 5)]


def check_parallel_run(args, tree, build_dir):
    out, err = run([args.liar_run, "-p", build_dir, "-j", "2", "--liar", args.liar, "--"] + FLAGS)
    one_by_one = ""
    for f in FILES:
        one_by_one += run([args.liar, "-p", build_dir, os.path.join(tree, f)] + FLAGS)[0]
    expected = "liar-run: %d region(s) found, %d lifted, %d rewritten, %d rejected" % tuple(
        totals(one_by_one))
    expect_in(out, expected, "liar-run's summary")
    expect_in(out, "%d file(s)" % len(FILES), "liar-run's summary")
    if re.search(r"\[\d+/\d+\]", err):
        fail("liar-run printed progress into a pipe:\n" + err)
    filtered, _ = run([args.liar_run, "-p", build_dir, "--files", "make-project/a", "--liar",
                       args.liar])
    expect_in(filtered, "liar-run: 1 file(s)", "liar-run's summary with --files")


def check_progress_on_terminal(args, build_dir):
    master, slave = pty.openpty()
    p = subprocess.Popen([args.liar_run, "-p", build_dir, "-j", "2", "--files", "gemm|axpy",
                          "--liar", args.liar], stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    p.communicate(timeout=600)
    progress = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        progress += chunk
    os.close(master)
    expect_in(progress.decode(), "\r\033[K[1/2]", "liar-run's progress line on a terminal")
    if not re.search(r"\[2/2\] \[#+\] \d+ rewritten, about \d+ s left", progress.decode()):
        fail("liar-run's progress line does not count the rewrites and the time left:\n%r" %
             progress.decode())


def check_crash_and_hang(args, build_dir):
    fixture = os.path.join(HERE, "fixtures", "misbehaving-liar.py")
    env = {"LIAR_TEST_CRASH": "smooth.c", "LIAR_TEST_HANG": "jacobi.c",
           "LIAR_TEST_REAL": args.liar}
    start = time.monotonic()
    # Four small files, so that only the hanging one comes near the time limit.
    out, _ = run([args.liar_run, "-p", build_dir, "-j", "2", "--timeout", "2", "--files",
                  "gemm|smooth|jacobi|axpy", "--liar", fixture, "--"] + FLAGS, env=env, expect=1)
    if time.monotonic() - start > 120:
        fail("the hanging file was not stopped by --timeout")
    expect_in(out, "smooth.c: crashed (SIGSEGV)", "liar-run's report of the crash")
    expect_in(out, "jacobi.c: timed out after 2 s", "liar-run's report of the hang")
    expect_in(out, "4 file(s)", "liar-run's summary")
    expect_in(out, "2 ok, 0 failed, 1 crashed, 1 timed out",
              "liar-run's summary")
    expect_in(out, "replaced by cblas_dgemm", "the report of a file processed after the crash")


def compile_program(sources, output, extra):
    run(["gcc", "-O2", "-fopenmp"] + sources + ["-o", output, "-lopenblas", "-lm"] + extra)


def check_merged_fixes(args, tree, build_dir):
    originals = os.path.join(args.work, "originals")
    for name, files in PROGRAMS.items():
        include = ["-I" + os.path.join(HERE, "make-project", "include")]
        compile_program([os.path.join(HERE, f) for f in files],
                        os.path.join(args.work, name + ".plain"), include)
    fixes_dir = os.path.join(args.work, "fixes")
    os.makedirs(fixes_dir)
    merged = os.path.join(fixes_dir, "merged.yaml")
    run([args.liar_run, "-p", build_dir, "-j", "2", "--export-fixes", merged, "--liar",
         args.liar, "--"] + FLAGS)
    run([args.clang_apply_replacements, fixes_dir])
    expect_in(read(os.path.join(tree, "cmake-project", "gemm.c")), "cblas_dgemm",
              "gemm.c after clang-apply-replacements")
    expect_in(read(os.path.join(tree, "make-project", "jacobi.c")), "#pragma omp",
              "jacobi.c after clang-apply-replacements")
    if read(os.path.join(tree, "make-project", "print_results.c")) != read(
            os.path.join(HERE, "make-project", "print_results.c")):
        fail("print_results.c is excluded by .liar.yaml, yet fixes changed it")
    for name, files in PROGRAMS.items():
        include = ["-I" + os.path.join(tree, "make-project", "include")]
        compile_program([os.path.join(tree, f) for f in files],
                        os.path.join(args.work, name + ".liar"), include)
        same_output(os.path.join(args.work, name + ".plain"),
                    os.path.join(args.work, name + ".liar"), args.work, name, 1e-10)


def main():
    args = parse_args(__doc__)
    tree = copy_sources(args.work)
    build_dir = os.path.join(args.work, "build")
    write_database(tree, build_dir)
    check_parallel_run(args, tree, build_dir)
    check_progress_on_terminal(args, build_dir)
    check_crash_and_hang(args, build_dir)
    check_merged_fixes(args, tree, build_dir)


if __name__ == "__main__":
    main()
