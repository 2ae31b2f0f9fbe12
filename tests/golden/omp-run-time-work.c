// Golden test: OpenMP loops whose sizes are run-time parameters decide at run time whether
// they start threads. A C `if` around the parallel loop and a plain copy of it (an OpenMP
// `if` clause that says no would still enter a parallel region) compares the loop's statement
// instances, computed from the sizes in double (no integer product can overflow), with the
// threshold (--omp-min-work, 1e5 by default); constant sizes keep the decision made when the
// loops are generated. Before, a run-time size counted as 1000 and each of these loops stayed
// sequential ("no loop is both parallel and worth the threads"). The main runs every kernel
// with sizes below and far above the threshold, so both paths run; the rewrite is built with
// and without -fopenmp (and -Wextra), run on two threads, and its output must equal the
// original's byte for byte.
//
// RUN: liar --target=omp %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: liar --target=omp --explain %clean -- 2>&1 | FileCheck %s --check-prefix=CHECK-EXPLAIN
// RUN: %cc -Wextra -x c %S/mains/omp-run-time-work.inc -x none %clean -o %t.orig
// RUN: %t.orig > %t.orig.out
// RUN: %cc -Wextra -fopenmp -x c %S/mains/omp-run-time-work.inc -x none %t.c -o %t.omp
// RUN: OMP_NUM_THREADS=2 %t.omp > %t.omp.out
// RUN: cmp %t.orig.out %t.omp.out
// RUN: %cc -Wextra -Wno-unknown-pragmas -x c %S/mains/omp-run-time-work.inc -x none %t.c -o %t.seq
// RUN: %t.seq > %t.seq.out
// RUN: cmp %t.orig.out %t.seq.out

void add_int(int n, int *restrict c, const int *restrict a, const int *restrict b) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_int' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
    c[i] = a[i] + b[i];
}
// CHECK-FIXES: if ((double)((n <= 0) ? 0 : (long)n) >= 100000.0) {
// CHECK-FIXES-NEXT: #pragma omp parallel for
// CHECK-FIXES: } else {
// CHECK-FIXES-NEXT: for (long

void scale_rows(long n, int m, double y[restrict n][m], const double x[restrict n][m]) {
  for (long i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scale_rows' replaced by OpenMP loops (tiled, parallel); threads start when the run-time sizes give enough work [liar-omp]
    for (int j = 0; j < m; j++)
      y[i][j] = 0.5 * x[i][j] + y[i][j];
}
// CHECK-FIXES: if ((double){{.*}}n{{.*}} * (double){{.*}}m{{.*}} >= 100000.0) {
// CHECK-FIXES-NEXT: #pragma omp parallel for

// The sizes below are compile-time constants: the decision is made when the loops are
// generated, and no clause is printed.
#define N 200000
int g_a[N], g_b[N], g_c[N];
void add_fixed(void) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_fixed' replaced by OpenMP loops (rescheduled, parallel) [liar-omp]
    g_c[i] = g_a[i] - g_b[i];
}
// CHECK-FIXES: #pragma omp parallel for{{$}}

// CHECK-EXPLAIN: the threads start there when a parallel loop's statement instances per entry reach 100000 (--omp-min-work)
