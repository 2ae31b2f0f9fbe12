// Refusal ids: every remark of a region liar keeps names the registry's id of its reason
// (common/Refusals.def), and the user silences one reason by that id: NOLINT(<id>) on the
// region's line, NOLINTNEXTLINE(<id>) on the line before, ids and patterns on the command line
// (--silence='liar-missed-no-cheaper*,liar-missed-not-inlined') or the family (`liar-missed`). Silencing a refusal never
// keeps a region liar would rewrite: the axpy under NOLINT(liar-missed-goto) is still rewritten,
// while NOLINT(liar-blas) keeps the dot product as written. An id that names no refusal is an
// error (exit 2) and changes nothing. The rewrite runs and prints what the original prints.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --functions='^k_' %clean -o %t.all.c -- 2>&1 | FileCheck %s --check-prefix=ALL \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: liar --functions='^k_' --silence='liar-missed-no-cheaper*,liar-missed-not-inlined' %clean -o %t.some.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SOME --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: diff %t.all.c %t.some.c
// RUN: liar --functions='^k_' --silence=liar-missed %clean -o %t.none.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NONE --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: diff %t.all.c %t.none.c
// RUN: %cc %t.all.c -o %t.all -lopenblas -lm && %t.all | diff %t.orig.out -
// RUN: not liar --silence=liar-missed-no-such-reason %clean -- 2>&1 | FileCheck %s --check-prefix=BAD

#include <stdio.h>

#define N 32

static int calls;
void record(int i) { calls += i; }

void k_countdown(double *a, int n) {
  while (n > 0) {
    a[n - 1] = 1.0 / n;
    --n;
  }
}
// ALL: :[[@LINE-5]]:3: remark: loop nest in 'k_countdown' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]

void k_logged(double *a, int n) {
  for (int i = 0; i < n; i++) {
    a[i] = 0.5 * i;
    record(i);
  }
}
// ALL: :[[@LINE-3]]:5: remark: region not lifted: call to 'record' is not inlined: it stores to 'calls', a variable that is not its own [liar-missed-not-inlined]

void k_axpy(int n, double alpha, const double *restrict x, double *restrict y) {
  // NOLINTNEXTLINE(liar-missed-goto): silences a refusal, so liar still rewrites the loop
  for (int i = 0; i < n; i++)
    y[i] += alpha * x[i];
}
// ALL: :[[@LINE-3]]:3: remark: loop nest in 'k_axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
// SOME: :[[@LINE-4]]:3: remark: loop nest in 'k_axpy' replaced by cblas_daxpy
// NONE: :[[@LINE-5]]:3: remark: loop nest in 'k_axpy' replaced by cblas_daxpy

double k_dot(int n, const double *x, const double *y) {
  double s = 0.0;
  for (int i = 0; i < n; i++) // NOLINT(liar-blas)
    s += x[i] * y[i];
  return s;
}
// ALL: :[[@LINE-4]]:3: remark: loop nest in 'k_dot' not rewritten: rewrite suppressed by NOLINT [liar-suppressed]
// SOME: :[[@LINE-5]]:3: remark: loop nest in 'k_dot' not rewritten: rewrite suppressed by NOLINT [liar-suppressed]
// NONE: :[[@LINE-6]]:3: remark: loop nest in 'k_dot' not rewritten: rewrite suppressed by NOLINT [liar-suppressed]

void k_stop(double *a, int n) {
  for (int i = 0; i < n; i++) { // NOLINT(liar-missed-nonaffine-condition)
    if (a[i] < 0.0) break;
    a[i] = 2.0 * a[i];
  }
}

void k_halt(double *a, int n) {
  for (int i = 0; i < n; i++) {
    if (i == 7) break;
    a[i] = 3.0 * a[i];
  }
}
// ALL: :[[@LINE-4]]:17: remark: region not lifted: 'break' makes the iteration count data-dependent [liar-missed-break]
// SOME: :[[@LINE-5]]:17: remark: region not lifted: 'break' makes the iteration count data-dependent [liar-missed-break]
// BAD: liar: error: --silence: 'liar-missed-no-such-reason' is not a refusal id of liar

int main(void) {
  double a[N], b[N], x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = 0.25 * i;
    y[i] = 1.0 - 0.125 * i;
    b[i] = i % 3 - 1.0;
  }
  k_countdown(a, N);
  k_logged(x, N);
  k_axpy(N, 0.5, x, y);
  double d = k_dot(N, x, y);
  k_stop(b, N);
  k_halt(y, N);
  for (int i = 0; i < N; i++)
    printf("%d %.17g %.17g %.17g %.17g\n", i, a[i], b[i], x[i], y[i]);
  printf("%.17g %d\n", d, calls);
  return 0;
}
