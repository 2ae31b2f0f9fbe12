/* atax: matrix transpose times matrix-vector product, y := A^T (A x). */
#include "polybench.h"
#include "atax.h"

static void init_array(int m, int n, DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                       DATA_TYPE POLYBENCH_1D(x, N, n),
                       DATA_TYPE POLYBENCH_1D(y, N, n),
                       DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;

  for (j = 0; j < n; j++)
    y[j] = SCALAR_VAL(0.0);
  for (i = 0; i < m; i++)
    tmp[i] = SCALAR_VAL(0.0);

  for (j = 0; j < n; j++)
    x[j] = SCALAR_VAL(1.0) + (DATA_TYPE)(j % 17) / n;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i + 3 * j + 1) % n) / (5 * m);
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int m, int n,
                      DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                      DATA_TYPE POLYBENCH_1D(x, N, n),
                      DATA_TYPE POLYBENCH_1D(y, N, n),
                      DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)m * n);
  polybench_dump_arg(stage, "x", x, (size_t)n);
  polybench_dump_arg(stage, "y", y, (size_t)n);
  polybench_dump_arg(stage, "tmp", tmp, (size_t)m);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_1D(y, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("y", y, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_atax(int m, int n, DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;

#pragma scop
  for (j = 0; j < _PB_N; j++)
    y[j] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_M; i++) {
    tmp[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < _PB_N; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
#pragma endscop
}

int main(void)
{
  int m = M, n = N;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, M, N, m, n);
  POLYBENCH_1D_ARRAY_DECL(x, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(y, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(tmp, DATA_TYPE, M, m);

  init_array(m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y),
             POLYBENCH_ARRAY(tmp));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(x),
            POLYBENCH_ARRAY(y), POLYBENCH_ARRAY(tmp));
#endif

  polybench_start_instruments;
  kernel_atax(m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y),
              POLYBENCH_ARRAY(tmp));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(x),
            POLYBENCH_ARRAY(y), POLYBENCH_ARRAY(tmp));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(y)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(x);
  POLYBENCH_FREE_ARRAY(y);
  POLYBENCH_FREE_ARRAY(tmp);
  return 0;
}
