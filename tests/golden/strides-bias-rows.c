// Golden test: a vector added to every row of a linearised activations array (framework style:
// the layer's `batch` and `outputs` fields as sizes, `l.output[b*l.outputs + i] += l.biases[i]`).
// Each row is a contiguous vector of the one-dimensional storage; the sum is one cblas_sger with a
// vector of ones (1 * 1 * b[i] is b[i] exactly), which the cost model prices below its other form,
// one cblas_saxpy per row (one call instead of one per row, the same work). A vector added to
// every column (a per-row offset) is a ger too, the ones on the other side. Built with and
// without -fopenmp and with -fno-strict-aliasing, run and compared bit for bit with the original.
//
// RUN: %cc -x c %S/mains/strides-bias-rows.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/strides-bias-rows.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: diff %t.orig.out %t.new.out
// RUN: %cc -fopenmp -x c %S/mains/strides-bias-rows.inc -x none %t.c -o %t.newomp -lopenblas && %t.newomp > %t.newomp.out
// RUN: diff %t.orig.out %t.newomp.out
// RUN: liar %clean -o %t.relaxed.c -- -fno-strict-aliasing 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -fno-strict-aliasing -fopenmp -x c %S/mains/strides-bias-rows.inc -x none %t.relaxed.c -o %t.relaxed -lopenblas && %t.relaxed > %t.relaxed.out
// RUN: diff %t.orig.out %t.relaxed.out

#define CLASSES 10

typedef struct {
  int batch, outputs;
  float *output, *biases;
} layer;

// A layer's bias over a batch of rows.
void add_bias(layer l) {
  for (int b = 0; b < l.batch; ++b)
    for (int i = 0; i < l.outputs; ++i)
      l.output[b * l.outputs + i] += l.biases[i];
}
// CHECK-MESSAGES: :[[@LINE-4]]:3: remark: loop nest in 'add_bias' replaced by cblas_sger [liar-blas]
// CHECK-FIXES: liar_t0 = malloc(sizeof(float) * (size_t)(l_batch));
// CHECK-FIXES: cblas_sger(CblasRowMajor, l_batch, l_outputs, 1.0f,
// CHECK-FIXES-NEXT:       &liar_t0[0], 1, &l_biases[0], 1, &l_output[0], l_outputs);

// A classifier's ten scores over many rows.
void add_class_bias(int rows, float *restrict scores, const float *restrict bias) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < CLASSES; ++c)
      scores[r * CLASSES + c] += bias[c];
}
// CHECK-MESSAGES: :[[@LINE-4]]:3: remark: loop nest in 'add_class_bias' replaced by cblas_sger [liar-blas]
// CHECK-FIXES: cblas_sger(CblasRowMajor, rows, CLASSES, 1.0f,
// CHECK-FIXES-NEXT:       &liar_t{{[0-9]+}}[0], 1, &bias[0], 1, &scores[0], CLASSES);

// A per-row offset added to each of a row's ten values: ger with the ones on the other side.
void add_row_offset(int rows, float *restrict scores, const float *restrict offset) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < CLASSES; ++c)
      scores[r * CLASSES + c] += offset[r];
}
// CHECK-MESSAGES: :[[@LINE-4]]:3: remark: loop nest in 'add_row_offset' replaced by cblas_sger [liar-blas]
// CHECK-FIXES: cblas_sger(CblasRowMajor, rows, CLASSES, 1.0f,
// CHECK-FIXES-NEXT:       &offset[0], 1, &liar_t{{[0-9]+}}[0], 1, &scores[0], CLASSES);

// CHECK-MESSAGES: liar: 3 region(s) found, 3 lifted, 3 rewritten, 0 rejected
