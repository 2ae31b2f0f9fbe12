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
sizes, `size_t` bounds, transposed and padded accesses; draw_cpp_hazards adds those where the
text differs from what the preprocessor shows (configuration macros, `#ifdef` in helpers, names
that clash with headers, spelled OpenMP, thread-local data) and C's own semantics (truncating
division of negative numerators, IEEE identities).

Every program is free of undefined behaviour: accesses stay in bounds, integer data stays
small (no signed overflow), every array is filled by `main` before the calls with a
deterministic pattern, and `main` prints every array and returned scalar afterwards, one value
a line as `name type value` (type d, f or i), which run.py compares.
"""
import argparse
import json
import random
import re
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
GENERATION = 'hazards-cpp'
# The hazard classes a program can carry (classes()), in the order the summary lists them.
CLASSES = ['nan-inf', 'zero-scalar', 'div', 'math-fn', 'ifdef', 'omp-for', 'omp-reduction',
           'omp-collapse', 'omp-region', 'macro-config', 'ifdef-helper', 'name-clash',
           'omp-spelling', 'thread-local', 'neg-numerator', 'ieee-identity']
# The kernel features of the classes where the text differs from what the preprocessor shows,
# and of C's own semantics (draw_cpp_hazards), each drawn for about one kernel in twelve.
# Parameter names of cblas.h (OpenBLAS) that a user's own macros may carry (name-clash).
CBLAS_NAMES = ['N', 'M', 'K', 'A', 'B', 'C', 'X', 'Y', 'lda', 'ldb', 'ldc', 'incX', 'incY',
               'incx', 'incy', 'alpha', 'beta', 'x', 'y', 'n', 'order', 'Order', 'TransA',
               'Uplo', 'Diag', 'Side']
# How the user's OpenMP directive is spelled (omp-spelling): `_Pragma("omp ...")`, a
# `PRAGMA(x) _Pragma(#x)` macro, its clause from a macro, the directive continued on a second
# line with a backslash.
SPELLINGS = ['op', 'macro', 'clause', 'continued']
# Values a constant macro (macro-config) takes, in the default and the other configuration.
MACRO_VALUES = ['0', '1', '2', '0.5', '-1.5', '1.5']
# The idioms whose statements multiply by a part's alpha or beta (scale(); scal by its alpha).
SCALED = {'alpha': ('gemm', 'gemm_ab', 'gemv', 'gemv_t', 'axpy', 'ger', 'matadd', 'syrk'),
          'beta': ('gemm', 'mm2', 'gemv', 'matadd')}
# The fixed extent of the neg-numerator part's arrays (its loops run to at most 11).
QMAX = 12


# ----------------------------------------------------------------------------- spec


def make_spec(seed):
    rng = random.Random(seed)
    nk = rng.choice([1, 1, 1, 2, 2, 3])
    kernels = [make_kernel(rng, k) for k in range(nk)]
    # Drawn after every other decision, so that a seed keeps the rest of its program.
    for kern in kernels:
        draw_cpp_hazards(rng, kern)
    return {'seed': seed, 'kernels': kernels}


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


def draw_pragma(rng, parts, share=0.3):
    """The user's OpenMP construct of a kernel: for 3 kernels in 10 (share), one that applies
    to one of its parts (PRAGMAS), '' otherwise."""
    idioms = {p['idiom'] for p in parts}
    kinds = []
    if idioms & set(ELEMENTWISE):
        kinds += ['for', 'region']
    if idioms & set(REDUCTIONS):
        kinds.append('reduction')
    if idioms & set(NESTS_2D):
        kinds.append('collapse')
    if not kinds or rng.random() >= share:
        return ''
    return rng.choices(kinds, [PRAGMA_WEIGHTS[k] for k in kinds])[0]


def draw_hazards(rng, ty, feats):
    """The kernel features of IEEE special values and preprocessor configurations: `special`
    seeds NaN and infinities into the inputs (a seed for their places, 0 for none), `zero`
    passes 0 for every run-time alpha and beta in the first call, `ifdef` puts a statement of
    the first part under `#ifdef FUZZ_ALT ... #else ... #endif`."""
    special = rng.randint(1, 10 ** 6) if ty != 'int' and rng.random() < 0.25 else 0
    feats.update(special=special, zero=rng.random() < 0.3, ifdef=rng.random() < 0.12)


def literal(text, ty):
    """The C literal of a constant of the generator ('0.5', '2', ...) in type ty."""
    if ty in ('int', 'long'):
        return {'0.5': '2', '-1.5': '-1', '1.5': '3', '-0.5': '-1', '0.001': '1'}.get(text, text)
    if ty == 'float' and text not in ('alpha', 'beta') and '.' in text:
        return text + 'f'
    if ty == 'float' and text in ('0', '1', '2'):
        return text + '.0f'
    if ty == 'double' and text in ('0', '1', '2'):
        return text + '.0'
    return text


def constant_of(p, key):
    """The literal factor (alpha or beta) part p's statements multiply by, or None (none, or a
    run-time scalar parameter)."""
    c = p[key]
    if p['idiom'] == 'scal' and key == 'alpha':
        c = c or '2'
    elif p['idiom'] not in SCALED[key]:
        return None
    return None if c in (None, 'alpha', 'beta') else c


def draw_cpp_hazards(rng, kern):
    """The kernel features of the classes where the text differs from what the preprocessor
    shows, or where C's semantics differ from the algebra: a dict each, None for none.

    macro_config: the kernel's sizes (poly), literal alpha/beta and 2-D accessor (flat) are
      macros under `#ifndef`; one of them (`over`: a size, a constant, the column offset of a
      read `A[i][K_COLS - 1]`) has another value in a second configuration (`-D`);
    ifdef_helper: the first read-only array is read through a `static inline` helper whose
      body holds `#ifdef FUZZ_ALT` (`how` 'helper') or times a weight macro defined under
      `#ifdef FUZZ_ALT` ('weight'); the alternative negates or halves (`alt`);
    name_clash: macros named as cblas.h's parameters (a list) above the first #include, `S0`
      and `S1` used by main, and the kernel's iterator `i` named `I`;
    omp_spelling: the user's OpenMP construct (`kind`, the kernel's own `pragma` or one drawn
      here) written as `how` (SPELLINGS);
    thread_local: a `_Thread_local`/`__thread` (`kw`) reduction scalar ('acc'), a scale factor
      read from one that main sets ('read'), or the global arrays `#pragma omp threadprivate`
      and dumped in a `parallel copyin` region ('tp');
    neg_numerator: a loop nest of its own whose bounds divide (truncating) a numerator that is
      negative for some of the sizes `nq` (0..9, one per call) main passes;
    ieee_identity: `y[i] = x[i] + 0.0` and other identities (`form`) over -0.0, NaN,
      infinities and subnormals in x (their order drawn from `vals`), y compared bit for bit."""
    f, ty, parts, style = kern['feats'], kern['ty'], kern['parts'], kern['style']
    idioms = {p['idiom'] for p in parts}
    mc = None
    if rng.random() < 0.08:
        kinds = ['col']
        if style == 'poly' and not (ty == 'int' and f['overlap']):
            kinds.append('size')
        targets = [(j, key) for j, p in enumerate(parts) for key in ('alpha', 'beta')
                   if constant_of(p, key) is not None]
        if targets:
            kinds.append('scalar')
        mc = {'over': rng.choice(kinds)}
        if mc['over'] == 'size':
            mc.update(which=rng.choice('NMK'), delta=rng.randint(1, 3))
        elif mc['over'] == 'scalar':
            j, key = rng.choice(targets)
            value = rng.choice([constant_of(parts[j], key)] * 2 + ['0', '1'])
            alts = [v for v in MACRO_VALUES if literal(v, ty) != literal(value, ty)]
            mc.update(part=j, key=key, value=value, alt=rng.choice(alts))
    helper = None
    if rng.random() < 0.08:
        helper = {'how': rng.choice(['helper', 'weight']),
                  'alt': 'neg' if ty == 'int' else rng.choice(['neg', 'half'])}
    clash = None
    if rng.random() < 0.08:
        clash = rng.sample(CBLAS_NAMES, rng.randint(2, 4))
    spelling = None
    if not f['overlap'] and not f['live_iter'] and rng.random() < 0.14:
        kind = f['pragma'] or draw_pragma(rng, parts, 1.0)
        if kind:
            spelling = {'how': rng.choice(SPELLINGS), 'kind': kind}
    tls = None
    if not f['pragma'] and not spelling and rng.random() < 0.1:
        kinds = (['tp'] if style == 'global' else []) + (
            ['acc'] if idioms & set(REDUCTIONS) else []) + (
            ['read'] if any(p[key] is not None and p['idiom'] in SCALED[key]
                            for p in parts for key in SCALED) else [])
        if kinds:
            tls = {'how': rng.choice(kinds), 'kw': rng.choice(['_Thread_local', '__thread'])}
    neg = None
    if rng.random() < 0.08:
        neg = {'form': rng.randrange(len(NEG_FORMS)), 'nq': [rng.randint(0, 9) for _ in range(2)],
               'c': rng.choice(['2', '0.5', '-1.5'])}
    ieee = None
    if ty != 'int' and not f['overlap'] and rng.random() < 0.1:
        ieee = {'form': rng.randrange(len(IEEE_FORMS)), 'vals': rng.randint(1, 10 ** 6)}
    f.update(macro_config=mc, ifdef_helper=helper, name_clash=clash, omp_spelling=spelling,
             thread_local=tls, neg_numerator=neg, ieee_identity=ieee)


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
        # The features of draw_cpp_hazards (None when off, or in specs drawn before them).
        self.mc = self.f.get('macro_config')
        self.tls = self.f.get('thread_local')
        # Macros guarded by `#ifndef` (macro-config), in order: name -> value; the -D options of
        # the program's second configuration; other macros the kernel's text uses.
        self.guarded, self.overrides, self.defines = {}, [], []
        self.part_no = 0
        # The array read through the ifdef-helper (the first read-only one), once read.
        self.helper, self.helper_used = None, False
        # Thread-local scalars [(type, name)], the factor a 'read' one stands for.
        self.tls_vars, self.tls_factor = [], None
        # The arrays and values main sets to special values (ieee-identity), the neg part's
        # sizes, the clause macros of omp-spelling.
        self.ieee_x, self.ieee_y, self.nq, self.clauses = None, None, None, {}
        self.size_override = False

    # -- names and extents

    def size(self, s):
        if self.style == 'poly':
            return 'K%d_%s' % (self.k, s)
        if self.style == 'global':
            return 'n%s' % s.lower()
        return 'n' + s.lower()

    def ld(self, s):
        """Declared extent of a dimension whose loops run to size s."""
        if s == 'Q':
            return 'K%d_Q' % self.k
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
        if s == 'Q':
            return QMAX
        if self.style == 'global':
            return self.gmax()
        return max(self.sizes[s], 0) + self.pad()

    def gmax(self):
        return max(max(self.sizes.values()), 1) + 2

    def ref(self, a, idx):
        if self.style == 'flat' and len(idx) == 2 and self.mc:
            # macro-config: the user's accessor macro.
            text = 'K%d_AT(%s, %s, %s, %s)' % (self.k, a.name, idx[0], idx[1], self.ld(a.dims[1]))
            self.guarded['K%d_AT(a, i, j, ld)' % self.k] = '(a)[(i) * (ld) + (j)]'
        elif self.style == 'flat' and len(idx) == 2:
            row = idx[0] if idx[0].isidentifier() else '(%s)' % idx[0]
            text = '%s[%s * %s + %s]' % (a.name, row, self.ld(a.dims[1]), idx[1])
        else:
            text = a.name + ''.join('[%s]' % e for e in idx)
        if a.name == self.helper and not self.helper_used:
            # Only the first read: a product of two (syrk's A A^T) would cancel a negation.
            self.helper_used = True
            if self.f['ifdef_helper']['how'] == 'weight':
                return '(K%d_W * %s)' % (self.k, text)
            return 'k%d_w(%s)' % (self.k, text)
        return text

    def new_array(self, base, dims, written):
        prefix = 'g%d_' % self.k if self.style == 'global' else ''
        a = Arr('%s%s%d' % (prefix, base, len(self.arrays)), dims, written)
        self.arrays.append(a)
        if self.f.get('ifdef_helper') and not written and self.helper is None:
            self.helper = a.name
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
        return literal(text, ty or self.ty)

    def const(self, key, text):
        """The literal factor text (alpha or beta of the part being rendered), or under
        macro-config a macro for it, guarded by `#ifndef`; the one macro-config draws gets
        another value in the program's second configuration."""
        if not self.mc:
            return self.lit(text)
        name = 'K%d_%s%d' % (self.k, key.upper(), self.part_no)
        if name not in self.guarded:
            mc = self.mc
            if mc['over'] == 'scalar' and (mc['part'], mc['key']) == (self.part_no, key):
                text = mc['value']
                self.overrides.append('-D%s=%s' % (name, paren(self.lit(mc['alt']))))
            self.guarded[name] = paren(self.lit(text))
        return name

    def scalar_param(self, name):
        if name not in [s for s, _ in self.scalars]:
            self.scalars.append((name, self.ty))
        return name


