#!/usr/bin/env python3
"""Generates random, valid C programs with affine loop nests, for differential fuzzing of liar.

usage: generate.py SEED [-o FILE] [--spec]

A program is built in two steps so that the runner can shrink it by its structure:
`make_spec(seed)` draws every random decision into a plain JSON-able dict (the *spec*), and
`render(spec)` turns a spec into C text without any randomness. The shrinker (run.py) edits
specs (drops kernels, parts and features, shrinks sizes) and renders them again.

A spec holds kernels; a kernel is one C function with a *style* (how its arrays are declared
and addressed), an element type, sizes and a list of *parts*; a part is one idiom's loop nest
(gemm, gemv, dot, axpy, ger, stencil, ...) over arrays of its own. Features add the hazards
liar must respect: iterators and scalars read after the nest, outer `for`/`while` loops
around it (with a scalar read on the next trip), overlapping arguments, zero and negative
sizes, `size_t` bounds, transposed and padded accesses.

Every program is free of undefined behaviour: accesses stay in bounds, integer data stays
small (no signed overflow), every array is filled by `main` before the calls with a
deterministic pattern, and `main` prints every array and returned scalar afterwards, one value
a line as `name type value` (type d, f or i), which run.py compares.
"""
import argparse
import json
import random
import sys

IDIOMS = ['gemm', 'gemm_ab', 'mm2', 'gemv', 'gemv_t', 'dot', 'sum', 'axpy', 'scal',
          'copy', 'zero', 'ger', 'jacobi1d', 'jacobi2d', 'matadd', 'syrk', 'div', 'math']
# Idioms liar's BLAS/torch rules match get more weight: a fuzzer whose programs are all
# refused proves nothing.
WEIGHTS = [7, 4, 2, 6, 3, 6, 2, 6, 3, 2, 1, 3, 2, 2, 2, 1, 3, 3]
# Idioms that multiply array elements by array elements.
PRODUCTS = {'gemm', 'gemm_ab', 'mm2', 'gemv', 'gemv_t', 'dot', 'ger', 'syrk'}
STYLES = ['poly', 'flat', 'vla', 'global']
TYPES = ['double', 'float', 'int']
CTYPE_TAG = {'double': 'd', 'float': 'f', 'int': 'i', 'long': 'i'}
PRINTF = {'double': '%.17g', 'float': '%.9g', 'int': '%d', 'long': '%ld'}
# The user's OpenMP constructs a kernel may carry (user_pragma): `parallel for` on element-wise
# loops, `reduction(+:s)` on a dot or sum, `collapse(2)` on a 2-D element-wise nest, and a
# `parallel` region holding an `omp for`. '' for none.
PRAGMAS = ['', 'for', 'reduction', 'collapse', 'region']
PRAGMA_WEIGHTS = {'for': 2, 'reduction': 3, 'collapse': 3, 'region': 2}
# Single-precision math functions of the `math` idiom (double kernels call the double ones).
MATH_FUNCTIONS = ['sqrtf(fabsf(%s))', 'expf(%s)', 'tanhf(%s)', 'fabsf(%s)']
# Divisors of the `div` idiom: a run-time scalar parameter, the loop's size, its square root.
DIVISORS = ['s', 'n', 'sqrt']
# The generator's generation, recorded with each campaign chunk (ledger.py): chunks of
# programs drawn otherwise do not add up into one campaign.
GENERATION = 'hazards'
# The hazard classes a program can carry (classes()), in the order the summary lists them.
CLASSES = ['nan-inf', 'zero-scalar', 'div', 'math-fn', 'ifdef', 'omp-for', 'omp-reduction',
           'omp-collapse', 'omp-region']


# ----------------------------------------------------------------------------- spec


def make_spec(seed):
    rng = random.Random(seed)
    nk = rng.choice([1, 1, 1, 2, 2, 3])
    return {'seed': seed, 'kernels': [make_kernel(rng, k) for k in range(nk)]}


def make_kernel(rng, k):
    style = rng.choice(STYLES)
    ty = rng.choices(TYPES, [6, 3, 2])[0]
    runtime = style != 'poly'
    sizes = {}
    square = rng.random() < 0.35
    base = rng.randint(1, 12)
    for s in 'NMK':
        v = base if square else rng.randint(1, 12)
        sizes[s] = v
    if runtime and style != 'vla' and rng.random() < 0.12:
        # Zero and negative extents: the loops run zero times.
        sizes[rng.choice('NMK')] = rng.choice([0, -1, -3])
    sizetype = 'int'
    if runtime and style != 'vla':
        sizetype = rng.choices(['int', 'long', 'size_t'], [6, 2, 2])[0]
        if sizetype == 'size_t':
            for s in sizes:
                sizes[s] = max(sizes[s], 0)
    nparts = rng.choices([1, 2, 3], [6, 3, 1])[0]
    parts = [make_part(rng, ty) for _ in range(nparts)]
    feats = {
        'restrict': style in ('poly', 'vla') and rng.random() < 0.4,
        'pad': rng.random() < 0.3,
        'outer': rng.choices(['', 'for', 'while'], [7, 2, 1])[0],
        'live_iter': rng.random() < 0.25,
        'ret': rng.random() < 0.3,
        'carry': rng.random() < 0.5,
        'overlap': '',
        'reps': rng.randint(1, 3),
        'calls': rng.choices([1, 2], [8, 2])[0],
        'pragma': draw_pragma(rng, parts),
    }
    draw_hazards(rng, ty, feats)
    if style != 'global' and rng.random() < 0.15:
        feats['overlap'] = rng.choice(['same', 'offset'] if style == 'flat' else ['same'])
        feats['restrict'] = False
        if ty == 'int':
            # An int product whose operand is its own result grows geometrically (a rank-k
            # update in place overflows int at 3 x 3): int kernels overlap only element-wise
            # parts, at most 3 x 3 and once.
            if any(p['idiom'] in PRODUCTS for p in parts):
                feats['overlap'] = ''
            feats.update(outer='', reps=1, calls=1)
            for s in sizes:
                sizes[s] = min(sizes[s], 3)
    return {'style': style, 'ty': ty, 'sizes': sizes, 'sizetype': sizetype,
            'parts': parts, 'feats': feats}


