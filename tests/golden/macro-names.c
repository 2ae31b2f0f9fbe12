// Golden test: sizes named like ISL keywords. ISL's parser reads `max`, `MIN`, `floor`, `exists`,
// `Infinity`, ... as keywords whatever their case, so a size macro or variable of that name used
// to make every ISL string of the region a syntax error and the region was refused. Such names
// now reach ISL with a reserved prefix and come back without it: the calls and the OpenMP
// loops keep the user's spelling. A macro spelled like a word of the IR (`mod`, `and`) is
// folded to its value. Each rewrite (blas, omp, auto) is built, run and compared with the
// original.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.omp.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-OMP
// RUN: FileCheck %s --check-prefix=CHECK-OMP-FIXES < %t.omp.c
// RUN: liar --target=auto %clean -o %t.auto.c --
// The kernels are linked with a main that runs each of them:
// RUN: %cc -x c %S/mains/macro-names.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/macro-names.inc -x none %t.c -o %t.blas -lopenblas && %t.blas > %t.blas.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blas.out
// RUN: %cc -fopenmp -x c %S/mains/macro-names.inc -x none %t.omp.c -o %t.omp && OMP_NUM_THREADS=2 %t.omp > %t.omp.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.omp.out
// RUN: %cc -fopenmp -x c %S/mains/macro-names.inc -x none %t.auto.c -o %t.auto -lopenblas && OMP_NUM_THREADS=2 %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.auto.out
#define MAX 40
#define MIN 24
#define min 20
#define max 36
#define floor 12
#define exists 16
#define Infinity 30
#define mod 2000
#define and 3000

void gemv(double y[restrict MAX], double A[restrict MAX][MIN], double x[restrict MIN]) {
  for (int i = 0; i < MAX; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < MIN; j++)
      y[i] += A[i][j] * x[j];
}
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasNoTrans, MAX, MIN, 1.0, &A[0][0], MIN, &x[0], 1, 1.0, &y[0], 1);
// CHECK-OMP: :[[@LINE-6]]:3: remark: loop nest in 'gemv' replaced by OpenMP loops{{.*}}
// CHECK-OMP-FIXES: for (long c0 = 0; c0 < MAX; c0++) {

void gemm(double C[restrict min][max], double A[restrict min][floor],
          double B[restrict floor][max]) {
  for (int i = 0; i < min; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < max; j++)
      for (int k = 0; k < floor; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, min, max, floor, 1.0,
// CHECK-FIXES-NEXT:        &A[0][0], floor, &B[0][0], max, 1.0, &C[0][0], max);
// CHECK-OMP: :[[@LINE-8]]:3: remark: loop nest in 'gemm' replaced by OpenMP loops{{.*}}
// CHECK-OMP-FIXES: for (long c0 = 0; c0 < min; c0++) {

void stencil(int Infty, double B[restrict exists][exists], double A[restrict exists][exists]) {
  for (int t = 0; t < Infty; t++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'stencil' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    for (int i = 1; i < exists - 1; i++)
      for (int j = 1; j < exists - 1; j++)
        B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) + 0.5 * B[i][j];
}
// CHECK-OMP: :[[@LINE-6]]:3: remark: loop nest in 'stencil' replaced by OpenMP loops{{.*}}
// CHECK-OMP-FIXES: for (long c{{[0-9]}} = 0; c{{[0-9]}} < Infty; c{{[0-9]}}++) {

void axpy(double a, double y[restrict mod], double x[restrict mod]) {
  for (int i = 0; i < mod; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] += a * x[i];
}
// CHECK-FIXES: cblas_daxpy(2000, a, &x[0], 1, &y[0], 1);

void scale(double y[restrict and]) {
  for (int i = 0; i < and; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scale' replaced by cblas_dscal [liar-blas]
    y[i] *= 2.0;
}
// CHECK-FIXES: cblas_dscal(3000, 2.0, &y[0], 1);

void sized(int Max, double y[restrict Max], double x[restrict Max]) {
  for (int i = 0; i < Max; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sized' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] += 3.0 * x[i];
}
// CHECK-FIXES: cblas_daxpy(Max, 3.0, &x[0], 1, &y[0], 1);
// CHECK-OMP-FIXES: for (long c0 = 0; c0 < Max; c0++) {

// CHECK-MESSAGES: liar: 6 region(s) found, 6 lifted, 5 rewritten, 0 rejected
// CHECK-OMP: liar: 6 region(s) found, 6 lifted, 6 rewritten, 0 rejected