def paren(text):
    """A negative literal in parentheses, as a macro's value."""
    return '(%s)' % text if text.startswith('-') else text


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
    if kn.tls and kn.tls['how'] == 'read' and kn.tls_factor is None:
        # thread-local: the first factor is read from a thread-local scalar main sets.
        kn.tls_factor = c
        kn.tls_vars.append((kn.ty, 'k%d_f' % kn.k))
        return 'k%d_f * %s' % (kn.k, expr)
    if c in ('alpha', 'beta'):
        return '%s * %s' % (kn.scalar_param(c), expr)
    return '%s * %s' % (kn.const(key, c), expr)


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
    if kn.tls and kn.tls['how'] == 'acc' and not kn.tls_vars:
        # thread-local: the kernel's first reduction scalar is a file-scope thread-local.
        s = 'k%d_%s' % (kn.k, s)
        kn.tls_vars.append((acc, s))
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
    a = p['alpha'] or '2'
    if a in ('alpha', 'beta'):
        kn.scalar_param(a)
    else:
        a = kn.const('alpha', a)
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


def part_col(kn):
    """macro-config's column offset: `y[i] += A[i][K_COLS - 1]`, the last column in the default
    configuration and the one before it in the other (-DK_COLS=...). None when the columns'
    extent leaves no other column."""
    cols = kn.gmax() if kn.style == 'global' else kn.ld_value('M')
    if cols < 2:
        return None
    y = kn.new_array('y', 'N', True)
    A = kn.new_array('A', 'NM', False)
    name = 'K%d_COLS' % kn.k
    kn.guarded[name] = str(cols)
    kn.overrides.append('-D%s=%d' % (name, cols - 1))
    return kn.loop('i', '0', 'N', ['%s += %s;' % (kn.ref(y, ['i']),
                                                 kn.ref(A, ['i', '%s - 1' % name]))])


