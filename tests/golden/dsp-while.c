// Golden test: DSP routines written as count-down `while` loops over walking pointers, in the
// style of a DSP library's reference C: `blkCnt = blockSize; while (blkCnt > 0U) { *pDst++ =
// ...; blkCnt--; }`. Such a loop is a loop of blkCnt trips (its counter, copied from a size or
// a parameter it counts down itself, holds its value on entry minus the trips before): a dot
// product becomes sdot, a copy memmove, a row sum whose column is `cols - c` sgemv. A counter
// read after its loop is refused; a loop that counts by another step is no region. Every build runs and is compared with the
// original bit for bit (the data keeps every sum exact).
//
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/dsp-while.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/dsp-while.inc -x none %t.c -o %t.new -lopenblas -lm
// RUN: %t.new | diff %t.orig.out -
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp -fno-strict-aliasing 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -fno-strict-aliasing -x c %S/mains/dsp-while.inc -x none %t.auto.c -o %t.auto -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -
#include <stdint.h>

typedef float float32_t;

void dot_prod_f32(const float32_t *pSrcA, const float32_t *pSrcB, uint32_t blockSize,
                  float32_t *result) {
  uint32_t blkCnt;
  float32_t sum = 0.0f;
  blkCnt = blockSize;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'dot_prod_f32' replaced by cblas_sdot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // CHECK-FIXES: (*result) = (sum + cblas_sdot(blockSize, &pSrcA[0], 1, &pSrcB[0], 1));
  while (blkCnt > 0U) {
    sum += (*pSrcA++) * (*pSrcB++);
    blkCnt--;
  }
  *result = sum;
}

void copy_f32(const float32_t *pSrc, float32_t *pDst, uint32_t blockSize) {
  while (blockSize > 0U) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'copy_f32' replaced by memmove [liar-blas]
    // CHECK-FIXES: memmove(&pDst[0], &pSrc[0], sizeof(pDst[0]) * (blockSize));
    *pDst++ = *pSrc++;
    blockSize--;
  }
}

void sum_rows(const float *m, float *sums, int rows, int cols) {
  for (int i = 0; i < rows; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sum_rows' replaced by cblas_sgemv; floating-point sums may be reassociated [liar-blas]
    float s = 0.0f;
    int c = cols;
    while (c > 0) { // the counter read in the body: cols - c is the column
      s += m[i * cols + (cols - c)];
      --c;
    }
    sums[i] = s;
  }
}

int count_left(const float *x, float *y, int n) {
  while (n > 0) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: region not lifted: 'n' is counted down by a 'while' loop and read after it: its final value is not kept [liar-missed-while-counter]
    y[n - 1] = 2.0f * x[n - 1];
    n--;
  }
  return n;
}

void halves(const float *x, float *y, int n) {
  while (n > 0) { // steps by 2: no region, no remark
    y[n - 1] = x[n - 1];
    n -= 2;
  }
}