def draw_pragma(rng, parts):
    """The user's OpenMP construct of a kernel: for 3 kernels in 10, one that applies to one
    of its parts (PRAGMAS), '' otherwise."""
    idioms = {p['idiom'] for p in parts}
    kinds = []
    if idioms & set(ELEMENTWISE):
        kinds += ['for', 'region']
    if idioms & set(REDUCTIONS):
        kinds.append('reduction')
    if idioms & set(NESTS_2D):
        kinds.append('collapse')
    if not kinds or rng.random() >= 0.3:
        return ''
    return rng.choices(kinds, [PRAGMA_WEIGHTS[k] for k in kinds])[0]


def draw_hazards(rng, ty, feats):
    """The kernel features of IEEE special values and preprocessor configurations: `special`
    seeds NaN and infinities into the inputs (a seed for their places, 0 for none), `zero`
    passes 0 for every run-time alpha and beta in the first call, `ifdef` puts a statement of
    the first part under `#ifdef FUZZ_ALT ... #else ... #endif`."""
    special = rng.randint(1, 10 ** 6) if ty != 'int' and rng.random() < 0.25 else 0
    feats.update(special=special, zero=rng.random() < 0.3, ifdef=rng.random() < 0.12)


def make_part(rng, ty):
    idiom = rng.choices(IDIOMS, WEIGHTS)[0]
    if idiom == 'math' and ty == 'int':
        idiom = 'div'
    acc = ty
    if idiom in ('dot', 'sum', 'gemv', 'gemm') and rng.random() < 0.25:
        acc = rng.choice(['double', 'long'] if ty == 'int' else ['double'])
    return {
        'idiom': idiom,
        'acc': acc,
        'trans': rng.random() < 0.3,
        'alpha': rng.choice([None, '2', '0.5', '-1.5', 'alpha']),
        'beta': rng.choice([None, None, '0', '1.5', 'beta']),
        'init': rng.random() < 0.6,
        'cast': ty == 'int' and rng.random() < 0.3,
        'steps': rng.randint(1, 3),
        'divisor': 's' if ty == 'int' else rng.choice(DIVISORS),
        'fn': rng.randrange(len(MATH_FUNCTIONS)),
    }


# ----------------------------------------------------------------------------- arrays


class Arr:
    """One array of a part: its C name, the size names of its dimensions, and whether the part
    writes it. Padded arrays have a leading dimension wider than the loops."""

    def __init__(self, name, dims, written):
        self.name, self.dims, self.written = name, dims, written


class Kernel:
    """Renders one kernel of a spec: the function and its share of main."""

    def __init__(self, spec, k):
        self.k, self.spec = k, spec
        self.style, self.ty = spec['style'], spec['ty']
        self.sizes, self.st = spec['sizes'], spec['sizetype']
        self.f = spec['feats']
        self.fn = 'kernel%d' % k
        self.arrays, self.scalars = [], []
        # Arrays whose every element is one element-wise expression of inputs (div, math):
        # compared bit for bit unless something reassociated reaches them (exact_arrays()).
        self.exact = set()
        self.classes = set()
        self.carry_target = None

    # -- names and extents

    def size(self, s):
        if self.style == 'poly':
            return 'K%d_%s' % (self.k, s)
        if self.style == 'global':
            return 'n%s' % s.lower()
        return 'n' + s.lower()

    def ld(self, s):
        """Declared extent of a dimension whose loops run to size s."""
        if self.style == 'poly':
            return 'K%d_%s%s' % (self.k, 'P' if self.f['pad'] else '', s)
        if self.style == 'global':
            return 'G%d_MAX' % self.k
        if self.f['pad']:
            return 'ld%s' % s.lower()
        return self.size(s)

    def pad(self):
        return 2 if self.f['pad'] else 0

    def value(self, s):
        return self.sizes[s]

    def ld_value(self, s):
        if self.style == 'global':
            return self.gmax()
        return max(self.sizes[s], 0) + self.pad()

    def gmax(self):
        return max(max(self.sizes.values()), 1) + 2

    def ref(self, a, idx):
        if self.style == 'flat' and len(idx) == 2:
            row = idx[0] if idx[0].isidentifier() else '(%s)' % idx[0]
            return '%s[%s * %s + %s]' % (a.name, row, self.ld(a.dims[1]), idx[1])
        return a.name + ''.join('[%s]' % e for e in idx)

    def new_array(self, base, dims, written):
        prefix = 'g%d_' % self.k if self.style == 'global' else ''
        a = Arr('%s%s%d' % (prefix, base, len(self.arrays)), dims, written)
        self.arrays.append(a)
        return a

    # -- loops

    def itype(self):
        return {'int': 'int', 'long': 'long', 'size_t': 'size_t'}[self.st]

    def loop(self, v, lo, s, body, hi_off=0):
        """`for (v = lo; v < size(s) - hi_off; v++)` in a form without unsigned wrap-around."""
        decl = '' if self.f['live_iter'] else self.itype() + ' '
        hi = self.size(s)
        if hi_off and self.st == 'size_t':
            cond = '%s + %d < %s' % (v, hi_off, hi)
        elif hi_off:
            cond = '%s < %s - %d' % (v, hi, hi_off)
        else:
            cond = '%s < %s' % (v, hi)
        return ['for (%s%s = %s; %s; %s++)' % (decl, v, lo, cond, v)] + indent(body)

    # -- scalars

    def lit(self, text, ty=None):
        ty = ty or self.ty
        if ty in ('int', 'long'):
            return {'0.5': '2', '-1.5': '-1', '1.5': '3', '-0.5': '-1', '0.001': '1'}.get(text, text)
        if ty == 'float' and text not in ('alpha', 'beta') and '.' in text:
            return text + 'f'
        if ty == 'float' and text in ('0', '1', '2'):
            return text + '.0f'
        if ty == 'double' and text in ('0', '1', '2'):
            return text + '.0'
        return text

    def scalar_param(self, name):
        if name not in [s for s, _ in self.scalars]:
            self.scalars.append((name, self.ty))
        return name


