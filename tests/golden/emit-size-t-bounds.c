// Golden test: loops that liar's emitter writes around library calls count with a `long`
// against the region's sizes; a `size_t` size is converted (`(long)(n)`), so a build with
// -Wextra -Werror (which flags comparisons of signed and unsigned integers) still compiles.
// The rewrite runs and is compared with the original bit for bit.
//
// RUN: %cc -Wextra -x c %S/mains/emit-size-t-bounds.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- -Wextra 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -Wextra -x c %S/mains/emit-size-t-bounds.inc -x none %t.c -o %t.new -lopenblas -lm
// RUN: %t.new | diff %t.orig.out -
#include <stddef.h>

void add_offset(size_t n, float c, const float *x, float *y) {
  for (size_t i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_offset' replaced by cblas_saxpy [liar-blas]
    // CHECK-FIXES: for (long [[I:liar_i[0-9]+]] = 0; [[I]] < (long)(n); [[I]]++)
    y[i] = x[i] + c;
}
