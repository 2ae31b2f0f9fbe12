// Golden test: guards a reviewer can read. The backward pass of an llm.c-style trainer (three
// nests: the input gradient, the weight gradient and, when the layer has one, the bias
// gradient) once opened with one `if` of about 2,400 characters, eleven address comparisons and
// a malloc in one condition, then a near copy of it for the version where 'dbias' is null. Now
// each condition is a call of a named helper (`liar_disjoint`, `liar_fits_int`, defined once
// after the includes), one per line, within 100 columns; the conditions both versions test are
// evaluated once, into `liar_checks`; the temporary is allocated before the `if`, once the
// conditions hold. check-layout.py holds every line liar writes to 100 columns and each
// replacement to 60 lines besides the loops it keeps.
// The rewrite is built with and without -fopenmp and run: its output equals the original's bit
// for bit (the data keep every sum exact), the library runs for the calls with and without a
// bias, and the original loops run for the call whose bias gradient lies inside the weight
// gradient's buffer (the guard's overlap test fails), as the BLAS calls counted show. The
// helpers compile quietly with gcc and clang as C89, C99 and C11, with and without -fopenmp,
// after macros named like their words. A second run changes nothing: the helpers are defined
// once.
//
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/guard-layout.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out 2> /dev/null
// RUN: %cc -fopenmp -x c %S/mains/guard-layout.inc -x none %clean -o %t.orig.omp -lm
// RUN: env OMP_NUM_THREADS=2 %t.orig.omp 2> /dev/null | diff %t.orig.out -
// RUN: liar %clean -o %t.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: python3 %S/check-layout.py %clean %t.c
// RUN: %cc -fopenmp -DCOUNT_BLAS -x c %S/mains/guard-layout.inc -x none %t.c -o %t.new -lopenblas -lm \
// RUN:   -Wl,--wrap=cblas_sgemm,--wrap=cblas_sgemv
// RUN: env OMP_NUM_THREADS=2 %t.new 2> %t.calls | diff %t.orig.out -
// RUN: FileCheck %s --check-prefix=CHECK-CALLS < %t.calls
// RUN: %cc -Wno-unknown-pragmas -DCOUNT_BLAS -x c %S/mains/guard-layout.inc -x none %t.c -o %t.seq \
// RUN:   -lopenblas -lm -Wl,--wrap=cblas_sgemm,--wrap=cblas_sgemv
// RUN: %t.seq 2> %t.seq.calls | diff %t.orig.out -
// RUN: FileCheck %s --check-prefix=CHECK-CALLS < %t.seq.calls
// RUN: liar %clean -o %t.noomp.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: python3 %S/check-layout.py %clean %t.noomp.c
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/guard-layout.inc -x none %t.noomp.c -o %t.noomp -lopenblas -lm
// RUN: %t.noomp 2> /dev/null | diff %t.orig.out -
// RUN: liar %t.c -o %t.again.c -- -fopenmp > /dev/null 2>&1
// RUN: diff %t.c %t.again.c
// RUN: sed -n '/liar: guard helpers/,/liar: end/p' %t.c > %t.helpers.h
// RUN: for cc in gcc clang-19; do for std in c89 c99 c11; do for omp in -fno-openmp -fopenmp; do \
// RUN:   $cc -std=$std $omp -Wall -Wextra -Werror -DHELPERS='"%t.helpers.h"' \
// RUN:     -x c %S/mains/guard-helpers-hostile.inc -o %t.hostile && %t.hostile || exit 1; \
// RUN: done; done; done

#include <stddef.h>

// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES: /* liar: guard helpers */
// CHECK-FIXES-NEXT: #ifndef LIAR_GUARDS_H
// CHECK-FIXES: liar_disjoint(const void *liar_a, size_t liar_a_bytes, const void *liar_b, size_t liar_b_bytes) {
// CHECK-FIXES: #endif
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NOT: LIAR_GUARDS_H

