"""Is a rewrite asymptotically slower than the loops it replaced? Counted, never timed.

A rewrite that evaluates per element what the loops evaluate once (a maximum recomputed inside
both per-element loops of a softmax) is correct and passes every dump comparison, yet its work
grows with a higher power of the sizes. This check renders a generated program at its sizes
and at FACTOR times them, lets liar rewrite both, and counts with valgrind's callgrind the
instructions executed inside the kernels (the functions `kernelN` and everything they call:
BLAS, OpenMP's outlined loops; not main's fills and dumps, not the libraries' start-up),
with one thread, for the original and the rewrite at both sizes. Instruction counts are
deterministic, unlike times.

From the generated sizes to FACTOR times them, work of degree p grows FACTOR ** p times. The
rewrite fails (class `degree`) when its count grows more than SLACK times faster than the
original's and it runs more instructions than the original at the larger sizes. A library
call's constant overhead only slows the growth of the rewrite's count, so it cannot cause a
failure; the check can miss a higher degree hidden under such an overhead at these small
sizes, never report one that is not there.

Programs with `int` kernels are not checked (their data would overflow at larger sizes), nor
rewrites that call the LibTorch runtime (loading LibTorch under valgrind takes longer than the
rest of a campaign's program).
"""
import copy
import os
import re
import shutil

import check
import generate

FACTOR = 4
SLACK = FACTOR ** 0.5
# Kernels stay functions of their own, under their own names, so that callgrind can count
# from their entry to their exit.
FLAGS = ['-O2', '-fno-inline', '-fno-ipa-cp', '-fno-ipa-sra', '-fopenmp', '-w']
TOTALS = re.compile(r'^totals:\s+(\d+)', re.M)


def available():
    return shutil.which('valgrind') is not None


def eligible(spec):
    return all(k['ty'] != 'int' for k in spec['kernels'])


def scaled(spec, factor):
    """spec with every positive size multiplied by factor (zero and negative sizes stay)."""
    out = copy.deepcopy(spec)
    for k in out['kernels']:
        k['sizes'] = {s: v * factor if v > 0 else v for s, v in k['sizes'].items()}
    return out


def verdict(orig_small, new_small, orig_large, new_large):
    """None, or why the rewrite's counts grow with a higher degree than the original's."""
    grows_orig = orig_large / max(orig_small, 1)
    grows_new = new_large / max(new_small, 1)
    if grows_new > SLACK * grows_orig and new_large > orig_large:
        return ('the rewrite runs %d instructions at the sizes and %d at %d times them (x%.1f), '
                'the loops %d and %d (x%.1f)' % (new_small, new_large, FACTOR, grows_new,
                                                   orig_small, orig_large, grows_orig))
    return None


class Counter:
    """Builds a program with gcc and counts the instructions its kernels run."""

    def __init__(self, checker):
        self.checker = checker
        self.env = dict(checker.env, OMP_NUM_THREADS='1', OPENBLAS_NUM_THREADS='1')

    def instructions(self, src, exe):
        """The instructions run inside the kernels of src, or None when it does not build or
        run cleanly."""
        status, _, _ = check.run(['gcc'] + FLAGS + ['-I', check.RUNTIME_INCLUDE, src,
                                                     self.checker.support('gcc', False),
                                                     '-o', exe] + self.checker.libs(False),
                                 120, kind='compile degree')
        if status != 0:
            return None
        out = exe + '.callgrind'
        status, _, _ = check.run(['valgrind', '--tool=callgrind', '--collect-atstart=no',
                                  '--toggle-collect=kernel?', '--callgrind-out-file=' + out,
                                  exe], 120, env=self.env, kind='run degree')
        if status != 0 or not os.path.exists(out):
            return None
        with open(out) as f:
            m = TOTALS.search(f.read())
        return int(m.group(1)) if m else None

    def check(self, stem, spec, target, openmp):
        """None when the rewrite's degree is not higher (or nothing could be compared), else
        a failure {'cls': 'degree', 'detail'}; 'skipped' when it cannot be counted."""
        counts = []
        for factor in (1, FACTOR):
            st = '%s.deg%d' % (stem, factor)
            with open(st + '.c', 'w') as f:
                f.write(generate.render(scaled(spec, factor)))
            lr = self.checker.liar_run(st, target, openmp)
            if lr['cls']:
                return 'skipped'
            with open(lr['out_src']) as f:
                if 'liar_torch_' in f.read():
                    return 'skipped'
            counts.append((self.instructions(st + '.c', st + '.orig'),
                           self.instructions(lr['out_src'], st + '.new')))
        if not lr['rewritten'] or None in counts[0] + counts[1]:
            return 'skipped'
        why = verdict(counts[0][0], counts[0][1], counts[1][0], counts[1][1])
        return {'cls': 'degree', 'detail': why} if why else None
