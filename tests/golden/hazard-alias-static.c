// Golden test: aliasing beyond pairs of parameters. An array parameter may point into a global
// array, or at a global scalar the region reads, and a local pointer may point into any array,
// so all of these get the address-range guard (liar_disjoint, which compares the addresses as
// uintptr_t, with no undefined behaviour for unrelated objects). The rewritten program
// runs both a disjoint call (the library path) and overlapping calls (the fallback) and must
// print what the original prints.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %clean -o %t.orig && %cc %t.c -o %t.new -lopenblas
// RUN: %t.orig > %t.expected && %t.new > %t.got && cmp %t.expected %t.got

#include <stdio.h>

#define N 8

double A[N][N];
double y[N];
double alpha = 2.0;

void gemv_into_global(double x[N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv_into_global' replaced by cblas_dgemv
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
}
// CHECK-FIXES: liar_disjoint(&y[0], sizeof(y[0]) * N, &x[0], sizeof(x[0]) * N)

void scale_by_global(int n, double *v) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scale_by_global' replaced by
    v[i] = alpha * v[i];
}
// CHECK-FIXES: liar_disjoint(&v[0], sizeof(v[0]) * n, &alpha, sizeof(alpha))

// row is A shifted by one: each iteration reads the element the one before wrote.
void shift_add(int n, double *A, double *v) {
  double *row = A + 1;
  for (int j = 0; j < n; j++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'shift_add' replaced by
    row[j] += 2.0 * A[j];
}
// CHECK-FIXES: liar_disjoint(&row[0], sizeof(row[0]) * n, &A[0], sizeof(A[0]) * n)

int main(void) {
  double x[N], w[N];
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      A[i][j] = (i + 2 * j) % 5 - 2;
    x[i] = i % 3;
    y[i] = i;
    w[i] = i + 1;
  }
  gemv_into_global(x); // disjoint: the library call
  gemv_into_global(y); // x is y: each row reads the rows updated before it
  for (int i = 0; i < N; i++)
    printf("y[%d] = %.17g\n", i, y[i]);
  scale_by_global(N, w);     // disjoint
  scale_by_global(1, &alpha); // v is alpha itself
  for (int i = 0; i < N; i++)
    printf("w[%d] = %.17g\n", i, w[i]);
  printf("alpha = %.17g\n", alpha);
  double B[N + 1];
  for (int i = 0; i <= N; i++)
    B[i] = i % 3;
  shift_add(N, B, w);
  for (int i = 0; i <= N; i++)
    printf("B[%d] = %.17g\n", i, B[i]);
  return 0;
}
