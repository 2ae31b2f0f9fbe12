#!/usr/bin/env python3
"""Per style of real C code: how many regions liar finds, how many it rewrites, and the remark
for each region it refuses. Runs `liar FILE -o TMP --` on the test programs of each style (the
run-and-compare tests tests/golden/real-*.c and the examples in polybench/bench/real/) and
prints the markdown table of docs/results.md.

usage: real-styles.py LIAR
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

# style, files (relative to the repository)
STYLES = [
    ('run-time n over larger arrays, sub-blocks', ['tests/golden/real-partial.c']),
    ('lda GEMM family (float, double, 4 transposes)', ['tests/golden/real-lda-gemm.c']),
    ('column-major (Fortran style)', ['polybench/bench/real/column_major.c']),
    ('pointers derived by offset', ['tests/golden/real-derived.c']),
    ('struct-held matrices', ['polybench/bench/real/struct_matrix.c']),
    ('transformer layer', ['polybench/bench/real/transformer.c']),
    ('interior windows', ['polybench/bench/real/interior.c']),
]

SUMMARY = re.compile(r'liar: (\d+) region\(s\) found, (\d+) lifted, (\d+) rewritten')
REFUSED = re.compile(r"^[^:]+:(\d+):\d+: remark: (?:loop nest in '(\w+)' not rewritten: |"
                     r"region not lifted: )(.*) \[liar-missed(?:-[\w-]+)?\]$")


def run(liar, path):
    with tempfile.TemporaryDirectory() as work:
        out = subprocess.run([liar, path, '-o', os.path.join(work, 'out.c'), '--'],
                             capture_output=True, text=True)
    found = lifted = rewritten = 0
    refused = []
    for line in (out.stdout + out.stderr).splitlines():
        m = SUMMARY.search(line)
        if m:
            found, lifted, rewritten = (int(g) for g in m.groups())
        m = REFUSED.match(line)
        if m:
            refused.append(f'{os.path.basename(path)}:{m.group(1)}: {m.group(3)}')
    return found, rewritten, refused


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    liar = sys.argv[1]
    print('| style | regions | rewritten | refused: remark |')
    print('| --- | --- | --- | --- |')
    for style, files in STYLES:
        found = rewritten = 0
        refused = []
        for f in files:
            n, r, why = run(liar, os.path.join(REPO, f))
            found, rewritten, refused = found + n, rewritten + r, refused + why
        remarks = '<br>'.join(w.replace('|', '\\|') for w in refused) or '—'
        print(f'| {style} | {found} | {rewritten} | {remarks} |')


if __name__ == '__main__':
    main()
