// Golden test: matrix products written as row loops around the file's own `static inline`
// helpers, as small neural-network libraries write them. A call of a helper is inlined into
// the caller's model: its parameters take the arguments (sizes, scalars, pointers at offsets
// such as `&B[k*N]`, `B + j*K`, a pointer the caller derives), its loops nest under the
// caller's, an early `if (n < 4) return;` guards what follows (the rewrite's guard checks
// `4 <= N`, and the main runs it with N = 2 too). A row loop around an axpy is then one sgemm,
// a loop around a dot one sgemm (B transposed) or one sgemv (also through a helper of a
// header), and a loop over attention heads around a matrix-vector helper one library call. A
// helper whose body holds a conditional directive, writes a variable of the file or calls a
// function liar does not see is refused with its name and the reason. Under blas and auto, a
// helper that the file calls only from loops that become library calls keeps its own loops
// (the bigger call serves those calls); one called from a loop liar keeps is rewritten. Each rewrite (blas,
// auto, omp) is built with and without -fopenmp, run and compared with the original.
//
// RUN: %cc -I %S -x c %S/mains/helpers-through.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=blas %clean -o %t.c -- -I %S 2>&1 | FileCheck %s \
// RUN:   --check-prefixes=CHECK-LIB,CHECK-ALL --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -I %S -x c %S/mains/helpers-through.inc -x none %t.c -o %t.blas -lopenblas
// RUN: %t.blas > %t.blas.out && python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.blas.out
// RUN: %cc -fopenmp -I %S -x c %S/mains/helpers-through.inc -x none %t.c -o %t.blas.omp -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.blas.omp > %t.blas.omp.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.blas.omp.out
// RUN: liar --target=auto %clean -o %t.auto.c -- -I %S 2>&1 | FileCheck %s \
// RUN:   --check-prefixes=CHECK-LIB,CHECK-ALL --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -I %S -x c %S/mains/helpers-through.inc -x none %t.auto.c -o %t.auto -lopenblas
// RUN: %t.auto > %t.auto.out && python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.out
// RUN: %cc -fopenmp -I %S -x c %S/mains/helpers-through.inc -x none %t.auto.c -o %t.auto.omp \
// RUN:   -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.auto.omp > %t.auto.omp.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.omp.out
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.omp.c -- -I %S 2>&1 | FileCheck %s \
// RUN:   --check-prefixes=CHECK-OMP,CHECK-ALL --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -Wno-unknown-pragmas -I %S -x c %S/mains/helpers-through.inc -x none %t.omp.c \
// RUN:   -o %t.omp
// RUN: %t.omp > %t.omp.out && python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.omp.out
// RUN: %cc -fopenmp -I %S -x c %S/mains/helpers-through.inc -x none %t.omp.c -o %t.omp.omp
// RUN: env OMP_NUM_THREADS=2 %t.omp.omp > %t.omp.omp.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.omp.omp.out

#include "mains/helpers-through.h"

static inline void saxpy_h(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
// CHECK-LIB: :[[@LINE-3]]:3: remark: loop nest in 'saxpy_h' not rewritten: every call of 'saxpy_h' is inside a loop nest that becomes library calls (line [[@LINE+13]]: cblas_sgemm); it runs only where their guards fail [liar-missed-callers-call-library]
// CHECK-OMP: :[[@LINE-4]]:3: remark: loop nest in 'saxpy_h' replaced by OpenMP loops (rescheduled, parallel) [liar-omp]

static inline float sdot_h(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}
// CHECK-LIB: :[[@LINE-4]]:3: remark: loop nest in 'sdot_h' not rewritten: every call of 'sdot_h' is inside a loop nest that becomes library calls (line [[@LINE+14]]: cblas_sgemm); it runs only where their guards fail [liar-missed-callers-call-library]
// CHECK-OMP: :[[@LINE-5]]:3: remark: loop nest in 'sdot_h' replaced by OpenMP loops (rescheduled, parallel); floating-point sums may be reassociated [liar-omp]

void mm_nn(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      saxpy_h(N, A[i * K + k], &B[k * N], &C[i * N]);
}
// CHECK-LIB: :[[@LINE-4]]:3: remark: loop nest in 'mm_nn' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// CHECK-OMP: :[[@LINE-5]]:3: remark: loop nest in 'mm_nn' not rewritten: no OpenMP form: the source text of a statement at line {{[0-9]+}} cannot be recovered [liar-missed-omp-form]
// CHECK-FIXES:      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 1.0f,
// CHECK-FIXES-NEXT:             &A[0], K, &B[0], N, 1.0f, &C[0], N);

void mm_nt(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i) {
    const float *ai = A + i * K;
    float *ci = C + i * N;
    for (int j = 0; j < N; ++j)
      ci[j] += sdot_h(K, ai, B + j * K);
  }
}
// CHECK-LIB: :[[@LINE-7]]:3: remark: loop nest in 'mm_nt' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// CHECK-OMP: :[[@LINE-8]]:3: remark: loop nest in 'mm_nt' not rewritten: no OpenMP form: the source text of a statement at line {{[0-9]+}} cannot be recovered [liar-missed-omp-form]
// CHECK-FIXES:      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, M, N, K, 1.0f,
// CHECK-FIXES-NEXT:             &A[0], K, &B[0], K, 1.0f, &C[0], N);

