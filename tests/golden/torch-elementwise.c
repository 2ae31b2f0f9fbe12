// Golden test: --target=torch keeps element-wise kernels as loops. LibTorch's add, mul, sum and
// full each make a separate pass through memory (a temporary for nested expressions), and the
// harness measured them 2-14x slower than the loops they would replace, so the cost model
// rates them dearer than a loop body: liar must not rewrite these kernels, and the file must
// come out byte for byte unchanged.
//
// RUN: liar --target=torch %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: cmp %clean %t.c

#define N 64
#define M 48

void add_vec(double z[restrict N], double x[restrict N], double y[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_vec' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    z[i] = x[i] + y[i];
}

void add_mat(double z[restrict N][M], double x[restrict N][M], double y[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_mat' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    for (int j = 0; j < M; j++)
      z[i][j] = x[i][j] + y[i][j];
}

void mul_mat(double a, double z[restrict N][M], double x[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mul_mat' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    for (int j = 0; j < M; j++)
      z[i][j] = a * x[i][j];
}

void add_float(float z[restrict N][N], float x[restrict N][N], float y[restrict N][N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_float' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    for (int j = 0; j < N; j++)
      z[i][j] = x[i][j] + y[i][j];
}

void mul_vec(double a, double z[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mul_vec' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    z[i] = a * x[i];
}

void sum(double *restrict s, double x[restrict N]) {
  double acc = 0.0;
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sum' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    acc += x[i];
  *s = acc;
}

void fill(double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'fill' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    x[i] = 2.0;
}


// CHECK-MESSAGES: liar: 7 region(s) found, 7 lifted, 0 rewritten, 0 rejected