void matmul_forward(float *out, const float *inp, const float *weight, const float *bias, int B,
                    int T, int C, int OC) {
#pragma omp parallel for collapse(2)
  // CHECK-MESSAGES: :[[@LINE-1]]:1: remark: loop nest in 'matmul_forward' replaced by cblas_sgemm; where 'bias' is null, replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // CHECK-FIXES:      int liar_checks = (B) > 0 &&
  // CHECK-FIXES-NEXT:                   (T) > 0 &&
  // CHECK-FIXES-NEXT:                   (OC) > 0 &&
  // CHECK-FIXES-NEXT:                   liar_fits_int((size_t)(B) * (size_t)(T)) &&
  // CHECK-FIXES-NEXT:                   (C) > 0 &&
  // CHECK-FIXES-NEXT: (double)((B) * (T)) * (C) * (OC) >= 512 &&
  // CHECK-FIXES-NEXT:                   liar_disjoint(&inp[0], sizeof(inp[0]) * B * T * C,
  // CHECK-FIXES-NEXT:                                 &out[0], sizeof(out[0]) * B * T * OC) &&
  // CHECK-FIXES-NEXT:                   liar_disjoint(&weight[0], sizeof(weight[0]) * OC * C,
  // CHECK-FIXES-NEXT:                                 &out[0], sizeof(out[0]) * B * T * OC);
  // CHECK-FIXES-NEXT: if (liar_checks &&
  // CHECK-FIXES-NEXT:     bias != 0 &&
  // CHECK-FIXES-NEXT:     liar_disjoint(&bias[0], sizeof(bias[0]) * OC, &out[0], sizeof(out[0]) * B * T * OC)) {
  // CHECK-FIXES:      } else if (liar_checks && bias == 0) {
  // CHECK-FIXES-NEXT:   cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (B) * (T), OC, C, 1.0f,
  // CHECK-FIXES-NEXT:               &inp[0], C, &weight[0], C, 0.0f, &out[0], OC);
  // CHECK-FIXES-NEXT: } else {
  // CHECK-FIXES-NEXT:   #pragma omp parallel for collapse(2)
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < T; t++) {
      int bt = b * T + t;
      for (int o = 0; o < OC; o++) {
        float val = (bias != NULL) ? bias[o] : 0.0f;
        for (int i = 0; i < C; i++) {
          val += inp[bt * C + i] * weight[o * C + i];
        }
        out[bt * OC + o] = val;
      }
    }
  }
}

void matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout,
                     const float *inp, const float *weight, int B, int T, int C, int OC) {
  // backward into inp first, parallelize over B,T
#pragma omp parallel for collapse(2)
  // CHECK-MESSAGES: :[[@LINE-1]]:1: remark: loop nest in 'matmul_backward' replaced by cblas_sgemm, cblas_sgemv; where 'dbias' is null, replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // CHECK-FIXES:      float *[[ONES:liar_t[0-9]+]] = NULL;
  // CHECK-FIXES-NEXT: int liar_checks = (B) > 0 &&
  // CHECK-FIXES:                        liar_disjoint(&dweight[0], sizeof(dweight[0]) * OC * C,
  // CHECK-FIXES-NEXT:                                 &inp[0], sizeof(inp[0]) * B * T * C);
  // CHECK-FIXES-NEXT: if (liar_checks &&
  // CHECK-FIXES-NEXT:     ((B * T)) > 0 &&
  // CHECK-FIXES-NEXT: (double)((B) * (T)) * (OC) >= 1024 &&
  // CHECK-FIXES-NEXT:     dbias != 0 &&
  // CHECK-FIXES:          liar_disjoint(&inp[0], sizeof(inp[0]) * B * T * C, &dbias[0], sizeof(dbias[0]) * OC)) {
  // CHECK-FIXES-NEXT:   [[ONES]] = malloc(sizeof(float) * (size_t)((B * T)));
  // CHECK-FIXES-NEXT: }
  // CHECK-FIXES-NEXT: if ([[ONES]] != NULL) {
  // CHECK-FIXES:      } else if (liar_checks && dbias == 0) {
  // CHECK-FIXES:      } else {
  // CHECK-FIXES:      free([[ONES]]);
  // CHECK-FIXES-NEXT: }
  // CHECK-FIXES-NEXT: /* liar: end */
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < T; t++) {
      const float *dout_bt = dout + b * T * OC + t * OC;
      float *dinp_bt = dinp + b * T * C + t * C;
      for (int o = 0; o < OC; o++) {
        const float *wrow = weight + o * C;
        float d = dout_bt[o];
        for (int i = 0; i < C; i++) {
          dinp_bt[i] += wrow[i] * d;
        }
      }
    }
  }
  // backward into weight, parallelize over output channels OC
#pragma omp parallel for
  for (int o = 0; o < OC; o++) {
    for (int b = 0; b < B; b++) {
      for (int t = 0; t < T; t++) {
        const float *dout_bt = dout + b * T * OC + t * OC;
        const float *inp_bt = inp + b * T * C + t * C;
        float *dwrow = dweight + o * C;
        float d = dout_bt[o];
        for (int i = 0; i < C; i++) {
          dwrow[i] += inp_bt[i] * d;
        }
      }
    }
  }
  // backward into bias, when the layer has one
#pragma omp parallel for
  for (int o = 0; o < OC; o++) {
    for (int b = 0; b < B; b++) {
      for (int t = 0; t < T; t++) {
        if (dbias != NULL) {
          dbias[o] += dout[b * T * OC + t * OC + o];
        }
      }
    }
  }
}

// CHECK-CALLS: forward, bias: 1 BLAS call(s)
// CHECK-CALLS-NEXT: forward, no bias: 1 BLAS call(s)
// CHECK-CALLS-NEXT: backward, bias: 3 BLAS call(s)
// CHECK-CALLS-NEXT: backward, no bias: 2 BLAS call(s)
// CHECK-CALLS-NEXT: backward, bias inside the weights: 0 BLAS call(s)
