/* Style: a small numerical library whose matrices are structs holding their sizes and a
   pointer to row-major data, M->data[i*M->cols + j]; callers own the storage. */
#include "harness.h"
#include <stdlib.h>

typedef struct {
  int rows, cols;
  double* data;
} Matrix;

typedef struct {
  int size;
  double* data;
} Vector;

static Matrix matrix_new(int rows, int cols) {
  Matrix m = {rows, cols, malloc(sizeof(double) * rows * cols)};
  harness_fill(m.data, (long)rows * cols);
  return m;
}

/* C = A B */
void matrix_multiply(const Matrix* A, const Matrix* B, Matrix* C) {
  for (int i = 0; i < A->rows; i++)
    for (int j = 0; j < B->cols; j++) {
      double sum = 0.0;
      for (int k = 0; k < A->cols; k++)
        sum += A->data[i * A->cols + k] * B->data[k * B->cols + j];
      C->data[i * C->cols + j] = sum;
    }
}

/* y = M x */
void matrix_vector(const Matrix* M, const Vector* x, Vector* y) {
  for (int i = 0; i < M->rows; i++) {
    y->data[i] = 0.0;
    for (int j = 0; j < M->cols; j++)
      y->data[i] += M->data[i * M->cols + j] * x->data[j];
  }
}

/* A += s B */
void matrix_add_scaled(Matrix* A, const Matrix* B, double s) {
  int n = A->rows * A->cols;
  for (int i = 0; i < n; i++)
    A->data[i] += s * B->data[i];
}

void matrix_scale(Matrix* A, double s) {
  for (int i = 0; i < A->rows; i++)
    for (int j = 0; j < A->cols; j++)
      A->data[i * A->cols + j] *= s;
}

/* T = A' */
void matrix_transpose(const Matrix* A, Matrix* T) {
  for (int i = 0; i < A->rows; i++)
    for (int j = 0; j < A->cols; j++)
      T->data[j * T->cols + i] = A->data[i * A->cols + j];
}

double vector_dot(const Vector* a, const Vector* b) {
  double s = 0.0;
  for (int i = 0; i < a->size; i++)
    s += a->data[i] * b->data[i];
  return s;
}

/* A small fixed-capacity matrix held by value inside its struct. */
typedef struct {
  int n;
  double a[16][16];
} Small;

void small_square(const Small* s, Small* out) {
  for (int i = 0; i < s->n; i++)
    for (int j = 0; j < s->n; j++) {
      out->a[i][j] = 0.0;
      for (int k = 0; k < s->n; k++)
        out->a[i][j] += s->a[i][k] * s->a[k][j];
    }
}

int main(void) {
  static Small s, sq;
  Matrix A = matrix_new(60, 45), B = matrix_new(45, 52), C = matrix_new(60, 52);
  Matrix D = matrix_new(60, 52), T = matrix_new(52, 60);
  Vector x = {52, malloc(sizeof(double) * 52)}, y = {60, malloc(sizeof(double) * 60)};
  harness_fill(x.data, 52);
  harness_fill(y.data, 60);
  matrix_multiply(&A, &B, &C);
  harness_print("C", C.data, 60 * 52);
  matrix_vector(&C, &x, &y);
  harness_print("y", y.data, 60);
  matrix_add_scaled(&C, &D, -0.5);
  matrix_scale(&C, 0.125);
  harness_print("C2", C.data, 60 * 52);
  matrix_transpose(&C, &T);
  harness_print("T", T.data, 52 * 60);
  s.n = 13;
  harness_fill(&s.a[0][0], 16 * 16);
  harness_fill(&sq.a[0][0], 16 * 16);
  small_square(&s, &sq);
  harness_print("small", &sq.a[0][0], 16 * 16);
  printf("dot %.17g\n", vector_dot(&x, &x));
  return 0;
}
