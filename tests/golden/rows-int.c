// Golden test: integer matrices held as row pointers (`int **`), one block carved into rows:
// an element-wise combination and a clamp in place, rewritten as OpenMP loops under the guard
// that scans the rows, built with and without -fopenmp, run with 2 threads and compared with the
// original bit for bit (also on rows that overlap, where the original loops run). A region that
// also stores characters is refused: such a store may change a row pointer.
//
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -x c %S/mains/rows-int.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -fopenmp -x c %S/mains/rows-int.inc -x none %t.c -o %t.omp
// RUN: env OMP_NUM_THREADS=2 %t.omp > %t.omp.out && diff %t.orig.out %t.omp.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/rows-int.inc -x none %t.c -o %t.seq
// RUN: %t.seq > %t.seq.out && diff %t.orig.out %t.seq.out

void combine(int **c, int **a, int **b, int n, int m) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'combine' replaced by OpenMP loops {{.*}}[liar-omp]
    for (int j = 0; j < m; j++)
      c[i][j] = a[i][j] + 2 * b[i][j] - i;
}

void clamp(int **x, int n, int m, int hi) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'clamp' replaced by OpenMP loops {{.*}}[liar-omp]
    for (int j = 0; j < m; j++)
      x[i][j] = x[i][j] > hi ? hi : x[i][j] + 1;
}

// A character store may change a row pointer: refused.
void mark(int **x, char *seen, int n, int m) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mark' not rewritten: the stores to 'seen' (character type) may change the row pointers of 'x' [liar-missed-guard]
    for (int j = 0; j < m; j++) {
      x[i][j] = -x[i][j];
      seen[i * m + j] = 1;
    }
}

// CHECK-MESSAGES: liar: 3 region(s) found, 3 lifted, 2 rewritten, 0 rejected
