// Golden test: NOLINT suppression. `// NOLINT(liar)` on the loop line, `// NOLINTNEXTLINE(liar)`
// on the line before it, a bare `// NOLINT`, and a check glob `// NOLINT(liar-*)` each leave the
// loops unchanged with a [liar-suppressed] remark; a NOLINT for another tool's check does not.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='{{^ *}}cblas_{{.*}}' < %t.c
// RUN: %cc -c %t.c -o %t.o
// Only one function was rewritten, so only its lines differ from the input.
// RUN: (diff %clean %t.c; true) | FileCheck %s --check-prefix=CHECK-DIFF --match-full-lines \
// RUN:   --implicit-check-not='{{[<>]}}{{.*}}'

#define N 64

void nolint(double y[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++) // NOLINT(liar)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'nolint' not rewritten: rewrite suppressed by NOLINT [liar-suppressed]
    y[i] += 2.0 * x[i];
}
// CHECK-FIXES: void nolint(double y[restrict N], double x[restrict N]) {
// CHECK-FIXES-NEXT: for (int i = 0; i < N; i++) // NOLINT(liar)

void nolintnextline(double y[restrict N], double x[restrict N]) {
  // NOLINTNEXTLINE(liar)
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'nolintnextline' not rewritten: rewrite suppressed by NOLINT [liar-suppressed]
    y[i] += 2.0 * x[i];
}
// CHECK-FIXES: void nolintnextline(double y[restrict N], double x[restrict N]) {
// CHECK-FIXES-NEXT: // NOLINTNEXTLINE(liar)
// CHECK-FIXES-NEXT: for (int i = 0; i < N; i++)

void nolint_bare(double y[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++) // NOLINT
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'nolint_bare' not rewritten: rewrite suppressed by NOLINT [liar-suppressed]
    y[i] += 2.0 * x[i];
}
// CHECK-FIXES: void nolint_bare(double y[restrict N], double x[restrict N]) {
// CHECK-FIXES-NEXT: for (int i = 0; i < N; i++) // NOLINT

void nolint_glob(double y[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++) // NOLINT(liar-*)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'nolint_glob' not rewritten: rewrite suppressed by NOLINT [liar-suppressed]
    y[i] += 2.0 * x[i];
}
// CHECK-FIXES: void nolint_glob(double y[restrict N], double x[restrict N]) {
// CHECK-FIXES-NEXT: for (int i = 0; i < N; i++) // NOLINT(liar-*)

void nolint_other(double y[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++) // NOLINT(bugprone-integer-division)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'nolint_other' replaced by cblas_daxpy [liar-blas]
    y[i] += 2.0 * x[i];
}
// CHECK-FIXES: void nolint_other(double y[restrict N], double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_daxpy) */
// CHECK-FIXES-NEXT: cblas_daxpy(N, 2.0, &x[0], 1, &y[0], 1);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-DIFF: 0a1
// CHECK-DIFF-NEXT: > #include <cblas.h>
// CHECK-DIFF-NEXT: {{[0-9]+,[0-9]+c[0-9]+,[0-9]+}}
// CHECK-DIFF-NEXT: <   for (int i = 0; i < N; i++) // NOLINT(bugprone-integer-division)
// CHECK-DIFF-NEXT: < //
// CHECK-DIFF-NEXT: <     y[i] += 2.0 * x[i];
// CHECK-DIFF-NEXT: ---
// CHECK-DIFF-NEXT: >   /* liar: blas (cblas_daxpy) */
// CHECK-DIFF-NEXT: >   cblas_daxpy(N, 2.0, &x[0], 1, &y[0], 1);
// CHECK-DIFF-NEXT: >   /* liar: end */

// CHECK-MESSAGES: liar: 5 region(s) found, 5 lifted, 1 rewritten, 0 rejected
