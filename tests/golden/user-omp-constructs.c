// Regression test: the user's own OpenMP constructs, parsed with and without -fopenmp. A loop
// under `#pragma omp parallel for` (with `collapse`, `reduction`, `schedule` clauses) or
// `#pragma omp simd` is found and replaced with its directive under both parses. Code that every
// thread of a team runs is never replaced, because each thread would run the replacement: a
// work-shared `#pragma omp for` inside the user's `#pragma omp parallel` block (C += A*B was
// added once per thread), an orphaned `omp for`, loops inside `omp single`, a loop under a bare
// `omp parallel`, and the inner loops of a user's parallel loop (a `collapse(2)` nest whose inner
// dot product became a call no longer compiled with -fopenmp). Each is refused with a remark.
// Every rewrite is built with and without -fopenmp, run with 2 threads and compared with the
// original built the same way; the data are small integers and halves, so every sum is exact
// and the outputs must agree bit for bit.
//
// RUN: %cc -fopenmp %clean -o %t.orig && env OMP_NUM_THREADS=2 %t.orig > %t.orig.out
// RUN: %cc -Wno-unknown-pragmas %clean -o %t.seq && %t.seq > %t.seq.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- -fopenmp 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=BLAS,ALL --implicit-check-not=remark:
// RUN: %cc -fopenmp %t.blas.c -o %t.blas -lopenblas -lm && env OMP_NUM_THREADS=2 %t.blas | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.blas.c -o %t.blas.seq -lopenblas -lm && %t.blas.seq | diff %t.seq.out -
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas2.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=BLAS,ALL --implicit-check-not=remark:
// RUN: diff %t.blas.c %t.blas2.c
// RUN: liar --target=omp --omp-min-work=0 --functions='^k_' %clean -o %t.omp.c -- -fopenmp 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=OMP,ALL --implicit-check-not=remark:
// RUN: %cc -fopenmp %t.omp.c -o %t.omp -lm && env OMP_NUM_THREADS=2 %t.omp | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.omp.c -o %t.omp.seq -lm && %t.omp.seq | diff %t.seq.out -
// RUN: liar --target=auto --omp-min-work=0 --functions='^k_' %clean -o %t.auto.c -- -fopenmp 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=AUTO,ALL --implicit-check-not=remark:
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && env OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.auto.c -o %t.auto.seq -lopenblas -lm && %t.auto.seq | diff %t.seq.out -
// RUN: liar --target=torch --functions='^k_' %clean -o %t.torch.c -- -fopenmp 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=TORCH,ALL --implicit-check-not=remark:
// RUN: %cc -fopenmp -I %runtime %t.torch.c -o %t.torch %torchlib -lm && env OMP_NUM_THREADS=2 %t.torch | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas -I %runtime %t.torch.c -o %t.torch.seq %torchlib -lm && %t.torch.seq | diff %t.seq.out -
// RUN: FileCheck %s --check-prefix=FIXES < %t.blas.c

#include <stdio.h>

void k_parallel_for(int n, int m, double A[restrict n][m], double x[restrict m],
                    double y[restrict n]) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      y[i] += A[i][j] * x[j];
}
// BLAS: :[[@LINE-5]]:1: remark: loop nest in 'k_parallel_for' replaced by cblas_dgemv
// OMP: :[[@LINE-6]]:1: remark: loop nest in 'k_parallel_for' replaced by OpenMP loops
// AUTO: :[[@LINE-7]]:1: remark: loop nest in 'k_parallel_for' replaced by cblas_dgemv
// TORCH: :[[@LINE-8]]:1: remark: loop nest in 'k_parallel_for' replaced by liar_torch_addmv_d
// FIXES: void k_parallel_for(
// FIXES-NEXT: double y[restrict n]) {
// FIXES-NEXT: /* liar: blas (cblas_dgemv); the original loops run when a guard fails */

double k_reduction(int n, double x[restrict n], double y[restrict n]) {
  double s = 0.0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
// BLAS: :[[@LINE-5]]:1: remark: loop nest in 'k_reduction' replaced by cblas_ddot
// AUTO: :[[@LINE-6]]:1: remark: loop nest in 'k_reduction' replaced by cblas_ddot
// OMP: :[[@LINE-7]]:1: remark: loop nest in 'k_reduction' replaced by OpenMP loops
// TORCH: :[[@LINE-8]]:1: remark: loop nest in 'k_reduction' not rewritten: no library form is cheaper than the loops

void k_collapse_whole(int n, double A[restrict n][n], double B[restrict n][n],
                      double C[restrict n][n]) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}
// BLAS: :[[@LINE-9]]:1: remark: loop nest in 'k_collapse_whole' replaced by cblas_dgemm
// AUTO: :[[@LINE-10]]:1: remark: loop nest in 'k_collapse_whole' replaced by cblas_dgemm
// OMP: :[[@LINE-11]]:1: remark: loop nest in 'k_collapse_whole' replaced by OpenMP loops
// TORCH: :[[@LINE-12]]:1: remark: loop nest in 'k_collapse_whole' replaced by liar_torch_mm_d

