// Golden test: code printed from the IR evaluates it as a DAG. llm.c's layernorm backward pass
// (two means per row, then the element loop that reads them and sums the weight and bias
// gradients over rows), rows normalised by their sums (a softmax's shape) and by their mean
// and variance: the loops the library forms print compute each row statistic once per row,
// before the loop over the row's elements (a mean read twice is computed once), and sum the
// weight gradient over rows with the rows outside. The blas rewrite and auto's (library forms
// when the build has no OpenMP, OpenMP loops when it has), each built with and without
// -fopenmp, run and print every value the kernels may write, compared with the original's.
//
// RUN: %cc -x c %S/mains/printed-dag.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/printed-dag.inc -x none %t.c -o %t.new -lopenblas -lm
// RUN: %t.new > %t.new.out && python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out
// RUN: %cc -fopenmp -x c %S/mains/printed-dag.inc -x none %t.c -o %t.new.omp -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.new.omp > %t.new.omp.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.omp.out
// RUN: liar --target=auto --no-openmp %clean -o %t.auto.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.auto.c
// RUN: %cc -x c %S/mains/printed-dag.inc -x none %t.auto.c -o %t.auto -lopenblas -lm
// RUN: %t.auto > %t.auto.out && python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.out
// RUN: %cc -fopenmp -x c %S/mains/printed-dag.inc -x none %t.auto.c -o %t.auto.omp -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.auto.omp > %t.auto.omp.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.omp.out
// RUN: liar --target=auto %clean -o %t.omp.c -- -fopenmp 2>&1 | FileCheck %s \
// RUN:   --check-prefix=AUTO-OMP --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -x c %S/mains/printed-dag.inc -x none %t.omp.c -o %t.omp -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.omp > %t.omp.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.omp.out

#include <math.h>

void layernorm_backward(float* dinp, float* dweight, float* dbias, const float* dout,
                        const float* inp, const float* weight, const float* mean,
                        const float* rstd, int n, int c) {
  for (int r = 0; r < n; r++) {
    float dnorm_mean = 0.0f, dnorm_norm_mean = 0.0f;
    for (int i = 0; i < c; i++) {
      float norm = (inp[r * c + i] - mean[r]) * rstd[r];
      float dnorm = weight[i] * dout[r * c + i];
      dnorm_mean += dnorm;
      dnorm_norm_mean += dnorm * norm;
    }
    dnorm_mean = dnorm_mean / c;
    dnorm_norm_mean = dnorm_norm_mean / c;
    for (int i = 0; i < c; i++) {
      float norm = (inp[r * c + i] - mean[r]) * rstd[r];
      float dnorm = weight[i] * dout[r * c + i];
      dbias[i] += dout[r * c + i];
      dweight[i] += norm * dout[r * c + i];
      dinp[r * c + i] += (dnorm - dnorm_mean - norm * dnorm_norm_mean) * rstd[r];
    }
  }
}

// CHECK-MESSAGES: :[[@LINE-20]]:3: remark: loop nest in 'layernorm_backward' replaced by cblas_sgemv; floating-point sums may be reassociated [liar-blas]
// AUTO-OMP: :[[@LINE-21]]:3: remark: loop nest in 'layernorm_backward' replaced by OpenMP loops (tiled, parallel); threads start when the run-time sizes give enough work; floating-point sums may be reassociated [liar-omp]
// The weight gradient: rows outside, each element its own accumulator.
// CHECK-FIXES:      for (long [[R:liar_i[0-9]+]] = 0; [[R]] < n; [[R]]++) {
// CHECK-FIXES-NEXT:   for (long [[C:liar_i[0-9]+]] = 0; [[C]] < c; [[C]]++) {
// CHECK-FIXES-NEXT:     dweight{{.}}[[C]]{{.}} = (dweight{{.}}[[C]]{{.}} + {{.*}}mean{{.}}[[R]]{{.*}};
// The two means of a row, then the row's elements.
// CHECK-FIXES:      for (long [[ROW:liar_i[0-9]+]] = 0; [[ROW]] < n; [[ROW]]++) {
// CHECK-FIXES-NEXT:   float [[M1:liar_acc[0-9]+]] = 0.0f;
// CHECK-FIXES-NEXT:   for (long [[K1:liar_i[0-9]+]] = 0; [[K1]] < c; [[K1]]++) {
// CHECK-FIXES-NEXT:     [[M1]] = ([[M1]] + {{.*}};
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   float [[M2:liar_acc[0-9]+]] = 0.0f;
// CHECK-FIXES-NEXT:   for (long [[K2:liar_i[0-9]+]] = 0; [[K2]] < c; [[K2]]++) {
// CHECK-FIXES-NEXT:     [[M2]] = ([[M2]] + {{.*}};
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   for (long [[E:liar_i[0-9]+]] = 0; [[E]] < c; [[E]]++) {
// CHECK-FIXES-NEXT:     {{.*}} = {{.*}}([[M2]] / ((float)(c))){{.*}}([[M1]] / ((float)(c))){{.*}};
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT: }

