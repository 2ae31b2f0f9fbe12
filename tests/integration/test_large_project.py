#!/usr/bin/env python3
"""large-project/: a 43-file C project (libcore.a from src/linalg, src/nn, src/signal and
src/util, a demo program in src/main.c, headers in include/) with the user's OpenMP in every
form (a `parallel for` with `collapse(2)`, `reduction(+:s)`, a `parallel` region with inner
`omp for` loops, an orphaned `omp for` called from a parallel region elsewhere), built with its
own Makefile out of its source tree, plainly and through liar, and run with 2 threads:
- liar-cc with --target=auto and --target=blas, each with OPENMP=1 and OPENMP=0, and auto with
  CPPFLAGS=-DUSE_FAST_PATH (an #ifdef inside a loop body): every build links with the
  project's Makefile alone (liar-cc adds what the rewrites need, also through libcore.a), prints
  what the plain build of the same configuration prints, and leaves the source tree unchanged;
- liar-run over a compilation database whose paths are relative to its entries' directory, run
  from another directory, its fixes applied to a copy of the tree by clang-apply-replacements:
  the copy builds with its own Makefile plus the libraries of the headers the fixes include
  (liar names no library otherwise: <cblas.h> is OpenBLAS, -lopenblas) and prints the same.
The demo's lines say how they compare (src/util/report.c): `exact` bit for bit (copies,
scalings, stencils, element-wise maps: nothing a rewrite may regroup), `f64` within 1e-10 and
`f32` within 1e-4 relative (sums a library call or an OpenMP reduction may reassociate, and
multiply-adds it may fuse: a few units of the last place over up to 200 terms, with margin).
Prints how many files each configuration rewrote."""
import json
import os
import shutil
import sys

from integration import HERE, ROOT, expect_in, fail, parse_args, read, run, tree_digest

COMPARE = os.path.join(ROOT, "tests", "golden", "compare-output.py")
TOLERANCES = {"exact": 0.0, "f64": 1e-10, "f32": 1e-4}
# The headers a rewrite includes, and the library each one stands for.
LIBRARY_OF_HEADER = {"cblas.h": "-lopenblas"}
SYSTEM_HEADERS = {"stdint.h", "stdlib.h", "string.h", "math.h", "stddef.h"}


def make(source, build_dir, cc="gcc", openmp=True, cppflags="", ldlibs=""):
    """Builds the project with its own Makefile; the rewritten files' count when through liar."""
    os.makedirs(build_dir, exist_ok=True)
    command = ["make", "-j", "2", "-f", os.path.join(source, "Makefile"), "SRCDIR=" + source,
               "CC=" + cc, "OPENMP=%d" % openmp]
    command += ["CPPFLAGS=" + cppflags] if cppflags else []
    command += ["LDLIBS=" + ldlibs] if ldlibs else []
    run(command, cwd=build_dir)
    return os.path.join(build_dir, "demo")


def outputs_of(program, work, name):
    """Runs `program` with 2 threads and none of the thread-pool variables a user would not set;
    writes its lines of each class to WORK/NAME.CLASS.out."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "OPENBLAS_NUM_THREADS")}
    env["OMP_NUM_THREADS"] = "2"
    out, _ = run([program], env=env)
    lines = {kind: [] for kind in TOLERANCES}
    for line in out.splitlines():
        kind = line.split()[0]
        lines[kind if kind in lines else "exact"].append(line)
    paths = {}
    for kind, kept in lines.items():
        if not kept:
            fail("%s printed no %s line:\n%s" % (program, kind, out))
        paths[kind] = os.path.join(work, "%s.%s.out" % (name, kind))
        with open(paths[kind], "w") as f:
            f.write("\n".join(kept) + "\n")
    return paths


def same_output(plain, rewritten, work, name):
    expected = outputs_of(plain, work, name + ".plain")
    got = outputs_of(rewritten, work, name + ".liar")
    for kind, rtol in TOLERANCES.items():
        run([sys.executable, COMPARE, expected[kind], got[kind], "--rtol", str(rtol)])


def rewritten_files(build_dir):
    found = []
    for base, _, files in os.walk(build_dir):
        found += [os.path.join(base, f) for f in files if f.endswith(".liar.c")]
    return found


def check_launcher(args, source, name, target, openmp, plain, cppflags=""):
    """One configuration through liar-cc: it builds, calls BLAS somewhere, prints the same."""
    build_dir = os.path.join(args.work, name)
    program = make(source, build_dir, "%s --liar-flags=--target=%s gcc" % (args.liar_cc, target),
                   openmp, cppflags)
    rewrites = rewritten_files(build_dir)
    if not any("cblas_" in read(f) for f in rewrites):
        fail("%s: no rewrite calls BLAS, so the link step was not exercised" % name)
    same_output(plain, program, args.work, name)
    print("%s: %d file(s) rewritten" % (name, len(rewrites)))


def write_database(tree):
    """Paths relative to the entries' directory, half in the `arguments` form, half `command`."""
    entries = []
    sources = sorted(os.path.relpath(os.path.join(base, f), tree)
                     for base, _, files in os.walk(os.path.join(tree, "src"))
                     for f in files if f.endswith(".c"))
    for k, path in enumerate(sources):
        arguments = ["gcc", "-Iinclude", "-O2", "-fopenmp", "-c", path, "-o",
                     os.path.join("obj", path[:-2] + ".o")]
        entry = {"directory": tree, "file": path}
        if k % 2:
            entry["arguments"] = arguments
        else:
            entry["command"] = " ".join(arguments)
        entries.append(entry)
    os.makedirs(os.path.join(tree, "build"))
    with open(os.path.join(tree, "build", "compile_commands.json"), "w") as f:
        json.dump(entries, f, indent=1)
    return len(sources)


