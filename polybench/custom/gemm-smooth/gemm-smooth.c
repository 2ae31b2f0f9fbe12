/* gemm-smooth: C := A B, then TSTEPS times D := S(C) and C := S(D), where
 * S(X)[i][j] = (X[i][j] + X[i-1][j] + X[i+1][j] + X[i][j-1] + X[i][j+1]) / 5
 * on the interior; borders keep their values. The product has a library form,
 * the time-stepped smoothing has none: the kernel exercises auto's mixed plans. */
#include "polybench.h"
#include "gemm-smooth.h"

static void init_array(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                       DATA_TYPE POLYBENCH_2D(B, N, N, n, n),
                       DATA_TYPE POLYBENCH_2D(D, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * 3 + j * 7 + 1) % n) / n;
      B[i][j] = (DATA_TYPE)((i * 5 + j * 2 + 3) % n) / n;
      D[i][j] = (DATA_TYPE)((i + j) % 11) / 11;
    }
}

static void print_array(int n, DATA_TYPE POLYBENCH_2D(C, N, N, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("C", &C[0][0], (size_t)n * n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_gemm_smooth(int n, int tsteps, DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                        DATA_TYPE POLYBENCH_2D(B, N, N, n, n),
                        DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                        DATA_TYPE POLYBENCH_2D(D, N, N, n, n))
{
  int t, i, j, k;

  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++) {
      C[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_N; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        D[i][j] = (C[i][j] + C[i - 1][j] + C[i + 1][j] + C[i][j - 1] +
                   C[i][j + 1]) / SCALAR_VAL(5.0);
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        C[i][j] = (D[i][j] + D[i - 1][j] + D[i + 1][j] + D[i][j - 1] +
                   D[i][j + 1]) / SCALAR_VAL(5.0);
  }
}

int main(void)
{
  int n = N, tsteps = TSTEPS;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, N, n, n);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, N, N, n, n);
  POLYBENCH_2D_ARRAY_DECL(C, DATA_TYPE, N, N, n, n);
  POLYBENCH_2D_ARRAY_DECL(D, DATA_TYPE, N, N, n, n);

  init_array(n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B), POLYBENCH_ARRAY(D));

  polybench_start_instruments;
  kernel_gemm_smooth(n, tsteps, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B),
                     POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(D));
  polybench_stop_instruments;
  polybench_print_instruments;

  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(C)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  POLYBENCH_FREE_ARRAY(C);
  POLYBENCH_FREE_ARRAY(D);
  return 0;
}
