// Regression test: under --target=auto, a region planned nest by nest keeps its whole OpenMP
// form when the nests' library calls would replace only a sliver of its work. An in-place LU
// factorisation (a recurrence, so its nests are also planned one by one) beside a forward
// substitution: the substitution has a cblas_dtrsv form beside OpenMP loops for the
// factorisation, but the factorisation is nearly all the work, and the whole region's OpenMP
// form runs one pool of threads (BLAS threads make OpenMP's wait passively). A prefix
// sum beside a matrix-vector product keeps its part-by-part form: there the library call does
// most of the work. Every rewrite is built with -fopenmp, run and compared with the original.
//
// RUN: %cc -fopenmp %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=auto --explain --omp-min-work=0 --functions='^k_' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AUTO
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.auto.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas > %t.blas.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blas.out

#include <stdio.h>

void k_lu_solve(int n, double A[restrict n][n], double b[restrict n], double y[restrict n]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
  for (int i = 0; i < n; i++) {
    y[i] = b[i];
    for (int j = 0; j < i; j++)
      y[i] -= A[i][j] * y[j];
  }
}
// AUTO: remark: loop nest in 'k_lu_solve' replaced by OpenMP loops
// AUTO: note: {{.*}}the library calls save {{.*}} of the loops' cost, less than 10%
// BLAS: remark: loop nest in 'k_lu_solve' not rewritten

void k_prefix_gemv(int n, double A[restrict n][n], double x[restrict n], double y[restrict n],
                   double z[restrict n]) {
  for (int i = 1; i < n; i++)
    z[i] = z[i - 1] + x[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * x[j];
}
// AUTO: remark: loop nest in 'k_prefix_gemv' replaced part by part: line [[@LINE-4]] replaced by cblas_dgemv
// BLAS: remark: loop nest in 'k_prefix_gemv' replaced part by part: line [[@LINE-5]] replaced by cblas_dgemv

enum { N = 300 };
static double A[N][N], b[N], y[N], x[N], z[N], w[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      A[i][j] = (i == j) ? N + 1.0 : (double)((i * 7 + j * 3) % 11) / 11.0;
    b[i] = (double)(i % 13) / 13.0;
    x[i] = (double)(i % 5) - 2.0;
  }
  k_lu_solve(N, A, b, y);
  k_prefix_gemv(N, A, x, w, z);
  for (int i = 0; i < N; i += 7)
    printf("%.15g %.15g %.15g %.15g\n", A[i][(i * 5) % N], y[i], w[i], z[i]);
  return 0;
}
