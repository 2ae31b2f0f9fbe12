// Regression test: by default a rewrite changes no rounding but the order of the sums and
// products the library operation performs. A division by a run-time scalar stays a division
// (cblas_dscal by 1/s rounds a quarter of the quotients differently); a single-precision math
// function stays in single precision (`expf(x) + x` in float, not `exp(x) + x` in double);
// `score / sqrtf(d)` is no alpha of `1.0f / sqrt(d)` computed in double. A division by a
// literal power of two is a multiplication exactly and still becomes a scal. The sums here are exact in any order (one
// non-zero product per row), so the original and every rewrite (blas, torch, omp, auto) must
// print the same bits (%a). With --fp-relaxed, or -ffast-math among the flags, the reciprocal
// is allowed and the remark names it.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --functions='^k_' --target=blas %clean -o %t.blas.c -- 2>&1 | FileCheck %s --check-prefix=BLAS
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas | diff %t.orig.out -
// RUN: liar --functions='^k_' --target=torch %clean -o %t.torch.c -- 2>&1 | FileCheck %s --check-prefix=TORCH
// RUN: %cc -I %runtime %t.torch.c -o %t.torch %torchlib -lm && %t.torch | diff %t.orig.out -
// RUN: liar --functions='^k_' --target=omp --omp-min-work=0 %clean -o %t.omp.c -- 2>&1 | FileCheck %s --check-prefix=OMP
// RUN: %cc -fopenmp %t.omp.c -o %t.omp -lm && %t.omp | diff %t.orig.out -
// RUN: liar --functions='^k_' --target=auto --omp-min-work=0 %clean -o %t.auto.c -- 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.auto.c -o %t.autos -lopenblas -lm && %t.autos | diff %t.orig.out -
// RUN: liar --functions='^k_div' --fp-relaxed %clean -o %t.relaxed.c -- 2>&1 | FileCheck %s --check-prefix=RELAXED
// RUN: %cc %t.relaxed.c -o %t.relaxed -lopenblas -lm
// RUN: liar --functions='^k_div' %clean -o %t.fast.c -- -ffast-math 2>&1 | FileCheck %s --check-prefix=RELAXED

#include <math.h>
#include <stdio.h>

#define N 512
#define D 10

void k_divd(int n, double s, double x[restrict n]) {
  // BLAS: :[[@LINE+3]]:3: remark: loop nest in 'k_divd' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  // AUTO: :[[@LINE+2]]:3: remark: loop nest in 'k_divd' replaced by OpenMP loops
  // RELAXED: :[[@LINE+1]]:3: remark: loop nest in 'k_divd' replaced by cblas_dscal; divisions replaced by reciprocal multiplications [liar-blas]
  for (int i = 0; i < n; i++)
    x[i] = x[i] / s;
}

void k_divf(int n, float s, float x[restrict n]) {
  // BLAS: :[[@LINE+3]]:3: remark: loop nest in 'k_divf' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  // AUTO: :[[@LINE+2]]:3: remark: loop nest in 'k_divf' replaced by OpenMP loops
  // RELAXED: :[[@LINE+1]]:3: remark: loop nest in 'k_divf' replaced by cblas_sscal; divisions replaced by reciprocal multiplications [liar-blas]
  for (int i = 0; i < n; i++)
    x[i] = x[i] / s;
}

void k_half(int n, double x[restrict n]) {
  // BLAS: :[[@LINE+2]]:3: remark: loop nest in 'k_half' replaced by cblas_dscal [liar-blas]
  // AUTO: :[[@LINE+1]]:3: remark: loop nest in 'k_half' replaced by cblas_dscal [liar-blas]
  for (int i = 0; i < n; i++)
    x[i] = x[i] / 2.0;
}

void k_expgemv(int n, float A[restrict n][n], float x[restrict n], float y[restrict n]) {
  // BLAS: :[[@LINE+3]]:3: remark: loop nest in 'k_expgemv' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // AUTO: :[[@LINE+2]]:3: remark: loop nest in 'k_expgemv' replaced by cblas_sgemv
  // TORCH: :[[@LINE+1]]:3: remark: loop nest in 'k_expgemv' replaced by liar_torch_mv_s; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
  for (int i = 0; i < n; i++) {
    y[i] = 0.0f;
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * (expf(x[j]) + x[j]);
  }
}

void k_score(int n, int d, float q[restrict d], float K[restrict n][d], float att[restrict n]) {
  // BLAS: :[[@LINE+3]]:3: remark: loop nest in 'k_score' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // AUTO: :[[@LINE+2]]:3: remark: loop nest in 'k_score' replaced by cblas_sgemv
  // OMP: :[[@LINE+1]]:3: remark: loop nest in 'k_score' replaced by OpenMP loops
  for (int t = 0; t < n; t++) {
    float score = 0.0f;
    for (int i = 0; i < d; i++)
      score += q[i] * K[t][i];
    att[t] = score / sqrtf(d);
  }
}

static double xd[N], hd[N];
static float xf[N], A[N][N], e[N], y[N], q[D], K[N][D], att[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    xd[i] = 1.0 + i * 0.37;
    hd[i] = 3.0 + i * 0.11;
    xf[i] = 1.0f + (float)i * 0.37f;
    e[i] = -4.0f + (float)i / 64.0f;
    A[i][(i * 7) % N] = (float)(1 + i % 5); // one product per row: its sum is exact
    K[i][i % D] = (float)(1 + i % 13);
  }
  for (int i = 0; i < D; i++)
    q[i] = (float)(i + 1);
  volatile double s = 3.0;
  volatile float sf = 10.0f;
  k_divd(N, s, xd);
  k_divf(N, sf, xf);
  k_half(N, hd);
  k_expgemv(N, A, e, y);
  k_score(N, D, q, K, att);
  for (int i = 0; i < N; i++)
    printf("%a %a %a %a %a\n", xd[i], (double)xf[i], hd[i], (double)y[i], (double)att[i]);
  return 0;
}
