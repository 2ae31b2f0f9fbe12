// Golden test: reads at subscripts that are not affine, from arrays the region only reads (a
// gather). A framework's im2col with run-time kernel size, stride and padding (`c % ks`,
// `y * stride`), an LLM's token embedding (`wte[ix * C + i]` with `ix = tokens[...]`) and a
// loss that reads the target class of each row (`probs[i * V + target[i]]`): each is lifted,
// its read may touch any element of the array, so no library idiom applies and the OpenMP
// target runs the loops in parallel. An array whose extent is unknown and that may overlap
// the output is checked for overlap only when its extent is known: the embedding without
// `restrict` is kept unless --assume-no-alias. A gather from the array the loop writes is
// refused. Built with and without -fopenmp, run and compared with the original bit for bit.
//
// RUN: %cc -x c %S/mains/gather-reads.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --dump-ir %clean -- 2>&1 | FileCheck %s --check-prefix=CHECK-IR
// RUN: liar --target=blas %clean -o %t.blas.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-BLAS \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-OMP --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -fopenmp -x c %S/mains/gather-reads.inc -x none %t.c -o %t.omp -lm && env OMP_NUM_THREADS=2 %t.omp > %t.omp.out
// RUN: diff %t.orig.out %t.omp.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/gather-reads.inc -x none %t.c -o %t.seq -lm && %t.seq > %t.seq.out
// RUN: diff %t.orig.out %t.seq.out
// RUN: liar --target=omp --omp-min-work=0 --assume-no-alias %clean -o %t.na.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-NOALIAS
// RUN: %cc -fopenmp -x c %S/mains/gather-reads.inc -x none %t.na.c -o %t.na -lm && env OMP_NUM_THREADS=2 %t.na > %t.na.out
// RUN: diff %t.orig.out %t.na.out
#include <math.h>

void im2col_padded(const float *restrict im, int chans, int rows, int cols, int ks, int stride,
                   int pad, float *restrict out) {
  int orows = (rows + 2 * pad - ks) / stride + 1;
  int ocols = (cols + 2 * pad - ks) / stride + 1;
  for (int c = 0; c < chans * ks * ks; ++c) {
    // CHECK-BLAS: :[[@LINE-1]]:3: remark: loop nest in 'im2col_padded' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    // CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'im2col_padded' replaced by OpenMP loops
    int dx = c % ks;
    int dy = c / ks % ks;
    int ch = c / ks / ks;
    for (int y = 0; y < orows; ++y)
      for (int x = 0; x < ocols; ++x) {
        int r = dy + y * stride - pad;
        int q = dx + x * stride - pad;
        out[(c * orows + y) * ocols + x] =
            (r >= 0 && q >= 0 && r < rows && q < cols) ? im[q + cols * (r + rows * ch)] : 0;
      }
  }
}
// CHECK-IR: (kernel im2col_padded
// CHECK-IR: (param im.extent
// CHECK-IR: (array im float im.extent)
// CHECK-IR: (index im (+

void embed(float *restrict out, const int *restrict tokens, const float *restrict wte,
           const float *restrict wpe, int B, int T, int C) {
  for (int b = 0; b < B; b++)
    // CHECK-BLAS: :[[@LINE-1]]:3: remark: loop nest in 'embed' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    // CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'embed' replaced by OpenMP loops
    for (int t = 0; t < T; t++) {
      int ix = tokens[b * T + t];
      for (int i = 0; i < C; i++)
        out[(b * T + t) * C + i] = wte[ix * C + i] + wpe[t * C + i];
    }
}
// CHECK-IR: (kernel embed
// CHECK-IR: (index wte (+ (* (index tokens

void embed_aliased(float *out, const int *tokens, const float *wte, int N, int C) {
  for (int n = 0; n < N; n++)
    // CHECK-BLAS: :[[@LINE-1]]:3: remark: loop nest in 'embed_aliased' not rewritten: no library form is cheaper than the loops
    // CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'embed_aliased' not rewritten: arrays 'out' and 'wte' may overlap and their extents are unknown (use --assume-no-alias) [liar-missed-guard]
    // CHECK-NOALIAS: :[[@LINE-3]]:3: remark: loop nest in 'embed_aliased' replaced by OpenMP loops
    for (int i = 0; i < C; i++)
      out[n * C + i] = wte[tokens[n] * C + i];
}

float nll(const float *restrict probs, const int *restrict target, int n, int v) {
  float loss = 0;
  for (int i = 0; i < n; i++)
    // CHECK-BLAS: :[[@LINE-1]]:3: remark: loop nest in 'nll' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    // CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'nll' replaced by OpenMP loops
    loss += -logf(probs[i * v + target[i]]);
  return loss / n;
}
// CHECK-IR: (kernel nll
// CHECK-IR: (fn.logf (index probs (+ (* i v) (index target i))))

void permute_doubled(float *x, const int *perm, int n) {
  for (int i = 0; i < n; i++)
    // CHECK-BLAS: :[[@LINE+2]]:12: remark: region not lifted: array subscript 'x[perm[i]]' is not affine [liar-missed-nonaffine-subscript]
    // CHECK-OMP: :[[@LINE+1]]:12: remark: region not lifted: array subscript 'x[perm[i]]' is not affine [liar-missed-nonaffine-subscript]
    x[i] = x[perm[i]] * 2 + x[i];
}
