#!/usr/bin/env python3
"""ctest fuzz.check_tolerances: the comparison of dumps (check.compare_dumps: tolerances, NaN and
infinities as classes, exact tags bit for bit), the dump tags the generator gives a kernel's
scalars (generate.value_tag), on dumps written here; and, built with gcc, that the checker catches the rewrites the hazard
classes are about (a division turned into a multiplication by the reciprocal, a call skipped
for a zero alpha over a NaN, a rewrite for one configuration, a macro's value baked in, `x + 0.0`
folded to `x`), on generated programs and hand-broken "rewrites" of them; that each
preprocessor hazard class is rendered from its feature; with valgrind, that degree.py fails a
rewrite that evaluates a sum per element where the loops evaluate it once."""
import os
import re
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402
import degree  # noqa: E402
import generate  # noqa: E402


def dump(**values):
    """One line per value, `name tag value`, as the generated mains print them."""
    return ''.join('%s %s %s\n' % (name, tag, val) for name, (tag, val) in values.items())


class CompareDumps(unittest.TestCase):
    # A float sum's result rounded otherwise (seed 327437): 5e-7 relative.
    ORIGINAL, REASSOCIATED = '0.88212578743696213', '0.88212620466947556'

    def test_double_values_are_held_to_1e9(self):
        want = dump(k0_s7=('d', self.ORIGINAL))
        self.assertIsNone(check.compare_dumps(want, dump(k0_s7=('d', '0.88212578743696224'))))
        self.assertIn('k0_s7', check.compare_dumps(want, dump(k0_s7=('d', self.REASSOCIATED))))

    def test_an_array_dumped_twice_is_compared_both_times(self):
        # A main that dumps one array per round under the same name: the first round counts.
        want = dump(k0_y=('d', '1.5')) + dump(k0_y=('d', '2.5'))
        self.assertIsNone(check.compare_dumps(want, want))
        self.assertIn('k0_y', check.compare_dumps(want, dump(k0_y=('d', '9')) + dump(k0_y=('d', '2.5'))))

    def test_doubles_of_float_data_are_held_to_the_float_tolerance(self):
        want = dump(k0_s7=('df', self.ORIGINAL))
        self.assertIsNone(check.compare_dumps(want, dump(k0_s7=('df', self.REASSOCIATED))))
        # A dropped or misplaced term is still a wrong output.
        self.assertIn('k0_s7', check.compare_dumps(want, dump(k0_s7=('df', '0.87'))))

    def test_a_cancelled_sum_is_held_against_its_kernels_data(self):
        # Seed 370941: y3 = C0 x5 cancels exactly in real arithmetic; the loops and a reordered
        # sum leave different rounding noise of the size of the terms (C0, x5 about 1).
        data = 'k2_x5 0 d 0.65909090909090906\nk2_C0 0 d -1.25\n'
        want = data + 'k2_y3 0 d -1.1102230246251565e-16\nk2_y3 1 d -4.44e-16\n'
        noise = data + 'k2_y3 0 d 1.6653345369377348e-16\nk2_y3 1 d 0\n'
        self.assertIsNone(check.compare_dumps(want, noise))
        # A dropped term is of the size of the data, not of the noise.
        wrong = data + 'k2_y3 0 d 0.0227\nk2_y3 1 d 0\n'
        self.assertIn('k2_y3 0', check.compare_dumps(want, wrong))
        # Another kernel's data do not widen the tolerance.
        other = 'k1_y 0 d 1e-12\n' + data
        self.assertIn('k1_y 0', check.compare_dumps(other, other.replace('1e-12', '2e-12')))

    def test_integers_must_match_exactly(self):
        self.assertIsNotNone(check.compare_dumps(dump(n=('i', '3')), dump(n=('i', '4'))))

    def test_nan_and_infinities_compare_as_classes(self):
        self.assertIsNone(check.compare_dumps(dump(x=('d', 'nan')), dump(x=('d', '-nan'))))
        self.assertIsNone(check.compare_dumps(dump(x=('f', '-inf')), dump(x=('f', '-inf'))))
        self.assertIn('x', check.compare_dumps(dump(x=('d', 'inf')), dump(x=('d', '-inf'))))
        self.assertIn('x', check.compare_dumps(dump(x=('d', 'nan')), dump(x=('d', 'inf'))))
        # 0 * Inf is NaN in the loops; a library that skips the product keeps the finite value.
        self.assertIn('x', check.compare_dumps(dump(x=('d', 'nan')), dump(x=('d', '0.5'))))

    def test_exact_tags_compare_bit_for_bit(self):
        third = float.hex(1.0 / 3.0)
        below = float.hex(float.fromhex(third) - 2 ** -54)
        self.assertIsNone(check.compare_dumps(dump(y=('dx', third)), dump(y=('dx', third))))
        self.assertIn('bit for bit', check.compare_dumps(dump(y=('dx', third)),
                                                         dump(y=('dx', below))))
        self.assertIn('bit for bit', check.compare_dumps(dump(y=('fx', '0x0p+0')),
                                                         dump(y=('fx', '-0x0p+0'))))
        self.assertIsNone(check.compare_dumps(dump(y=('fx', 'nan')), dump(y=('fx', '-nan'))))


