#!/usr/bin/env python3
"""Checks that a generated block of a document is what its command prints now.

The block sits between the lines `<!-- BEGIN <command> -->` and `<!-- END <command> -->`, where
<command> is the command's words after the program path (for example `liar --list-options`
marks the output of `liar --list-options`). Prints a unified diff and fails when they differ.
"""
import argparse
import difflib
import os
import subprocess
import sys


def block(text, marker):
    begin, end = "<!-- BEGIN %s -->\n" % marker, "<!-- END %s -->\n" % marker
    if begin not in text or end not in text:
        sys.exit("no block marked '%s' in the document" % marker)
    return text.split(begin, 1)[1].split(end, 1)[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--doc", required=True, help="the document holding the block")
    parser.add_argument("command", nargs="+", help="the program and its arguments")
    args = parser.parse_args()
    marker = " ".join([os.path.basename(args.command[0])] + args.command[1:])
    with open(args.doc) as f:
        documented = block(f.read(), marker)
    printed = subprocess.run(args.command, check=True, capture_output=True, text=True).stdout
    if documented != printed:
        sys.stdout.writelines(difflib.unified_diff(documented.splitlines(True),
                                                   printed.splitlines(True),
                                                   args.doc, marker))
        sys.exit("%s: the block '%s' is not what the command prints now" % (args.doc, marker))


if __name__ == "__main__":
    main()
