#!/usr/bin/env python3
"""Compares the outputs of an original program and of its rewrite, token by token.

usage: compare-output.py ORIGINAL REWRITE [--rtol R]

Numbers may differ by a relative tolerance R (default 1e-12: a reassociated double sum
agrees to about 1e-15, while a float accumulation or a dropped conversion is off by 1e-8 or
more); every other token must be equal. Exits 1 with the first difference.
"""
import argparse
import sys


def number(token):
    try:
        return float.fromhex(token) if token.lower().startswith(('0x', '-0x')) else float(token)
    except ValueError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('original')
    ap.add_argument('rewrite')
    ap.add_argument('--rtol', type=float, default=1e-12)
    args = ap.parse_args()
    a = open(args.original).read().split()
    b = open(args.rewrite).read().split()
    if len(a) != len(b):
        sys.exit(f'{len(a)} tokens in the original output, {len(b)} in the rewrite')
    for k, (x, y) in enumerate(zip(a, b)):
        nx, ny = number(x), number(y)
        if nx is None or ny is None:
            if x != y:
                sys.exit(f'token {k}: {x!r} != {y!r}')
        elif abs(nx - ny) > args.rtol * max(abs(nx), abs(ny), 1.0):
            sys.exit(f'token {k}: {x} != {y} (rtol {args.rtol})')


if __name__ == '__main__':
    main()
