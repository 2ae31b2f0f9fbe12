// Golden test: matrices and vectors held in structs (`M->data[i*M->cols + j]`, sizes in
// `M->rows`, `M->cols`): loads of integer and pointer fields that the loops cannot change
// (they store only doubles) are read once, into local copies declared before the guard, and
// the loops lift like a function of `rows, cols, data`. Also vectors passed by value
// (`a.size`, `a.data`), a struct reached through another (`L->w->data`) and an array field
// (`s->a[i][k]` of `double a[16][16]`). A field reached
// through a pointer that the loops dereference only when they run is read only when they do
// (the main calls them with empty sizes and null pointers), and a pointer field that overlaps
// another array sends the call to the original loops.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/real-struct-matrix.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/real-struct-matrix.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-12 %t.orig.out %t.new.out

typedef struct {
  int rows, cols;
  double *data;
} Matrix;

typedef struct {
  int size;
  double *data;
} Vector;

typedef struct {
  Matrix *w;
  double scale;
} Layer;

/* C = A B */
void mat_mul(const Matrix *A, const Matrix *B, Matrix *C) {
  for (int i = 0; i < A->rows; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mat_mul' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < B->cols; j++) {
      double sum = 0.0;
      for (int k = 0; k < A->cols; k++)
        sum += A->data[i * A->cols + k] * B->data[k * B->cols + j];
      C->data[i * C->cols + j] = sum;
    }
}
// CHECK-FIXES: int A_rows = A->rows;
// CHECK-FIXES-NEXT: int B_cols = (A_rows - 1 >= 0) ? B->cols : 0;
// CHECK-FIXES: double *C_data = (A_rows - 1 >= 0 && B_cols - 1 >= 0) ? C->data : 0;
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, A_rows, B_cols, A_cols, 1.0,
// CHECK-FIXES-NEXT:        &A_data[0], A_cols, &B_data[0], B_cols, 0.0, &C_data[0], C_cols);

/* y = M x */
void mat_vec(const Matrix *M, const Vector *x, Vector *y) {
  for (int i = 0; i < M->rows; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mat_vec' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    y->data[i] = 0.0;
    for (int j = 0; j < M->cols; j++)
      y->data[i] += M->data[i * M->cols + j] * x->data[j];
  }
}
// CHECK-FIXES: double *x_data = (M_rows - 1 >= 0 && M_cols - 1 >= 0) ? x->data : 0;
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasNoTrans, M_rows, M_cols, 1.0,
// CHECK-FIXES-NEXT:        &M_data[0], M_cols, &x_data[0], 1, 0.0, &y_data[0], 1);

/* y += a x */
void vec_axpy(double a, const Vector *x, Vector *y) {
  for (int i = 0; i < y->size; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'vec_axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    y->data[i] += a * x->data[i];
}
// CHECK-FIXES: cblas_daxpy(y_size, a, &x_data[0], 1, &y_data[0], 1);

/* Vectors passed by value. */
double vec_dot(Vector a, Vector b) {
  double s = 0.0;
  for (int i = 0; i < a.size; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'vec_dot' replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    s += a.data[i] * b.data[i];
  return s;
}
// CHECK-FIXES: int a_size = a.size;
// CHECK-FIXES: cblas_ddot(a_size, &a_data[0], 1, &b_data[0], 1)

/* y = W x through a layer that points to its weights. */
void layer_apply(const Layer *L, const double *x, double *y) {
  for (int i = 0; i < L->w->rows; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'layer_apply' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    double acc = 0.0;
    for (int j = 0; j < L->w->cols; j++)
      acc += L->w->data[i * L->w->cols + j] * x[j];
    y[i] = acc;
  }
}
// CHECK-FIXES: double *L_w_data = L->w->data;
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasNoTrans, L_w_rows, L_w_cols, 1.0,
// CHECK-FIXES-NEXT:        &L_w_data[0], L_w_cols, &x[0], 1, 0.0, &y[0], 1);

/* A fixed-capacity matrix held by value in its struct: the field is an array of rows. */
typedef struct {
  int n;
  double a[16][16];
} Small;

void small_square(const Small *s, Small *out) {
  for (int i = 0; i < s->n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'small_square' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < s->n; j++) {
      out->a[i][j] = 0.0;
      for (int k = 0; k < s->n; k++)
        out->a[i][j] += s->a[i][k] * s->a[k][j];
    }
}
// CHECK-FIXES: double (*out_a)[16] = (s_n - 1 >= 0) ? out->a : 0;
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, s_n, s_n, s_n, 1.0,
// CHECK-FIXES-NEXT:        &s_a[0][0], 16, &s_a[0][0], 16, 0.0, &out_a[0][0], 16);

// CHECK-MESSAGES: liar: 6 region(s) found, 6 lifted, 6 rewritten, 0 rejected