# neg-numerator's loops: bounds with C's truncating division or remainder of a numerator that
# is negative for small nq (0..9); every subscript stays in [0, QMAX) for nq in 0..9.
# {y}, {x}, {A}: subscripted arrays (ii + 2 as '{y:ii + 2}'), {c}: the kernel's constant.
NEG_FORMS = [
    ['for (int ii = (nq - 5) / 2; ii < nq; ii++)', '  {y:ii + 2} += {c} * {x:ii + 2};'],
    ['for (int ii = 0; ii <= (nq - 7) / 3; ii++)', '  {y:ii} += {c} * {x:ii};'],
    ['for (int ii = (nq - 5) % 4 + 3; ii < nq + 2; ii++)', '  {y:ii} = {c} * {x:ii};'],
    ['for (int ii = 0; ii < (nq - 6) % 4 + 4; ii++)', '  {y:ii} += {x:ii};'],
    ['for (int ii = 0; ii < nq; ii++)', '  for (int jj = (ii - 3) / 2 + 1; jj <= ii; jj++)',
     '    {y:ii} += {A:ii,jj} * {x:jj};'],
    ['for (int ii = (nq - 9) / 4; ii < (nq + 1) / 2; ii++)', '  {y:ii + 2} += {c} * {x:ii + 2};'],
    ['for (int ii = 0; ii < nq; ii++)', '  for (int jj = 0; jj < (nq - ii - 4) / 3 + 2; jj++)',
     '    {A:ii,jj} += {c} * {x:jj};'],
]
NEG_SUBSCRIPT = re.compile(r'\{([yxA]):([^}]*)\}')