void k_batched(int nb, int n, double A[restrict nb][n][n], double x[restrict nb][n],
               double y[restrict nb][n]) {
#pragma omp parallel for
  for (int b = 0; b < nb; b++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        y[b][i] += A[b][i][j] * x[b][j];
}
// BLAS: :[[@LINE-6]]:1: remark: loop nest in 'k_batched' replaced by cblas_dgemv
// AUTO: :[[@LINE-7]]:1: remark: loop nest in 'k_batched' replaced by cblas_dgemv
// OMP: :[[@LINE-8]]:1: remark: loop nest in 'k_batched' replaced by OpenMP loops
// TORCH: :[[@LINE-9]]:1: remark: loop nest in 'k_batched' replaced by liar_torch_addmv_d
// The user's parallel loop goes: the calls of the batch run one after another, each on
// OpenBLAS's threads, never one call per thread of the user's team.
// FIXES: void k_batched(
// FIXES: /* liar: blas (cblas_dgemv); the original loops run when a guard fails */
// FIXES-NEXT: if (
// FIXES: (double)(n) * (n) >= 1024) {
// FIXES-NEXT: for (long
// FIXES-NEXT: cblas_dgemv(

static int calls;
static double squash(double v) {
#pragma omp atomic
  calls++;
  return v > 100.0 ? 100.0 : v;
}

void k_collapse_inner(int n, double A[restrict n][n], double B[restrict n][n],
                      double C[restrict n][n]) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = squash(s);
    }
}
// ALL: :[[@LINE-3]]:17: remark: region not lifted: call to 'squash' is not a known side-effect-free math function; the loops inside it are kept too: the loop nest runs inside the user's '#pragma omp parallel for collapse(2)' (line [[@LINE-9]]): every thread of the team would run its replacement

void k_region_for(int n, double A[restrict n][n], double B[restrict n][n],
                  double C[restrict n][n]) {
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        for (int k = 0; k < n; k++)
          C[i][j] += A[i][k] * B[k][j];
  }
}
// ALL: :[[@LINE-7]]:1: remark: region not lifted: the loop nest runs inside the user's '#pragma omp parallel' (line [[@LINE-9]]): every thread of the team would run its replacement

void k_orphan_for(int n, double x[restrict n], double y[restrict n]) {
#pragma omp for
  for (int i = 0; i < n; i++)
    y[i] += 2.0 * x[i];
}
// ALL: :[[@LINE-4]]:1: remark: region not lifted: the loop is work-shared by the user's '#pragma omp for' (line [[@LINE-4]]): every thread of the enclosing parallel region would run its replacement

void k_single(int n, double x[restrict n], double y[restrict n]) {
#pragma omp parallel
  {
#pragma omp single
    for (int i = 0; i < n; i++)
      y[i] += 3.0 * x[i];
  }
}
// ALL: :[[@LINE-5]]:1: remark: region not lifted: the loop nest runs inside the user's '#pragma omp single' (line [[@LINE-5]]): every thread of the team would run its replacement

void k_bare_parallel(int n, double x[restrict n], double s[restrict 2]) {
#pragma omp parallel
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    s[0] += x[i];
  }
}
// ALL: :[[@LINE-6]]:1: remark: region not lifted: the loop nest runs inside the user's '#pragma omp parallel' (line [[@LINE-6]])

enum { N = 64, NB = 3 };
static double A[N][N], B[N][N], C[N][N], x[N], y[N], s2[2];
static double A3[NB][N][N], x3[NB][N], y3[NB][N];

static void fill(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 7) * 0.5;
    y[i] = 1.0 + (i % 3);
    for (int j = 0; j < N; j++) {
      A[i][j] = ((i + j) % 5) * 0.5;
      B[i][j] = ((2 * i + j) % 3) - 1.0;
      C[i][j] = (i % 4) * 0.25;
      for (int b = 0; b < NB; b++)
        A3[b][i][j] = ((b + i + 3 * j) % 4) * 0.5;
    }
    for (int b = 0; b < NB; b++) {
      x3[b][i] = (b + i) % 3;
      y3[b][i] = b * 0.5;
    }
  }
}

static void print(const char* name) {
  double sc = 0.0, sy = 0.0;
  for (int i = 0; i < N; i++) {
    sy += y[i] * (i + 1);
    for (int j = 0; j < N; j++)
      sc += C[i][j] * (i + 2 * j + 1);
  }
  printf("%s %a %a %a\n", name, sc, sy, s2[0]);
}

int main(void) {
  fill();
  k_parallel_for(N, N, A, x, y);
  print("parallel_for");
  printf("reduction %a\n", k_reduction(N, x, y));
  k_collapse_whole(N, A, B, C);
  print("collapse_whole");
  k_batched(NB, N, A3, x3, y3);
  for (int b = 0; b < NB; b++)
    printf("batched %d %a %a\n", b, y3[b][0], y3[b][N - 1]);
  k_collapse_inner(N, A, B, C);
  print("collapse_inner");
  k_region_for(N, A, B, C);
  print("region_for");
#pragma omp parallel
  k_orphan_for(N, x, y);
  print("orphan_for");
  k_single(N, x, y);
  print("single");
  k_bare_parallel(N, x, s2);
  printf("bare_parallel %a\n", s2[0]);
  return 0;
}