def indent(lines):
    return ['  ' + line for line in lines]


def block(lines):
    if len(lines) == 1:
        return lines
    return ['{'] + indent(lines) + ['}']


# ----------------------------------------------------------------------------- idioms


def scale(kn, p, key, expr):
    """expr multiplied by the part's alpha or beta, when it has one."""
    c = p[key]
    if c is None:
        return expr
    if c in ('alpha', 'beta'):
        return '%s * %s' % (kn.scalar_param(c), expr)
    return '%s * %s' % (kn.lit(c), expr)


def elem(kn, p, expr):
    """An element read in an accumulation, with the source cast of an int part."""
    return '(%s)%s' % (p['acc'], expr) if p['cast'] and p['acc'] != kn.ty else expr


def part_gemm(kn, p):
    C = kn.new_array('C', 'NM', True)
    A = kn.new_array('A', 'KN' if p['trans'] else 'NK', False)
    B = kn.new_array('B', 'KM', False)
    a_ik = kn.ref(A, ['k', 'i'] if p['trans'] else ['i', 'k'])
    prod = scale(kn, p, 'alpha', '%s * %s' % (a_ik, kn.ref(B, ['k', 'j'])))
    inner = []
    if p['beta'] is not None:
        inner.append('%s = %s;' % (kn.ref(C, ['i', 'j']), scale(kn, p, 'beta', kn.ref(C, ['i', 'j']))))
    if p['acc'] != kn.ty and not kn.f['live_iter']:
        inner += ['%s acc = %s;' % (p['acc'], kn.lit('0', p['acc']))]
        inner += kn.loop('k', '0', 'K', ['acc += %s;' % prod])
        inner += ['%s += acc;' % kn.ref(C, ['i', 'j'])]
    else:
        inner += kn.loop('k', '0', 'K', ['%s += %s;' % (kn.ref(C, ['i', 'j']), prod)])
    return kn.loop('i', '0', 'N', block(kn.loop('j', '0', 'M', block(inner))))


def part_gemm_ab(kn, p):
    """C = A B with the zero store in the same nest (PolyBench 2mm/3mm's first statement)."""
    C = kn.new_array('C', 'NM', True)
    A = kn.new_array('A', 'NK', False)
    B = kn.new_array('B', 'MK' if p['trans'] else 'KM', False)
    b_kj = kn.ref(B, ['j', 'k'] if p['trans'] else ['k', 'j'])
    inner = ['%s = %s;' % (kn.ref(C, ['i', 'j']), kn.lit('0'))]
    inner += kn.loop('k', '0', 'K', ['%s += %s;' % (
        kn.ref(C, ['i', 'j']), scale(kn, p, 'alpha', '%s * %s' % (kn.ref(A, ['i', 'k']), b_kj)))])
    return kn.loop('i', '0', 'N', block(kn.loop('j', '0', 'M', block(inner))))


def part_mm2(kn, p):
    """Two chained products: T = A B, then D = beta D + T C (PolyBench 2mm)."""
    T = kn.new_array('T', 'NK', True)
    A = kn.new_array('A', 'NM', False)
    B = kn.new_array('B', 'MK', False)
    Cm = kn.new_array('C', 'KM', False)
    D = kn.new_array('D', 'NM', True)
    first = ['%s = %s;' % (kn.ref(T, ['i', 'j']), kn.lit('0'))]
    first += kn.loop('k', '0', 'M', ['%s += %s * %s;' % (
        kn.ref(T, ['i', 'j']), kn.ref(A, ['i', 'k']), kn.ref(B, ['k', 'j']))])
    second = ['%s = %s;' % (kn.ref(D, ['i', 'j']), scale(kn, p, 'beta', kn.ref(D, ['i', 'j'])))]
    second += kn.loop('k', '0', 'K', ['%s += %s * %s;' % (
        kn.ref(D, ['i', 'j']), kn.ref(T, ['i', 'k']), kn.ref(Cm, ['k', 'j']))])
    return (kn.loop('i', '0', 'N', block(kn.loop('j', '0', 'K', block(first)))) +
            kn.loop('i', '0', 'N', block(kn.loop('j', '0', 'M', block(second)))))


