// Golden test: the notes about the environment a rewritten program needs. A run whose rewrite
// inserts BLAS calls ends with one note naming the OPENBLAS_CORETYPE fix exactly when
// `liar --check-env=shell` has a fix to export (OpenBLAS picked older kernels than the CPU
// runs), and with none otherwise; a core the user forced is kept without a note, and a rewrite
// without BLAS calls never notes it. A rewrite that mixes OpenMP loops and BLAS calls notes
// OMP_WAIT_POLICY=passive, unless OMP_WAIT_POLICY is set.
//
// RUN: unset OPENBLAS_CORETYPE; liar --check-env=shell > %t.fix
// RUN: unset OPENBLAS_CORETYPE; liar %clean -o %t.c -- 2> %t.err > %t.out; \
// RUN:   fix=$(sed 's/^export //' %t.fix); \
// RUN:   if [ -n "$fix" ]; then \
// RUN:     test "$(grep -c 'note: OpenBLAS runs its .* kernels on this CPU' %t.err)" = 1 && \
// RUN:     grep -q "run the rewritten program with $fix for full BLAS speed" %t.err; \
// RUN:   else ! grep -q note %t.err; fi
// RUN: grep -q cblas_daxpy %t.c && grep -q cblas_dscal %t.c && %cc -c %t.c -o %t.o
// RUN: export OPENBLAS_CORETYPE=Prescott; liar %clean -o %t.c -- 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='note:'
// RUN: unset OPENBLAS_CORETYPE; liar --target=omp --omp-min-work=0 %clean -o %t.omp.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-OMP --implicit-check-not='note:'
// RUN: unset OMP_WAIT_POLICY; liar --target=auto --omp-min-work=0 %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-AUTO
// RUN: grep -q 'pragma omp parallel' %t.auto.c && grep -q cblas_daxpy %t.auto.c
// RUN: liar --target=auto --omp-min-work=0 %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-AUTO-PASSIVE --implicit-check-not='OMP_WAIT_POLICY'

#define N 1000

void axpy(double a, double y[restrict N], double x[restrict N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop nest in 'axpy' replaced by cblas_daxpy
  for (int i = 0; i < N; i++)
    y[i] += a * x[i];
}

void scal(double a, double x[restrict N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loop nest in 'scal' replaced by cblas_dscal
  // CHECK-OMP: :[[@LINE+1]]:3: remark: loop nest in 'scal' replaced by OpenMP loops
  for (int i = 0; i < N; i++)
    x[i] *= a;
}

void init(double A[restrict N][N]) {
  // CHECK-AUTO: :[[@LINE+2]]:3: remark: loop nest in 'init' replaced by OpenMP loops
  // CHECK-AUTO-PASSIVE: :[[@LINE+1]]:3: remark: loop nest in 'init' replaced by OpenMP loops
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * j) % N) / N;
}
// CHECK: liar: 3 region(s) found, 3 lifted, 2 rewritten, 0 rejected
// CHECK-AUTO: note: the rewrite mixes OpenMP loops and BLAS calls: link OpenBLAS's OpenMP build (liar-cc does with GCC; pkg-config liar-blas-openmp, CMake liar::blas_openmp) or run it with OMP_WAIT_POLICY=passive
