#!/usr/bin/env python3
"""liar-diff: liar over what a patch changes, in the manner of clang-tidy-diff.

usage: git diff -U0 HEAD~1 | liar-diff [-p N] -path BUILD_DIR [LIAR_RUN_OPTIONS...]
                                      [-- LIAR_FLAGS...]

Reads a unified diff (any context) on stdin and runs liar-run over the files of BUILD_DIR's
compilation database that the diff touches, with only the regions (loop nests) that meet the
lines it adds or changes reported and rewritten; a deletion touches the lines either side of
it. -p N strips N leading components from the diff's file names, as clang-tidy-diff's -p and
patch -pN do (git diff needs -p1); the names are then relative to the current directory. Every
other option is liar-run's (-j, --timeout, --export-fixes, --sarif, --remarks-output, --files,
--liar, -q, and the liar flags after --), and so is the exit status: 0 every touched file was
processed (also when the diff touches no region), 1 some file failed, 2 bad command line, no
usable compilation database, or input that is not a unified diff (nothing is processed then).
"""
import argparse
import os
import sys


def parse_args(argv):
    extra = []
    if "--" in argv:
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut:]
    p = argparse.ArgumentParser(prog="liar-diff", description=__doc__.split("\n")[0],
                                usage="git diff -U0 HEAD~1 | %(prog)s [-p N] -path BUILD_DIR "
                                      "[LIAR_RUN_OPTIONS...] [-- LIAR_FLAGS...]",
                                epilog="Other options are liar-run's; see liar-run --help.",
                                allow_abbrev=False)
    p.add_argument("-p", dest="strip", type=int, default=0, metavar="N",
                   help="strip N leading components from the diff's file names (default 0)")
    p.add_argument("-path", dest="build_dir", required=True,
                   help="the directory holding compile_commands.json")
    args, run_options = p.parse_known_args(argv)
    if args.strip < 0:
        p.error("-p must not be negative")
    if "--patch" in run_options or any(a.startswith("--patch=") for a in run_options):
        p.error("the diff is read from stdin (liar-run --patch FILE reads a file)")
    return args, run_options + extra


def main(argv):
    args, run_options = parse_args(argv)
    liar_run = os.path.join(os.path.dirname(os.path.realpath(__file__)), "liar-run")
    command = [sys.executable, liar_run, "-p", args.build_dir, "--patch", "-",
               "--patch-strip", str(args.strip)] + run_options
    # liar-run takes this process's place: stdin (the diff), signals and exit status are its.
    os.execv(sys.executable, command)


if __name__ == "__main__":
    main(sys.argv[1:])