def part_gemv(kn, p):
    y = kn.new_array('y', 'N', True)
    A = kn.new_array('A', 'MN' if p['trans'] else 'NM', False)
    x = kn.new_array('x', 'M', False)
    a_ij = kn.ref(A, ['j', 'i'] if p['trans'] else ['i', 'j'])
    prod = scale(kn, p, 'alpha', '%s * %s' % (elem(kn, p, a_ij), elem(kn, p, kn.ref(x, ['j']))))
    if p['acc'] != kn.ty and not kn.f['live_iter']:
        inner = ['%s t = %s;' % (p['acc'], kn.lit('0', p['acc']))]
        inner += kn.loop('j', '0', 'M', ['t += %s;' % prod])
        inner += ['%s = %s + t;' % (kn.ref(y, ['i']), scale(kn, p, 'beta', kn.ref(y, ['i'])))]
        return kn.loop('i', '0', 'N', block(inner))
    inner = []
    if p['beta'] is not None:
        inner.append('%s = %s;' % (kn.ref(y, ['i']), scale(kn, p, 'beta', kn.ref(y, ['i']))))
    inner += kn.loop('j', '0', 'M', ['%s += %s;' % (kn.ref(y, ['i']), prod)])
    return kn.loop('i', '0', 'N', block(inner))


def part_gemv_t(kn, p):
    """y = A^T x with i outermost: y[j] += A[i][j] * x[i] (PolyBench atax/bicg)."""
    y = kn.new_array('y', 'M', True)
    A = kn.new_array('A', 'NM', False)
    x = kn.new_array('x', 'N', False)
    out = []
    if p['init']:
        out += kn.loop('j', '0', 'M', ['%s = %s;' % (kn.ref(y, ['j']), kn.lit('0'))])
    out += kn.loop('i', '0', 'N', kn.loop('j', '0', 'M', ['%s += %s;' % (
        kn.ref(y, ['j']), scale(kn, p, 'alpha', '%s * %s' % (kn.ref(A, ['i', 'j']), kn.ref(x, ['i']))))]))
    return out


def reduction(kn, p, terms):
    """s = 0; for i: s += terms; the scalar is returned, stored, or both."""
    x = kn.new_array('x', 'N', False)
    y = kn.new_array('y', 'N', False) if terms == 2 else None
    acc = p['acc']
    term = elem(kn, p, kn.ref(x, ['i']))
    if y is not None:
        term = '%s * %s' % (term, elem(kn, p, kn.ref(y, ['i'])))
    s = 's%d' % len(kn.arrays)
    out = ['%s = %s;' % (s, kn.lit('0', acc))] if p['init'] else []
    out += kn.loop('i', '0', 'N', ['%s += %s;' % (s, term)])
    return out, (acc, s, p['init'])


def part_dot(kn, p):
    return reduction(kn, p, 2)


def part_sum(kn, p):
    return reduction(kn, p, 1)


def part_axpy(kn, p):
    y = kn.new_array('y', 'N', True)
    x = kn.new_array('x', 'N', False)
    return kn.loop('i', '0', 'N', ['%s += %s;' % (
        kn.ref(y, ['i']), scale(kn, p, 'alpha', kn.ref(x, ['i'])))])


def part_scal(kn, p):
    x = kn.new_array('x', 'N', True)
    a = kn.lit(p['alpha'] or '2')
    if a in ('alpha', 'beta'):
        kn.scalar_param(a)
    return kn.loop('i', '0', 'N', ['%s = %s * %s;' % (kn.ref(x, ['i']), a, kn.ref(x, ['i']))])


def part_copy(kn, p):
    y = kn.new_array('y', 'N', True)
    x = kn.new_array('x', 'N', False)
    return kn.loop('i', '0', 'N', ['%s = %s;' % (kn.ref(y, ['i']), kn.ref(x, ['i']))])


def part_zero(kn, p):
    A = kn.new_array('Z', 'NM', True)
    return kn.loop('i', '0', 'N', kn.loop('j', '0', 'M', ['%s = %s;' % (
        kn.ref(A, ['i', 'j']), kn.lit('0'))]))


def part_ger(kn, p):
    A = kn.new_array('A', 'NM', True)
    x = kn.new_array('x', 'N', False)
    y = kn.new_array('y', 'M', False)
    return kn.loop('i', '0', 'N', kn.loop('j', '0', 'M', ['%s += %s;' % (
        kn.ref(A, ['i', 'j']), scale(kn, p, 'alpha', '%s * %s' % (kn.ref(x, ['i']), kn.ref(y, ['j']))))]))


def part_matadd(kn, p):
    C = kn.new_array('C', 'NM', True)
    A = kn.new_array('A', 'MN' if p['trans'] else 'NM', False)
    a = kn.ref(A, ['j', 'i'] if p['trans'] else ['i', 'j'])
    return kn.loop('i', '0', 'N', kn.loop('j', '0', 'M', ['%s = %s + %s;' % (
        kn.ref(C, ['i', 'j']), scale(kn, p, 'beta', kn.ref(C, ['i', 'j'])),
        scale(kn, p, 'alpha', a))]))


