#!/usr/bin/env python3
"""Runs one golden test of liar: the `// RUN:` lines of a C file, in the style of LLVM's lit.

usage: run-golden.py --liar PATH --filecheck PATH [--clang-apply-replacements PATH]
                     [--cc gcc] TEST.c

A RUN line is a bash command (a line ending in `\\` continues on the next RUN line). Every RUN
line must exit with status 0; the test fails at the first one that does not, printing the
command and its output. Substitutions:

  %s        the test file itself
  %clean    a copy of the test file in which every `// CHECK...:`, `// RUN:` and `// XFAIL:`
            directive is blanked to `//`
            (line numbers unchanged), so that FileCheck on a rewritten file never matches the
            directives themselves (check_clang_tidy.py does the same)
  %S        the directory of the test file
  %t        a per-test temporary path (a fresh directory %t.d exists too)
  %runtime  the include directory of the LibTorch runtime (emit/runtime/include)
  %torchlib the linker arguments of the built LibTorch runtime (libliar_torch.so and an rpath
            to its directory, --runtime-lib; by default emit/runtime beside liar's tool/)
  %cc       the C compiler with -std=c99 -Wall -Werror and the header paths for cblas.h
  %%        a literal %

and, where a command starts (line start, after | ; && || ( or !), the tool names `liar`,
`FileCheck`, `clang-apply-replacements` become the paths given on the command line. `not CMD`
succeeds when CMD fails.

The RUN lines run with the environment `liar --check-env=shell` asks for (OPENBLAS_CORETYPE
when OpenBLAS picked older kernels than the CPU runs) and OMP_WAIT_POLICY=passive, like the
PolyBench harness: liar's notes about them (the first depends on the machine) then stay out of
the checked messages, except in a test that unsets the variables to check those notes.

A line `// XFAIL: <why>` marks a test that documents a known bug: it passes while some RUN
line fails, and fails ("unexpectedly passed") once the bug is fixed, so that the XFAIL line
gets removed.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


def run_lines(text):
    lines, pending = [], None
    for raw in text.splitlines():
        m = re.match(r'\s*//\s*RUN:\s?(.*)$', raw)
        if not m:
            if pending is not None:
                raise SystemExit('error: RUN line continued with \\ but no RUN line follows')
            continue
        part = m.group(1).rstrip()
        if part.endswith('\\'):
            pending = (pending or '') + part[:-1] + ' '
            continue
        lines.append((pending or '') + part)
        pending = None
    return lines


def substitute(cmd, subs, tools):
    out, i = [], 0
    while i < len(cmd):
        if cmd[i] == '%':
            if cmd.startswith('%%', i):
                out.append('%')
                i += 2
                continue
            for key in sorted(subs, key=len, reverse=True):
                if cmd.startswith(key, i):
                    out.append(subs[key])
                    i += len(key)
                    break
            else:
                raise SystemExit('error: unknown substitution at: ' + cmd[i:i + 20])
            continue
        out.append(cmd[i])
        i += 1
    cmd = ''.join(out)
    for name, path in tools.items():
        cmd = re.sub(r'(^|[|;&(!]\s*)' + re.escape(name) + r'(?=\s)',
                     lambda m: m.group(1) + path, cmd)
    # `not CMD`: lit's inverter, as bash's `!` on the command (pipefail keeps pipelines right).
    cmd = re.sub(r'(^|[|;&(]\s*)not\s', lambda m: m.group(1) + '! ', cmd)
    return cmd


def blas_environment(liar):
    """os.environ plus passive OpenMP waiting and the `export NAME=VALUE` lines of
    `liar --check-env=shell`."""
    env = dict(os.environ)
    env.setdefault('OMP_WAIT_POLICY', 'passive')
    p = subprocess.run([liar, '--check-env=shell'], stdout=subprocess.PIPE, text=True, check=True)
    for line in p.stdout.splitlines():
        name, _, value = line.removeprefix('export ').partition('=')
        env[name] = value
    return env


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--liar', required=True)
    ap.add_argument('--filecheck', required=True)
    ap.add_argument('--clang-apply-replacements', default='clang-apply-replacements')
    ap.add_argument('--cc', default='gcc')
    ap.add_argument('--runtime-lib', help='directory of the built libliar_torch.so')
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('test')
    args = ap.parse_args()

    test = os.path.abspath(args.test)
    with open(test) as f:
        text = f.read()
    cmds = run_lines(text)
    if not cmds:
        print('error: %s has no RUN lines' % test)
        return 1
    xfail = re.search(r'^\s*//\s*XFAIL:', text, re.M) is not None

    tmp = tempfile.mkdtemp(prefix='liar-golden-')
    try:
        base = os.path.join(tmp, os.path.splitext(os.path.basename(test))[0])
        os.mkdir(base + '.d')
        clean = base + '.clean.c'
        with open(clean, 'w') as f:
            f.write(re.sub(r'//[ \t]*(CHECK[A-Za-z0-9_-]*|RUN|XFAIL):[^\r\n]*', '//', text))
        runtime = os.path.join(REPO, 'emit', 'runtime', 'include')
        # The build puts liar in BUILD/tool and the runtime in BUILD/emit/runtime.
        torch_dir = os.path.abspath(args.runtime_lib or os.path.join(
            os.path.dirname(os.path.abspath(args.liar)), '..', 'emit', 'runtime'))
        subs = {
            '%s': test,
            '%clean': clean,
            '%S': os.path.dirname(test),
            '%t': base,
            '%runtime': runtime,
            '%torchlib': '%s -Wl,-rpath,%s' % (os.path.join(torch_dir, 'libliar_torch.so'),
                                               torch_dir),
            '%cc': args.cc + ' -std=c99 -Wall -Werror -Wno-unused-variable',
        }
        tools = {
            'liar': args.liar,
            'FileCheck': args.filecheck,
            'clang-apply-replacements': args.clang_apply_replacements,
        }
        env = blas_environment(args.liar)
        failed = None
        for n, cmd in enumerate(cmds, 1):
            full = substitute(cmd, subs, tools)
            p = subprocess.run(['bash', '-o', 'pipefail', '-c', full], cwd=tmp, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            if args.verbose or p.returncode != 0:
                print('RUN #%d: %s' % (n, cmd))
                print('$ ' + full)
                print(p.stdout, end='')
                print('exit status %d' % p.returncode)
            if p.returncode != 0:
                failed = n
                break
        if xfail:
            if failed is None:
                print('UNEXPECTED PASS: %s is marked XFAIL but every RUN line passed; the bug it '
                      'documents looks fixed, remove the XFAIL line' % test)
                return 1
            print('XFAIL (expected failure at RUN #%d): %s' % (failed, test))
            return 0
        if failed is not None:
            print('FAIL at RUN #%d: %s' % (failed, test))
            return 1
        print('PASS: %s (%d RUN lines)' % (test, len(cmds)))
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