def libraries_named(fixes):
    """The libraries of the headers the fixes include; an unknown header fails the test. The
    message names the headers, then what else the edit adds (`; define the guard helpers`)."""
    libraries = set()
    for line in read(fixes).splitlines():
        if "Message:" not in line or "include <" not in line:
            continue
        for header in line.split("include ", 1)[1].strip('"').split(";")[0].split(", "):
            header = header.strip("<>")
            if header in LIBRARY_OF_HEADER:
                libraries.add(LIBRARY_OF_HEADER[header])
            elif header not in SYSTEM_HEADERS:
                fail("the fixes include <%s>, which a plain C toolchain does not link" % header)
    return sorted(libraries)


def check_liar_run(args, source, plain):
    tree = os.path.join(args.work, "run-tree")
    shutil.copytree(source, tree)
    count = write_database(tree)
    elsewhere = os.path.join(args.work, "elsewhere")
    os.makedirs(elsewhere)
    fixes = os.path.join(args.work, "fixes")
    os.makedirs(fixes)
    database = os.path.relpath(os.path.join(tree, "build"), elsewhere)
    out, _ = run([args.liar_run, "-p", database, "-j", "2", "-q", "--export-fixes",
                  os.path.join(fixes, "all.yaml"), "--liar", args.liar, "--", "--target=auto"],
                 cwd=elsewhere)
    expect_in(out, "%d file(s)" % count, "liar-run's summary")
    expect_in(out, "%d ok, 0 failed" % count, "liar-run's summary")
    libraries = libraries_named(os.path.join(fixes, "all.yaml"))
    run([args.clang_apply_replacements, fixes])
    original = tree_digest(source)
    changed = [f for f, digest in tree_digest(tree).items()
               if f.endswith(".c") and digest != original.get(f)]
    if not libraries or not changed:
        fail("liar-run's fixes call no library (libraries %s, files %s)" % (libraries, changed))
    run(["make", "-j", "2", "LDLIBS=" + " ".join(libraries)], cwd=tree)
    same_output(plain, os.path.join(tree, "demo"), args.work, "liar-run")
    print("liar-run: %d file(s) rewritten, linked with %s" % (len(changed), " ".join(libraries)))


def main():
    args = parse_args(__doc__)
    source = os.path.join(HERE, "large-project")
    before = tree_digest(source)
    plain = make(source, os.path.join(args.work, "plain"))
    plain_no_omp = make(source, os.path.join(args.work, "plain-no-omp"), openmp=False)
    plain_fast = make(source, os.path.join(args.work, "plain-fast"), cppflags="-DUSE_FAST_PATH")
    if read(outputs_of(plain, args.work, "default")["exact"]) == read(
            outputs_of(plain_fast, args.work, "fast")["exact"]):
        fail("-DUSE_FAST_PATH changed nothing the program prints")
    for target in ("auto", "blas"):
        check_launcher(args, source, target + "-openmp", target, True, plain)
        check_launcher(args, source, target + "-no-openmp", target, False, plain_no_omp)
    check_launcher(args, source, "auto-fast-path", "auto", True, plain_fast, "-DUSE_FAST_PATH")
    if tree_digest(source) != before:
        fail("the builds through liar-cc changed the source tree")
    check_liar_run(args, source, plain)


if __name__ == "__main__":
    main()
