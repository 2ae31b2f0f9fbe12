// Golden test: an LU factorisation written row by row, as PolyBench's lu. The whole nest lifts
// as a recurrence with no library form; the body of its row loop is lifted with `i` as a
// parameter, but its row update `A[i][i..n) -= A[i][0..i) A[0..i)[i..n)` is written into the
// same array it reads other rows of, which the IR sees as one view with a select, so no
// idiom matches and the loops stay (blas). auto keeps the whole nest's OpenMP form, which
// the regions inside the loop, with no library call, never beat.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas > %t.blas.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blas.out
// RUN: liar --target=auto --functions='^k_' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AUTO --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.auto.out

#include <stdio.h>

#define N 50

void k_lu(int n, double A[N][N]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
// BLAS: remark: loop nest in 'k_lu' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
// AUTO: remark: loop nest in 'k_lu' replaced by OpenMP loops

static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i == j ? N + 1.0 : ((i * 3 + j * 5) % 7) / 7.0 - 0.5;
  k_lu(N, A);
  k_lu(N - 7, A);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf("%d %d %.17g\n", i, j, A[i][j]);
  return 0;
}
