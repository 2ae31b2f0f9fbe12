// Golden test: a local accumulator whose final value the loops store through a pointer
// (`s7 = 0.0; for ... s7 += ...; res_s7[0] = s7;` next to a product). The rewrite computes the
// result into res_s7 directly, so s7 is no longer read; it is marked used (`(void)s7;`) so that
// -Wall -Werror builds still build. The program is the fuzzer's seed 100362, where this was
// found (as the generator of that time wrote it, kept in mains/ since the generator changes);
// the rewrite is built with -Wall -Werror, run and compared with the original.
//
// RUN: cp %S/mains/fuzz-seed-100362.inc %t.prog.c
// RUN: liar --functions=^kernel %t.prog.c -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %t.prog.c %S/../fuzz/support.c -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc %t.c %S/../fuzz/support.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-MESSAGES: remark: loop nest in 'kernel1' replaced by cblas_dgemm
// CHECK-FIXES: (void)s7;
