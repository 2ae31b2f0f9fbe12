#!/usr/bin/env python3
"""Rewrites the programs of this directory for every target, with liar given no flags and given
-fopenmp, and proves each rewrite means what the original means in every build the program
has: each configuration (-D flags the program is written for), each with and without -fopenmp.

usage: run.py --liar LIAR [--runtime-lib DIR] [--programs a,b] [--workdir DIR] [-j N]

The programs are written in the styles real projects use where the text the user wrote and
what liar's parse sees differ: sizes and constants as macros that another build defines
otherwise, helpers and macros under #ifdef, user macros named like cblas.h's parameters or
liar's own, OpenMP spelled through _Pragma and macros, thread-local variables, negative
numerators of C's truncating division, and IEEE values (-0.0, infinities, NaN) through
identities. They print every result with %a, so outputs are compared bit for bit.

liar rewrites the kernels (functions named k_*), not the mains that print their results.
A liar failure, a rewrite that does not compile, or a run whose output (stderr included) or
exit status differs from the original's in the same build is a failure: exit 1.
"""
import argparse
import concurrent.futures
import importlib.util
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
RUNTIME_INCLUDE = os.path.join(REPO, 'emit', 'runtime', 'include')
TARGETS = ('blas', 'torch', 'omp', 'auto')
LIAR_FLAGS = ([], ['-fopenmp'])

# One line per program: its configurations (each a list of -D flags; [] is the default one).
PROGRAMS = {
    'macro_offset.c': [[], ['-DCOLS=24'], ['-DROWS=8', '-DCOLS=3']],
    'ifdef_helper.c': [[], ['-DTRANSPOSED'], ['-DHEAVY']],
    'cblas_names.c': [[]],
    'cblas_all_names.c': [[]],
    'command_line_size.c': [['-DN=100'], ['-DN=64', '-DLDA=80']],
    'user_S0.c': [[]],
    'pragma_macro.c': [[]],
    'tls.c': [[]],
    'cdiv.c': [[]],
    'cdiv_styles.c': [[]],
    'omp_spellings.c': [[]],
    'negzero.c': [[]],
}
# The flags liar parses a program with, besides -fopenmp: one build's configuration.
LIAR_DEFINES = {'command_line_size.c': ['-DN=100']}


def load_realcode_runner():
    """tests/realcode/run.py, whose way of running commands and programs this one shares."""
    spec = importlib.util.spec_from_file_location(
        'realcode_run', os.path.join(REPO, 'tests', 'realcode', 'run.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


REALCODE = load_realcode_runner()


def run(cmd, timeout=120, env=None):
    """(status, output), stderr included; status None on a timeout."""
    return REALCODE.run(cmd, timeout, env)


def build(src, exe, flags, runtime_lib):
    cmd = ['gcc', '-O1', '-std=gnu11', '-Wall', '-Wno-unknown-pragmas', '-I', RUNTIME_INCLUDE]
    cmd += flags + [src, '-o', exe]
    if runtime_lib:
        cmd += [os.path.join(runtime_lib, 'libliar_torch.so'), '-Wl,-rpath,' + runtime_lib]
    return run(cmd + ['-lopenblas', '-lm'])


def check_program(args, env, workdir, name):
    """(cells checked, failures as lines) of one program; a cell is a rewrite (target, liar's
    flags) built and run in one configuration of the program."""
    failures, cells = [], 0
    src = os.path.join(HERE, name)
    base = os.path.join(workdir, name[:-2])
    originals = {}
    for config in PROGRAMS[name]:
        for omp in ([], ['-fopenmp']):
            flags = config + omp
            key = ' '.join(flags)
            status, out = build(src, base + '.orig', flags, None)
            if status != 0:
                failures.append('%s: the original does not build with [%s]: %s' % (name, key, out))
                continue
            originals[key] = run([base + '.orig'], env=env)
    for target in TARGETS:
        for liar_flags in LIAR_FLAGS:
            tag = '%s.%s%s' % (base, target, ''.join(liar_flags))
            cmd = [args.liar, '--target=' + target, '--omp-min-work=0', '--functions=^k_', src,
                   '-o', tag + '.c',
                   '--'] + LIAR_DEFINES.get(name, []) + liar_flags
            status, out = run(cmd)
            if status != 0:
                failures.append('%s: liar %s failed: %s' % (name, ' '.join(cmd[1:]), out[-600:]))
                continue
            for key, expected in originals.items():
                cells += 1
                status, out = build(tag + '.c', tag + '.bin', key.split(), args.runtime_lib)
                what = '%s --target=%s -- %s, built with [%s]' % (
                    name, target, ' '.join(liar_flags), key)
                if status != 0:
                    failures.append('%s: the rewrite does not compile: %s' % (what, out[-800:]))
                    continue
                got = run([tag + '.bin'], env=env)
                if got != expected:
                    failures.append('%s: output differs (status %s, expected %s): %s' % (
                        what, got[0], expected[0], got[1][:300]))
    return cells, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--liar', required=True)
    parser.add_argument('--runtime-lib', help='directory of libliar_torch.so')
    parser.add_argument('--programs', help='only these, comma-separated (names with .c)')
    parser.add_argument('--workdir', help='keep rewrites and binaries there')
    parser.add_argument('-j', type=int, default=2)
    args = parser.parse_args()
    names = args.programs.split(',') if args.programs else sorted(PROGRAMS)
    workdir = args.workdir or tempfile.mkdtemp(prefix='liar-hazards-')
    os.makedirs(workdir, exist_ok=True)
    env = REALCODE.run_environment(args.liar)
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        results = list(pool.map(lambda n: check_program(args, env, workdir, n), names))
    failures = [line for _, lines in results for line in lines]
    for line in failures:
        print('FAIL ' + line)
    print('%d programs, %d cells (rewrite x configuration), %d failures' % (
        len(names), sum(cells for cells, _ in results), len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