def part_syrk(kn, p):
    """C = beta C + alpha A A^T over the lower triangle (PolyBench syrk)."""
    C = kn.new_array('C', 'NN', True)
    A = kn.new_array('A', 'NM', False)
    inner = kn.loop('k', '0', 'M', ['%s += %s;' % (kn.ref(C, ['i', 'j']), scale(
        kn, p, 'alpha', '%s * %s' % (kn.ref(A, ['i', 'k']), kn.ref(A, ['j', 'k']))))])
    decl = '' if kn.f['live_iter'] else kn.itype() + ' '
    return kn.loop('i', '0', 'N', ['for (%sj = 0; j <= i; j++)' % decl] + indent(inner))


def part_div(kn, p):
    """A division by a run-time scalar in place (`x[i] = x[i] / dv`), or into another array by
    the loop's size or its square root (`y[i] = a[i] / n`, `a[i] / sqrtf(n)`): C divides, and a
    rewrite must not multiply by a reciprocal instead."""
    if p['divisor'] == 's' or kn.ty == 'int':
        x = kn.new_array('x', 'N', True)
        kn.exact.add(x.name)
        kn.classes.add('div')
        return kn.loop('i', '0', 'N', ['%s = %s / %s;' % (
            kn.ref(x, ['i']), kn.ref(x, ['i']), kn.scalar_param('dv'))])
    y = kn.new_array('y', 'N', True)
    a = kn.new_array('a', 'N', False)
    kn.exact.add(y.name)
    kn.classes.add('div')
    n = '(%s)%s' % (kn.ty, kn.size('N'))
    if p['divisor'] == 'sqrt':
        n = '%s(%s)' % ('sqrtf' if kn.ty == 'float' else 'sqrt', n)
    return kn.loop('i', '0', 'N', ['%s = %s / %s;' % (kn.ref(y, ['i']), kn.ref(a, ['i']), n)])


def part_math(kn, p):
    """`y[i] = f(x[i])` (or `+=`) with a math function of the kernel's precision: a float
    kernel's expf must not become a double exp."""
    y = kn.new_array('y', 'N', True)
    x = kn.new_array('x', 'N', False)
    kn.exact.add(y.name)
    kn.classes.add('math-fn')
    fn = MATH_FUNCTIONS[p['fn']]
    if kn.ty == 'double':
        fn = fn.replace('f(', '(')
    op = '=' if p['init'] else '+='
    return kn.loop('i', '0', 'N', ['%s %s %s;' % (kn.ref(y, ['i']), op, fn % kn.ref(x, ['i']))])


def stencil_div(kn, expr, n):
    if kn.ty == 'int':
        return '(%s) / %d' % (expr, n)
    return '%s * (%s)' % (kn.lit('0.25') if n == 4 else kn.lit('0.33333'), expr)


def part_jacobi1d(kn, p):
    A = kn.new_array('A', 'N', True)
    B = kn.new_array('B', 'N', True)
    r = lambda a, e: kn.ref(a, [e])
    s1 = kn.loop('i', '1', 'N', ['%s = %s;' % (r(B, 'i'), stencil_div(
        kn, '%s + %s + %s' % (r(A, 'i - 1'), r(A, 'i'), r(A, 'i + 1')), 3))], 1)
    s2 = kn.loop('i', '1', 'N', ['%s = %s;' % (r(A, 'i'), r(B, 'i'))], 1)
    return time_loop(kn, p, s1 + s2)


def part_jacobi2d(kn, p):
    A = kn.new_array('A', 'NN', True)
    B = kn.new_array('B', 'NN', True)
    r = kn.ref
    s1 = kn.loop('i', '1', 'N', kn.loop('j', '1', 'N', ['%s = %s;' % (r(B, ['i', 'j']), stencil_div(
        kn, '%s + %s + %s + %s' % (r(A, ['i - 1', 'j']), r(A, ['i + 1', 'j']), r(A, ['i', 'j - 1']),
                                   r(A, ['i', 'j + 1'])), 4))], 1), 1)
    s2 = kn.loop('i', '1', 'N', kn.loop('j', '1', 'N', ['%s = %s;' % (r(A, ['i', 'j']), r(B, ['i', 'j']))], 1), 1)
    return time_loop(kn, p, s1 + s2)


def time_loop(kn, p, body):
    return ['for (int t = 0; t < %d; t++) {' % p['steps']] + indent(body) + ['}']


ELEMENTWISE = ('axpy', 'scal', 'copy', 'zero', 'ger', 'matadd', 'div', 'math')
NESTS_2D = ('zero', 'ger', 'matadd')
REDUCTIONS = ('dot', 'sum')


def user_pragma(kn):
    """The user's own OpenMP construct of the kernel (PRAGMAS), or '': race-free only without
    overlapping arguments, and it leaves a shared iterator's value unspecified."""
    if kn.f['overlap'] or kn.f['live_iter']:
        return ''
    # Specs of older generators held a boolean.
    return {True: 'for', False: ''}.get(kn.f.get('pragma'), kn.f.get('pragma') or '')


