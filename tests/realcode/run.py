#!/usr/bin/env python3
"""Runs liar on the real-style C programs of this directory, for every target, and proves each
rewrite correct by running it against the original.

usage: run.py --liar LIAR [--runtime-lib DIR] [--json OUT] [--markdown] [-j N]
              [--programs NAME,...] [--workdir DIR] [--sanitize]
       run.py --from-json RESULTS.json --markdown

For each program: gcc -O2 builds and runs the original; for each target (blas, torch, omp,
auto) liar writes the rewrite (`-o`) and a SARIF log of its decisions; the rewrite is built
with what it needs (OpenMP, OpenBLAS, the LibTorch runtime), run, and its output compared with
the original's by tests/golden/compare-output.py at the program's tolerance. A liar failure, a
rewrite that does not compile, crashes, times out or prints other results is a failure: exit 1.

Per region it records whether liar lifted it, and per target what it did: the calls or loops
of the rewrite, or the remark that says why the region was kept. `--markdown` prints the
per-style table of docs/results.md ("Real-style C programs") from those records.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
COMPARE = os.path.join(REPO, 'tests', 'golden', 'compare-output.py')
RUNTIME_INCLUDE = os.path.join(REPO, 'emit', 'runtime', 'include')
TARGETS = ('blas', 'torch', 'omp', 'auto')

# The styles of user code the corpus covers, in the order of the table.
STYLES = {
    'views': 'loops to a run-time n over larger arrays, sub-blocks',
    'refblas': 'reference-BLAS GEMM family (lda/ldb/ldc, transposes)',
    'transformer': 'transformer-layer forward pass (structs, per-head pointers)',
    'colmajor': 'column-major Fortran-style loops',
    'image': 'interior-window image filters',
    'struct': 'struct-held matrices',
    'polylike': 'PolyBench-like kernels, pointer-and-size style',
    'convnet': 'convolutional-network layers (im2col, direct conv, pooling)',
    'rows': 'matrices as row pointers (double **)',
    'irregular': 'irregular code (CSR, gather/scatter, histogram)',
}

# One line per program: file, style, relative tolerance of compare-output.py. Float programs
# get 1e-4: a library's float sum is reassociated over tens of terms; double ones 1e-12.
PROGRAMS = [
    ('views.c', 'views', 1e-12),
    ('refblas_sgemm.c', 'refblas', 1e-4),
    ('refblas_dgemm.c', 'refblas', 1e-12),
    ('transformer.c', 'transformer', 1e-4),
    ('colmajor.c', 'colmajor', 1e-12),
    ('image_filters.c', 'image', 1e-4),
    ('struct_matrix.c', 'struct', 1e-12),
    ('polylike.c', 'polylike', 1e-12),
    ('polylike_vla.c', 'polylike', 1e-12),
    ('convnet.c', 'convnet', 1e-4),
    ('pointer_rows.c', 'rows', 1e-12),
    ('sparse.c', 'irregular', 1e-12),
]

FUNCTION_START = re.compile(r'^[A-Za-z_][\w \t\*]*?\b(\w+)\s*\(')


def run(cmd, timeout, env=None):
    """(status, output); status None on a timeout. stderr is part of the output: a rewrite
    whose library prints an error (OpenBLAS's xerbla on an invalid lda) prints other results."""
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           timeout=timeout, env=env, errors='replace')
        return p.returncode, p.stdout
    except subprocess.TimeoutExpired:
        return None, 'timed out after %ss' % timeout


def run_environment(liar):
    """The environment programs run in: liar's fix for OpenBLAS's kernels (as the golden tests
    use it), one OpenMP pool that sleeps when idle, two threads (the machine's cores)."""
    env = dict(os.environ, OMP_WAIT_POLICY='passive', OMP_NUM_THREADS='2')
    status, out = run([liar, '--check-env=shell'], 60)
    for line in out.splitlines() if status == 0 else []:
        name, _, value = line.removeprefix('export ').partition('=')
        env[name] = value
    return env


