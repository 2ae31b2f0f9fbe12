// Golden test: DSP-library loops that process a block of four elements per trip and then the
// tail (`blkCnt = blockSize >> 2U; while (blkCnt > 0U) {...}` then `blkCnt = blockSize %
// 0x4U;`), walking their pointers through both loops, and an index stepped through two loops.
// What a loop leaves in a walking pointer or stepped index is its value on entry plus the
// trips times the step, so the next loop's accesses are affine and the whole is lifted (the
// count of a signed loop is assumed not negative and checked at run time; an unsigned
// countdown counter needs no check). Each nest is also lifted on its own, so a nest with a
// library form of its own keeps it (the copy becomes a memmove after which the pointer is
// advanced as the loop leaves it, the padding a memset). Built with and
// without -fopenmp, run and compared with the original bit for bit.
//
// RUN: %cc -x c %S/mains/dsp-blocks.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --dump-ir %clean -- 2>&1 | FileCheck %s --check-prefix=CHECK-IR
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -x c %S/mains/dsp-blocks.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: diff %t.orig.out %t.new.out
// RUN: liar --target=auto %clean -o %t.auto.c -- > /dev/null 2>&1
// RUN: %cc -fopenmp -x c %S/mains/dsp-blocks.inc -x none %t.auto.c -o %t.auto -lopenblas -lm && env OMP_NUM_THREADS=2 %t.auto > %t.auto.out
// RUN: diff %t.orig.out %t.auto.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/dsp-blocks.inc -x none %t.auto.c -o %t.seq -lopenblas -lm && %t.seq > %t.seq.out
// RUN: diff %t.orig.out %t.seq.out

void block_add(const float *pSrcA, const float *pSrcB, float *pDst, unsigned int blockSize) {
  unsigned int blkCnt;
  blkCnt = blockSize >> 2U;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'block_add' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  while (blkCnt > 0U) {
    *pDst++ = (*pSrcA++) + (*pSrcB++);
    *pDst++ = (*pSrcA++) + (*pSrcB++);
    *pDst++ = (*pSrcA++) + (*pSrcB++);
    *pDst++ = (*pSrcA++) + (*pSrcB++);
    blkCnt--;
  }
  blkCnt = blockSize % 0x4U;
  while (blkCnt > 0U) {
    *pDst++ = (*pSrcA++) + (*pSrcB++);
    blkCnt--;
  }
}
// CHECK-IR: (kernel block_add
// CHECK-IR: (param blockSize
// CHECK-IR: (array pDst float blockSize)

void block_dot(const float *pSrcA, const float *pSrcB, unsigned int blockSize, float *result) {
  unsigned int blkCnt;
  float sum = 0.0f;
  blkCnt = blockSize >> 2U;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'block_dot' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  while (blkCnt > 0U) {
    sum += (*pSrcA++) * (*pSrcB++);
    sum += (*pSrcA++) * (*pSrcB++);
    sum += (*pSrcA++) * (*pSrcB++);
    sum += (*pSrcA++) * (*pSrcB++);
    blkCnt--;
  }
  blkCnt = blockSize % 0x4U;
  while (blkCnt > 0U) {
    sum += (*pSrcA++) * (*pSrcB++);
    blkCnt--;
  }
  *result = sum;
}
// CHECK-IR: (kernel block_dot
// CHECK-IR: (ifold (mod blockSize 4) (ifold (/ blockSize 4) sum

void copy_then_pad(float *restrict dst, const float *restrict src, int n, int pad) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'copy_then_pad' replaced part by part: line [[@LINE-1]] replaced by memmove, line [[@LINE+2]] replaced by memset [liar-blas]
    *dst++ = *src++;
  for (int i = 0; i < pad; i++)
    *dst++ = 0.0f;
}
// CHECK-IR: (kernel copy_then_pad
// CHECK-IR: (array dst float (+ n pad))

void scale_then_copy(float *restrict y, const float *restrict x, int n, int m) {
  int k = 0;
  for (int i = 0; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scale_then_copy' replaced part by part: line [[@LINE+4]] replaced by memmove; 1 other nest(s) kept [liar-blas]
    y[k] = 2.0f * x[k];
    k++;
  }
  for (int j = 0; j < m; j++) {
    y[k] = x[k];
    k++;
  }
}