def with_user_pragma(kn, p, lines, red):
    """lines under the kernel's OpenMP construct where it applies to part p (red: the part's
    reduction scalar), with the construct's class noted."""
    kind = user_pragma(kn)
    idiom = p['idiom']
    if kind == 'reduction' and idiom in REDUCTIONS:
        # The scalar's initialisation stays before the loop; the loop is the last line group.
        loop_at = next(i for i, line in enumerate(lines) if line.startswith('for '))
        kn.classes.add('omp-reduction')
        return (lines[:loop_at] + ['#pragma omp parallel for reduction(+:%s)' % red[1]] +
                lines[loop_at:])
    if idiom not in ELEMENTWISE or not kind or kind == 'reduction':
        return lines
    if kind == 'collapse' and idiom in NESTS_2D:
        kn.classes.add('omp-collapse')
        return ['#pragma omp parallel for collapse(2)'] + lines
    if kind == 'region':
        kn.classes.add('omp-region')
        return ['#pragma omp parallel', '{'] + indent(['#pragma omp for'] + lines) + ['}']
    kn.classes.add('omp-for')
    return ['#pragma omp parallel for'] + lines


def under_ifdef(lines):
    """lines with their innermost statement under `#ifdef FUZZ_ALT`: the alternative negates
    what the statement stores (`-=` for `+=`, `= -(...)` for `=`), which keeps every value's
    magnitude (no overflow) and changes the output. Each configuration leaves one statement,
    so the loop needs no braces."""
    depth = lambda line: len(line) - len(line.lstrip())  # noqa: E731
    stmts = [i for i, line in enumerate(lines) if line.rstrip().endswith(';') and '=' in line
             and not line.lstrip().startswith('#')]
    at = max(stmts, key=lambda i: (depth(lines[i]), -i))
    line = lines[at]
    pad = line[:depth(line)]
    if ' += ' in line:
        alt = line.replace(' += ', ' -= ', 1)
    else:
        lhs, rhs = line.split(' = ', 1)
        alt = '%s = -(%s);' % (lhs, rhs.rstrip().rstrip(';'))
    return lines[:at] + [pad + '#ifdef FUZZ_ALT', alt, pad + '#else', line,
                         pad + '#endif'] + lines[at + 1:]


PARTS = {name: globals()['part_' + name] for name in IDIOMS}

# main's fills and dumps, in support.c (compiled once per campaign, linked with every build).
SUPPORT = ['void fuzz_fill_%s(%s *p, int rows, int cols, int h);' % (tag, ty)
           for ty, tag in (('double', 'd'), ('float', 'f'), ('int', 'i'))] + [
    'void fuzz_dump_%s(const char *name, const %s *p, int rows, int cols);' % (tag, ty)
    for ty, tag in (('double', 'd'), ('float', 'f'), ('int', 'i'), ('double', 'dx'),
                    ('float', 'fx'))]


# ----------------------------------------------------------------------------- render


def render(spec):
    kernels = [Kernel(ks, k) for k, ks in enumerate(spec['kernels'])]
    head = ['#include <math.h>', '#include <stdio.h>', '#include <stdlib.h>',
            '#include <stddef.h>', '',
            '// liar fuzz program, seed %s' % spec['seed']] + SUPPORT
    funcs, mains = [], []
    for kn in kernels:
        funcs += render_function(kn)
        mains += render_main_part(kn)
    macros = []
    for kn in kernels:
        macros += render_macros(kn)
    spec['classes'] = sorted(set().union(*(kn.classes for kn in kernels)),
                             key=CLASSES.index)
    return '\n'.join(head + macros + [''] + funcs +
                     ['int main(void) {'] + indent(mains) + ['  return 0;', '}', ''])


def classes(spec):
    """The hazard classes (CLASSES) the program of spec carries: those rendered, not those
    merely drawn (a zero scalar in a kernel without run-time scalars is no hazard)."""
    render(spec)
    return spec['classes']


def render_macros(kn):
    out = []
    if kn.style == 'poly':
        for s in 'NMK':
            out.append('#define K%d_%s %d' % (kn.k, s, kn.value(s)))
            if kn.f['pad']:
                out.append('#define K%d_P%s (K%d_%s + %d)' % (kn.k, s, kn.k, s, kn.pad()))
    if kn.style == 'global':
        out.append('#define G%d_MAX %d' % (kn.k, kn.gmax()))
        for a in kn.arrays:
            out.append('static %s %s%s;' % (kn.ty, a.name, ''.join('[G%d_MAX]' % kn.k for _ in a.dims)))
    return out


def render_body(kn):
    """The kernel's statements; fills kn.arrays, kn.scalars, kn.outs as a side effect."""
    body, reds = [], []
    for n, p in enumerate(kn.spec['parts']):
        got, red = PARTS[p['idiom']](kn, p), None
        if isinstance(got, tuple):
            got, red = got
            reds.append(red)
        if n == 0 and kn.f.get('ifdef'):
            got = under_ifdef(got)
            kn.classes.add('ifdef')
        body += with_user_pragma(kn, p, got, red)
    decls = []
    for acc, s, init in reds:
        decls.append('%s %s = %s;' % (acc, s, kn.lit('0', acc)))
    if kn.f['live_iter']:
        decls.append('%s i = 0, j = 0, k = 0;' % kn.itype())
    # An outer loop runs the nest again; with `carry`, its body first reads the scalars the
    # nest leaves (a scalar live on the next trip, before the region in textual order).
    if kn.f['outer']:
        pre = []
        if kn.f['carry'] and reds:
            w = [a for a in kn.arrays if a.written]
            tgt = w[0] if w else None
            acc, s, _ = reds[0]
            if tgt is not None:
                kn.carry_target = tgt.name
                pre.append('%s = %s;' % (first_elem(kn, tgt), carry_expr(kn, acc, s, first_elem(kn, tgt))))
        if kn.f['outer'] == 'for':
            body = ['for (int r = 0; r < %d; r++) {' % kn.f['reps']] + indent(pre + body) + ['}']
        else:
            decls.append('int r = 0;')
            body = ['while (r < %d) {' % kn.f['reps']] + indent(pre + body + ['r++;']) + ['}']
    post = []
    if kn.f['live_iter']:
        post.append('live[0] = (long)i;')
        post.append('live[1] = (long)j + 100 * (long)k;')
    rettype, ret = 'void', None
    if reds and kn.f['ret']:
        rettype, ret = reds[-1][0], reds[-1][1]
        reds = reds[:-1]
    for acc, s, _ in reds:
        post.append('res_%s[0] = %s;' % (s, s))
    if ret:
        post.append('return %s;' % ret)
    return rettype, decls, body, post, reds


