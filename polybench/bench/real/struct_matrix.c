/* Matrices held in structs: sizes and data pointers are fields. */
typedef struct {
  int rows, cols;
  double *data;
} Matrix;

void matvec(const Matrix *M, const double *x, double *y) {
  for (int i = 0; i < M->rows; i++) {
    double s = 0.0;
    for (int j = 0; j < M->cols; j++)
      s += M->data[i * M->cols + j] * x[j];
    y[i] = s;
  }
}

/* The same with the fields read into locals first, as careful C code does. */
void matvec_locals(const Matrix *M, const double *x, double *y) {
  int rows = M->rows, cols = M->cols;
  const double *a = M->data;
  for (int i = 0; i < rows; i++) {
    double s = 0.0;
    for (int j = 0; j < cols; j++)
      s += a[i * cols + j] * x[j];
    y[i] = s;
  }
}
