// Golden test: --explain checks a rewrite's guard against the calls the file makes. A guard
// that fails on a call runs the original loops there, so the rewrite gains nothing for it:
// a beta that a local variable holds as 0 (BLAS and LibTorch skip C for a zero beta, so the
// zero-scalar check refuses it), and one buffer passed as both operands of an update that
// must not overlap. The note names the call, the condition and the values it read; when every
// call in the file fails, the remark itself says so. The arguments' values are small integers,
// exact in any order of summation: each rewrite, built with and without -fopenmp, prints what
// the original prints, bit for bit.
//
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=blas --explain %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS
// RUN: %cc %t.blas.c -o %t.blas -lopenblas && %t.blas | diff %t.orig.out -
// RUN: %cc -fopenmp %t.blas.c -o %t.blas.omp -lopenblas && OMP_NUM_THREADS=2 %t.blas.omp | diff %t.orig.out -
// RUN: liar --target=torch %clean -o %t.torch.c -- 2>&1 | FileCheck %s --check-prefix=TORCH
// RUN: %cc -I %runtime %t.torch.c -o %t.torch %torchlib && %t.torch | diff %t.orig.out -
// RUN: liar --target=auto --explain %clean -o %t.auto.c -- 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %cc -I %runtime -fopenmp %t.auto.c -o %t.auto -lopenblas %torchlib && OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -
// RUN: %cc -I %runtime %t.auto.c -o %t.auto.seq -lopenblas %torchlib && %t.auto.seq | diff %t.orig.out -

#include <stdio.h>

#define N 48

static double A[N][N], x[N], y[N], buf[4 * N];

// y = beta*y + A x: every call of this file passes a beta of 0.
void mv(int n, double beta, double A[N][N], double *restrict x, double *restrict y) {
  for (int i = 0; i < n; i++) {
    y[i] *= beta;
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * x[j];
  }
}
// BLAS: :[[@LINE-6]]:3: remark: loop nest in 'mv' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding); its guard fails at every call in this file (--explain) [liar-blas]
// BLAS-NEXT: note: {{.*}}the guard is expected to fail at the call in 'main' (line [[#@LINE+24]]), which runs the original loops: 'beta != 0' is false (beta = 0); the guard is expected to fail at the call in 'main' (line [[#@LINE+25]]), which runs the original loops: 'beta != 0' is false (beta = 0)
// TORCH: :[[@LINE-8]]:3: remark: loop nest in 'mv' replaced by {{.*}}; its guard fails at every call in this file (--explain) [liar-torch]
// AUTO: :[[@LINE-9]]:3: remark: loop nest in 'mv' {{.*}}its guard fails at every call in this file (--explain)

// a*x added to y: one call passes one buffer as both, one two overlapping ranges of it, and one
// two disjoint ranges.
void axpy(int n, double a, double *x, double *y) {
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
// BLAS: :[[@LINE-3]]:3: remark: loop nest in 'axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
// BLAS-NEXT: note: {{.*}}; the guard is expected to fail at the call in 'main' (line [[#@LINE+16]]), which runs the original loops: the elements of 'y' and 'x' that the loops touch overlap (y = buf + 48, n = 48, x = buf + 48), which the guard forbids; the guard is expected to fail at the call in 'main' (line [[#@LINE+17]]), which runs the original loops: the elements of 'y' and 'x' that the loops touch overlap (y = buf, n = 47, x = buf + 1), which the guard forbids{{$}}

int main(void) {
  const double zero = 0.0;
  double beta = zero;
  for (int i = 0; i < N; i++) {
    x[i] = i % 7 - 3;
    y[i] = i % 5;
    for (int j = 0; j < N; j++)
      A[i][j] = (i + 2 * j) % 9 - 4;
  }
  for (int i = 0; i < 4 * N; i++)
    buf[i] = i % 11 - 5;
  mv(N, beta, A, x, y);
  mv(N, 0, A, x, y);
  axpy(N, 2.0, buf, buf + 2 * N);
  axpy(N, 3.0, &buf[N], buf + N);
  axpy(N - 1, -1.0, buf + 1, buf);
  for (int i = 0; i < N; i++)
    printf("%a %a %a %a %a\n", y[i], buf[i], buf[N + i], buf[2 * N + i], buf[3 * N + i]);
  return 0;
}
