#!/usr/bin/env python3
"""ctest fuzz.check_tolerances: the comparison of dumps (check.compare_dumps) and the dump tags
the generator gives a kernel's scalars (generate.value_tag), on dumps written here."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402
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

    def test_doubles_of_float_data_are_held_to_the_float_tolerance(self):
        want = dump(k0_s7=('df', self.ORIGINAL))
        self.assertIsNone(check.compare_dumps(want, dump(k0_s7=('df', self.REASSOCIATED))))
        # A dropped or misplaced term is still a wrong output.
        self.assertIn('k0_s7', check.compare_dumps(want, dump(k0_s7=('df', '0.87'))))

    def test_integers_must_match_exactly(self):
        self.assertIsNotNone(check.compare_dumps(dump(n=('i', '3')), dump(n=('i', '4'))))


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

    def test_seed_327437_prints_its_sum_as_df(self):
        self.assertIn('printf("k0_s7 df %.17g\\n", res_s7);', generate.program(327437))


if __name__ == '__main__':
    unittest.main()
