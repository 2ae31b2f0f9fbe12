// Golden test: PolyBench's gramschmidt. The k loop cannot be lifted as a whole (it reads
// columns of A both before and after it updates them), so its body is lifted with k as a
// parameter: the norm of column k is a dot product of a strided column (increment N), and the
// projections R[k][k+1..n) = Q[:,k]^T A[:,k+1..n) a transposed matrix-vector product on views
// that start at column k + 1, guarded by the case of the sizes they assume (n - 1 >= k + 1).
// The square root and the column scaling stay as loops between the calls.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=FIX < %t.blas.c
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas > %t.blas.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blas.out
// RUN: liar --target=auto --functions='^k_' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AUTO --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.auto.out

#include <math.h>
#include <stdio.h>

#define M 60
#define N 40

void k_gramschmidt(int m, int n, double A[M][N], double R[N][N], double Q[M][N]) {
  int i, j, k;
  double nrm;
  for (k = 0; k < n; k++) {
    nrm = 0.0;
    for (i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < n; j++) {
      R[k][j] = 0.0;
      for (i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}
// BLAS: remark: loop nest in 'k_gramschmidt' replaced inside the loop: line [[@LINE-15]] replaced part by part: line [[@LINE-14]] replaced by cblas_ddot, line [[@LINE-9]] replaced by cblas_dgemv; 1 other nest(s) kept; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// AUTO: remark: loop nest in 'k_gramschmidt' replaced inside the loop: line [[@LINE-16]] replaced part by part: line [[@LINE-15]] replaced by cblas_ddot, line [[@LINE-12]] replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work, line [[@LINE-10]] replaced by cblas_dgemv and OpenMP loops
// FIX: for (k = 0; k < n; k++) {
// FIX: nrm = (nrm + cblas_ddot(m, &A[0][k + 0], N, &A[0][k + 0], N));
// FIX: R[k][k] = sqrt(nrm);
// FIX: cblas_dgemv(CblasRowMajor, CblasTrans, m, ((n - k) - 1), 1.0, &A[0][k + 1], N, &Q[0][k + 0], N, 0.0, &R[k + {{.*}}][k + 1], 1);

static double A[M][N], R[N][N], Q[M][N];

int main(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = ((i * j) % M) / (double)M * 100 + 10 + (i == j);
  k_gramschmidt(M, N, A, R, Q);
  k_gramschmidt(M / 2, N / 2, A, R, Q); /* run-time sizes below the declared ones */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf("R %d %d %.17g\n", i, j, R[i][j]);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      printf("Q %d %d %.17g\n", i, j, Q[i][j]);
  return 0;
}
