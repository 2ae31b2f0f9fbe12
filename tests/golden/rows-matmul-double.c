// Golden test: a matrix product over matrices held as row pointers (`double **`). No library
// call takes rows that are separate objects, so the product becomes OpenMP loops over the rows
// (each element's sum keeps its order: compared bit for bit). The main runs it on rows from one
// malloc per row allocated last row first (rows in descending order: the guard's scan fails and
// the original loops run), on rows carved from one block in order (the OpenMP loops run) and on
// an output whose rows are the input's rows shifted by one (the range check fails: loops run),
// built with and without -fopenmp, with 2 threads.
//
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -x c %S/mains/rows-matmul-double.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -fopenmp -x c %S/mains/rows-matmul-double.inc -x none %t.c -o %t.omp
// RUN: env OMP_NUM_THREADS=2 %t.omp > %t.omp.out && diff %t.orig.out %t.omp.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/rows-matmul-double.inc -x none %t.c -o %t.seq
// RUN: %t.seq > %t.seq.out && diff %t.orig.out %t.seq.out
// RUN: liar --target=auto %clean -o %t.auto.c -- > %t.auto.log 2>&1
// RUN: %cc -fopenmp -x c %S/mains/rows-matmul-double.inc -x none %t.auto.c -o %t.auto
// RUN: env OMP_NUM_THREADS=2 %t.auto > %t.auto.out && diff %t.orig.out %t.auto.out
// RUN: liar --target=blas %clean -- 2>&1 | FileCheck %s --check-prefix=CHECK-BLAS
// CHECK-BLAS: remark: loop nest in 'matmul' not rewritten: no library form: 'c', 'a', 'b' held as row pointers

void matmul(double **c, double **a, double **b, int n, int m, int p) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'matmul' replaced by OpenMP loops {{.*}}[liar-omp]
    for (int j = 0; j < m; j++) {
      c[i][j] = 0.0;
      for (int k = 0; k < p; k++)
        c[i][j] += a[i][k] * b[k][j];
    }
}

// CHECK-MESSAGES: liar: 1 region(s) found, 1 lifted, 1 rewritten, 0 rejected