class ValueTag(unittest.TestCase):
    def test_tags(self):
        class K:  # the two fields value_tag reads
            def __init__(self, ty, overlap):
                self.ty, self.f = ty, {'overlap': overlap}
        self.assertEqual(generate.value_tag(K('float', 'same'), 'double'), 'df')
        self.assertEqual(generate.value_tag(K('float', 'offset'), 'double'), 'df')
        self.assertEqual(generate.value_tag(K('float', ''), 'double'), 'd')
        self.assertEqual(generate.value_tag(K('double', 'same'), 'double'), 'd')
        self.assertEqual(generate.value_tag(K('float', 'same'), 'float'), 'f')
        self.assertEqual(generate.value_tag(K('int', 'same'), 'long'), 'i')

    def test_a_float_kernel_with_overlap_prints_its_double_sum_as_df(self):
        text = generate.render(spec(parts=[part('dot', acc='double')], ty='float',
                                    overlap='same', style='vla'))
        self.assertIn('printf("k0_s2 df %.17g\\n", res_s2);', text)


FEATURES = {'restrict': False, 'pad': False, 'outer': '', 'live_iter': False, 'ret': False,
            'carry': False, 'overlap': '', 'reps': 1, 'calls': 1, 'pragma': '', 'special': 0,
            'zero': False, 'ifdef': False, 'macro_config': None, 'ifdef_helper': None,
            'name_clash': None, 'omp_spelling': None, 'thread_local': None,
            'neg_numerator': None, 'ieee_identity': None}


def part(idiom, **fields):
    p = {'idiom': idiom, 'acc': None, 'trans': False, 'alpha': None, 'beta': None,
         'init': True, 'cast': False, 'steps': 1, 'divisor': 's', 'fn': 0}
    p.update(fields)
    return p


def spec(parts, ty='double', style='flat', n=9, **feats):
    for p in parts:
        p['acc'] = p['acc'] or ty
    return {'seed': 0, 'kernels': [{
        'style': style, 'ty': ty, 'sizes': {'N': n, 'M': 2, 'K': 2}, 'sizetype': 'int',
        'parts': parts, 'feats': dict(FEATURES, **feats)}]}


class Configurations(unittest.TestCase):
    def test_a_program_with_ifdef_is_checked_in_both_configurations(self):
        text = generate.render(spec([part('scal')], ifdef=True))
        self.assertIn('#ifdef FUZZ_ALT', text)
        self.assertEqual(check.configurations(text), [('', []), ('alt', ['-DFUZZ_ALT'])])
        plain = generate.render(spec([part('scal')]))
        self.assertEqual(check.configurations(plain), [('', [])])

    def test_a_macro_config_program_names_its_other_configuration(self):
        text = generate.render(spec([part('axpy', alpha='2')], macro_config={
            'over': 'scalar', 'part': 0, 'key': 'alpha', 'value': '1', 'alt': '-1.5'}))
        self.assertIn('#ifndef K0_ALPHA0\n#define K0_ALPHA0 1.0\n#endif', text)
        self.assertEqual(check.configurations(text), [('', []), ('cfg', ['-DK0_ALPHA0=(-1.5)'])])
        self.assertEqual(check.config_note(['-DK0_ALPHA0=(-1.5)']), '[-DK0_ALPHA0=(-1.5)] ')

    def test_a_spelled_pragma_is_openmp_text(self):
        self.assertTrue(check.OPENMP_TEXT.search('_Pragma("omp parallel for")'))
        self.assertTrue(check.OPENMP_TEXT.search('#define PRAGMA(x) _Pragma(#x)'))


