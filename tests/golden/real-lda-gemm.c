// Golden test: a reference-BLAS-style GEMM family on flat pointers with leading dimensions
// lda/ldb/ldc passed as parameters, in float and double, all four transposes (the transposed
// operands column-major style, `A[i + k*lda]`), with `register` and hoisted scalars. Each
// subscript `A[i*lda + k]` is delinearised on the assumption that the rows hold the extent
// the loops reach (`K <= lda`), which the guard checks: the main also calls with lda < K,
// where the original loops run. (The names avoid OpenBLAS's own exported sgemm_nn, dgemm_tt...,
// which a user function of that name would replace inside cblas_sgemm: liar keeps the loops of
// a file that defines one, golden.library-symbol.)
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/real-lda-gemm.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/real-lda-gemm.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out

void ref_sgemm_nn(int M, int N, int K, float ALPHA, const float *A, int lda, const float *B, int ldb,
              float *C, int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ref_sgemm_nn' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (k = 0; k < K; ++k) {
      register float A_PART = ALPHA * A[i * lda + k];
      for (j = 0; j < N; ++j) {
        C[i * ldc + j] += A_PART * B[k * ldb + j];
      }
    }
  }
}
// CHECK-FIXES:      K <= lda &&
// CHECK-FIXES-NEXT: N <= ldc &&
// CHECK-FIXES-NEXT: N <= ldb &&
// CHECK-FIXES-NEXT: liar_disjoint(&A[0], sizeof(A[0]) * M * lda, &C[0], sizeof(C[0]) * M * ldc) &&
// CHECK-FIXES-NEXT: liar_disjoint(&C[0], sizeof(C[0]) * M * ldc, &B[0], sizeof(B[0]) * K * ldb)) {
// CHECK-FIXES-NEXT: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, ALPHA,
// CHECK-FIXES-NEXT:             &A[0], lda, &B[0], ldb, 1.0f, &C[0], ldc);

void ref_sgemm_nt(int M, int N, int K, float ALPHA, const float *A, int lda, const float *B, int ldb,
              float *C, int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ref_sgemm_nt' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (j = 0; j < N; ++j) {
      register float sum = 0;
      for (k = 0; k < K; ++k) {
        sum += ALPHA * A[i * lda + k] * B[j * ldb + k];
      }
      C[i * ldc + j] += sum;
    }
  }
}
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, M, N, K, ALPHA,
// CHECK-FIXES-NEXT:        &A[0], lda, &B[0], ldb, 1.0f, &C[0], ldc);

void ref_sgemm_tn(int M, int N, int K, float ALPHA, const float *A, int lda, const float *B, int ldb,
              float *C, int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ref_sgemm_tn' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (k = 0; k < K; ++k) {
      register float A_PART = ALPHA * A[k * lda + i];
      for (j = 0; j < N; ++j) {
        C[i * ldc + j] += A_PART * B[k * ldb + j];
      }
    }
  }
}
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, M, N, K, ALPHA,
// CHECK-FIXES-NEXT:        &A[0], lda, &B[0], ldb, 1.0f, &C[0], ldc);

// Column-major operands: A[i + k*lda] is A^T stored row-major.
void ref_sgemm_tt(int M, int N, int K, float ALPHA, const float *A, int lda, const float *B, int ldb,
              float *C, int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ref_sgemm_tt' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (j = 0; j < N; ++j) {
      register float sum = 0;
      for (k = 0; k < K; ++k) {
        sum += ALPHA * A[i + k * lda] * B[k + j * ldb];
      }
      C[i * ldc + j] += sum;
    }
  }
}
// CHECK-FIXES:      M <= lda &&
// CHECK-FIXES-NEXT: K <= ldb &&
// CHECK-FIXES-NEXT: N <= ldc &&
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasTrans, CblasTrans, M, N, K, ALPHA,
// CHECK-FIXES-NEXT:        &A[0], lda, &B[0], ldb, 1.0f, &C[0], ldc);

// The scaling by BETA and the product in one nest: one call with beta.
void ref_dgemm_nn(int M, int N, int K, double ALPHA, const double *A, int lda, const double *B,
              int ldb, double BETA, double *C, int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ref_dgemm_nn' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (j = 0; j < N; ++j)
      C[i * ldc + j] *= BETA;
    for (k = 0; k < K; ++k) {
      register double A_PART = ALPHA * A[i * lda + k];
      for (j = 0; j < N; ++j)
        C[i * ldc + j] += A_PART * B[k * ldb + j];
    }
  }
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, ALPHA,
// CHECK-FIXES-NEXT:        &A[0], lda, &B[0], ldb, BETA, &C[0], ldc);

void ref_dgemm_tt(int M, int N, int K, double ALPHA, const double *A, int lda, const double *B,
              int ldb, double *C, int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ref_dgemm_tt' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (j = 0; j < N; ++j) {
      register double sum = 0;
      for (k = 0; k < K; ++k)
        sum += ALPHA * A[i + k * lda] * B[k + j * ldb];
      C[i * ldc + j] += sum;
    }
  }
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasTrans, CblasTrans, M, N, K, ALPHA,
// CHECK-FIXES-NEXT:        &A[0], lda, &B[0], ldb, 1.0, &C[0], ldc);

// CHECK-MESSAGES: liar: 6 region(s) found, 6 lifted, 6 rewritten, 0 rejected
