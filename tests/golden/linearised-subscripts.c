// Golden test: linearised subscripts (A[i * n + k] on a plain double *) are delinearised by the
// lifter (lifting/Delinearize.cpp), so the emitted call and the alias guard must address the
// 1-D pointers as such: &A[0] (or A) and sizeof(A[0]), with leading dimension n.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='{{.*}}[0][0]{{.*}}' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/linearised-subscripts.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/linearised-subscripts.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#define N 64

void gemm(int n, double *C, const double *A, const double *B) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i * n + j] += A[i * n + k] * B[k * n + j];
}
// CHECK-FIXES: /* liar: blas (cblas_dgemm); the original loops run when a guard fails */
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0,
// CHECK-FIXES-NEXT:        {{&?}}A{{(\[0\])?}}, n, {{&?}}B{{(\[0\])?}}, n, 1.0, {{&?}}C{{(\[0\])?}}, n);

void ger(double *restrict A, const double *x, const double *y) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ger' replaced by cblas_dger; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < N; j++)
      A[i * N + j] += x[i] * y[j];
}
// CHECK-FIXES: cblas_dger(CblasRowMajor, N, N, 1.0, &x[0], 1, &y[0], 1, {{&?}}A{{(\[0\])?}}, N);

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 2 rewritten, 0 rejected