def first_elem(kn, a):
    return kn.ref(a, ['0'] * len(a.dims))


def carry_expr(kn, acc, s, cur):
    if kn.ty == 'int':
        return '(%s + (%s)%s) %% 97' % (cur, kn.ty, s)
    return '%s + (%s)%s * %s' % (cur, kn.ty, s, kn.lit('0.001'))


def render_function(kn):
    rettype, decls, body, post, reds = render_body(kn)
    kn.rettype, kn.reds = rettype, reds
    params = []
    st = kn.itype() if kn.style != 'vla' else 'int'
    if kn.style != 'poly':
        for s in 'NMK':
            params.append('%s %s' % (st, kn.size(s)))
        if kn.f['pad'] and kn.style in ('flat', 'vla'):
            for s in 'NMK':
                params.append('%s %s' % (st, kn.ld(s)))
    restrict = 'restrict ' if kn.f['restrict'] else ''
    if kn.style != 'global':
        for a in kn.arrays:
            if kn.style == 'flat':
                params.append('%s *%s%s' % (kn.ty, restrict, a.name))
            else:
                dims = [kn.ld(d) for d in a.dims]
                params.append('%s %s[%s%s]%s' % (kn.ty, a.name, restrict, dims[0],
                                                 ''.join('[%s]' % d for d in dims[1:])))
    for name, ty in kn.scalars:
        params.append('%s %s' % (ty, name))
    for acc, s, _ in reds:
        params.append('%s *res_%s' % (acc, s))
    if kn.f['live_iter']:
        params.append('long *live')
    sig = 'static %s %s(%s)' % (rettype, kn.fn, ', '.join(params) or 'void')
    return [sig + ' {'] + indent(decls + body + post) + ['}', '']


# -- main


def value_tag(kn, ty):
    """The dump tag of a scalar of type ty. A double computed from the float data of a kernel
    whose arguments overlap may read float results that a rewrite legitimately rounds
    otherwise (a reassociated sgemv's output, read again as an input of the double sum): it is
    compared at the float tolerance ('df', docs/fuzzing.md)."""
    if ty == 'double' and kn.ty == 'float' and kn.f['overlap']:
        return 'df'
    return CTYPE_TAG[ty]


def render_main_part(kn):
    body = []
    for a in kn.arrays:
        body += alloc(kn, a)
    for a in kn.arrays:
        body += fill(kn, a)
    body += special_values(kn)
    for acc, s, _ in kn.reds:
        body.append('%s res_%s = 0;' % (acc, s))
    if kn.f['live_iter']:
        body.append('long live[2] = {0, 0};')
    for c in range(kn.f['calls']):
        call = '%s(%s)' % (kn.fn, ', '.join(call_args(kn, c)))
        if kn.rettype != 'void':
            body.append('printf("ret%d_%d %s %s\\n", %s);' % (
                kn.k, c, value_tag(kn, kn.rettype), PRINTF[kn.rettype], call))
        else:
            body.append(call + ';')
    for acc, s, _ in kn.reds:
        body.append('printf("k%d_%s %s %s\\n", res_%s);' % (kn.k, s, value_tag(kn, acc), PRINTF[acc],
                                                          s))
    if kn.f['live_iter']:
        body.append('printf("k%d_live 0 i %%ld\\nk%d_live 1 i %%ld\\n", live[0], live[1]);' % (kn.k, kn.k))
    for a in kn.arrays:
        body += dump(kn, a)
    for a in kn.arrays:
        if kn.style in ('flat', 'vla'):
            body.append('free(%s);' % a.name)
    return ['{'] + indent(body) + ['}']


def extent(kn, a, d):
    """Allocated extent of dimension d of array a."""
    s = a.dims[d]
    if kn.style == 'global':
        return kn.gmax()
    if d == len(a.dims) - 1 or kn.style == 'vla':
        return kn.ld_value(s)
    return max(kn.value(s), 0) + kn.pad()


def alloc_count(kn, a):
    n = 1
    for d in range(len(a.dims)):
        n *= extent(kn, a, d)
    return n + (4 if kn.f['overlap'] == 'offset' else 0)


