// Golden test: struct fields the loops may change are not region parameters. C's
// effective-type rules say which stores may: one through `int *` may change an `int` field
// (`idx` may point at `h->n`), one through `unsigned char *` any field, and a store to a field
// of the struct itself is refused outright. Those regions are kept with a remark naming the
// store; a loop that stores only doubles is rewritten. Each call runs where the store does
// change the field, and the outputs of the original and of the rewrite must agree.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/real-struct-refused.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/real-struct-refused.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-12 %t.orig.out %t.new.out

typedef struct {
  int n;
  double *data;
  int *counts;
} Hist;

typedef struct {
  int size, filled;
  double *data;
} Buffer;

/* idx may point at h->n: each store may end the loop sooner. */
void index_fill(Hist *h, int *idx) {
  for (int i = 0; i < h->n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:23: remark: region not lifted: loop bound 'h->n' is not affine: the region's store to 'idx[i]' may change 'h->n' (its type may be that field's) [liar-missed-nonaffine-bound]
    idx[i] = i / 2;
}

/* The loop writes a field of the struct whose size bounds it. */
void clear(Buffer *b) {
  for (int i = 0; i < b->size; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:23: remark: region not lifted: loop bound 'b->size' is not affine: the region's store to 'b->filled' may change 'b->size' [liar-missed-nonaffine-bound]
    b->data[i] = 0.0;
    b->filled = i + 1;
  }
}

/* Bytes may be the pointer field itself. */
void scale_bytes(Buffer *b, unsigned char *bytes, int n) {
  for (int i = 0; i < n; i++) {
    bytes[i] = 0;
    b->data[i] *= 2.0;
    // CHECK-MESSAGES: :[[@LINE-1]]:5: remark: region not lifted: array base 'b->data' in 'b->data[i]' is not a region parameter: the region's store to 'bytes[i]' may change 'b->data' (its type may be that field's) [liar-missed-array-base-parameter]
  }
}

/* Only doubles are stored: h->n and h->data cannot change. */
void scale_ok(Hist *h, double a) {
  for (int i = 0; i < h->n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scale_ok' replaced by cblas_dscal [liar-blas]
    h->data[i] *= a;
}
// CHECK-FIXES: int h_n = h->n;
// CHECK-FIXES-NEXT: double *h_data = h->data;
// CHECK-FIXES: cblas_dscal(h_n, a, &h_data[0], 1);

// CHECK-MESSAGES: liar: 4 region(s) found, 1 lifted, 1 rewritten, 3 rejected
