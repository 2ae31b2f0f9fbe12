// Golden test: direct convolutions whose output sizes are locals computed as real code writes
// them (`(h - kh) / 2 + 1` at stride 2), so that the image's rows are only known to hold the
// window under a condition (the window's last column within the row, `kw + 2*ow - 2 <= w`).
// The library forms check such conditions in their guard; the OpenMP form now does too,
// instead of having no model: each nest becomes OpenMP loops under that guard, and a call
// where the condition fails runs the original loops. Each rewrite is built with and without
// -fopenmp, run, and compared with the original bit for bit (each output adds its window in the
// loops' order).
//
// RUN: %cc -x c %S/mains/conv-strided.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-OMP --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/conv-strided.inc -x none %t.c -o %t.omp
// RUN: %t.omp > %t.omp.out
// RUN: cmp %t.orig.out %t.omp.out
// RUN: %cc -fopenmp -x c %S/mains/conv-strided.inc -x none %t.c -o %t.omp2
// RUN: env OMP_NUM_THREADS=2 %t.omp2 > %t.omp2.out && cmp %t.orig.out %t.omp2.out
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-AUTO --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -x c %S/mains/conv-strided.inc -x none %t.auto.c -o %t.auto
// RUN: env OMP_NUM_THREADS=2 %t.auto > %t.auto.out && cmp %t.orig.out %t.auto.out

void conv2d_s2(int h, int w, int kh, int kw, const float *in, const float *k, float *out) {
  int oh = (h - kh) / 2 + 1, ow = (w - kw) / 2 + 1;
  for (int i = 0; i < oh; ++i)
    for (int j = 0; j < ow; ++j) {
      float s = 0.0f;
      for (int a = 0; a < kh; ++a)
        for (int b = 0; b < kw; ++b)
          s += in[(2 * i + a) * w + 2 * j + b] * k[a * kw + b];
      out[i * ow + j] = s;
    }
}
// CHECK-OMP: :[[@LINE-9]]:3: remark: loop nest in 'conv2d_s2' replaced by OpenMP loops
// CHECK-AUTO: :[[@LINE-10]]:3: remark: loop nest in 'conv2d_s2' replaced by OpenMP loops
// CHECK-FIXES: if (kw + 2*ow - 2 <= w &&

void conv2d_s1(int h, int w, int kh, int kw, const float *in, const float *k, float *out) {
  int oh = h - kh + 1, ow = w - kw + 1;
  for (int i = 0; i < oh; ++i)
    for (int j = 0; j < ow; ++j) {
      float s = 0.0f;
      for (int a = 0; a < kh; ++a)
        for (int b = 0; b < kw; ++b)
          s += in[(i + a) * w + j + b] * k[a * kw + b];
      out[i * ow + j] = s;
    }
}
// CHECK-OMP: :[[@LINE-9]]:3: remark: loop nest in 'conv2d_s1' replaced by OpenMP loops
// CHECK-AUTO: :[[@LINE-10]]:3: remark: loop nest in 'conv2d_s1' replaced by OpenMP loops
// CHECK-FIXES: if (kw + ow - 1 <= w &&

void conv2d_rows(int oh, int ow, int w, int kh, int kw, const float *in, const float *k,
                 float *out) {
  for (int i = 0; i < oh; ++i)
    for (int j = 0; j < ow; ++j) {
      float s = 0.0f;
      for (int a = 0; a < kh; ++a)
        for (int b = 0; b < kw; ++b)
          s += in[(i + a) * w + j + b] * k[a * kw + b];
      out[i * ow + j] = s;
    }
}
// CHECK-OMP: :[[@LINE-9]]:3: remark: loop nest in 'conv2d_rows' replaced by OpenMP loops
// CHECK-AUTO: :[[@LINE-10]]:3: remark: loop nest in 'conv2d_rows' replaced by OpenMP loops
