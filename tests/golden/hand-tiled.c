// Golden test: loops tiled by hand lift as the loops they tile. kann's sgemm tiles C in x-by-x
// blocks with a run-time x and bounds its point loops by variables set once per tile
// (`ie = M < i + x ? M : i + x`); a BLIS-style dgemm tiles all three loops (NC, KC, MC) with
// MIN macros; a matrix-vector product runs in 16x16 tiles. Each becomes one BLAS call over the
// whole matrices; the sizes are no multiple of any tile. The original and each rewrite, built
// with and without -fopenmp, run and print every element they may write. A tiling whose
// removal would let a row read a neighbour's element before it is written is kept.
//
// RUN: %cc -x c %S/mains/hand-tiled.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/hand-tiled.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out
// RUN: liar %clean -o %t.omp.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -x c %S/mains/hand-tiled.inc -x none %t.omp.c -o %t.omp -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.omp > %t.omp.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.omp.out

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define NC 32
#define KC 16
#define MC 8

void kann_sgemm(int M, int N, int K, int x, const float *A, const float *B, float *C) {
  int i, j, k;
  for (i = 0; i < M; i += x)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'kann_sgemm' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (j = 0; j < N; j += x) {
      int ii, ie = M < i + x ? M : i + x;
      int jj, je = N < j + x ? N : j + x;
      for (ii = i; ii < ie; ++ii)
        for (jj = j; jj < je; ++jj) {
          float s = 0.0f;
          for (k = 0; k < K; ++k)
            s += A[ii * K + k] * B[jj * K + k];
          C[ii * N + jj] += s;
        }
    }
}
// CHECK-FIXES:      (x) > 0 &&
// CHECK-FIXES:      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, M, N, K, 1.0f,
// CHECK-FIXES-NEXT:             &A[0], K, &B[0], K, 1.0f, &C[0], N);

void blis_dgemm(int M, int N, int K, double alpha, const double *A, const double *B, double *C) {
  for (int jc = 0; jc < N; jc += NC)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'blis_dgemm' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (int pc = 0; pc < K; pc += KC)
      for (int ic = 0; ic < M; ic += MC)
        for (int i = ic; i < MIN(ic + MC, M); i++)
          for (int p = pc; p < MIN(pc + KC, K); p++)
            for (int j = jc; j < MIN(jc + NC, N); j++)
              C[i * N + j] += alpha * A[i * K + p] * B[p * N + j];
}
// CHECK-FIXES:      cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, alpha,
// CHECK-FIXES-NEXT:             &A[0], K, &B[0], N, 1.0, &C[0], N);

void gemv16(int m, int n, const double *A, const double *x, double *y) {
  for (int ii = 0; ii < m; ii += 16)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv16' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int jj = 0; jj < n; jj += 16)
      for (int i = ii; i < MIN(ii + 16, m); i++)
        for (int j = jj; j < MIN(jj + 16, n); j++)
          y[i] += A[i * n + j] * x[j];
}
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasNoTrans, m, n, 1.0, &A[0], n, &x[0], 1, 1.0, &y[0], 1);

void skewed(int n, double *A) {
  for (int jj = 0; jj < n - 1; jj += 4)
    for (int i = 1; i < n; i++)
      for (int j = jj; j < MIN(jj + 4, n - 1); j++)
      // CHECK-MESSAGES: :[[@LINE-1]]:7: remark: region not lifted: the tiles of loop 'j' cannot be dropped: 'A[i * n + j] = A[(i - 1) * n + j + 1] + 1.0' touches an element in another order than the untiled loops [liar-missed-tile-order]
        A[i * n + j] = A[(i - 1) * n + j + 1] + 1.0;
}
