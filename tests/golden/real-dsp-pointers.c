// Golden test: DSP-library loops over walking pointers (`*pDst++ = ...`, `pSrc += 2;`,
// `p = p + 1;`). A pointer declared before the region whose every write in it is a step is its
// value on entry, accessed at an offset that is tracked as an index variable: `*p_x++` in the
// i-th trip is `p_x[i]`. Refused: a pointer read after the region (its final position is not
// kept), one advanced under a condition, by a step that is not constant per trip of a loop, or
// advanced inside an inner loop. The statements read through such pointers have no C text of
// their own, so the OpenMP target does not reschedule them. Each kernel is built, run and
// compared with the original (%a; to 1e-5 where a library call reassociates a sum).
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas %clean -o %t.blas.c -- 2>&1 | FileCheck %s --check-prefix=BLAS
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas > %t.blas.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.blas.out
// RUN: liar --target=auto --omp-min-work=0 %clean -o %t.auto.c -- > /dev/null 2>&1
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.out

#include <stdio.h>

void scale_f32(const float *restrict pSrc, float scale, float *restrict pDst, int blockSize) {
  for (int i = 0; i < blockSize; i++)
    *pDst++ = (*pSrc++) * scale;
}
// BLAS: :[[@LINE-3]]:3: remark: loop nest in 'scale_f32' not rewritten: no library form is cheaper than the loops

void add_f32(const float *restrict pSrcA, const float *restrict pSrcB, float *restrict pDst,
             int blockSize) {
  for (int i = 0; i < blockSize; i++) {
    *pDst++ = (*pSrcA++) + (*pSrcB++);
  }
}
// BLAS: :[[@LINE-4]]:3: remark: loop nest in 'add_f32' not rewritten: no library form is cheaper than the loops

float dot_f32(const float *pSrcA, const float *pSrcB, int blockSize) {
  float sum = 0.0f;
  for (int i = 0; i < blockSize; i++) {
    sum += *pSrcA * *pSrcB;
    pSrcA++;
    pSrcB = pSrcB + 1;
  }
  return sum;
}
// BLAS: :[[@LINE-7]]:3: remark: loop nest in 'dot_f32' replaced by cblas_sdot

// Every second sample of the source.
void decimate_f32(const float *restrict pSrc, float *restrict pDst, int n) {
  for (int i = 0; i < n; i++) {
    pDst[0] = pSrc[1] * 0.5f;
    pDst += 1;
    pSrc += 2;
  }
}
// BLAS: :[[@LINE-6]]:3: remark: loop nest in 'decimate_f32' not rewritten: no library form is cheaper than the loops

// The write position is returned: the new code leaves it where the loop does.
float *fill_f32(float *p, float value, int n) {
  for (int i = 0; i < n; i++)
    *p++ = value;
  return p;
}
// BLAS: :[[@LINE-4]]:3: remark: loop nest in 'fill_f32' not rewritten: the library form prints as loops only

// Only positive samples are kept, packed: the position depends on the data.
void pack_positive(const float *restrict pSrc, float *restrict pDst, int n) {
  for (int i = 0; i < n; i++)
    if (pSrc[i] > 0.0f) *pDst++ = pSrc[i];
}
// BLAS: :[[@LINE-2]]:9: remark: region not lifted: condition 'pSrc[i] > 0.0f' is not affine

// A row of n per trip: the step is not a constant, but the inner loop, which does not advance
// the pointer, is a dot product of the row at the pointer's current position.
void rows_f32(const float *restrict pA, float *restrict pY, int m, int n) {
  for (int r = 0; r < m; r++) {
    float acc = 0.0f;
    for (int c = 0; c < n; c++)
      acc += pA[c];
    pY[r] = acc;
    pA += n;
  }
}
// BLAS: :[[@LINE-8]]:3: remark: loop nest in 'rows_f32' replaced inside the loop: line [[#@LINE-6]] replaced by cblas_sdot

// The output pointer advances inside the inner loop: not once per trip of the outer one.
void outer_f32(const float *restrict pX, float *restrict pDst, int m, int n) {
  for (int r = 0; r < m; r++)
    for (int c = 0; c < n; c++)
      *pDst++ = pX[r] * pX[c];
}
// BLAS: :[[@LINE-2]]:7: remark: region not lifted: access '*pDst++' through pointer 'pDst': its offset here is not an affine function of the iterators

static float a[64], b[64], out[64];

static void fill(void) {
  for (int i = 0; i < 64; i++) {
    a[i] = (float)((i * 5 + 3) % 13) / 13.0f - 0.25f;
    b[i] = (float)((i * 7 + 1) % 11) / 11.0f;
    out[i] = -1.0f;
  }
}

static void print(const char *what) {
  for (int i = 0; i < 64; i++)
    printf("%s %d %a\n", what, i, (double)out[i]);
}

int main(void) {
  fill();
  scale_f32(a, 3.0f, out, 40);
  print("scale");
  fill();
  add_f32(a, b, out, 40);
  print("add");
  fill();
  printf("dot %.9g\n", (double)dot_f32(a, b, 50));
  fill();
  decimate_f32(a, out, 30);
  print("decimate");
  fill();
  printf("fill %d\n", (int)(fill_f32(out, 2.5f, 20) - out));
  print("fill");
  fill();
  pack_positive(a, out, 60);
  print("pack");
  fill();
  rows_f32(b, out, 6, 7);
  print("rows");
  fill();
  outer_f32(a, out, 5, 6);
  print("outer");
  return 0;
}
