// Golden test: idempotence for --target=torch. The rewritten file is a fixed point (second
// output identical to the first, and it compiles).
//
// RUN: liar --target=torch %clean -o %t.1.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-FIRST \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: liar --target=torch %t.1.c -o %t.2.c -- -I %runtime
// RUN: diff %t.1.c %t.2.c
// RUN: %cc -I %runtime -c %t.2.c -o %t.o

#define N 64
#define M 48

void add_mat(double z[restrict N][M], double x[restrict N][M], double y[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-FIRST: :[[@LINE-1]]:3: remark: loop nest in 'add_mat' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    for (int j = 0; j < M; j++)
      z[i][j] = x[i][j] + y[i][j];
}

void addmv_scaled(double alpha, double beta, double y[restrict N], double A[restrict N][M],
                  double x[restrict M]) {
  for (int i = 0; i < N; i++) {
    // CHECK-FIRST: :[[@LINE-1]]:3: remark: loop nest in 'addmv_scaled' replaced by {{.*}}
    y[i] = beta * y[i];
    for (int j = 0; j < M; j++)
      y[i] += alpha * A[i][j] * x[j];
  }
}

void mm(double C[N][M], double A[N][N], double B[N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-FIRST: :[[@LINE-1]]:3: remark: loop nest in 'mm' replaced by liar_torch_mm_d; {{.*}}
    for (int j = 0; j < M; j++) {
      C[i][j] = 0.0;
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
}

// CHECK-FIRST: liar: 3 region(s) found, 3 lifted, 2 rewritten, 0 rejected