def alloc(kn, a):
    if kn.style == 'global':
        return []
    if kn.style == 'poly':
        dims = ''.join('[%s]' % kn.ld(d) for d in a.dims)
        return ['static %s %s%s;' % (kn.ty, a.name, dims)]
    if kn.style == 'vla':
        if len(a.dims) == 1:
            return ['%s *%s = malloc(sizeof(%s) * %d);' % (kn.ty, a.name, kn.ty, extent(kn, a, 0))]
        return ['%s (*%s)[%d] = malloc(sizeof(%s) * %d * %d);' % (
            kn.ty, a.name, extent(kn, a, 1), kn.ty, extent(kn, a, 0), extent(kn, a, 1))]
    return ['%s *%s = malloc(sizeof(%s) * %d);' % (kn.ty, a.name, kn.ty, max(alloc_count(kn, a), 1))]


def fill_hash(kn, a):
    return (len(kn.arrays) + sum(map(ord, a.name))) % 5 + 2


def shape(kn, a):
    """(first element, rows, cols) of a as support.c walks it; cols 0 for one index (1-D
    arrays and flat buffers, over every allocated element)."""
    if kn.style == 'flat':
        return a.name, max(alloc_count(kn, a), 1), 0
    if len(a.dims) == 1:
        return a.name, extent(kn, a, 0), 0
    return '&%s[0][0]' % a.name, extent(kn, a, 0), extent(kn, a, 1)


def fill(kn, a):
    first, rows, cols = shape(kn, a)
    return ['fuzz_fill_%s(%s, %d, %d, %d);' % (CTYPE_TAG[kn.ty], first, rows, cols,
                                               fill_hash(kn, a))]


SPECIALS = ['NAN', 'INFINITY', '-INFINITY']


def special_values(kn):
    """Assignments of NaN and infinities to one to three elements of the kernel's arrays
    (inputs and outputs alike: a beta of 0 must not hide a NaN of C), at places drawn from the
    kernel's `special` seed. Loops propagate them (0 * Inf = NaN, NaN * 0 = NaN); a library
    that skips work for a zero scalar does not."""
    if not kn.f.get('special') or kn.ty == 'int' or not kn.arrays:
        return []
    rng = random.Random(kn.f['special'])
    out = []
    for _ in range(rng.randint(1, 3)):
        a = rng.choice(kn.arrays)
        first, rows, cols = shape(kn, a)
        if cols:
            place = '%s[%d][%d]' % (a.name, rng.randrange(rows), rng.randrange(cols))
        else:
            place = '%s[%d]' % (a.name, rng.randrange(rows))
        out.append('%s = %s;' % (place, rng.choice(SPECIALS)))
    kn.classes.add('nan-inf')
    return out


def exact_arrays(kn):
    """The arrays compared bit for bit: written only by an element-wise division or math
    function (no sum reassociated on the way), so neither overlapping arguments (another part
    may write them) nor the outer loop's carried sum may reach them."""
    if kn.f['overlap'] or kn.ty == 'int':
        return set()
    return kn.exact - {kn.carry_target}


def dump(kn, a):
    first, rows, cols = shape(kn, a)
    tag = CTYPE_TAG[kn.ty] + ('x' if a.name in exact_arrays(kn) else '')
    return ['fuzz_dump_%s("k%d_%s", %s, %d, %d);' % (tag, kn.k, a.name, first, rows, cols)]


def scalar_arg(kn, name, call):
    """The value of scalar parameter name in the call-th call: alpha and beta are 0 in the
    first call of a kernel with the `zero` feature."""
    if name == 'dv':
        return '3' if kn.ty == 'int' else kn.lit('3.0')
    if kn.f.get('zero') and call == 0:
        kn.classes.add('zero-scalar')
        return kn.lit('0')
    return kn.lit({'alpha': '1.5', 'beta': '-0.5'}[name])


def call_args(kn, call=0):
    args = []
    if kn.style != 'poly':
        for s in 'NMK':
            args.append(str(kn.value(s)))
        if kn.f['pad'] and kn.style in ('flat', 'vla'):
            for s in 'NMK':
                args.append(str(kn.ld_value(s)))
    if kn.style != 'global':
        names = [a.name for a in kn.arrays]
        if kn.f['overlap']:
            names = overlap_args(kn, names)
        args += names
    for name, ty in kn.scalars:
        args.append(scalar_arg(kn, name, call))
    for acc, s, _ in kn.reds:
        args.append('&res_%s' % s)
    if kn.f['live_iter']:
        args.append('live')
    return args


def overlap_args(kn, names):
    """Pass one array for a second parameter of the same shape (or an offset pointer into it):
    the original is well defined without restrict, and a rewrite must guard or refuse."""
    arrs = kn.arrays
    for i, a in enumerate(arrs):
        for j, b in enumerate(arrs):
            if i != j and a.written and len(a.dims) == len(b.dims) and same_extent(kn, a, b):
                out = list(names)
                out[j] = a.name + (' + 1' if kn.f['overlap'] == 'offset' else '')
                return out
    return names


def same_extent(kn, a, b):
    return all(extent(kn, a, d) == extent(kn, b, d) for d in range(len(a.dims)))


# ----------------------------------------------------------------------------- cli


def program(seed):
    return render(make_spec(seed))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('seed', type=int)
    ap.add_argument('-o', '--output')
    ap.add_argument('--spec', action='store_true', help='print the spec as JSON instead')
    args = ap.parse_args()
    spec = make_spec(args.seed)
    text = json.dumps(spec, indent=1) if args.spec else render(spec)
    if args.output:
        with open(args.output, 'w') as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == '__main__':
    main()