def part_neg(kn, ng):
    """neg-numerator: a nest of its own over arrays of QMAX elements, to the kernel's extra
    size parameter nq."""
    form = ng['form'] % len(NEG_FORMS)
    if form in (4, 6) and kn.ty == 'int' and kn.f['overlap']:
        form = 0  # an int product over an operand passed twice could grow geometrically
    text = '\n'.join(NEG_FORMS[form])
    arrays = {}
    for name, dims, written in (('y', 'Q', True), ('A', 'QQ', form == 6), ('x', 'Q', False)):
        if '{%s:' % name in text:
            arrays[name] = kn.new_array(name, dims, written)
    kn.nq = ng['nq']
    text = NEG_SUBSCRIPT.sub(lambda m: kn.ref(arrays[m.group(1)], m.group(2).split(',')), text)
    kn.classes.add('neg-numerator')
    return text.replace('{c}', kn.lit(ng['c'])).split('\n')


# ieee-identity's statements (y, x, the zero and one of the kernel's type): identities of
# algebra that IEEE arithmetic keeps (x * 1, x - 0, x / 1) and some it does not: x + 0 is +0
# for x = -0, 0 - x is +0 for x = +0 where -x is -0, x * 0 is -0 for a negative x and NaN for
# an infinite one.
IEEE_FORMS = ['{y} = {x} + {z};', '{y} = {x} * {o};', '{y} = {x} - {z};', '{y} = {z} - {x};',
              '{y} = {x} * {z};', '{y} = {o} * {x} + {z};', '{y} = {x} / {o};']
