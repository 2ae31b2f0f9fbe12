// Golden test: a framework's activation, a function of external linkage (not static) that
// chooses a formula with a `switch` and calls helpers and the math library. Its body is pure,
// and without -fPIC no other definition can be called in its place, so the loop applying it
// to every element gets OpenMP loops. Under -fPIC (a shared library, whose functions another
// definition may interpose) the region is refused and says why; a weak function likewise.
// The rewrite is built with and without -fopenmp, run and compared bit for bit.
//
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/pure-extern-activation.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=auto %clean -o %t.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -x c %S/mains/pure-extern-activation.inc -x none %t.c -o %t.new -lm
// RUN: env OMP_NUM_THREADS=2 %t.new | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/pure-extern-activation.inc -x none %t.c -o %t.seq -lm
// RUN: %t.seq | diff %t.orig.out -
// RUN: liar --target=auto %clean -o %t.pic.c -- -fopenmp -fPIC 2>&1 | FileCheck %s --check-prefix=CHECK-PIC \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
#include <math.h>

typedef enum { LOGISTIC, RELU, LINEAR, LEAKY, HARDTAN } ACTIVATION;

static inline float logistic_activate(float x) { return 1.f / (1.f + expf(-x)); }
static inline float hardtan_activate(float x) {
  if (x < -1) return -1;
  if (x > 1) return 1;
  return x;
}

float activate(float x, ACTIVATION a) {
  switch (a) {
  case LINEAR:
    return x;
  case LOGISTIC:
    return logistic_activate(x);
  case RELU:
    return x * (x > 0);
  case LEAKY:
    return (x > 0) ? x : .1f * x;
  case HARDTAN:
    return hardtan_activate(x);
  }
  return 0;
}

__attribute__((weak)) float scale_weak(float x) { return 2 * x; }

void activate_array(float *x, const int n, const ACTIVATION a) {
  int i;
  for (i = 0; i < n; ++i) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'activate_array' replaced by OpenMP loops
    // CHECK-PIC: :[[@LINE+1]]:12: remark: region not lifted: call to 'activate' is not a known side-effect-free math function (-fPIC: another definition of a function of external linkage may be called) [liar-missed-unknown-function]
    x[i] = activate(x[i], a);
  }
}

void scale_array(float *x, int n) {
  for (int i = 0; i < n; ++i)
    // CHECK-MESSAGES: :[[@LINE+2]]:12: remark: region not lifted: call to 'scale_weak' is not a known side-effect-free math function (a weak function may be replaced by another definition) [liar-missed-unknown-function]
    // CHECK-PIC: :[[@LINE+1]]:12: remark: region not lifted: call to 'scale_weak'
    x[i] = scale_weak(x[i]);
}
