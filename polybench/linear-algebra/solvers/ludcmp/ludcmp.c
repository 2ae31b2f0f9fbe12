/* ludcmp: A = L U without pivoting (in place), then forward substitution
 * L y = b with unit L and back substitution U x = y. */
#include "polybench.h"
#include "ludcmp.h"

/* Off-diagonal entries in [0, 1) and diagonal n: strictly diagonally
 * dominant, so elimination without pivoting is stable. */
static void init_array(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                       DATA_TYPE POLYBENCH_1D(b, N, n),
                       DATA_TYPE POLYBENCH_1D(x, N, n),
                       DATA_TYPE POLYBENCH_1D(y, N, n))
{
  int i, j;

  for (i = 0; i < n; i++) {
    b[i] = SCALAR_VAL(4.0) + (DATA_TYPE)(i + 1) / (2 * n);
    x[i] = SCALAR_VAL(0.0);
    y[i] = SCALAR_VAL(0.0);
    for (j = 0; j < n; j++)
      A[i][j] = i == j ? (DATA_TYPE)n
                       : (DATA_TYPE)((i * (j + 3) + j + 1) % n) / n;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n,
                      DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                      DATA_TYPE POLYBENCH_1D(b, N, n),
                      DATA_TYPE POLYBENCH_1D(x, N, n),
                      DATA_TYPE POLYBENCH_1D(y, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)n * n);
  polybench_dump_arg(stage, "b", b, (size_t)n);
  polybench_dump_arg(stage, "x", x, (size_t)n);
  polybench_dump_arg(stage, "y", y, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_1D(x, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("x", x, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_ludcmp(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                   DATA_TYPE POLYBENCH_1D(b, N, n),
                   DATA_TYPE POLYBENCH_1D(x, N, n),
                   DATA_TYPE POLYBENCH_1D(y, N, n))
{
  int i, j, k;
  DATA_TYPE w;

  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (j = i; j < _PB_N; j++) {
      w = A[i][j];
      for (k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (i = 0; i < _PB_N; i++) {
    w = b[i];
    for (j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (i = _PB_N - 1; i >= 0; i--) {
    w = y[i];
    for (j = i + 1; j < _PB_N; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}

int main(void)
{
  int n = N;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, N, n, n);
  POLYBENCH_1D_ARRAY_DECL(b, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(x, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(y, DATA_TYPE, N, n);

  init_array(n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(b), POLYBENCH_ARRAY(x),
             POLYBENCH_ARRAY(y));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(b),
            POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y));
#endif

  polybench_start_instruments;
  kernel_ludcmp(n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(b), POLYBENCH_ARRAY(x),
                POLYBENCH_ARRAY(y));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(b),
            POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(x)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(b);
  POLYBENCH_FREE_ARRAY(x);
  POLYBENCH_FREE_ARRAY(y);
  return 0;
}