class HazardFeatures(unittest.TestCase):
    """Each class of generate.draw_cpp_hazards is rendered from its kernel feature, and only
    then counted."""

    def rendered(self, parts, cls, **feats):
        s = spec(parts, **feats)
        text = generate.render(s)
        self.assertIn(cls, s['classes'])
        return text

    def test_macro_config(self):
        text = self.rendered([part('gemv')], 'macro-config', style='poly', macro_config={
            'over': 'size', 'which': 'M', 'delta': 2})
        self.assertIn('#ifndef K0_M\n#define K0_M 2\n#endif', text)
        self.assertIn('// fuzz-config: -DK0_M=4', text)
        self.assertIn('fuzz_fill_d(&A1[0][0], K0_N, K0_M, ', text)  # extents follow the -D
        text = self.rendered([part('gemv')], 'macro-config', macro_config={'over': 'col'})
        self.assertIn('K0_AT(A4, i, K0_COLS - 1, nm)', text)
        self.assertIn('// fuzz-config: -DK0_COLS=1', text)
        # No other column for the override: not rendered, not counted.
        s = spec([part('axpy')], macro_config={'over': 'col'})
        s['kernels'][0]['sizes']['M'] = 1
        self.assertNotIn('macro-config', generate.classes(s))

    def test_overlapping_arguments_keep_their_shape_in_the_other_configuration(self):
        # gemm's C[N][M] and B[K][M]: with N = K both are 2 x 2 by default, but -DK0_N=4
        # changes only C's rows, so one array must not be passed for the other.
        parts = [part('gemm')]
        text = self.rendered(parts, 'macro-config', style='poly', overlap='same', macro_config={
            'over': 'size', 'which': 'N', 'delta': 2})
        call = re.search(r'\n    kernel0\(([^)]*)\);', text).group(1).split(', ')
        arrays = [a for a in call if not a.isdigit()]
        self.assertEqual(len(set(arrays)), len(arrays), text)

    def test_ifdef_helper(self):
        text = self.rendered([part('axpy')], 'ifdef-helper', ifdef_helper={
            'how': 'helper', 'alt': 'neg'})
        self.assertIn('y0[i] += k0_w(x1[i]);', text)
        self.assertIn('static inline double k0_w(double v) {\n#ifdef FUZZ_ALT\n  return -v;', text)
        text = self.rendered([part('axpy')], 'ifdef-helper', ifdef=True, ifdef_helper={
            'how': 'weight', 'alt': 'neg'})
        self.assertIn('#ifdef FUZZ_ALT\n#define K0_W 0.5\n#else\n#define K0_W 1.0\n#endif', text)

    def test_name_clash(self):
        text = self.rendered([part('axpy', alpha='alpha')], 'name-clash',
                             name_clash=['alpha', 'lda', 'N'])
        self.assertTrue(text.startswith('// the configuration'))
        self.assertLess(text.index('#define lda '), text.index('#include'))
        self.assertNotIn('#define alpha', text)  # the kernel's own parameter
        self.assertIn('for (int I = 0; I < nn; I++)', text)
        self.assertIn('printf("clash i %d\\n", 1 * lda + 2 * N + S0 + S1(2));', text)

    def test_omp_spelling(self):
        for how, line in (('op', '_Pragma("omp parallel for")'),
                          ('macro', 'PRAGMA(omp parallel for)'),
                          ('clause', '#pragma omp parallel for K0_SCHED'),
                          ('continued', '#pragma omp parallel \\\n      for')):
            text = self.rendered([part('axpy')], 'omp-spelling', omp_spelling={
                'how': how, 'kind': 'for'})
            self.assertIn(line, text)
        text = self.rendered([part('dot')], 'omp-spelling', omp_spelling={
            'how': 'continued', 'kind': 'reduction'})
        self.assertIn('#pragma omp parallel for \\\n      reduction(+:s2)', text)

    def test_thread_local(self):
        text = self.rendered([part('dot')], 'thread-local', thread_local={
            'how': 'acc', 'kw': '_Thread_local'})
        self.assertIn('static _Thread_local double k0_s2;', text)
        self.assertIn('  k0_s2 = 0.0;\n', text)
        text = self.rendered([part('axpy', alpha='alpha')], 'thread-local', zero=True,
                             thread_local={'how': 'read', 'kw': '__thread'})
        self.assertIn('y0[i] += k0_f * x1[i];', text)
        self.assertIn('k0_f = 0.0;\n    kernel0(', text)
        text = self.rendered([part('copy')], 'thread-local', style='global', thread_local={
            'how': 'tp', 'kw': '__thread'})
        self.assertIn('#pragma omp threadprivate(g0_y0, g0_x1)', text)
        self.assertIn('#pragma omp parallel copyin(g0_y0, g0_x1)', text)
        # No user OpenMP construct over thread-local data.
        text = generate.render(spec([part('copy')], style='global', pragma='for', thread_local={
            'how': 'tp', 'kw': '__thread'}))
        self.assertNotIn('parallel for', text)

    def test_neg_numerator(self):
        text = self.rendered([part('copy')], 'neg-numerator', neg_numerator={
            'form': 0, 'nq': [3, 0], 'c': '2'})
        self.assertIn('for (int ii = (nq - 5) / 2; ii < nq; ii++)\n'
                      '    y2[ii + 2] += 2.0 * x3[ii + 2];', text)
        self.assertIn('kernel0(9, 2, 2, y0, x1, y2, x3, 3);', text)

    def test_neg_numerator_subscripts_stay_in_bounds(self):
        # Every form, run in Python for every nq main may pass, with C's truncating division
        # and remainder: each subscript in [0, QMAX).
        def cdiv(a, b):
            return int(a / b)

        def cmod(a, b):
            return a - b * cdiv(a, b)
        loop = re.compile(r'^( *)for \(int (\w+) = (.*); \w+ (<=?) (.*); \w+\+\+\)$')
        for form in generate.NEG_FORMS:
            lines = []
            for line in form:
                line = re.sub(r'\(([^()]*)\) / (\d+)', r'cdiv(\1, \2)', line)
                line = re.sub(r'\(([^()]*)\) % (\d+)', r'cmod(\1, \2)', line)
                m = loop.match(line)
                if m:
                    lines.append('%sfor %s in range(%s, %s%s):' % (
                        m.group(1), m.group(2), m.group(3), m.group(5),
                        ' + 1' if m.group(4) == '<=' else ''))
                else:
                    subs = re.findall(r'\{[yxA]:([^}]*)\}', line)
                    lines.append('%sseen.extend([%s])' % (
                        line[:len(line) - len(line.lstrip())], ', '.join(subs)))
            for nq in range(10):
                seen = []
                exec('\n'.join(lines), {'cdiv': cdiv, 'cmod': cmod, 'nq': nq, 'seen': seen})
                self.assertTrue(all(0 <= v < generate.QMAX for v in seen), (form, nq, seen))
            self.assertTrue(seen, form)

    def test_ieee_identity(self):
        text = self.rendered([part('copy')], 'ieee-identity', ieee_identity={'form': 0, 'vals': 1})
        self.assertIn('y2[i] = x3[i] + 0.0;', text)
        self.assertIn('x3[0] = ', text)
        self.assertIn('fuzz_dump_dx("k0_y2"', text)
        # Not counted where the output is not compared bit for bit.
        s = spec([part('copy')], overlap='same', ieee_identity={'form': 0, 'vals': 1})
        self.assertNotIn('ieee-identity', generate.classes(s))


