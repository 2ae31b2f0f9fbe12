// Golden test: fields of an array of structs (`p[i].w`). Each field the loops read or write is
// a vector of its own, every sizeof(struct)/sizeof(field)-th element from `&p[0].w` (a
// pointer computed once before the loops), so BLAS reads it with that increment: a sum of one
// field is sdot, a scaled field sscal, one field added to another saxpy with no alias check
// between the two (distinct fields of one array never overlap). A struct whose size is not a
// whole number of the field's elements is refused, as is a union. Every build runs and is
// compared with the original bit for bit (the data keeps every sum exact).
//
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/aos-fields.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- -fno-strict-aliasing 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -fno-strict-aliasing -x c %S/mains/aos-fields.inc -x none %t.c -o %t.new -lopenblas -lm
// RUN: %t.new | diff %t.orig.out -
// RUN: liar --target=omp %clean -o %t.omp.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-OMP
// RUN: %cc -fopenmp -x c %S/mains/aos-fields.inc -x none %t.omp.c -o %t.omp -lm
// RUN: env OMP_NUM_THREADS=2 %t.omp | diff %t.orig.out -
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-AUTO
// RUN: %cc -fopenmp -x c %S/mains/aos-fields.inc -x none %t.auto.c -o %t.auto -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -

struct particle {
  float x, y, w;
};

float total_weight(int n, const struct particle *p) {
  float s = 0;
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'total_weight' replaced by cblas_sdot;
    // CHECK-FIXES: const float *p_w = (n - 1 >= 0) ? &p[0].w : 0;
    // CHECK-FIXES: s = (s + cblas_sdot(n, &p_w[0], 3, &{{liar_c[0-9]+}}, 0));
    // CHECK-AUTO: :[[@LINE-4]]:3: remark: loop nest in 'total_weight' replaced by cblas_sdot;
    s += p[i].w;
  return s;
}

void drift(int n, struct particle *p, float dt) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'drift' replaced by cblas_saxpy;
    // CHECK-FIXES: if ((n) > 0 &&
    // CHECK-FIXES-NEXT: dt != 0 &&
    // CHECK-FIXES-NEXT: (n) >= 32) {
    // CHECK-FIXES-NEXT: cblas_saxpy(n, dt, &p_x[0], 3, &p_y[0], 3);
    // CHECK-OMP: :[[@LINE-6]]:3: remark: loop nest in 'drift' replaced by OpenMP loops
    // CHECK-AUTO: :[[@LINE-7]]:3: remark: loop nest in 'drift' replaced by cblas_saxpy;
    p[i].y += dt * p[i].x;
}

struct sample {
  double v;
  char tag;
};

double sum_values(int n, const struct sample *q) {
  double s = 0;
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sum_values' replaced by cblas_ddot;
    // CHECK-FIXES: cblas_ddot(n, &q_v[0], 2, &{{liar_c[0-9]+}}, 0)
    // CHECK-AUTO: :[[@LINE-3]]:3: remark: loop nest in 'sum_values' replaced by cblas_ddot;
    s += q[i].v;
  return s;
}

struct rgb {
  unsigned char r, g, b;
  float alpha;
};

void fade(int n, struct rgb *px, float k) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'fade' replaced by cblas_sscal [liar-blas]
    // CHECK-FIXES: cblas_sscal(n, k, &px_alpha[0], 2);
    // CHECK-AUTO: :[[@LINE-3]]:3: remark: loop nest in 'fade' replaced by cblas_sscal [liar-blas]
    px[i].alpha *= k;
}

union bits {
  float f;
  int i;
};

float sum_union(int n, const union bits *u) {
  float s = 0;
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE+3]]:10: remark: region not lifted: 'u[i].f' is not a field of an array of structs [liar-missed-member]
    // CHECK-OMP: :[[@LINE+2]]:10: remark: region not lifted: 'u[i].f'
    // CHECK-AUTO: :[[@LINE+1]]:10: remark: region not lifted: 'u[i].f'
    s += u[i].f;
  return s;
}