# The values main gives x (by type): -0, NaN, infinities, subnormals, the least normal.
IEEE_VALUES = {'double': ['-0.0', 'NAN', 'INFINITY', '-INFINITY', '0x1p-1074', '-0x1.8p-1065',
                          '0x1p-1022', '-0x1p-1040'],
               'float': ['-0.0f', 'NAN', 'INFINITY', '-INFINITY', '0x1p-149f', '-0x1.8p-140f',
                         '0x1p-126f', '-0x1p-135f']}


def part_ieee(kn, ie):
    """ieee-identity: `y[i] = x[i] + 0.0` and the like over special values of x."""
    y = kn.new_array('y', 'N', True)
    x = kn.new_array('x', 'N', False)
    kn.exact.add(y.name)
    kn.ieee_x, kn.ieee_y = x, y.name
    stmt = IEEE_FORMS[ie['form'] % len(IEEE_FORMS)].format(
        y=kn.ref(y, ['i']), x=kn.ref(x, ['i']), z=kn.lit('0.0'), o=kn.lit('1.0'))
    return kn.loop('i', '0', 'N', [stmt])


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
    overlapping arguments, and it leaves a shared iterator's value unspecified; none over
    thread-local data (each thread would see its own copy). omp-spelling may bring one."""
    if kn.f['overlap'] or kn.f['live_iter'] or kn.tls:
        return ''
    # Specs of older generators held a boolean.
    kind = {True: 'for', False: ''}.get(kn.f.get('pragma'), kn.f.get('pragma') or '')
    spelling = kn.f.get('omp_spelling')
    return kind or (spelling['kind'] if spelling else '')


def omp(kn, directive, clause=''):
    """The lines of `#pragma omp directive clause`, spelled as the kernel's omp-spelling says
    (`_Pragma`, the PRAGMA macro, the clause from a macro, continued with a backslash)."""
    spelling = kn.f.get('omp_spelling')
    full = directive + (' ' + clause if clause else '')
    if not spelling:
        return ['#pragma omp ' + full]
    kn.classes.add('omp-spelling')
    how = spelling['how']
    if how == 'op':
        return ['_Pragma("omp %s")' % full]
    if how == 'macro':
        kn.defines.append('#define PRAGMA(x) _Pragma(#x)')
        return ['PRAGMA(omp %s)' % full]
    if how == 'clause':
        clause = clause or ('default(shared)' if directive == 'parallel' else 'schedule(static)')
        if clause not in kn.clauses:
            base = 'K%d_%s' % (kn.k, {'reduction': 'RED', 'collapse': 'COLLAPSE',
                                      'default': 'SHARED'}.get(clause.split('(')[0], 'SCHED'))
            names = set(kn.clauses.values())
            kn.clauses[clause] = base if base not in names else '%s%d' % (base, len(names))
            kn.defines.append('#define %s %s' % (kn.clauses[clause], clause))
        return ['#pragma omp %s %s' % (directive, kn.clauses[clause])]
    # continued: the clause, the directive's last word or the directive on the second line.
    head, tail = (directive, clause) if clause else (
        directive.rsplit(' ', 1) if ' ' in directive else ('', directive))
    return [('#pragma omp %s' % head).rstrip() + ' \\', '    ' + tail]


def with_user_pragma(kn, p, lines, red):
    """lines under the kernel's OpenMP construct where it applies to part p (red: the part's
    reduction scalar), with the construct's class noted."""
    kind = user_pragma(kn)
    idiom = p['idiom']
    if kind == 'reduction' and idiom in REDUCTIONS:
        # The scalar's initialisation stays before the loop; the loop is the last line group.
        loop_at = next(i for i, line in enumerate(lines) if line.startswith('for '))
        kn.classes.add('omp-reduction')
        return (lines[:loop_at] + omp(kn, 'parallel for', 'reduction(+:%s)' % red[1]) +
                lines[loop_at:])
    if idiom not in ELEMENTWISE or not kind or kind == 'reduction':
        return lines
    if kind == 'collapse' and idiom in NESTS_2D:
        kn.classes.add('omp-collapse')
        return omp(kn, 'parallel for', 'collapse(2)') + lines
    if kind == 'region':
        kn.classes.add('omp-region')
        return omp(kn, 'parallel') + ['{'] + indent(omp(kn, 'for') + lines) + ['}']
    kn.classes.add('omp-for')
    return omp(kn, 'parallel for') + lines


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


