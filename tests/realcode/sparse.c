/* Style: irregular numerical code. Compressed sparse rows (row_ptr, col_idx, values), a
   gather and a scatter through index arrays, a histogram, and a prefix sum: loops whose
   accesses go through data, which no dense library call expresses. */
#include "harness.h"

void csr_spmv(int nrows, const int* row_ptr, const int* col_idx, const double* val, const double* x,
              double* y) {
  for (int i = 0; i < nrows; i++) {
    double sum = 0.0;
    for (int k = row_ptr[i]; k < row_ptr[i + 1]; k++)
      sum += val[k] * x[col_idx[k]];
    y[i] = sum;
  }
}

void gather(int n, const int* idx, const double* src, double* dst) {
  for (int i = 0; i < n; i++)
    dst[i] = src[idx[i]];
}

void scatter_add(int n, const int* idx, const double* src, double* dst) {
  for (int i = 0; i < n; i++)
    dst[idx[i]] += src[i];
}

void histogram(int n, const double* data, int* bins, int nbins) {
  for (int b = 0; b < nbins; b++)
    bins[b] = 0;
  for (int i = 0; i < n; i++)
    bins[(int)((data[i] - 0.5) * nbins)]++;
}

void prefix_sum(int n, double* a) {
  for (int i = 1; i < n; i++)
    a[i] += a[i - 1];
}

/* Dense scaling of the values array: the one regular loop here. */
void scale_values(int nnz, double* val, double s) {
  for (int k = 0; k < nnz; k++)
    val[k] *= s;
}

/* A banded pattern with a deterministic spread of columns, and a permutation-like index. */
void banded_pattern(int rows, int per_row, int cols, int* row_ptr, int* col_idx, int* idx) {
  for (int i = 0; i <= rows; i++)
    row_ptr[i] = i * per_row;
  for (int k = 0; k < rows * per_row; k++) {
    col_idx[k] = (k / per_row + (k % per_row) * 17) % cols;
    idx[k] = (k * 37) % cols;
  }
}

enum { ROWS = 200, COLS = 200, PER_ROW = 9, NNZ = ROWS * PER_ROW, BINS = 16 };

static int row_ptr[ROWS + 1], col_idx[NNZ], idx[NNZ], bins[BINS];
static double val[NNZ], x[COLS], y[ROWS], g[NNZ], acc[COLS];

int main(void) {
  harness_fill(val, NNZ);
  harness_fill(x, COLS);
  banded_pattern(ROWS, PER_ROW, COLS, row_ptr, col_idx, idx);
  csr_spmv(ROWS, row_ptr, col_idx, val, x, y);
  harness_print("y", y, ROWS);
  scale_values(NNZ, val, 0.5);
  csr_spmv(ROWS, row_ptr, col_idx, val, x, y);
  harness_print("y_scaled", y, ROWS);
  gather(NNZ, idx, x, g);
  harness_print("gathered", g, NNZ);
  scatter_add(NNZ, idx, val, acc);
  harness_print("scattered", acc, COLS);
  /* x holds values in [0.5, 1.5): every bin index is in range. */
  histogram(COLS, x, bins, BINS);
  harness_print_int("bins", bins, BINS);
  prefix_sum(ROWS, y);
  harness_print("prefix", y, ROWS);
  return 0;
}
