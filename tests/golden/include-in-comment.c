// Golden test: the header is added unless the file really includes it.
//
// XFAIL: KNOWN BUG in tool/Edits.cpp includeEdit(): it decides that the header is already there
// with content.find("#include <cblas.h>") over the raw text, so the directive spelled inside the
// comment below (or in a string, or under #if 0) suppresses the insertion, and the rewritten file
// calls cblas_daxpy with no prototype in scope (an error with -Werror, and a hard error in C23
// compilers). Fix: look for real inclusion directives only (e.g. Clang's preprocessor callbacks /
// SourceManager, or a line-anchored match outside comments). Then delete this XFAIL line.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -c %t.c -o %t.o

// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: // Golden test: the header is added{{.*}}

/* This kernel is meant to be built with  #include <cblas.h>  available. */
#define N 64

void axpy(double a, double y[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'axpy' replaced by cblas_daxpy; floating-point sums may be reassociated [liar-blas]
    y[i] += a * x[i];
}
// CHECK-FIXES: cblas_daxpy(N, a, &x[0], 1, &y[0], 1);

// CHECK-MESSAGES: liar: 1 region(s) found, 1 lifted, 1 rewritten, 0 rejected