# The line that names the -D options of a program's second configuration (macro-config),
# which run.py builds and compares besides the default one (check.configurations).
CONFIG_LINE = '// fuzz-config:'


def render(spec):
    kernels = [Kernel(ks, k) for k, ks in enumerate(spec['kernels'])]
    head = ['#include <math.h>', '#include <stdio.h>', '#include <stdlib.h>',
            '#include <stddef.h>', '',
            '// liar fuzz program, seed %s' % spec['seed']]
    funcs, mains = [], []
    for kn in kernels:
        funcs += render_function(kn)
        mains += render_main_part(kn)
    macros = []
    for kn in kernels:
        macros += [line for line in render_macros(kn)
                   if not line.startswith('#define PRAGMA(') or line not in macros]
    overrides = [o for kn in kernels for o in kn.overrides]
    config = ['%s %s' % (CONFIG_LINE, ' '.join(overrides))] if overrides else []
    tail = ['  return 0;', '}', '']
    text = '\n'.join(head + config + SUPPORT + macros + [''] + funcs +
                     ['int main(void) {'] + indent(mains) + tail)
    clash = [name for kn in kernels for name in kn.f.get('name_clash') or ()]
    if clash:
        pre, users, use = name_clash(clash, text)
        text = '\n'.join(pre + head + config + SUPPORT + macros + users + [''] + funcs +
                         ['int main(void) {'] + indent(mains + use) + tail)
    spec['classes'] = sorted(set().union(*(kn.classes for kn in kernels)),
                             key=CLASSES.index)
    return text


def name_clash(names, text):
    """name-clash: the user's macros named as cblas.h's parameters (those the program does not
    otherwise use as names), defined above the first #include; `S0` and `S1`, the names of the
    macros liar's OpenMP generator used to define, after the includes; and main's line that
    uses them all after the kernels."""
    tokens = set(re.findall(r'[A-Za-z_]\w*', text))
    names = [n for n in dict.fromkeys(names) if n not in tokens]
    pre = ['// the configuration of a user who names constants as cblas.h names parameters']
    pre += ['#define %s %d' % (n, sum(map(ord, n)) % 9 + 1) for n in names] + ['']
    macros = ['#define S0 %d' % 7, '#define S1(v) ((v) * 3 + S0)']
    terms = ['%d * %s' % (w + 1, n) for w, n in enumerate(names)] + ['S0', 'S1(2)']
    return pre, macros, ['printf("clash i %%d\\n", %s);' % ' + '.join(terms)]


def classes(spec):
    """The hazard classes (CLASSES) the program of spec carries: those rendered, not those
    merely drawn (a zero scalar in a kernel without run-time scalars is no hazard)."""
    render(spec)
    return spec['classes']


def guard(name, value):
    """`#define name value` under `#ifndef`, which a -D option overrides (macro-config)."""
    return ['#ifndef %s' % name.split('(')[0], '#define %s %s' % (name, value), '#endif']


