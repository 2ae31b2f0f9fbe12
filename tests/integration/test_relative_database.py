#!/usr/bin/env python3
"""A compilation database as bear and CMake write it, used from another directory: entries whose
`file` and -I paths are relative to their `directory`, in the `arguments` form and in the
`command` form. liar-run (-p given relative to the current directory) and liar -p process every
file; the merged fixes applied to the tree give a project that builds with its own Makefile plus
-lopenblas, and its program prints what the original prints. Without -fopenmp in the entries,
liar-run's fixes insert no OpenMP."""
import json
import os
import shutil

from integration import HERE, expect_in, fail, parse_args, read, run, same_output

RTOL = 1e-12
FILES = ["main.c", "jacobi.c", "axpy.c", "product.c", "print_results.c"]


def write_database(tree, openmp=True):
    """Odd files in the `arguments` form, even ones in the `command` form."""
    entries = []
    for k, name in enumerate(FILES):
        args = ["gcc", "-O2", "-fopenmp" if openmp else "-g", "-Iinclude", "-c", "./" + name,
                "-o", name[:-2] + ".o"]
        entry = {"directory": tree, "file": "./" + name if k % 2 else name}
        if k % 2:
            entry["arguments"] = args
        else:
            entry["command"] = " ".join(args[:3] + ["-I", "include"] + args[4:])
        entries.append(entry)
    build = os.path.join(tree, "build")
    os.makedirs(build, exist_ok=True)
    with open(os.path.join(build, "compile_commands.json"), "w") as f:
        json.dump(entries, f, indent=1)


def make(tree, build_dir, extra_libs):
    os.makedirs(build_dir)
    run(["make", "-f", os.path.join(tree, "Makefile"), "SRCDIR=" + tree, "LDLIBS=-lm " +
         extra_libs], cwd=build_dir)


def check_without_openmp(args, tree, elsewhere, database):
    write_database(tree, openmp=False)
    fixes = os.path.join(args.work, "fixes-no-openmp.yaml")
    run([args.liar_run, "-p", database, "--export-fixes", fixes, "--liar", args.liar],
        cwd=elsewhere)
    text = read(fixes)
    expect_in(text, "cblas_daxpy", "the fixes of a database without -fopenmp")
    if "#pragma omp" in text:
        fail("liar-run inserted OpenMP into files compiled without -fopenmp")


def main():
    args = parse_args(__doc__)
    tree = os.path.join(args.work, "project")
    shutil.copytree(os.path.join(HERE, "make-project"), tree)
    elsewhere = os.path.join(args.work, "elsewhere")
    os.makedirs(elsewhere)
    database = os.path.relpath(os.path.join(tree, "build"), elsewhere)
    check_without_openmp(args, tree, elsewhere, database)
    write_database(tree)
    out, _ = run([args.liar, "-p", database, os.path.join(tree, "axpy.c")], cwd=elsewhere)
    expect_in(out, "replaced by cblas_daxpy", "liar -p on a relative entry")
    make(tree, os.path.join(args.work, "plain"), "")
    fixes = os.path.join(args.work, "fixes")
    os.makedirs(fixes)
    out, _ = run([args.liar_run, "-p", database, "-j", "2", "--export-fixes",
                  os.path.join(fixes, "all.yaml"), "--liar", args.liar], cwd=elsewhere)
    expect_in(out, "%d file(s)" % len(FILES), "liar-run's summary")
    expect_in(out, "%d ok, 0 failed" % len(FILES), "liar-run's summary")
    run([args.clang_apply_replacements, fixes])
    expect_in(read(os.path.join(tree, "axpy.c")), "cblas_daxpy", "axpy.c after the fixes")
    expect_in(read(os.path.join(tree, "jacobi.c")), "#pragma omp", "jacobi.c after the fixes")
    if read(os.path.join(tree, "print_results.c")) != read(
            os.path.join(HERE, "make-project", "print_results.c")):
        fail("print_results.c is excluded by .liar.yaml, yet the fixes changed it")
    make(tree, os.path.join(args.work, "rewritten"), "-lopenblas")
    same_output(os.path.join(args.work, "plain", "solver"),
                os.path.join(args.work, "rewritten", "solver"), args.work, "solver", RTOL)


if __name__ == "__main__":
    main()