void normalize_rows(float* out, float* sums, const float* inp, int n, int c) {
  for (int r = 0; r < n; r++) {
    float s = 0.0f;
    for (int i = 0; i < c; i++)
      s += inp[r * c + i];
    sums[r] = s;
    for (int i = 0; i < c; i++)
      out[r * c + i] = inp[r * c + i] / s;
  }
}

// CHECK-MESSAGES: :[[@LINE-10]]:3: remark: loop nest in 'normalize_rows' replaced by cblas_sgemv; floating-point sums may be reassociated [liar-blas]
// AUTO-OMP: :[[@LINE-11]]:3: remark: loop nest in 'normalize_rows' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
// CHECK-FIXES:      for (long [[NR:liar_i[0-9]+]] = 0; [[NR]] < n; [[NR]]++) {
// CHECK-FIXES-NEXT:   float [[S:liar_acc[0-9]+]] = 0.0f;
// CHECK-FIXES-NEXT:   for (long [[NK:liar_i[0-9]+]] = 0; [[NK]] < c; [[NK]]++) {
// CHECK-FIXES-NEXT:     [[S]] = ([[S]] + (&inp[0])[([[NR]]) * c + [[NK]]]);
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   for (long [[NE:liar_i[0-9]+]] = 0; [[NE]] < c; [[NE]]++) {
// CHECK-FIXES-NEXT:     (&out[0])[([[NR]]) * c + [[NE]]] = ((&inp[0])[([[NR]]) * c + [[NE]]] / [[S]]);
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT: }

void layernorm_forward(float* out, float* mean, float* rstd, const float* inp,
                       const float* weight, const float* bias, int n, int c) {
  for (int r = 0; r < n; r++) {
    float m = 0.0f;
    for (int i = 0; i < c; i++)
      m += inp[r * c + i];
    m = m / c;
    float v = 0.0f;
    for (int i = 0; i < c; i++) {
      float d = inp[r * c + i] - m;
      v += d * d;
    }
    v = v / c;
    float s = 1.0f / sqrtf(v + 1e-5f);
    for (int i = 0; i < c; i++)
      out[r * c + i] = (s * (inp[r * c + i] - m)) * weight[i] + bias[i];
    mean[r] = m;
    rstd[r] = s;
  }
}
// CHECK-MESSAGES: :[[@LINE-18]]:3: remark: loop nest in 'layernorm_forward' replaced by cblas_sgemv; floating-point sums may be reassociated [liar-blas]
// AUTO-OMP: :[[@LINE-19]]:3: remark: loop nest in 'layernorm_forward' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
// The mean, then the variance that reads it, once per row; then the row's elements.
// CHECK-FIXES:      for (long [[LR:liar_i[0-9]+]] = 0; [[LR]] < n; [[LR]]++) {
// CHECK-FIXES-NEXT:   float [[MEAN:liar_acc[0-9]+]] = 0.0f;
// CHECK-FIXES-NEXT:   for (long [[LK:liar_i[0-9]+]] = 0; [[LK]] < c; [[LK]]++) {
// CHECK-FIXES-NEXT:     [[MEAN]] = ([[MEAN]] + (&inp[0])[([[LR]]) * c + [[LK]]]);
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   float [[VAR:liar_acc[0-9]+]] = 0.0f;
// CHECK-FIXES-NEXT:   for (long [[VK:liar_i[0-9]+]] = 0; [[VK]] < c; [[VK]]++) {
// CHECK-FIXES-NEXT:     [[VAR]] = ([[VAR]] + ({{.*}}([[MEAN]] / ((float)(c)))) * {{.*}}([[MEAN]] / ((float)(c))))));
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   for (long [[LE:liar_i[0-9]+]] = 0; [[LE]] < c; [[LE]]++) {
// CHECK-FIXES-NEXT:     (&out[0])[([[LR]]) * c + [[LE]]] = {{.*}}[[VAR]]{{.*}}[[MEAN]]{{.*}};
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT: }
// The reciprocal standard deviation: the mean before the variance's loop, which reads it.
// CHECK-FIXES:      mean{{.}}[[MI:liar_i[0-9]+]]{{.}} = (mean{{.}}[[MI]]{{.}} / ((float)(c)));
// CHECK-FIXES:      for (long [[SR:liar_i[0-9]+]] = 0; [[SR]] < n; [[SR]]++) {
// CHECK-FIXES-NEXT:   float [[V2:liar_acc[0-9]+]] = 0.0f;
// CHECK-FIXES-NEXT:   float [[M3:liar_acc[0-9]+]] = 0.0f;
// CHECK-FIXES-NEXT:   for (long {{.*}} < c; {{.*}}) {
// CHECK-FIXES-NEXT:     [[M3]] = ([[M3]] + {{.*}};
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   for (long {{.*}} < c; {{.*}}) {
// CHECK-FIXES-NEXT:     [[V2]] = ([[V2]] + {{.*}}[[M3]]{{.*}};
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   rstd{{.}}[[SR]]{{.}} = {{.*}}[[V2]]{{.*}};
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 3 region(s) found, 3 lifted, 3 rewritten, 0 rejected
// AUTO-OMP: liar: 3 region(s) found, 3 lifted, 3 rewritten, 0 rejected
