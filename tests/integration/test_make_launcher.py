#!/usr/bin/env python3
"""make-project/ built out of its source tree plainly and with CC="liar-cc gcc": liar reads the
project's .liar.yaml (target auto, tiles of 16, no alias guards, print_*.c excluded), the
rewrites land in the build directory, and the programs print the same results. The kernels
reach the link through a static archive (libsolver.a, named by -lsolver): the link adds what
the rewritten objects inside it need, read from the objects (the LibTorch runtime for
--target=torch; OpenBLAS). Configured with OPENMP=0, the project
is rewritten without OpenMP: no `#pragma omp` from liar, a remark saying why, and no file
compiled with -fopenmp (the program says how jacobi.c was compiled). A liar that fails, or a
rewrite that does not compile, makes liar-cc compile the original files. The other shapes of
compiler command (-c over several files without -o, compile and link in one command) give the
same program too."""
import os
import re

from integration import HERE, expect_in, fail, parse_args, read, run, same_output, tree_digest

RTOL = 1e-12


def make(source, build_dir, cc, env=None, openmp=True):
    os.makedirs(build_dir)
    return run(["make", "-f", os.path.join(source, "Makefile"), "SRCDIR=" + source, "CC=" + cc,
                "OPENMP=%d" % openmp], cwd=build_dir, env=env)


def check_openmp_off(args, source):
    """OPENMP=0: the same program as the plain build, with no OpenMP anywhere."""
    plain, liar = (os.path.join(args.work, d) for d in ("plain-no-omp", "liar-no-omp"))
    make(source, plain, "gcc", openmp=False)
    _, err = make(source, liar, "%s gcc" % args.liar_cc, env={"LIAR_CC_VERBOSE": "1"},
                  openmp=False)
    expect_in(err, "no OpenMP form: the build compiles without -fopenmp", "liar's remarks")
    # A directive, not the words in a comment (jacobi.c's comment names `#pragma omp`).
    directive = re.compile(r"^\s*#\s*pragma\s+omp\b", re.MULTILINE)
    for rewrite in (f for f in os.listdir(liar) if f.endswith(".liar.c")):
        if directive.search(read(os.path.join(liar, rewrite))):
            fail("%s has OpenMP in a build without -fopenmp" % rewrite)
    expect_in(read(os.path.join(liar, "axpy.liar.c")), "cblas_daxpy", "axpy's rewrite")
    out, _ = run([os.path.join(liar, "solver")])
    expect_in(out, "jacobi.c built with no OpenMP", "the program built without OpenMP")
    same_output(os.path.join(plain, "solver"), os.path.join(liar, "solver"), args.work,
                "no-omp", RTOL)


def check_torch_through_archive(args, source, plain):
    """--target=torch: the runtime is linked because libsolver.a's objects ask for it."""
    torch = os.path.join(args.work, "torch")
    make(source, torch, "%s --liar-flags=--target=torch gcc" % args.liar_cc)
    expect_in(read(os.path.join(torch, "product.liar.c")), "liar_torch_",
              "the product's torch rewrite")
    same_output(os.path.join(plain, "solver"), os.path.join(torch, "solver"), args.work,
                "torch", RTOL)


def check_other_commands(args, source, plain):
    sources = [os.path.join(source, f) for f in ("main.c", "jacobi.c", "axpy.c", "product.c",
                                                 "print_results.c")]
    flags = ["-O2", "-fopenmp", "-I" + os.path.join(source, "include")]
    objects = os.path.join(args.work, "objects")
    os.makedirs(objects)
    run([args.liar_cc, "gcc", "-c"] + flags + sources, cwd=objects)
    expect_in(read(os.path.join(objects, "axpy.liar.c")), "cblas_daxpy", "axpy's rewrite")
    objs = [os.path.splitext(os.path.basename(f))[0] + ".o" for f in sources]
    run([args.liar_cc, "gcc", "-fopenmp"] + objs + ["-lm", "-o", "solver"], cwd=objects)
    same_output(os.path.join(plain, "solver"), os.path.join(objects, "solver"), args.work,
                "objects", RTOL)
    one_step = os.path.join(args.work, "one-step")
    os.makedirs(one_step)
    run([args.liar_cc, "gcc"] + flags + sources + ["-lm", "-o", "solver"], cwd=one_step)
    expect_in(read(os.path.join(one_step, "jacobi.liar.c")), "#pragma omp", "jacobi's rewrite")
    same_output(os.path.join(plain, "solver"), os.path.join(one_step, "solver"), args.work,
                "one-step", RTOL)


def main():
    args = parse_args(__doc__)
    source = os.path.join(HERE, "make-project")
    before = tree_digest(source)
    plain, liar, fallback = (os.path.join(args.work, d) for d in ("plain", "liar", "fallback"))
    make(source, plain, "gcc")
    make(source, liar, "%s gcc" % args.liar_cc)
    if tree_digest(source) != before:
        fail("the build through liar-cc changed the source tree")
    jacobi = read(os.path.join(liar, "jacobi.liar.c"))
    expect_in(jacobi, "#pragma omp parallel for", "jacobi's rewrite (target auto, no alias guard)")
    expect_in(jacobi, "+= 16)", "jacobi's rewrite (tile-size 16)")
    expect_in(read(os.path.join(liar, "axpy.liar.c")), "cblas_daxpy", "axpy's rewrite")
    # print_results.c has a loop liar rewrites, unless the configuration excludes the file.
    out, _ = run([args.liar, "--no-config", "--target=auto",
                  os.path.join(source, "print_results.c"), "--", "-I" + source + "/include"])
    expect_in(out, "[liar-blas]", "liar's report on print_results.c without the configuration")
    if os.path.exists(os.path.join(liar, "print_results.liar.c")):
        fail("print_results.c is excluded by .liar.yaml, yet it was rewritten")
    same_output(os.path.join(plain, "solver"), os.path.join(liar, "solver"), args.work, "solver",
                RTOL)
    check_openmp_off(args, source)
    check_torch_through_archive(args, source, plain)
    _, err = make(source, fallback, "%s --liar=false gcc" % args.liar_cc)
    expect_in(err, "compiling it unchanged", "liar-cc's messages with a failing liar")
    if any(f.endswith(".liar.c") for f in os.listdir(fallback)):
        fail("a failed liar run left a rewrite behind")
    same_output(os.path.join(plain, "solver"), os.path.join(fallback, "solver"), args.work,
                "fallback", 0.0)
    check_other_commands(args, source, plain)
    garbage = os.path.join(args.work, "garbage")
    fixture = os.path.join(HERE, "fixtures", "misbehaving-liar.py")
    _, err = make(source, garbage, "%s --liar=%s gcc" % (args.liar_cc, fixture),
                  env={"LIAR_TEST_GARBAGE": "jacobi.c", "LIAR_TEST_REAL": args.liar})
    expect_in(err, "the rewrite did not compile; compiling the original", "liar-cc's messages")
    expect_in(read(os.path.join(garbage, "axpy.liar.c")), "cblas_daxpy", "axpy's rewrite")
    same_output(os.path.join(plain, "solver"), os.path.join(garbage, "solver"), args.work,
                "garbage", RTOL)


if __name__ == "__main__":
    main()