def render_macros(kn):
    out = []
    define = guard if kn.mc else lambda name, value: ['#define %s %s' % (name, value)]
    if kn.style == 'poly':
        for s in 'NMK':
            out += define('K%d_%s' % (kn.k, s), kn.value(s))
            if kn.f['pad']:
                out.append('#define K%d_P%s (K%d_%s + %d)' % (kn.k, s, kn.k, s, kn.pad()))
    if any('Q' in a.dims for a in kn.arrays):
        out.append('#define K%d_Q %d' % (kn.k, QMAX))
    if kn.style == 'global':
        out += define('G%d_MAX' % kn.k, kn.gmax())
        for a in kn.arrays:
            out.append('static %s %s%s;' % (kn.ty, a.name, ''.join(
                '[%s]' % (kn.ld(d) if d == 'Q' else 'G%d_MAX' % kn.k) for d in a.dims)))
        if kn.tls and kn.tls['how'] == 'tp' and kn.arrays:
            out.append('#pragma omp threadprivate(%s)' % ', '.join(a.name for a in kn.arrays))
    for name, value in kn.guarded.items():
        out += guard(name, value)
    for line in kn.defines:
        if line not in out:
            out.append(line)
    helper = kn.f.get('ifdef_helper')
    if kn.helper_used and helper['how'] == 'weight':
        alt = {'neg': '-1' if kn.ty == 'int' else '-1.0', 'half': '0.5', 'twice': '2'}[
            helper_alt(kn)]
        out += ['#ifdef FUZZ_ALT', '#define K%d_W %s' % (kn.k, paren(kn.lit(alt))), '#else',
                '#define K%d_W %s' % (kn.k, kn.lit('1')), '#endif']
    for ty, name in kn.tls_vars:
        out.append('static %s %s %s;' % (kn.tls['kw'], ty, name))
    return out


def helper_alt(kn):
    """What ifdef-helper's FUZZ_ALT configuration does to the value it reads: negate it, or,
    where the `ifdef` feature negates the same statement's result (the two would cancel),
    halve it (twice an int)."""
    alt = kn.f['ifdef_helper']['alt']
    if alt == 'neg' and kn.f.get('ifdef'):
        return 'twice' if kn.ty == 'int' else 'half'
    return alt


def helper_function(kn):
    """ifdef-helper's `static inline` element helper, its body under `#ifdef FUZZ_ALT`."""
    helper = kn.f.get('ifdef_helper')
    if not kn.helper_used or helper['how'] != 'helper':
        return []
    alt = {'neg': '-v', 'half': '%s * v' % kn.lit('0.5'), 'twice': '2 * v'}[helper_alt(kn)]
    return ['static inline %s k%d_w(%s v) {' % (kn.ty, kn.k, kn.ty), '#ifdef FUZZ_ALT',
            '  return %s;' % alt, '#else', '  return v;', '#endif', '}', '']


def render_body(kn):
    """The kernel's statements; fills kn.arrays, kn.scalars, kn.outs as a side effect."""
    body, reds = [], []
    for n, p in enumerate(kn.spec['parts']):
        kn.part_no = n
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
        if (acc, s) in kn.tls_vars:
            decls.append('%s = %s;' % (s, kn.lit('0', acc)))
        else:
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
    body += extra_parts(kn)
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


