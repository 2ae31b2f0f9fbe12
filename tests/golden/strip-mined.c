// Golden test: loops strip-mined by hand. llm.c's forward product steps over the B*T rows in
// blocks of LOOP_UNROLL (a `const int`, so `result` is a VLA of constant size) and keeps one
// running sum per lane in a local array; re-rolled, it is the plain product and one sgemm
// whose guard also checks that B*T is a multiple of 8 (otherwise its last block runs past
// B*T rows and the original loops run, as they do here for 13 rows of padded storage); a call
// without a bias runs its second version, lifted with the pointer null (sgemm, beta 0). A
// block of row sums becomes one sgemv. Lanes that share an element (every lane adds into
// `acc[0]`) and a scalar shared by the lanes are refused; a constant trip count that is not
// a multiple of the step lifts with the last block's lanes (12 elements for 10). Every build runs and is compared with the original bit for bit:
// the data keeps every sum exact.
//
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/strip-mined.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -fopenmp -x c %S/mains/strip-mined.inc -x none %t.c -o %t.new -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.new | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/strip-mined.inc -x none %t.c -o %t.seq -lopenblas -lm
// RUN: %t.seq | diff %t.orig.out -
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp -Ofast -fno-strict-aliasing 2>&1 | FileCheck %s --check-prefix=CHECK-AUTO
// RUN: %cc -fopenmp -Ofast -fno-strict-aliasing -x c %S/mains/strip-mined.inc -x none %t.auto.c -o %t.auto -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -
#include <stddef.h>

void matmul_forward_blocks(float *out, const float *inp, const float *weight, const float *bias,
                           int B, int T, int C, int OC);

void matmul_forward_naive(float *out, const float *inp, const float *weight, const float *bias,
                          int B, int T, int C, int OC) {
#pragma omp parallel for collapse(2)
  // CHECK-MESSAGES: :[[@LINE-1]]:1: remark: loop nest in 'matmul_forward_naive' replaced by cblas_sgemm;
  // CHECK-AUTO: :[[@LINE-2]]:1: remark: loop nest in 'matmul_forward_naive' replaced by cblas_sgemm;
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

void matmul_forward(float *out, const float *inp, const float *weight, const float *bias, int B,
                    int T, int C, int OC) {
  const int LOOP_UNROLL = 8;
  if (B * T % LOOP_UNROLL != 0) {
    matmul_forward_naive(out, inp, weight, bias, B, T, C, OC);
    return;
  }
  matmul_forward_blocks(out, inp, weight, bias, B, T, C, OC);
}

void matmul_forward_blocks(float *out, const float *inp, const float *weight, const float *bias,
                           int B, int T, int C, int OC) {
  const int LOOP_UNROLL = 8;
#pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE-1]]:1: remark: loop nest in 'matmul_forward_blocks' replaced by cblas_sgemm;
  // CHECK-AUTO: :[[@LINE-2]]:1: remark: loop nest in 'matmul_forward_blocks' replaced by cblas_sgemm;
  // CHECK-FIXES:      int liar_checks = ([[BT:B_T]]) > 0 &&
  // CHECK-FIXES-NEXT:                   (OC) > 0 &&
  // CHECK-FIXES-NEXT:                   (C) > 0 &&
  // CHECK-FIXES-NEXT: (double)(B_T) * (C) * (OC) >= 512 &&
  // CHECK-FIXES-NEXT:                   ([[BT]]) % 8 == 0 &&
  // CHECK-FIXES:      if (liar_checks &&
  // CHECK-FIXES-NEXT:     bias != 0 &&
  // CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, [[BT]], OC, C, 1.0f,
  // CHECK-FIXES-NEXT:        &inp[0], C, &weight[0], C, 1.0f, &out[0], OC);
  // CHECK-FIXES: } else if (liar_checks && bias == 0) {
  // CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, [[BT]], OC, C, 1.0f,
  // CHECK-FIXES-NEXT:        &inp[0], C, &weight[0], C, 0.0f, &out[0], OC);
  for (int obt = 0; obt < B * T; obt += LOOP_UNROLL) {
    for (int o = 0; o < OC; o++) {
      float result[LOOP_UNROLL];
      for (int ibt = 0; ibt < LOOP_UNROLL; ibt++) {
        result[ibt] = (bias != NULL) ? bias[o] : 0.0f;
      }
      for (int i = 0; i < C; i++) {
        float w = weight[i + o * C];
        for (int ibt = 0; ibt < LOOP_UNROLL; ibt++) {
          int bt = obt + ibt;
          result[ibt] += inp[bt * C + i] * w;
        }
      }
      for (int ibt = 0; ibt < LOOP_UNROLL; ibt++) {
        int bt = obt + ibt;
        out[bt * OC + o] = result[ibt];
      }
    }
  }
}

void row_sums4(float *sums, const float *a, int n, int m) {
  for (int r = 0; r < n; r += 4) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'row_sums4' replaced by cblas_sgemv;
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'row_sums4' replaced by
    // CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasNoTrans, n, m,
    float acc[4];
    for (int l = 0; l < 4; l++)
      acc[l] = 0.0f;
    for (int j = 0; j < m; j++)
      for (int l = 0; l < 4; l++)
        acc[l] += a[(r + l) * m + j];
    for (int l = 0; l < 4; l++)
      sums[r + l] = acc[l];
  }
}

void shared_element(float *acc, const float *x, int n) {
  for (int b = 0; b < n; b += 4) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: region not lifted: the lanes of loop 'b' (4 elements a trip) touch an element that another lane writes: the loop cannot be re-rolled [liar-missed-lanes]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: region not lifted: the lanes of loop 'b'
    for (int l = 0; l < 4; l++)
      acc[0] += x[b + l];
  }
}

float shared_scalar(const float *x, int n) {
  float s = 0.0f;
  for (int b = 0; b < n; b += 4) {
    // CHECK-MESSAGES: :[[@LINE+3]]:7: remark: region not lifted: loop 'b' runs its body in lanes of 4 elements but cannot be re-rolled: scalar 's' is assigned by every lane: the lanes would share it [liar-missed-re-roll]
    // CHECK-AUTO: :[[@LINE+2]]:7: remark: region not lifted: loop 'b' runs its body in lanes
    for (int l = 0; l < 4; l++)
      s += x[b + l];
  }
  return s;
}

void past_the_bound(float *y, const float *x) {
  for (int b = 0; b < 10; b += 4) { // 3 blocks: 12 elements
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'past_the_bound' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'past_the_bound' not rewritten: no library form
    for (int l = 0; l < 4; l++)
      y[b + l] = 2.0f * x[b + l];
  }
}