def build_command(src, exe, target, runtime_lib, sanitize=False):
    cmd = ['gcc', '-O2', '-std=gnu11', '-Wall', '-I', HERE]
    if sanitize:
        cmd += ['-fsanitize=address,undefined', '-fno-sanitize-recover=all',
                '-fno-omit-frame-pointer']
    if target is None:
        return cmd + ['-Werror', src, '-o', exe, '-lm']
    cmd += ['-fopenmp', '-I', RUNTIME_INCLUDE, src, '-o', exe, '-Wl,--as-needed']
    if target in ('torch', 'auto') and runtime_lib:
        cmd += [os.path.join(runtime_lib, 'libliar_torch.so'), '-Wl,-rpath,' + runtime_lib]
    return cmd + ['-lopenblas', '-lm']


def function_at(lines, line):
    """The name of the function whose definition precedes 1-based `line` (definitions start in
    column 0 in this corpus)."""
    for text in reversed(lines[:line]):
        m = FUNCTION_START.match(text)
        if m and not text.rstrip().endswith(';'):
            return m.group(1)
    return ''


def regions_of(sarif_path, source_lines):
    """Per region of the SARIF log: its first line, function, decision, and what was done or
    why not."""
    with open(sarif_path) as f:
        results = json.load(f)['runs'][0]['results']
    regions = []
    for r in results:
        start = r['locations'][0]['physicalLocation']['region']['startLine']
        props = r.get('properties', {})
        regions.append({'line': start, 'function': function_at(source_lines, start),
                        'decision': props.get('decision', ''),
                        'form': props.get('form', ''), 'calls': props.get('calls', []),
                        'reason': props.get('reason', ''), 'guarded': bool(props.get('guard'))})
    return regions


class Runner:
    def __init__(self, args):
        self.liar, self.runtime_lib = args.liar, args.runtime_lib
        self.workdir, self.sanitize = args.workdir, args.sanitize
        self.env = run_environment(self.liar)
        # LibTorch and OpenBLAS keep allocations until exit: leaks are not the rewrite's.
        self.env['ASAN_OPTIONS'] = 'detect_leaks=0'

    def original(self, name):
        src = os.path.join(HERE, name)
        exe = os.path.join(self.workdir, name[:-2] + '.orig')
        status, out = run(build_command(src, exe, None, None, self.sanitize), 120)
        if status != 0:
            return {'error': 'the original does not build: ' + out.strip()[:400]}
        status, out = run([exe], 60, self.env)
        if status != 0:
            return {'error': 'the original fails: %s %s' % (status, out.strip()[:400])}
        path = exe + '.out'
        with open(path, 'w') as f:
            f.write(out)
        return {'output': path}

    def target(self, name, rtol, target, original_output):
        """One program under one target: liar, build, run, compare; a dict for the JSON."""
        src = os.path.join(HERE, name)
        stem = os.path.join(self.workdir, '%s.%s' % (name[:-2], target))
        cmd = [self.liar, '--target=' + target, '--sarif=' + stem + '.sarif', '-o',
               stem + '.c', src, '--', '-I', HERE]
        if target == 'auto':
            cmd.insert(2, '--auto-libraries=blas,torch')  # the corpus links the runtime
        status, out = run(cmd, 180)
        res = {'program': name, 'target': target, 'failure': None, 'regions': [],
               'summary': ''.join(re.findall(r'^liar: \d+ region.*$', out, re.M))}
        if status != 0:
            res['failure'] = 'liar exit status %s: %s' % (status, out.strip()[-400:])
            return res
        try:
            with open(src) as f:
                res['regions'] = regions_of(stem + '.sarif', f.read().splitlines())
        except (OSError, ValueError, KeyError, IndexError) as e:
            res['failure'] = 'liar wrote no readable SARIF log: %s' % e
            return res
        with open(stem + '.c') as f:
            rewritten = f.read()
        with open(src) as f:
            res['changed'] = rewritten != f.read()
        if res['changed']:
            res['failure'] = self.check_rewrite(stem, target, rtol, original_output)
        return res

    def check_rewrite(self, stem, target, rtol, original_output):
        """None when the rewrite builds, runs and prints what the original printed."""
        status, out = run(build_command(stem + '.c', stem + '.exe', target, self.runtime_lib,
                                        self.sanitize), 180)
        if status != 0:
            return 'the rewrite does not compile: ' + out.strip()[:600]
        status, out = run([stem + '.exe'], 60, self.env)
        if status != 0:
            return 'the rewrite fails (exit status %s): %s' % (status, out.strip()[:400])
        with open(stem + '.out', 'w') as f:
            f.write(out)
        status, out = run([sys.executable, COMPARE, original_output, stem + '.out',
                           '--rtol', repr(rtol)], 60)
        if status != 0:
            return 'the rewrite prints other results: ' + out.strip()[:400]
        return None


