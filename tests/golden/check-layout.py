#!/usr/bin/env python3
"""Checks the layout of liar's rewrite of a file, as a reviewer reads it in a diff.

usage: check-layout.py ORIGINAL REWRITTEN [--columns 100] [--added-lines 60]

- every line liar wrote (between its marker comments: each replacement, the guard helpers) is
  at most --columns columns wide (a tab counts to the next multiple of 8);
- each replacement adds at most --added-lines lines besides the original loops it keeps as its
  fallback: its lines that are not a line of ORIGINAL moved (compared without indentation).

Prints each problem and exits 1 when there is one.
"""
import argparse
import difflib
import sys


def columns(line):
    n = 0
    for c in line:
        n = (n // 8 + 1) * 8 if c == '\t' else n + 1
    return n


def blocks(lines):
    """(first, last) line indices of each of liar's blocks: a begin marker to its end marker."""
    out, start = [], None
    for i, line in enumerate(lines):
        if '/* liar: end */' in line:
            if start is not None:
                out.append((start, i))
            start = None
        elif '/* liar: ' in line and start is None:
            start = i
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('original')
    ap.add_argument('rewritten')
    ap.add_argument('--columns', type=int, default=100)
    ap.add_argument('--added-lines', type=int, default=60)
    args = ap.parse_args()
    before = open(args.original).read().splitlines()
    after = open(args.rewritten).read().splitlines()
    found = blocks(after)
    problems = []
    if not any('guard helpers' not in after[first] for first, _ in found):
        problems.append('no replacement in ' + args.rewritten)
    # The lines of the rewrite that are lines of the original, moved or re-indented.
    kept = set()
    matcher = difflib.SequenceMatcher(None, [l.strip() for l in before],
                                      [l.strip() for l in after], autojunk=False)
    for block in matcher.get_matching_blocks():
        kept.update(range(block.b, block.b + block.size))
    for first, last in found:
        for i in range(first, last + 1):
            if columns(after[i]) > args.columns:
                problems.append('%s:%d: %d columns: %s' %
                                (args.rewritten, i + 1, columns(after[i]), after[i].strip()))
        added = sum(1 for i in range(first, last + 1) if i not in kept)
        if 'guard helpers' not in after[first] and added > args.added_lines:
            problems.append('%s:%d: the replacement adds %d lines besides the original loops '
                            '(at most %d)' % (args.rewritten, first + 1, added, args.added_lines))
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
