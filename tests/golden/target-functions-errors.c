// Golden test: target functions declared wrongly are errors at the pragma's line, the file
// is left unchanged and liar exits 1: a routine liar does not call, a name that is not one of
// the routine's parameters, a function the file does not declare before the pragma, a call
// with another number of arguments than the function takes, a value routine's target that
// returns nothing, and pragmas that do not read as a declaration.
//
// RUN: cp %clean %t.c && cp %clean %t.before.c
// RUN: not liar --fix %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-ERR \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: cmp %t.c %t.before.c

void my_sgemm(int m, int n, int k, const float *A, const float *B, float *C);
void my_sdot(int n, const float *x, const float *y, float *result);

#ifdef __liar__
#pragma liar target(cblas_sgemmm, my_sgemm(M, N, K, A, B, C))
// CHECK-ERR-DAG: target-functions-errors.c:[[@LINE-1]]:1: error: target 'my_sgemm' of 'cblas_sgemmm': 'cblas_sgemmm' is not a routine liar calls (cblas_sdot, cblas_ddot,
#pragma liar target(cblas_sgemm, my_sgemm(M, N, K, A, B, C), when(ldd == K))
// CHECK-ERR-DAG: target-functions-errors.c:[[@LINE-1]]:1: error: target 'my_sgemm' of 'cblas_sgemm': 'ldd' is not a parameter of cblas_sgemm (Order, TransA, TransB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc)
#pragma liar target(cblas_sgemm, later_sgemm(M, N, K, A, B, C))
// CHECK-ERR-DAG: target-functions-errors.c:[[@LINE-1]]:1: error: target of 'cblas_sgemm': no function 'later_sgemm' is declared before this line
#pragma liar target(cblas_sgemm, my_sgemm(M, N, A, B, C))
// CHECK-ERR-DAG: target-functions-errors.c:[[@LINE-1]]:1: error: target of 'cblas_sgemm': 'my_sgemm' takes 6 parameter(s); 5 argument(s) are given
#pragma liar target(cblas_sdot, my_sdot(N, X, Y, X))
// CHECK-ERR-DAG: target-functions-errors.c:[[@LINE-1]]:1: error: target 'my_sdot' of 'cblas_sdot': 'my_sdot' returns nothing, and a call of cblas_sdot is a value
#pragma liar target(cblas_sgemm)
// CHECK-ERR-DAG: target-functions-errors.c:[[@LINE-1]]:1: error: target of 'cblas_sgemm': expected 'target(ROUTINE, FUNCTION(ARGUMENTS)[, when(CONDITION)][, priority(N)])'
#pragma liar target(cblas_sgemm, my_sgemm(M, N, K, A, B, C), fast)
// CHECK-ERR-DAG: target-functions-errors.c:[[@LINE-1]]:1: error: target of 'cblas_sgemm': expected 'target(ROUTINE, FUNCTION(ARGUMENTS)[, when(CONDITION)][, priority(N)])': 'fast' is neither when(...) nor priority(...)
#pragma liar target(cblas_sgemm, my_sgemm(M, N, K, A, B, C), priority(high))
// CHECK-ERR-DAG: target-functions-errors.c:[[@LINE-1]]:1: error: target of 'cblas_sgemm': priority 'high' is not an integer
#pragma liar target cblas_sgemm
// CHECK-ERR-DAG: target-functions-errors.c:[[@LINE-1]]:1: error: expected '#pragma liar target(...)' in parentheses
#endif
// CHECK-ERR: liar: error: '{{.*}}' has declarations that do not hold; it is left unchanged

void later_sgemm(int m, int n, int k, const float *A, const float *B, float *C);

void layer(int m, int n, int k, const float *x, const float *w, float *y) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p)
        y[i * n + j] += x[i * k + p] * w[p * n + j];
}
