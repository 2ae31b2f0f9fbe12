#!/usr/bin/env python3
"""One thread pool: which OpenBLAS a program built through liar-cc runs, and that it computes
what the original computes. pool-project/ is built out of its source tree, in separate compile
and link steps, with the kernels in a static archive:
- forward (its matrix-vector product in its own `omp parallel for`, which liar replaces by
  cblas_sgemv) built by GCC with -fopenmp: the program still runs OpenMP parallel regions (the
  guard's fallback keeps the user's loop), so it gets OpenBLAS's OpenMP build;
- scaling (BLAS calls, no OpenMP of its own) with -fopenmp, and forward without -fopenmp: the
  pthreads build, as -lopenblas finds it;
- forward by Clang with -fopenmp (libomp): the pthreads build, never libgomp beside libomp.
Each program runs with 2 threads and no wait-policy variable and prints what the plain build
prints (the product's float sums may be reassociated: relative tolerance 1e-5)."""
import os
import sys

from integration import COMPARE, HERE, expect_in, fail, parse_args, read, run

OPENMP_BUILD = "/usr/lib/x86_64-linux-gnu/openblas-openmp/"


def build(args, work, cc, openmp, program, launcher=True):
    """Compiles pool-project's files one by one, archives the kernels, links `program`."""
    source = os.path.join(HERE, "pool-project")
    os.makedirs(work)
    driver = ([args.liar_cc] if launcher else []) + [cc]
    flags = ["-O2", "-I" + source] + (["-fopenmp"] if openmp else [])
    for name in ("matvec", "scale", program):
        run(driver + flags + ["-c", os.path.join(source, name + ".c"), "-o", name + ".o"],
            cwd=work)
    run(["ar", "rcs", "libkernels.a", "matvec.o", "scale.o"], cwd=work)
    run(driver + flags + [program + ".o", "-L.", "-lkernels", "-lm", "-o", program] +
        ([] if launcher else ["-lopenblas"]), cwd=work)
    return os.path.join(work, program)


def blas_of(program):
    """The path of the libopenblas.so.0 the dynamic loader gives `program`."""
    out, _ = run(["ldd", program])
    line = next((l for l in out.splitlines() if "libopenblas.so.0" in l), None)
    if line is None:
        fail("%s does not load OpenBLAS:\n%s" % (program, out))
    return line.split("=>")[1].split("(")[0].strip(), out


def same_output(plain, rewritten, work, name):
    env = {k: v for k, v in os.environ.items()
           if k not in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "OPENBLAS_NUM_THREADS")}
    env["OMP_NUM_THREADS"] = "2"
    outputs = []
    for program in (plain, rewritten):
        out, _ = run([program], env=env)
        if not out.strip():
            fail("%s printed nothing" % program)
        path = "%s.%s.out" % (os.path.join(work, name), os.path.basename(os.path.dirname(program)))
        with open(path, "w") as f:
            f.write(out)
        outputs.append(path)
    run([sys.executable, COMPARE] + outputs + ["--rtol", "1e-5"])


def check(args, name, cc, openmp, program, want_openmp_build):
    plain = build(args, os.path.join(args.work, name + "-plain"), cc, openmp, program,
                  launcher=False)
    liar = build(args, os.path.join(args.work, name), cc, openmp, program)
    path, ldd = blas_of(liar)
    if want_openmp_build != path.startswith(OPENMP_BUILD):
        fail("%s: %s loads %s (OpenBLAS's OpenMP build wanted: %s)" %
             (name, program, path, want_openmp_build))
    if "libgomp" in ldd and "libomp.so" in ldd:
        fail("%s loads two OpenMP runtimes:\n%s" % (name, ldd))
    same_output(plain, liar, args.work, name)
    return os.path.join(args.work, name)


def main():
    args = parse_args(__doc__)
    if not os.path.exists(OPENMP_BUILD + "libopenblas.so.0"):
        fail("libopenblas0-openmp is not installed (scripts/install-deps.sh installs it)")
    gcc_omp = check(args, "gcc-openmp", "gcc", True, "forward", True)
    rewrite = read(os.path.join(gcc_omp, "matvec.liar.c"))
    expect_in(rewrite, "cblas_sgemv", "the matrix-vector product's rewrite")
    check(args, "gcc-openmp-blas-only", "gcc", True, "scaling", False)
    check(args, "gcc-no-openmp", "gcc", False, "forward", False)
    check(args, "clang-openmp", "clang-19", True, "forward", False)
    out, _ = run([args.liar, "--check-env"])
    expect_in(out, "OpenMP parallel regions, GCC (libgomp): OpenBLAS's OpenMP build (" +
              OPENMP_BUILD, "liar --check-env")


if __name__ == "__main__":
    main()
