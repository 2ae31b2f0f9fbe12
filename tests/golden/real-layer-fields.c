// Golden test: a framework's layer structs, whose int fields bound loops that store ints, or
// that store floats under -fno-strict-aliasing. A field of a struct passed by value (whose
// address the function never takes) cannot change, whatever the region stores; nor can a field
// declared const; a field read through a pointer cannot change under a float store only while
// C's effective-type rules hold: with -fno-strict-aliasing in the flags it is refused, and so
// is a const field that a -D configuration leaves non-const. Each build is rewritten, built
// (with and without -fopenmp), run and compared bit for bit with the original.
//
// RUN: %cc -x c %S/mains/real-layer-fields.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.omp.c -- 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: %cc -fopenmp -x c %S/mains/real-layer-fields.inc -x none %t.omp.c -o %t.omp && %t.omp | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/real-layer-fields.inc -x none %t.omp.c -o %t.omp1 && %t.omp1 | diff %t.orig.out -
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.relaxed.c -- -fno-strict-aliasing 2>&1 | FileCheck %s --check-prefix=RELAXED
// RUN: %cc -fno-strict-aliasing -fopenmp -x c %S/mains/real-layer-fields.inc -x none %t.relaxed.c -o %t.relaxed && %t.relaxed | diff %t.orig.out -
// RUN: %cc -DCONST_SIZES -x c %S/mains/real-layer-fields.inc -x none %clean -o %t.corig && %t.corig > %t.corig.out
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.const.c -- -fno-strict-aliasing -DCONST_SIZES 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: %cc -DCONST_SIZES -fno-strict-aliasing -fopenmp -x c %S/mains/real-layer-fields.inc -x none %t.const.c -o %t.const && %t.const | diff %t.corig.out -

#ifdef CONST_SIZES
#define SIZE_QUALIFIER const
#else
#define SIZE_QUALIFIER
#endif

typedef struct {
  int batch, outputs;
  float *output, *biases, *delta;
  int *indexes;
} layer;

typedef struct {
  SIZE_QUALIFIER int n;
  int *SIZE_QUALIFIER counts;
  float *weights;
} network;

// The layer passed by value: its fields cannot change, the stores of ints notwithstanding.
// Without the effective-type rules its int and float arrays may overlap: the OpenMP loops run
// when the elements they touch do not (a run-time check), the original loops otherwise.
void reset_layer(layer l) {
  for (int b = 0; b < l.batch; ++b)
    for (int i = 0; i < l.outputs; ++i) {
      l.indexes[b * l.outputs + i] = -1;
      l.delta[b * l.outputs + i] = 0;
    }
}
// STRICT: :[[@LINE-6]]:3: remark: loop nest in 'reset_layer' replaced by OpenMP loops
// RELAXED: :[[@LINE-7]]:3: remark: loop nest in 'reset_layer' replaced by OpenMP loops
// CONST: :[[@LINE-8]]:3: remark: loop nest in 'reset_layer' replaced by OpenMP loops

// A bias added to every output through a pointer to the layer: float stores cannot change its
// int fields, unless the build says that a store of any type may. The output and the biases
// may overlap: checked at run time over the elements the loops touch.
void add_bias(layer *l) {
  for (int b = 0; b < l->batch; ++b)
    for (int i = 0; i < l->outputs; ++i)
      l->output[b * l->outputs + i] += l->biases[i];
}
// STRICT: :[[@LINE-4]]:3: remark: loop nest in 'add_bias' replaced by OpenMP loops
// RELAXED: :[[@LINE-5]]:23: remark: region not lifted: loop bound 'l->batch' is not affine: the region's store to 'l->output[b * l->outputs + i]' may change 'l->batch' (-fno-strict-aliasing: a store of any type may)
// CONST: :[[@LINE-6]]:23: remark: region not lifted: loop bound 'l->batch' is not affine

// Counts cleared through a pointer to the network: int stores may change an int field unless
// it is declared const (and, without the effective-type rules, the pointer field too).
void clear_counts(network *net) {
  for (int i = 0; i < net->n; ++i)
    net->counts[i] = 0;
}
// STRICT: :[[@LINE-3]]:23: remark: region not lifted: loop bound 'net->n' is not affine: the region's store to 'net->counts[i]' may change 'net->n'
// RELAXED: :[[@LINE-4]]:23: remark: region not lifted: loop bound 'net->n' is not affine
// CONST: :[[@LINE-5]]:3: remark: loop nest in 'clear_counts' replaced by OpenMP loops
