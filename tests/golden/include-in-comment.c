// Golden test: the header is added unless the file really includes it.
// A directive spelled inside a comment (below) does not count: only real #include lines do,
// so the rewritten file still gets its prototype for cblas_daxpy.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/include-in-comment.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/include-in-comment.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: // Golden test: the header is added{{.*}}

/* This kernel is meant to be built with  #include <cblas.h>  available. */
#define N 64

void axpy(double a, double y[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] += a * x[i];
}
// CHECK-FIXES: cblas_daxpy(N, a, &x[0], 1, &y[0], 1);

// CHECK-MESSAGES: liar: 1 region(s) found, 1 lifted, 1 rewritten, 0 rejected
