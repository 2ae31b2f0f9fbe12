// Golden test: OpenMP loops over sizes of an unsigned type. The regions compute with `long`
// iterators against `(long)n`, while ISL's bounds combine the parameters (`n - 1`, `-t + c0`,
// `n - m`): printed in size_t, such a bound wraps to a huge number when it is negative (n = 0
// or 1, m > n), and the tiled loops ran far past the arrays or never ended. Every parameter of
// an unsigned or wide type is now printed as `(long)n`. The main runs each kernel for sizes 0,
// 1, 2, 3 and larger ones (one that is not a multiple of the tile) and compares with the
// original, also under the sanitizers.
//
// RUN: liar --target=omp --omp-min-work=0 --tile-size=8 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/omp-unsigned-bounds.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -fopenmp -x c %S/mains/omp-unsigned-bounds.inc -x none %t.c -o %t.new
// RUN: OMP_NUM_THREADS=2 timeout 60 %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
// RUN: %cc -fopenmp -fsanitize=address,undefined -fno-sanitize-recover=all \
// RUN:   -x c %S/mains/omp-unsigned-bounds.inc -x none %t.c -o %t.asan
// RUN: OMP_NUM_THREADS=2 timeout 60 %t.asan > %t.asan.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.asan.out
#include <stddef.h>

#define L 40

void jacobi(size_t t, size_t n, double A[restrict L][L], double B[restrict L][L]) {
  for (long s = 0; s < (long)t; s++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'jacobi' replaced by OpenMP loops (tiled{{.*}}
    for (long i = 1; i < (long)n - 1; i++)
      for (long j = 1; j < (long)n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    for (long i = 1; i < (long)n - 1; i++)
      for (long j = 1; j < (long)n - 1; j++)
        A[i][j] = B[i][j];
  }
}
// CHECK-FIXES: for (long c0 = 0; c0 < (((long)n + (3 * (long)t)) - 3); c0 += 8) {

void triangle(size_t n, double A[restrict L][L], double B[restrict L][L]) {
  for (long i = 0; i < (long)n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'triangle' replaced by OpenMP loops (tiled{{.*}}
    for (long j = i + 1; j < (long)n; j++)
      for (long k = 0; k < j - 3; k++)
        A[i][j] += B[i][k] * B[k][j];
}
// CHECK-FIXES: for (long c0 = 0; c0 < ((long)n - 1); c0 += 8) {

void window(unsigned m, unsigned n, double y[restrict L], double x[restrict 2 * L]) {
  for (long i = 0; i < (long)n - (long)m; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'window' replaced by OpenMP loops (tiled{{.*}}
    for (long k = 0; k < (long)m; k++)
      y[i] += x[i + k];
}
// CHECK-FIXES: for (long c0 = 0; c0 < ((-(long)m) + (long)n); c0 += 8) {
