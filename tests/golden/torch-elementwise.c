// Golden test: --target=torch element-wise call forms — liar_torch_add_d on a vector, and on a
// matrix one row at a time (a C loop around the call), liar_torch_mul_d for a scaled matrix,
// liar_torch_add_s for float. Kernels whose torch form costs no less than the loops (a scaled
// vector, a sum, a constant fill) stay loops with a [liar-missed] remark and are left unchanged.
//
// RUN: liar --target=torch %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <liar_torch.h>' --implicit-check-not='{{.*}}cblas{{.*}}' \
// RUN:   --implicit-check-not='{{^ *}}liar_torch_{{.*}}' < %t.c
// RUN: %cc -I %runtime -c %t.c -o %t.o

// CHECK-FIXES: #include <liar_torch.h>
// CHECK-FIXES-NEXT: // Golden test: --target=torch element-wise{{.*}}
#define N 64
#define M 48

void add_vec(double z[restrict N], double x[restrict N], double y[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_vec' replaced by liar_torch_add_d; floating-point sums may be reassociated [liar-torch]
    z[i] = x[i] + y[i];
}
// CHECK-FIXES: void add_vec(double z[restrict N], double x[restrict N], double y[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_add_d) */
// CHECK-FIXES-NEXT: liar_torch_add_d(N, &x[0], &y[0], &z[0]);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void add_mat(double z[restrict N][M], double x[restrict N][M], double y[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_mat' replaced by liar_torch_add_d; floating-point sums may be reassociated [liar-torch]
    for (int j = 0; j < M; j++)
      z[i][j] = x[i][j] + y[i][j];
}
// CHECK-FIXES: void add_mat(double z[restrict N][M], double x[restrict N][M], double y[restrict N][M]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_add_d) */
// CHECK-FIXES-NEXT: for (long liar_i0 = 0; liar_i0 < N; liar_i0++)
// CHECK-FIXES-NEXT: liar_torch_add_d(M, &x[liar_i0][0], &y[liar_i0][0], &z[liar_i0][0]);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void mul_mat(double a, double z[restrict N][M], double x[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mul_mat' replaced by liar_torch_mul_d; floating-point sums may be reassociated [liar-torch]
    for (int j = 0; j < M; j++)
      z[i][j] = a * x[i][j];
}
// CHECK-FIXES: void mul_mat(double a, double z[restrict N][M], double x[restrict N][M]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_mul_d) */
// CHECK-FIXES-NEXT: for (long liar_i0 = 0; liar_i0 < N; liar_i0++)
// CHECK-FIXES-NEXT: liar_torch_mul_d(M, a, &x[liar_i0][0], &z[liar_i0][0]);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void add_float(float z[restrict N][N], float x[restrict N][N], float y[restrict N][N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_float' replaced by liar_torch_add_s; floating-point sums may be reassociated [liar-torch]
    for (int j = 0; j < N; j++)
      z[i][j] = x[i][j] + y[i][j];
}
// CHECK-FIXES: void add_float(float z[restrict N][N], float x[restrict N][N], float y[restrict N][N]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_add_s) */
// CHECK-FIXES-NEXT: for (long liar_i0 = 0; liar_i0 < N; liar_i0++)
// CHECK-FIXES-NEXT: liar_torch_add_s(N, &x[liar_i0][0], &y[liar_i0][0], &z[liar_i0][0]);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void mul_vec(double a, double z[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mul_vec' not rewritten: no library form is cheaper than the loops [liar-missed]
    z[i] = a * x[i];
}
// CHECK-FIXES: void mul_vec(double a, double z[restrict N], double x[restrict N]) {
// CHECK-FIXES-NEXT: for (int i = 0; i < N; i++)
// CHECK-FIXES-NEXT: //
// CHECK-FIXES-NEXT: z[i] = a * x[i];
// CHECK-FIXES-NEXT: }

void sum(double *restrict s, double x[restrict N]) {
  double acc = 0.0;
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sum' not rewritten: no library form is cheaper than the loops [liar-missed]
    acc += x[i];
  *s = acc;
}
// CHECK-FIXES: void sum(double *restrict s, double x[restrict N]) {
// CHECK-FIXES-NEXT: double acc = 0.0;
// CHECK-FIXES-NEXT: for (int i = 0; i < N; i++)
// CHECK-FIXES-NEXT: //
// CHECK-FIXES-NEXT: acc += x[i];
// CHECK-FIXES-NEXT: *s = acc;
// CHECK-FIXES-NEXT: }

void fill(double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'fill' not rewritten: no library form is cheaper than the loops [liar-missed]
    x[i] = 2.0;
}
// CHECK-FIXES: void fill(double x[restrict N]) {
// CHECK-FIXES-NEXT: for (int i = 0; i < N; i++)
// CHECK-FIXES-NEXT: //
// CHECK-FIXES-NEXT: x[i] = 2.0;
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 7 region(s) found, 7 lifted, 4 rewritten, 0 rejected