class CatchesHazards(unittest.TestCase):
    """A generated program and a hand-broken rewrite of it, checked as run.py checks liar's."""

    def setUp(self):
        self.work = tempfile.mkdtemp(prefix='fuzz-hazards-')
        self.checker = check.Checker(None, None, self.work)

    def tearDown(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def check(self, text, rewrite):
        """The class of rewrite (C text) as a rewrite of text, built with gcc."""
        stem = os.path.join(self.work, 'p')
        orig = self.checker.original(stem, text, 'gcc', False)
        self.assertIsNone(orig['cls'], orig['detail'])
        out_src = stem + '.blas.c'
        with open(out_src, 'w') as f:
            f.write(rewrite)
        lr = {'cls': None, 'rewritten': True, 'library': False, 'out_src': out_src,
              'remarks': [], 'detail': ''}
        return self.checker.target(stem, 'blas', 'gcc', False, orig, lr)

    def test_a_division_by_the_reciprocal_is_a_wrong_output(self):
        text = generate.render(spec([part('div')], ty='float'))
        stmt = 'x0[i] = x0[i] / dv;'
        self.assertIn(stmt, text)
        self.assertIsNone(self.check(text, text)['cls'])
        broken = self.check(text, text.replace(stmt, 'x0[i] = x0[i] * (1.0f / dv);'))
        self.assertEqual(broken['cls'], 'wrong-output')
        self.assertIn('bit for bit', broken['detail'])

    def test_skipping_a_zero_alpha_over_a_nan_is_a_wrong_output(self):
        # The first `special` seed that puts a NaN or an infinity into x1, the axpy's input.
        text = next(t for t in (generate.render(spec([part('axpy', alpha='alpha')], n=3,
                                                     zero=True, special=s))
                                for s in range(1, 100)) if '  x1[' in t)
        loop = '  for (int i = 0; i < nn; i++)\n    y0[i] += alpha * x1[i];'
        self.assertIn(loop, text)
        self.assertIsNone(self.check(text, text)['cls'])
        skipped = text.replace(loop, '  if (alpha != 0.0)\n' + loop)
        self.assertEqual(self.check(text, skipped)['cls'], 'wrong-output')

    def test_a_macro_value_baked_into_a_rewrite_fails_in_the_other_configuration(self):
        text = generate.render(spec([part('axpy', alpha='2')], macro_config={
            'over': 'scalar', 'part': 0, 'key': 'alpha', 'value': '2', 'alt': '-1.5'}))
        stmt = 'y0[i] += K0_ALPHA0 * x1[i];'
        self.assertIn(stmt, text)
        self.assertIsNone(self.check(text, text)['cls'])
        broken = self.check(text, text.replace(stmt, 'y0[i] += 2.0 * x1[i];'))
        self.assertEqual(broken['cls'], 'wrong-output')
        self.assertTrue(broken['detail'].startswith('[-DK0_ALPHA0=(-1.5)]'), broken['detail'])

    def test_folding_x_plus_zero_is_a_wrong_output(self):
        text = generate.render(spec([part('copy')], ieee_identity={'form': 0, 'vals': 1}))
        stmt = 'y2[i] = x3[i] + 0.0;'
        self.assertIn(stmt, text)
        self.assertIsNone(self.check(text, text)['cls'])
        broken = self.check(text, text.replace(stmt, 'y2[i] = x3[i];'))
        self.assertEqual(broken['cls'], 'wrong-output')
        self.assertIn('bit for bit', broken['detail'])

    def test_a_rewrite_for_one_configuration_fails_in_the_other(self):
        text = generate.render(spec([part('scal')], ifdef=True))
        start, end = text.index('#ifdef FUZZ_ALT'), text.index('#else')
        only_default = text[:start] + text[end + len('#else'):].replace('#endif', '', 1)
        self.assertNotIn('FUZZ_ALT', only_default)
        broken = self.check(text, only_default)
        self.assertEqual(broken['cls'], 'wrong-output')
        self.assertTrue(broken['detail'].startswith('[-DFUZZ_ALT]'), broken['detail'])


class Degree(unittest.TestCase):
    def test_a_higher_growth_than_the_loops_fails(self):
        self.assertIsNone(degree.verdict(1000, 9000, 4000, 30000))  # a call's overhead
        self.assertIsNone(degree.verdict(1000, 900, 64000, 60000))  # O(n^3) both
        self.assertIsNotNone(degree.verdict(1000, 1000, 4000, 16000))  # O(n^2) for O(n)

    def test_sizes_are_scaled_but_zero_and_negative_ones(self):
        s = degree.scaled(spec([part('copy')], n=0), 4)
        self.assertEqual(s['kernels'][0]['sizes'], {'N': 0, 'M': 8, 'K': 8})


@unittest.skipUnless(shutil.which('gcc') and degree.available(), 'gcc and valgrind count')
class CatchesHigherDegree(unittest.TestCase):
    LOOP = 'y0[i] = a1[i] / (double)nn;'
    # The same loop, with a sum over the whole array evaluated for every element: O(n^2).
    PER_ELEMENT = ('{ double t = 0.0; for (int j = 0; j < nn; j++) t += 0.0 * a1[j]; '
                   'y0[i] = a1[i] / (double)nn + t; }')

    def setUp(self):
        self.work = tempfile.mkdtemp(prefix='fuzz-degree-')
        self.counter = degree.Counter(check.Checker(None, None, self.work))

    def tearDown(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def counts(self, factor, broken):
        text = generate.render(degree.scaled(spec([part('div', divisor='n')], n=9), factor))
        self.assertIn(self.LOOP, text)
        stem = os.path.join(self.work, 'p%d' % factor)
        with open(stem + '.c', 'w') as f:
            f.write(text)
        with open(stem + '.new.c', 'w') as f:
            f.write(text.replace(self.LOOP, self.PER_ELEMENT) if broken else text)
        return (self.counter.instructions(stem + '.c', stem + '.orig'),
                self.counter.instructions(stem + '.new.c', stem + '.new'))

    def test_a_sum_per_element_fails_and_the_loops_themselves_pass(self):
        small, large = self.counts(1, True), self.counts(degree.FACTOR, True)
        self.assertIsNotNone(degree.verdict(small[0], small[1], large[0], large[1]))
        small, large = self.counts(1, False), self.counts(degree.FACTOR, False)
        self.assertIsNone(degree.verdict(small[0], small[1], large[0], large[1]))


if __name__ == '__main__':
    unittest.main()
