"""Shrinks a failing fuzz program while it keeps failing the same way.

Two passes, each greedy and repeated until nothing more can go:
  1. over the generator's structure (generate.make_spec): drop kernels, drop parts, turn
     features off, reset sizes to small values, and render again;
  2. line-deletion delta debugging on the C text (chunks of lines, halving), which also removes
     what the structure cannot: unused fills and dumps, declarations, single statements.
A candidate counts only when its original still builds without warnings and runs cleanly
under the sanitizers (so that deleting a fill or an initialisation cannot make a bogus
"wrong output"), and liar's rewrite of it fails with the same class.
"""
import copy
import os
import re
import time

import generate

FEATURE_RESETS = [('outer', ''), ('overlap', ''), ('live_iter', False), ('ret', False),
                  ('carry', False), ('calls', 1), ('reps', 1), ('pad', False),
                  ('restrict', False), ('pragma', ''), ('special', 0), ('zero', False),
                  ('ifdef', False), ('macro_config', None), ('ifdef_helper', None),
                  ('name_clash', None), ('omp_spelling', None), ('thread_local', None),
                  ('neg_numerator', None), ('ieee_identity', None)]
PART_RESETS = [('alpha', None), ('beta', None), ('trans', False), ('cast', False),
               ('steps', 1), ('init', True)]


class Shrinker:
    def __init__(self, checker, workdir, target, cc, cls, openmp, budget_s=180,
                 budget_checks=250):
        self.checker, self.workdir, self.openmp = checker, workdir, openmp
        self.target, self.cc, self.cls = target, cc, cls
        self.deadline = time.time() + budget_s
        self.checks_left = budget_checks
        self.n = 0

    def exhausted(self):
        return time.time() > self.deadline or self.checks_left <= 0

    def fails(self, text):
        """True when text is a clean program whose rewrite fails with the same class."""
        if self.exhausted():
            return False
        self.checks_left -= 1
        self.n += 1
        stem = os.path.join(self.workdir, 'shrink%d' % self.n)
        orig = self.checker.original(stem, text, self.cc, False)
        if orig['cls'] or (orig['out'] and not self.sanitizer_clean(stem, text)):
            return False
        res = self.checker.target(stem, self.target, self.cc, self.cls == 'sanitizer', orig,
                                  openmp=self.openmp)
        return res['cls'] == self.cls

    def sanitizer_clean(self, stem, text):
        return self.checker.original(stem + 's', text, self.cc, True)['cls'] is None

    def spec(self, spec):
        """Pass 1: the smallest spec found that still fails."""
        changed = True
        while changed and not self.exhausted():
            changed = False
            for cand in spec_candidates(spec):
                if self.fails(generate.render(cand)):
                    spec, changed = cand, True
                    break
        return spec

    def lines(self, text):
        """Pass 2: ddmin-style deletion of chunks of lines, halving the chunk size."""
        lines = text.split('\n')
        chunk = max(len(lines) // 4, 1)
        while chunk >= 1 and not self.exhausted():
            i, progress = 0, False
            while i < len(lines) and not self.exhausted():
                cand = lines[:i] + lines[i + chunk:]
                if protected(lines[i:i + chunk]) or not self.fails('\n'.join(cand)):
                    i += chunk
                else:
                    lines, progress = cand, True
            if not progress:
                chunk //= 2
        return '\n'.join(lines)


FILL = re.compile(r'^\s*fuzz_fill_')


def protected(chunk):
    """The seed comment stays so that a finding names the program it came from, and main's
    fills stay: without them the program would read uninitialised memory, which the
    sanitizers do not see."""
    return any('liar fuzz program' in line or FILL.match(line) for line in chunk)


def spec_candidates(spec):
    """Smaller variants of spec, the most radical first."""
    ks = spec['kernels']
    for i in range(len(ks)):
        if len(ks) > 1:
            yield dict(spec, kernels=ks[:i] + ks[i + 1:])
    for i, k in enumerate(ks):
        for j in range(len(k['parts'])):
            if len(k['parts']) > 1:
                yield with_kernel(spec, i, dict(k, parts=k['parts'][:j] + k['parts'][j + 1:]))
        for key, val in FEATURE_RESETS:
            if k['feats'].get(key, val) != val:
                yield with_kernel(spec, i, dict(k, feats=dict(k['feats'], **{key: val})))
        for s, v in k['sizes'].items():
            for smaller in (1, 2, 3):
                if v > smaller:
                    yield with_kernel(spec, i, dict(k, sizes=dict(k['sizes'], **{s: smaller})))
                    break
        if k['style'] != 'poly' and not k['feats']['overlap']:
            yield with_kernel(spec, i, dict(k, style='poly', sizetype='int',
                                            sizes={s: max(v, 1) for s, v in k['sizes'].items()}))
        if k['ty'] != 'double':
            yield with_kernel(spec, i, dict(k, ty='double'))
        for j, p in enumerate(k['parts']):
            for key, val in PART_RESETS:
                if p.get(key) != val:
                    parts = copy.deepcopy(k['parts'])
                    parts[j][key] = val
                    yield with_kernel(spec, i, dict(k, parts=parts))
            if p['acc'] != k['ty']:
                parts = copy.deepcopy(k['parts'])
                parts[j]['acc'] = k['ty']
                yield with_kernel(spec, i, dict(k, parts=parts))


def with_kernel(spec, i, k):
    ks = list(spec['kernels'])
    ks[i] = k
    return dict(spec, kernels=ks)
