#!/usr/bin/env python3
"""cmake-project/ built plainly and through liar-cc (CMAKE_C_COMPILER_LAUNCHER with
--liar-flags=--target=auto, CMAKE_C_LINKER_LAUNCHER): the rewrites are compiled from the build
tree, the source tree is left as it was, and both builds' programs print the same results. A
third build with --target=torch links the LibTorch runtime."""
import os

from integration import HERE, expect_in, fail, parse_args, read, run, same_output, tree_digest

# gemm's and the dot product's sums are reassociated by BLAS (terms of mixed signs).
RTOL = 1e-10


def build(source, build_dir, launcher_args):
    run(["cmake", "-S", source, "-B", build_dir, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
         "-DCMAKE_C_COMPILER=gcc"] + launcher_args)
    run(["cmake", "--build", build_dir])


def main():
    args = parse_args(__doc__)
    source = os.path.join(HERE, "cmake-project")
    before = tree_digest(source)
    plain = os.path.join(args.work, "plain")
    liar = os.path.join(args.work, "liar")
    build(source, plain, [])
    build(source, liar, ["-DCMAKE_C_COMPILER_LAUNCHER=%s;--liar-flags=--target=auto" %
                         args.liar_cc, "-DCMAKE_C_LINKER_LAUNCHER=" + args.liar_cc])
    if tree_digest(source) != before:
        fail("the build through liar-cc changed the source tree")
    objects = os.path.join(liar, "CMakeFiles")
    expect_in(read(os.path.join(objects, "matrices.dir", "gemm.c.liar.c")), "cblas_dgemm",
              "gemm's rewrite")
    expect_in(read(os.path.join(objects, "matrices.dir", "vsum.c.liar.c")), "cblas_ddot",
              "the dot product's rewrite")
    expect_in(read(os.path.join(objects, "smooth.dir", "smooth.c.liar.c")),
              "#pragma omp parallel for", "the stencil's rewrite")
    if os.path.exists(os.path.join(objects, "matrices.dir", "main.c.liar.c")):
        fail("main.c has nothing to rewrite, yet a rewrite of it was kept")
    for program in ("matrices", "smooth"):
        same_output(os.path.join(plain, program), os.path.join(liar, program), args.work,
                    program, RTOL)
    torch = os.path.join(args.work, "torch")
    build(source, torch, ["-DCMAKE_C_COMPILER_LAUNCHER=%s;--liar-flags=--target=torch" %
                          args.liar_cc, "-DCMAKE_C_LINKER_LAUNCHER=" + args.liar_cc])
    expect_in(read(os.path.join(torch, "CMakeFiles", "matrices.dir", "gemm.c.liar.c")),
              "liar_torch_", "gemm's rewrite for the torch target")
    same_output(os.path.join(plain, "matrices"), os.path.join(torch, "matrices"), args.work,
                "matrices-torch", RTOL)


if __name__ == "__main__":
    main()
