// Golden test: a rewrite is never asymptotically slower than the loops. Logits shifted by
// their total (a softmax's shape, with a sum where softmax takes a maximum): the loops compute
// the total once, the lifted IR inlines it into every element, and the cheapest library form
// the cost model finds is a dot product per element, which it prices below the IR's own fold
// per element. Its work grows with n^2 where the loops' grows with n: the form is rejected, with
// a remark that says so, under blas; auto takes the OpenMP form instead, whose threads start
// only when n is large enough. Both programs are built (with and without -fopenmp), run and
// compared with the original bit for bit.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: liar --target=auto %clean -o %t.auto.c -- 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %cc -x c %S/mains/cost-degree.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/cost-degree.inc -x none %t.c -o %t.new -lopenblas && %t.new | diff %t.orig.out -
// RUN: %cc -fopenmp -x c %S/mains/cost-degree.inc -x none %t.auto.c -o %t.auto -lopenblas
// RUN: OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -

void shift_by_total(int n, const double *x, double *y) {
  double total = 0;
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'shift_by_total' not rewritten: the blas form of 'y' evaluates per element what the loops evaluate once (work of degree 2 in the sizes, the loops' 1) [liar-missed-degree]
    // AUTO: :[[@LINE-2]]:3: remark: loop nest in 'shift_by_total' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work
    total += x[i];
  for (int i = 0; i < n; i++)
    y[i] = x[i] - total;
}

// CHECK-MESSAGES: liar: 1 region(s) found, 1 lifted, 0 rewritten, 0 rejected
