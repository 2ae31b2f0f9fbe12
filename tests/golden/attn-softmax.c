// Golden test: softmax as inference programs write it. The maximum (`if (x[i] > max_val)
// max_val = x[i];`) is a scalar assigned under a condition on data, lifted as `max_val = (x[i] >
// max_val) ? x[i] : max_val` (exact: the same comparisons in the same order); it has no library
// form and stays a loop. The exponentials and their normalisation stay loops: the lifted IR
// inlines the sum into each division, and the form found for it, a dot with ones per element,
// grows with size^2 where the loops grow with size, so it is rejected. The normalisation
// `x[i] /= sum` stays a division: a scaling by 1/sum rounds differently, which
// only --fp-relaxed allows (the sum of the loop that wrote x, not of each element: the sum's
// `x[i]` and the division's are two loops' elements). Relaxed, a normalisation in place
// (`x[i] /= sum`) is one cblas_sscal, and the remark says that divisions became reciprocal
// multiplications; into another array (`y[i] = x[i] / sum`) a copy and a scaling cost more
// than the loop, which stays.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: liar --fp-relaxed --functions='^normalize$' %clean -o %t.relaxed.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RELAXED
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.relaxed.c
// RUN: %cc -x c %S/mains/attn-softmax.inc -x none %t.relaxed.c -o %t.relaxed -lopenblas -lm \
// RUN:   && %t.relaxed > %t.relaxed.out
// RUN: liar --fp-strict %clean -o %t.strict.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-STRICT
// RUN: %cc -x c %S/mains/attn-softmax.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/attn-softmax.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.relaxed.out

#include <math.h>

void softmax(float *x, int size) {
  float max_val = x[0];
  for (int i = 1; i < size; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'softmax' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    // CHECK-STRICT: :[[@LINE-2]]:3: remark: loop nest in 'softmax' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    if (x[i] > max_val)
      max_val = x[i];
  float sum = 0.0f;
  for (int i = 0; i < size; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'softmax' not rewritten: the blas form of 'x' evaluates per element what the loops evaluate once (work of degree 2 in the sizes, the loops' 1) [liar-missed-degree]
    // CHECK-STRICT: :[[@LINE-2]]:3: remark: loop nest in 'softmax' not rewritten: the blas form of 'x' evaluates per element what the loops evaluate once (work of degree 2 in the sizes, the loops' 1) [liar-missed-degree]
    x[i] = expf(x[i] - max_val);
    sum += x[i];
  }
  for (int i = 0; i < size; i++)
    x[i] /= sum;
}

void normalize(float *x, int n, float sum) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'normalize' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    // RELAXED: :[[@LINE-2]]:3: remark: loop nest in 'normalize' replaced by cblas_sscal; divisions replaced by reciprocal multiplications [liar-blas]
    // CHECK-STRICT: :[[@LINE-3]]:3: remark: loop nest in 'normalize' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    x[i] /= sum;
}
// CHECK-FIXES: cblas_sscal(n, (1.0f / sum), &x[0], 1);

void normalize_into(float *restrict y, const float *restrict x, int n, float sum) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'normalize_into' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    // CHECK-STRICT: :[[@LINE-2]]:3: remark: loop nest in 'normalize_into' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    y[i] = x[i] / sum;
}

float max_of(const float *x, int n) {
  float m = x[0];
  for (int i = 1; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'max_of' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    // CHECK-STRICT: :[[@LINE-2]]:3: remark: loop nest in 'max_of' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    if (x[i] > m)
      m = x[i];
  return m;
}

// CHECK-MESSAGES: liar: 5 region(s) found, 5 lifted, 0 rewritten, 0 rejected
// CHECK-STRICT: liar: 5 region(s) found, 5 lifted, 0 rewritten, 0 rejected
