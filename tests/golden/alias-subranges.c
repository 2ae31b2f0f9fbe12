// Golden test: alias guards over the elements a region touches, so that sub-ranges of one
// buffer pass. A trainer keeps every gradient in one malloc'd buffer and accumulates the weight
// and the bias gradients at their offsets; the steps they add live in the same buffer, before
// them. A guard over the whole view from element 0 (`&grads[0]` .. `&grads[woff + n]`) would
// overlap the steps and the library calls would never run. The main counts the calls with its
// own cblas_daxpy (on stderr) and prints every element; the rewrites (blas without OpenMP, auto
// with -fopenmp) must print what the original prints and call daxpy each time the ranges are
// disjoint. The OpenMP form's guard compares the elements its statements access (`dst` rows
// 0 .. n-1, not the extent of a pointer nobody declared), so it rewrites at all, and runs on
// disjoint rows of one buffer and falls back on overlapping ones.
//
// RUN: %cc -x c %S/mains/alias-subranges.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out 2> %t.orig.calls
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/alias-subranges.inc -x none %t.c -o %t.new -lopenblas
// RUN: %t.new > %t.new.out 2> %t.new.calls && python3 %S/compare-output.py %t.orig.out %t.new.out
// RUN: FileCheck %s --check-prefix=CHECK-CALLS < %t.new.calls
// RUN: liar --target=auto %clean -o %t.auto.c --
// RUN: %cc -fopenmp -x c %S/mains/alias-subranges.inc -x none %t.auto.c -o %t.auto -lopenblas
// RUN: OMP_NUM_THREADS=2 %t.auto > %t.auto.out 2> %t.auto.calls && python3 %S/compare-output.py %t.orig.out %t.auto.out
// RUN: FileCheck %s --check-prefix=CHECK-CALLS < %t.auto.calls
// RUN: liar --target=omp %clean -o %t.omp.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-OMP
// RUN: FileCheck %s --check-prefix=CHECK-OMP-FIXES < %t.omp.c
// RUN: %cc -fopenmp -x c %S/mains/alias-subranges.inc -x none %t.omp.c -o %t.omp
// RUN: OMP_NUM_THREADS=2 %t.omp > %t.omp.out 2> /dev/null && python3 %S/compare-output.py %t.orig.out %t.omp.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/alias-subranges.inc -x none %t.omp.c -o %t.omp.seq
// RUN: %t.omp.seq > %t.omp.seq.out 2> /dev/null && python3 %S/compare-output.py %t.orig.out %t.omp.seq.out

// The weight gradient at grads[woff ..], the bias gradient at grads[boff ..].
void accumulate(double *grads, int woff, int boff, const double *dw, const double *db, int n,
                int m) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'accumulate' replaced {{.*}}cblas_daxpy
    grads[woff + i] += dw[i];
  for (int j = 0; j < m; j++)
    grads[boff + j] += db[j];
}
// CHECK-FIXES:      liar_disjoint_at(&grads[0], sizeof(grads[0]) * (uintptr_t)woff,
// CHECK-FIXES-NEXT:                  sizeof(grads[0]) * (uintptr_t)((woff) + (n)),
// CHECK-FIXES-NEXT:                  &dw[0], 0, sizeof(dw[0]) * n)) {
// CHECK-FIXES:      liar_disjoint_at(&grads[0], sizeof(grads[0]) * (uintptr_t)boff,
// CHECK-FIXES-NEXT:                  sizeof(grads[0]) * (uintptr_t)((boff) + (m)),
// CHECK-FIXES-NEXT:                  &db[0], 0, sizeof(db[0]) * m)) {

// The next layer's gradient, row by row, into another part of the buffer.
void scale_rows(double *dst, const double *src, const double *s, int n, int m) {
  for (int i = 0; i < n; i++)
    // CHECK-OMP: :[[@LINE-1]]:3: remark: loop nest in 'scale_rows' replaced by OpenMP loops
    for (int j = 0; j < m; j++)
      dst[i * m + j] = s[i] * src[i * m + j];
}
// CHECK-OMP-FIXES:      if (liar_disjoint(&dst[0], sizeof(dst[0]) * ((uintptr_t)((long)n - 1) * m + (uintptr_t)(long)m),
// CHECK-OMP-FIXES-NEXT:                   &s[0], sizeof(s[0]) * (uintptr_t)(long)n) &&
// CHECK-OMP-FIXES-NEXT:     liar_disjoint(&dst[0], sizeof(dst[0]) * ((uintptr_t)((long)n - 1) * m + (uintptr_t)(long)m),
// CHECK-OMP-FIXES-NEXT:                   &src[0],
// CHECK-OMP-FIXES-NEXT:                   sizeof(src[0]) * ((uintptr_t)((long)n - 1) * m + (uintptr_t)(long)m))) {

// Each round: both parts on disjoint ranges, and the bias part where only the weights overlap
// their step (each part has its own guard).
// CHECK-CALLS: {{^}}daxpy calls: 6{{$}}
