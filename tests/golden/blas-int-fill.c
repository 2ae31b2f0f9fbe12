// Golden test: fills of integer arrays become C's memset where each element's bits are one
// byte repeated: zero of every integer type (int, unsigned, long, int64_t, char), -1 of a
// signed and of an unsigned type (all bits one), any value of a character type, and the rows
// of a 2-D array one memset each, also rows cut short of their declared length. A value whose
// bytes differ (7 in an int) and a negative zero, whose sign bit memset cannot set, keep their
// loops. Before, every integer fill kept its loops ("library calls need double or float
// arrays, not int"). The rewrites for blas and auto are built with and without -fopenmp
// (-Wall -Wextra) and their output must equal the original's byte for byte.
//
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: liar --target=auto %clean -o %t.auto.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-AUTO
// RUN: %cc -Wextra -x c %S/mains/blas-int-fill.inc -x none %clean -o %t.orig
// RUN: %t.orig > %t.orig.out
// RUN: %cc -Wextra -x c %S/mains/blas-int-fill.inc -x none %t.c -o %t.new
// RUN: %t.new > %t.new.out
// RUN: cmp %t.orig.out %t.new.out
// RUN: %cc -Wextra -fopenmp -x c %S/mains/blas-int-fill.inc -x none %t.auto.c -o %t.auto
// RUN: OMP_NUM_THREADS=2 %t.auto > %t.auto.out
// RUN: cmp %t.orig.out %t.auto.out
#include <stdint.h>

#define M 9

void zero_int(int n, int *a) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'zero_int' replaced by memset [liar-blas]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'zero_int' replaced by memset [liar-blas]
    a[i] = 0;
}
// CHECK-FIXES: memset(&a[0], 0, sizeof(a[0]) * (n));

void zero_unsigned(int n, unsigned *a) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'zero_unsigned' replaced by memset [liar-blas]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'zero_unsigned' replaced by memset [liar-blas]
    a[i] = 0u;
}

void zero_long(long n, long *a) {
  for (long i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'zero_long' replaced by memset [liar-blas]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'zero_long' replaced by memset [liar-blas]
    a[i] = 0;
}

void zero_int64(int n, int64_t *a) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'zero_int64' replaced by memset [liar-blas]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'zero_int64' replaced by memset [liar-blas]
    a[i] = 0;
}

void minus_one(int n, int *a, unsigned *u) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'minus_one' replaced by memset [liar-blas]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'minus_one' replaced by memset [liar-blas]
    a[i] = -1;
  for (int i = 0; i < n; i++)
    u[i] = -1;
}
// CHECK-FIXES: memset(&a[0], 255, sizeof(a[0]) * (n));
// CHECK-FIXES: memset(&u[0], 255, sizeof(u[0]) * (n));

void fill_chars(int n, char *s, unsigned char *b) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'fill_chars' replaced by memset [liar-blas]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'fill_chars' replaced by memset [liar-blas]
    s[i] = 'x';
  for (int i = 0; i < n; i++)
    b[i] = 200;
}
// CHECK-FIXES: memset(&s[0], 120, sizeof(s[0]) * (n));
// CHECK-FIXES: memset(&b[0], 200, sizeof(b[0]) * (n));

void zero_rows(int n, int m, int a[][M]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'zero_rows' replaced by memset [liar-blas]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'zero_rows' replaced by memset [liar-blas]
    for (int j = 0; j < m; j++)
      a[i][j] = 0;
}
// CHECK-FIXES: memset(&a[liar_i0][0], 0, sizeof(a[liar_i0][0]) * (m));

void fill_seven(int n, int *a) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'fill_seven' not rewritten: the library form prints as loops only [liar-missed-loops-only]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'fill_seven' {{.*}}
    a[i] = 7;
}

void negative_zero(int n, double *x) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'negative_zero' not rewritten: the library form prints as loops only [liar-missed-loops-only]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'negative_zero' {{.*}}
    x[i] = -0.0;
}
