#!/usr/bin/env python3
"""`cmake --install` of the build into a scratch prefix: liar, liar-cc, liar-run, liar-diff,
the runtime, the pkg-config files, the CMake package and the man page land there, and the
installed liar-cc (which finds the installed runtime relative to itself) builds make-project/
with --target=torch into a program that prints what the plain build prints and loads the
installed runtime."""
import os
import sys

from integration import HERE, expect_in, fail, parse_args, run, same_output

INSTALLED = ["bin/liar", "bin/liar-cc", "bin/liar-run", "bin/liar-diff",
             "lib/liar/liar_needs.py", "lib/liar/liar_routines.txt",

             "include/liar_torch.h", "lib/pkgconfig/liar_torch.pc", "lib/pkgconfig/liar-blas.pc", "lib/cmake/liar/liarConfig.cmake",
             "lib/cmake/liar_torch/liar_torchConfig.cmake", "share/man/man1/liar.1"]


def main():
    build_dir = sys.argv.pop(sys.argv.index("--build-dir") + 1)
    sys.argv.remove("--build-dir")
    args = parse_args(__doc__)
    prefix = os.path.join(args.work, "prefix")
    run(["cmake", "--install", build_dir, "--prefix", prefix])
    for path in INSTALLED:
        if not os.path.exists(os.path.join(prefix, path)):
            fail("cmake --install did not install %s" % path)
    libs, _ = run(["pkg-config", "--libs", "liar-blas", "liar_torch"],
                  env={"PKG_CONFIG_PATH": os.path.join(prefix, "lib", "pkgconfig")})
    expect_in(libs, "-lopenblas", "pkg-config --libs liar-blas liar_torch")
    expect_in(libs, "-lliar_torch", "pkg-config --libs liar-blas liar_torch")
    source = os.path.join(HERE, "make-project")
    builds = {}
    for name, cc in (("plain", "gcc"),
                     ("liar", "%s --liar-flags=--target=torch gcc" %
                      os.path.join(prefix, "bin", "liar-cc"))):
        builds[name] = os.path.join(args.work, name)
        os.makedirs(builds[name])
        run(["make", "-f", os.path.join(source, "Makefile"), "SRCDIR=" + source, "CC=" + cc],
            cwd=builds[name])
    program = os.path.join(builds["liar"], "solver")
    out, _ = run(["ldd", program])
    expect_in(out, os.path.join(prefix, "lib", "libliar_torch.so"), "ldd of the program")
    same_output(os.path.join(builds["plain"], "solver"), program, args.work, "solver", 1e-12)


if __name__ == "__main__":
    main()