def run_corpus(args):
    runner = Runner(args)
    unknown = set(args.programs) - {name[:-2] for name, _, _ in PROGRAMS}
    if unknown:
        sys.exit('error: no program named %s in PROGRAMS' % ', '.join(sorted(unknown)))
    chosen = [p for p in PROGRAMS if not args.programs or p[0][:-2] in args.programs]
    originals = {name: runner.original(name) for name, _, _ in chosen}
    records, jobs = [], []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for name, style, rtol in chosen:
            orig = originals[name]
            if 'error' in orig:
                records.append({'program': name, 'target': None, 'failure': orig['error'],
                                'regions': []})
                continue
            for target in TARGETS:
                jobs.append(pool.submit(runner.target, name, rtol, target, orig['output']))
        records += [j.result() for j in jobs]
    for r in records:
        r['style'] = next(s for n, s, _ in PROGRAMS if n == r['program'])
    return records


def report(records):
    """One line per program and target; returns the number of failures."""
    failures = 0
    for r in records:
        if r['failure']:
            failures += 1
            print('FAIL %s [%s]: %s' % (r['program'], r['target'], r['failure']))
        else:
            what = 'rewritten, output matches' if r.get('changed') else 'unchanged'
            print('ok   %s [%s]: %s; %s' % (r['program'], r['target'], r['summary'], what))
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--liar')
    ap.add_argument('--runtime-lib', help='directory of libliar_torch.so')
    ap.add_argument('--json', help='write every record to this file')
    ap.add_argument('--markdown', action='store_true', help="print docs/results.md's table")
    ap.add_argument('--from-json', help='take the records of an earlier --json run')
    ap.add_argument('--programs', type=lambda s: s.split(','), default=[],
                    help='only these programs (names without .c)')
    ap.add_argument('-j', '--jobs', type=int, default=2)
    ap.add_argument('--sanitize', action='store_true',
                    help='build originals and rewrites with AddressSanitizer and UBSan')
    ap.add_argument('--workdir', help='keep the rewrites and binaries here')
    args = ap.parse_args()
    if args.from_json:
        with open(args.from_json) as f:
            records = json.load(f)
        failures = sum(1 for r in records if r['failure'])
    else:
        if not args.liar:
            ap.error('--liar is required unless --from-json is given')
        with tempfile.TemporaryDirectory(prefix='liar-realcode-') as tmp:
            args.workdir = args.workdir or tmp
            os.makedirs(args.workdir, exist_ok=True)
            records = run_corpus(args)
        failures = report(records)
        if args.json:
            with open(args.json, 'w') as f:
                json.dump(records, f, indent=1)
    if args.markdown:
        from table import markdown
        print(markdown(records, STYLES, TARGETS))
    print('%d of %d runs failed' % (failures, len(records)), file=sys.stderr)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
