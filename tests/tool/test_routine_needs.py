#!/usr/bin/env python3
"""What a rewrite links with comes from the table of library functions: liar-cc reads the
routines' needs that liar-library wrote at build time (liar_routines.txt beside liar_needs.py),
and finds them by the routines a rewrite calls, LAPACK's (declared by the rewrite, included from
no header) as well.

usage: test_routine_needs.py TOOL_BUILD_DIR"""
import sys

sys.path.insert(0, sys.argv[1])
import liar_needs  # noqa: E402 (found in the build directory)

LINKS = liar_needs.routine_links()
CASES = [
    ("s = cblas_ddot(n, x, 1, y, 1);", ["openblas"]),
    ("cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, a, A, k, B, n, b, C, n);",
     ["openblas"]),
    ('extern void dpotrf_(const char *, const int *, double *, const int *, int *, unsigned long);\n'
     'dpotrf_("U", &n, &A[0][0], &ld, &info, 1);', ["openblas"]),
    ("liar_torch_mm_d(m, n, k, A, k, 0, B, n, 0, C, n);", ["torch"]),
    ("cblas_daxpy(n, a, x, 1, y, 1);\nliar_torch_sum_s(n, x);", ["openblas", "torch"]),
    ("#include <cblas.h>\nint main(void) { return 0; }", []),
]


def main():
    failures = 0
    for text, expected in CASES:
        got = liar_needs.of_rewrite(text, LINKS)
        if got != expected:
            print("FAIL: %r -> %r, expected %r" % (text, got, expected))
            failures += 1
    print("%d of %d cases pass" % (len(CASES) - failures, len(CASES)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
