// Regression test: index variables whose value at a subscript is not the expression last
// assigned to them in the same iteration must not be taken for it: a read before the body
// assigns it (it holds the previous iteration's value), a value left by an inner loop that has
// ended, an increment under a condition or two per iteration, an index variable whose inputs
// change; and one live after the region (its last value must be kept, or the region refused).
// Every kernel is built, run and compared bit for bit (%a) with the original, for each target.
//
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=blas %clean -o %t.blas.c -- > /dev/null 2>&1
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas | diff %t.orig.out -
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.omp.c -- > /dev/null 2>&1
// RUN: %cc -fopenmp %t.omp.c -o %t.omp -lm && %t.omp | diff %t.orig.out -
// RUN: liar --target=auto --omp-min-work=0 %clean -o %t.auto.c -- 2>&1 | FileCheck %s
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto | diff %t.orig.out -

#include <stdio.h>

// k holds the previous iteration's value where y[i] reads x[k].
void k_previous(int n, float *restrict y, const float *restrict x) {
  int k = 0;
  for (int i = 0; i < n; i++) {
    y[i] = x[k];
    k = 2 * i + 1;
  }
}

// After the inner loop, k holds its last value, m - 1.
void k_inner_ended(int n, int m, float *restrict y, const float *restrict x) {
  for (int i = 0; i < n; i++) {
    int k = 0;
    for (int j = 0; j < m; j++)
      k = j;
    y[i] = x[k] + 1.0f;
  }
}

// k advances only on odd i.
void k_conditional_step(int n, float *restrict y, const float *restrict x) {
  int k = 0;
  for (int i = 0; i < n; i++) {
    y[i] = x[k];
    if (i % 2) k++;
  }
}

// k advances twice per iteration, by different steps.
void k_two_steps(int n, float *restrict y, const float *restrict x) {
  int k = 0;
  for (int i = 0; i < n; i++) {
    k += 1;
    y[i] = x[k];
    k += 2;
  }
}

// r changes between the assignment of k (which reads it) and the read through k.
void k_input_changes(int n, float *restrict y, const float *restrict x) {
  for (int i = 0; i < n; i++) {
    int r = i;
    int k = r + 1;
    r = 0;
    y[i + r] = x[k];
  }
}

// The row index as an index variable; k's last value is returned.
int k_live(int n, int m, float *restrict y, const float *restrict x) {
  int k = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      k = i * m + j;
      y[k] = 3.0f * x[k];
    }
  return k;
}
// CHECK: remark: loop nest in 'k_live' replaced by OpenMP loops

static float x[64], y[64];

static void fill(void) {
  for (int i = 0; i < 64; i++) {
    x[i] = (float)i / 7.0f;
    y[i] = -1.0f;
  }
}

static void print(const char *what) {
  for (int i = 0; i < 64; i++)
    printf("%s %d %a\n", what, i, (double)y[i]);
}

int main(void) {
  fill();
  k_previous(20, y, x);
  print("previous");
  fill();
  k_inner_ended(10, 5, y, x);
  print("inner");
  fill();
  k_conditional_step(20, y, x);
  print("conditional");
  fill();
  k_two_steps(20, y, x);
  print("two");
  fill();
  k_input_changes(20, y, x);
  print("inputs");
  fill();
  printf("live %d\n", k_live(6, 7, y, x));
  print("live");
  return 0;
}
