// Golden test: loop nests a macro writes, as DSP and neural-network libraries write their
// convolutions (`do { ... } while (0)` with locals of their own). Their statements have no
// source text outside the macro's body, so the OpenMP form prints them as the compiler sees
// them once the macro is expanded, and replaces the whole call with its `;`; the original call
// stays as the fallback. A statement a macro defined under a conditional directive writes
// means something else in another build: it has no OpenMP form, and the remark names the
// macro and the directive. Each rewrite is built with
// and without -fopenmp, run, and compared with the original bit for bit (the OpenMP form keeps
// every sum's order).
//
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=omp --omp-min-work=0 --functions='^conv' %clean -o %t.omp.c -- 2>&1 \
// RUN:   | FileCheck %s \
// RUN:   --check-prefix=CHECK-OMP --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.omp.c
// RUN: %cc -Wno-unknown-pragmas %t.omp.c -o %t.omp && %t.omp | diff %t.orig.out -
// RUN: %cc -fopenmp %t.omp.c -o %t.omp.omp
// RUN: env OMP_NUM_THREADS=2 %t.omp.omp | diff %t.orig.out -
// RUN: liar --target=auto --functions='^conv' %clean -o %t.auto.c -- -fopenmp 2>&1 \
// RUN:   | FileCheck %s \
// RUN:   --check-prefix=CHECK-AUTO --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -
#include <stdio.h>

#define CONV1D_VALID(out, in, w, n, k)                                                          \
  do {                                                                                         \
    int _i, _j;                                                                                \
    for (_i = 0; _i < (n) - (k) + 1; ++_i) {                                                   \
      float _s = 0.0f;                                                                         \
      for (_j = 0; _j < (k); ++_j)                                                             \
        _s += (in)[_i + _j] * (w)[_j];                                                         \
      (out)[_i] = _s;                                                                          \
    }                                                                                          \
  } while (0)

void conv1d(int n, int k, const float *in, const float *w, float *out) {
  CONV1D_VALID(out, in, w, n, k);
}
// CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'conv1d' replaced by OpenMP loops (rescheduled, parallel) [liar-omp]
// CHECK-AUTO: :[[@LINE-3]]:3: remark: loop nest in 'conv1d' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
// CHECK-FIXES:      #define liar_S1(_i, _j) _s += (in)[_i + _j] * (w)[_j]
// CHECK-FIXES:      } else {
// CHECK-FIXES-NEXT:   CONV1D_VALID(out, in, w, n, k);
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

#ifdef SCALED
#define TAP(s, a, b) s += 0.5f * (a) * (b)
#else
#define TAP(s, a, b) s += (a) * (b)
#endif

void conv1d_taps(int n, int k, const float *in, const float *w, float *out) {
  for (int i = 0; i < n - k + 1; ++i) {
    float s = 0.0f;
    for (int j = 0; j < k; ++j)
      TAP(s, in[i + j], w[j]);
    out[i] = s;
  }
}
// CHECK-OMP: :[[@LINE-7]]:3: remark: loop nest in 'conv1d_taps' not rewritten: no OpenMP form: the source text of a statement at line [[@LINE-4]] cannot be recovered: macro 'TAP' is defined under '#ifdef' (line [[@LINE-14]]) [liar-missed-omp-form]
// CHECK-AUTO: :[[@LINE-8]]:3: remark: loop nest in 'conv1d_taps' not rewritten: {{.*}}macro 'TAP' is defined under '#ifdef' (line [[@LINE-15]]) [liar-missed-{{[a-z-]+}}]

int main(void) {
  static float in[300], w[9], out[300], taps[300];
  for (int i = 0; i < 300; ++i)
    in[i] = (float)(i % 13) / 13.0f;
  for (int i = 0; i < 9; ++i)
    w[i] = (float)(i + 1) / 8.0f;
  conv1d(300, 9, in, w, out);
  conv1d(5, 9, in, w, out + 290);
  conv1d_taps(300, 5, in, w, taps);
  for (int i = 0; i < 300; ++i)
    printf("%d %a %a\n", i, out[i], taps[i]);
  return 0;
}
