// Golden test: regions that stay loops. A Jacobi-style stencil lifts but no library form is
// cheaper; a Gauss-Seidel sweep reads values computed earlier in the same nest: it lifts as a
// recurrence (an ifold over rows of ifolds over columns), which no idiom covers. Nothing is
// rewritten: the output is byte-for-byte the input, with no include added, for both targets.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: cmp %clean %t.c
// RUN: liar --target=torch %clean -o %t.torch.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: cmp %clean %t.torch.c

#define N 64

void jacobi(double B[restrict N][N], double A[restrict N][N]) {
  for (int i = 1; i < N - 1; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'jacobi' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    for (int j = 1; j < N - 1; j++)
      B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
}

void seidel(double A[N][N]) {
  for (int i = 1; i < N - 1; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'seidel' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    for (int j = 1; j < N - 1; j++)
      A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i + 1][j] + A[i][j + 1]) / 5.0;
}

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 0 rewritten, 0 rejected