static inline void saxpy_checked(int n, float a, const float *x, float *y) {
  if (n < 4)
    return;
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
// CHECK-LIB: :[[@LINE-3]]:3: remark: loop nest in 'saxpy_checked' not rewritten: every call of 'saxpy_checked' is inside a loop nest that becomes library calls (line [[@LINE+4]]: cblas_sgemm); it runs only where their guards fail [liar-missed-callers-call-library]
// CHECK-OMP: :[[@LINE-4]]:3: remark: loop nest in 'saxpy_checked' replaced by OpenMP loops (rescheduled, parallel) [liar-omp]

void sgemm_guarded(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      saxpy_checked(N, 0.5f * A[i * K + k], B + k * N, C + i * N);
}
// CHECK-LIB: :[[@LINE-4]]:3: remark: loop nest in 'sgemm_guarded' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// CHECK-OMP: :[[@LINE-5]]:3: remark: loop nest in 'sgemm_guarded' not rewritten: no OpenMP form: the source text of a statement at line {{[0-9]+}} cannot be recovered [liar-missed-omp-form]
// CHECK-FIXES:      4 <= N &&
// CHECK-FIXES:      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 0.5f,
// CHECK-FIXES-NEXT:             &A[0], K, &B[0], N, 1.0f, &C[0], N);

void sgemv_header(int m, int n, const float *A, const float *x, float *y) {
  for (int i = 0; i < m; ++i)
    y[i] = hdr_dot(n, A + i * n, x);
}
// CHECK-LIB: :[[@LINE-3]]:3: remark: loop nest in 'sgemv_header' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// CHECK-OMP: :[[@LINE-4]]:3: remark: loop nest in 'sgemv_header' not rewritten: no OpenMP form: the source text of a statement at line {{[0-9]+}} cannot be recovered [liar-missed-omp-form]
// CHECK-FIXES:      cblas_sgemv(CblasRowMajor, CblasNoTrans, m, n, 1.0f, &A[0], n, &x[0], 1, 0.0f, &y[0], 1);

/* llama2.c's matmul: W (d,n) @ x (n,) -> xout (d,). */
static void matmul(float *xout, const float *x, const float *w, int n, int d) {
  for (int i = 0; i < d; i++) {
    float val = 0.0f;
    for (int j = 0; j < n; j++)
      val += w[i * n + j] * x[j];
    xout[i] = val;
  }
}
// CHECK-LIB: :[[@LINE-7]]:3: remark: loop nest in 'matmul' not rewritten: every call of 'matmul' is inside a loop nest that becomes library calls (line [[@LINE+4]]: cblas_sgemv); it runs only where their guards fail [liar-missed-callers-call-library]
// CHECK-OMP: :[[@LINE-8]]:3: remark: loop nest in 'matmul' replaced by OpenMP loops (rescheduled, parallel) [liar-omp]

void heads(int n_heads, int hs, int n, const float *x, const float *w, float *xout) {
  for (int h = 0; h < n_heads; h++)
    matmul(xout + h * hs, x, w + h * hs * n, n, hs);
}
// CHECK-LIB: :[[@LINE-3]]:3: remark: loop nest in 'heads' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// CHECK-OMP: :[[@LINE-4]]:3: remark: loop nest in 'heads' not rewritten: no OpenMP form: the source text of a statement at line {{[0-9]+}} cannot be recovered [liar-missed-omp-form]
// CHECK-FIXES:      cblas_sgemv(CblasRowMajor, CblasNoTrans, (n_heads) * (hs), n, 1.0f,
// CHECK-FIXES-NEXT:             &w[0], n, &x[0], 1, 0.0f, &xout[0], 1);

static inline void saxpy_config(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
#ifdef SAXPY_HALF
    y[i] += 0.5f * a * x[i];
#else
    y[i] += a * x[i];
#endif
}
// CHECK-ALL: :[[@LINE-6]]:2: remark: region not lifted: the loop nest contains a preprocessor directive '#ifdef' (line [[@LINE-6]]): a rewrite would drop the code of other configurations [liar-missed-directive]

void sgemm_ifdef(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      saxpy_config(N, A[i * K + k], &B[k * N], &C[i * N]);
}
// CHECK-ALL: :[[@LINE-2]]:7: remark: region not lifted: function 'saxpy_config' holds a preprocessor directive '#ifdef' (line [[@LINE-13]]): a rewrite would keep one configuration's body [liar-missed-configuration-function]

static int calls;

static inline void saxpy_counted(int n, float a, const float *x, float *y) {
  calls++;
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
// CHECK-LIB: :[[@LINE-3]]:3: remark: loop nest in 'saxpy_counted' replaced by cblas_saxpy; products may be fused with additions (one rounding) [liar-blas]
// CHECK-OMP: :[[@LINE-4]]:3: remark: loop nest in 'saxpy_counted' replaced by OpenMP loops (rescheduled, parallel) [liar-omp]

void sgemm_counted(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      saxpy_counted(N, A[i * K + k], &B[k * N], &C[i * N]);
}
// CHECK-ALL: :[[@LINE-2]]:7: remark: region not lifted: call to 'saxpy_counted' is not inlined: it stores to 'calls', a variable that is not its own [liar-missed-not-inlined]

void log_row(int i);

static inline void saxpy_logged(int n, float a, const float *x, float *y) {
  log_row(n);
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
// CHECK-LIB: :[[@LINE-3]]:3: remark: loop nest in 'saxpy_logged' replaced by cblas_saxpy; products may be fused with additions (one rounding) [liar-blas]
// CHECK-OMP: :[[@LINE-4]]:3: remark: loop nest in 'saxpy_logged' replaced by OpenMP loops (rescheduled, parallel) [liar-omp]

void sgemm_logged(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      saxpy_logged(N, A[i * K + k], &B[k * N], &C[i * N]);
}
// CHECK-ALL: :[[@LINE-2]]:7: remark: region not lifted: call to 'saxpy_logged' is not inlined: it calls 'log_row', which may have side effects [liar-missed-not-inlined]
