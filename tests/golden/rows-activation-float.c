// Golden test: element-wise activations over matrices held as row pointers (`float **`, one
// malloc per row): lifted as 2-D arrays whose rows are separate objects, rewritten as OpenMP
// loops (A[i][j] printed again). The guard scans each matrix's rows before the loops (lowest row,
// end of the highest, written rows in ascending order without overlap); the main also calls the
// kernels on rows that overlap (an output row that is an input row of the next, and a matrix
// whose two rows are one), where the original loops must run. Built with and without -fopenmp,
// run with 2 threads and compared bit for bit with the original.
//
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -x c %S/mains/rows-activation-float.inc -x none %clean -o %t.orig -lm
// RUN: %t.orig > %t.orig.out
// RUN: %cc -fopenmp -x c %S/mains/rows-activation-float.inc -x none %t.c -o %t.omp -lm
// RUN: env OMP_NUM_THREADS=2 %t.omp > %t.omp.out && diff %t.orig.out %t.omp.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/rows-activation-float.inc -x none %t.c -o %t.seq -lm
// RUN: %t.seq > %t.seq.out && diff %t.orig.out %t.seq.out

void leaky_relu(float **out, float **in, int rows, int cols) {
  for (int i = 0; i < rows; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'leaky_relu' replaced by OpenMP loops {{.*}}[liar-omp]
    for (int j = 0; j < cols; j++)
      out[i][j] = in[i][j] > 0.0f ? in[i][j] : 0.01f * in[i][j];
}

void scale_rows(float **x, int rows, int cols, float s) {
  for (int i = 0; i < rows; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scale_rows' replaced by OpenMP loops {{.*}}[liar-omp]
    for (int j = 0; j < cols; j++)
      x[i][j] = x[i][j] * s + 1.0f;
}

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 2 rewritten, 0 rejected
