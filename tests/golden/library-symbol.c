// Golden test: a file that defines, with external linkage, a name OpenBLAS also exports
// (`sgemm_nn`, one of its internal drivers). Linked with OpenBLAS, the program's definition
// takes the place of OpenBLAS's own: `cblas_sgemm` would run the user's function and, with
// OpenBLAS's Haswell kernels, leave C as it was. So the file keeps its loops under blas (with
// the reason and the line of the definition); under auto its regions get their OpenMP form
// instead. The same functions made `static` (-DSCOPE=static) export nothing: the gemm
// becomes cblas_sgemm. Every output is built, run, and compared with the original bit for bit
// (integer-valued data: the reassociated sums are exact).
//
// RUN: %cc -x c %S/mains/library-symbol.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-KEPT \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -x c %S/mains/library-symbol.inc -x none %t.c -o %t.blas -lopenblas
// RUN: %t.blas > %t.blas.out && cmp %t.orig.out %t.blas.out
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-AUTO --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-AUTO-FIXES < %t.auto.c
// RUN: %cc -fopenmp -x c %S/mains/library-symbol.inc -x none %t.auto.c -o %t.auto -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.auto > %t.auto.out && cmp %t.orig.out %t.auto.out
// RUN: %cc -DSCOPE=static -x c %S/mains/library-symbol.inc -x none %clean -o %t.sorig
// RUN: %t.sorig > %t.sorig.out
// RUN: liar --target=blas %clean -o %t.s.c -- -DSCOPE=static 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-STATIC --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-STATIC-FIXES < %t.s.c
// RUN: %cc -DSCOPE=static -x c %S/mains/library-symbol.inc -x none %t.s.c -o %t.s -lopenblas
// RUN: %t.s > %t.s.out && cmp %t.sorig.out %t.s.out
// RUN: %cc -DSCOPE=static -fopenmp -x c %S/mains/library-symbol.inc -x none %t.s.c -o %t.s2 \
// RUN:   -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.s2 > %t.s2.out && cmp %t.sorig.out %t.s2.out

#ifndef SCOPE
#define SCOPE
#endif

/* C += A B, A M x K, B K x N, row-major, as a reference BLAS names its no-transpose case. */
SCOPE void sgemm_nn(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      for (int j = 0; j < N; ++j)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
// CHECK-KEPT: :[[@LINE-5]]:3: remark: loop nest in 'sgemm_nn' not rewritten: the file defines 'sgemm_nn' (line [[@LINE-6]]), a name OpenBLAS also exports: linked with it, OpenBLAS's own calls would reach this definition [liar-missed-library-symbol]
// CHECK-AUTO: :[[@LINE-6]]:3: remark: loop nest in 'sgemm_nn' replaced by OpenMP loops
// CHECK-STATIC: :[[@LINE-7]]:3: remark: loop nest in 'sgemm_nn' replaced by cblas_sgemm
// CHECK-STATIC-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 1.0f,

/* y = A x, called by the main after sgemm_nn. */
SCOPE void matvec(int M, int N, const float *A, const float *x, float *y) {
  for (int i = 0; i < M; ++i) {
    float s = 0.0f;
    for (int j = 0; j < N; ++j)
      s += A[i * N + j] * x[j];
    y[i] = s;
  }
}
// CHECK-KEPT: :[[@LINE-7]]:3: remark: loop nest in 'matvec' not rewritten: the file defines 'sgemm_nn' (line [[@LINE-20]]), a name OpenBLAS also exports: linked with it, OpenBLAS's own calls would reach this definition [liar-missed-library-symbol]
// CHECK-AUTO: :[[@LINE-8]]:3: remark: loop nest in 'matvec'
// CHECK-STATIC: :[[@LINE-9]]:3: remark: loop nest in 'matvec' replaced by cblas_sgemv
// CHECK-AUTO-FIXES: #pragma omp parallel for
// CHECK-AUTO-FIXES-NOT: {{cblas_[a-z]+\(}}

/* The main's entry point, exported under either scope. */
void run_kernels(int M, int N, int K, const float *A, const float *B, float *C, float *y) {
  sgemm_nn(M, N, K, A, B, C);
  matvec(M, N, C, B, y);
}