def extra_parts(kn):
    """The nests of the kernel's features rather than its parts (macro-config's column
    offset, neg-numerator, ieee-identity), after the parts; and macro-config's size override,
    once the arrays show which sizes the kernel uses."""
    out = []
    kn.part_no = len(kn.spec['parts'])
    if kn.mc and kn.mc['over'] == 'col':
        out += part_col(kn) or []
    if kn.f.get('neg_numerator'):
        out += part_neg(kn, kn.f['neg_numerator'])
    if kn.f.get('ieee_identity') and kn.ty != 'int' and not kn.f['overlap']:
        out += part_ieee(kn, kn.f['ieee_identity'])
    if kn.mc and kn.mc['over'] == 'size' and kn.style == 'poly':
        used = [s for s in 'NMK' if any(s in a.dims for a in kn.arrays)]
        s = kn.mc['which'] if kn.mc['which'] in used else used[0]
        v = min(kn.value(s) + kn.mc['delta'], 14)
        if v > kn.value(s):
            kn.overrides.append('-DK%d_%s=%d' % (kn.k, s, v))
            kn.size_override = True
    if kn.overrides:
        kn.classes.add('macro-config')
    if kn.helper_used:
        kn.classes.add('ifdef-helper')
    if kn.tls_vars or kn.tls and kn.tls['how'] == 'tp' and kn.style == 'global':
        kn.classes.add('thread-local')
    if kn.f.get('name_clash'):
        kn.classes.add('name-clash')
    return out


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
    if kn.nq is not None:
        params.append('int nq')
    sig = 'static %s %s(%s)' % (rettype, kn.fn, ', '.join(params) or 'void')
    lines = [sig + ' {'] + indent(decls + body + post) + ['}', '']
    if kn.f.get('name_clash'):
        # name-clash: the iterator is `I` (complex.h's imaginary unit, were it included).
        lines = [re.sub(r'\bi\b', 'I', line) for line in lines]
    return helper_function(kn) + lines


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
    body += ieee_values(kn)
    for acc, s, _ in kn.reds:
        body.append('%s res_%s = 0;' % (acc, s))
    if kn.f['live_iter']:
        body.append('long live[2] = {0, 0};')
    for c in range(kn.f['calls']):
        if kn.tls_factor is not None:
            # thread-local 'read': the factor the statement had, set in main's thread.
            body.append('k%d_f = %s;' % (kn.k, kn.lit(kn.tls_factor) if kn.tls_factor not in (
                'alpha', 'beta') else scalar_arg(kn, kn.tls_factor, c)))
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
    dumps = [line for a in kn.arrays for line in dump(kn, a)]
    if 'thread-local' in kn.classes and kn.tls['how'] == 'tp':
        # Each thread starts the region with a copy of the main thread's arrays; one dumps it.
        dumps = (['#pragma omp parallel copyin(%s)' % ', '.join(a.name for a in kn.arrays), '{',
                  '#pragma omp single'] + block(dumps) + ['}'])
    body += dumps
    for a in kn.arrays:
        if kn.style in ('flat', 'vla'):
            body.append('free(%s);' % a.name)
    return ['{'] + indent(body) + ['}']


def extent(kn, a, d):
    """Allocated extent of dimension d of array a."""
    s = a.dims[d]
    if s == 'Q':
        return QMAX
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


def shape_text(kn, a):
    """shape(), with the extents of a `poly` kernel written as its macros when macro-config
    gives one of its sizes another value in the second configuration."""
    first, rows, cols = shape(kn, a)
    if kn.size_override:
        rows = kn.ld(a.dims[0])
        cols = kn.ld(a.dims[1]) if cols else 0
    return first, rows, cols


def fill(kn, a):
    first, rows, cols = shape_text(kn, a)
    return ['fuzz_fill_%s(%s, %s, %s, %d);' % (CTYPE_TAG[kn.ty], first, rows, cols,
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


def ieee_values(kn):
    """ieee-identity: -0.0, NaN, infinities and subnormals in the first elements of x, in an
    order drawn from the feature's `vals` seed."""
    x = kn.ieee_x
    if x is None:
        return []
    values = list(IEEE_VALUES[kn.ty])
    random.Random(kn.f['ieee_identity']['vals']).shuffle(values)
    n = min(extent(kn, x, 0), len(values))
    if n and kn.ieee_y in exact_arrays(kn):
        kn.classes.add('ieee-identity')
    return ['%s[%d] = %s;' % (x.name, i, v) for i, v in enumerate(values[:n])]


def exact_arrays(kn):
    """The arrays compared bit for bit: written only by an element-wise division or math
    function (no sum reassociated on the way), so neither overlapping arguments (another part
    may write them) nor the outer loop's carried sum may reach them."""
    if kn.f['overlap'] or kn.ty == 'int':
        return set()
    return kn.exact - {kn.carry_target}


def dump(kn, a):
    first, rows, cols = shape_text(kn, a)
    tag = CTYPE_TAG[kn.ty] + ('x' if a.name in exact_arrays(kn) else '')
    return ['fuzz_dump_%s("k%d_%s", %s, %s, %s);' % (tag, kn.k, a.name, first, rows, cols)]


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
    if kn.nq is not None:
        args.append(str(kn.nq[min(call, len(kn.nq) - 1)]))
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
    """Equal extents in every configuration the program is built in: under a size override
    the second configuration changes one size macro, so the declared extents must also be
    spelled alike (K_M and K_N are both 12 by default, not with -DK_M=14)."""
    return all(extent(kn, a, d) == extent(kn, b, d) and
               (not kn.size_override or kn.ld(a.dims[d]) == kn.ld(b.dims[d]))
               for d in range(len(a.dims)))


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
