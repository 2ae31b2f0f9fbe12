/* stencil2d: B[i][j] := (A[i][j] + A[i-1][j] + A[i+1][j] + A[i][j-1] +
 * A[i][j+1]) / 5 on the interior of the grid; B's border keeps its initial
 * values. */
#include "polybench.h"
#include "stencil2d.h"

static void init_array(int m, int n, DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                       DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j;

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * (j + 2) + 3) % n) / n;
      B[i][j] = (DATA_TYPE)((i + j) % m) / m;
    }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int m, int n,
                      DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                      DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)m * n);
  polybench_dump_arg(stage, "B", &B[0][0], (size_t)m * n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int m, int n, DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("B", &B[0][0], (size_t)m * n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_stencil2d(int m, int n, DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                      DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j;

  for (i = 1; i < _PB_M - 1; i++)
    for (j = 1; j < _PB_N - 1; j++)
      B[i][j] = (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] +
                 A[i][j + 1]) / SCALAR_VAL(5.0);
}

int main(void)
{
  int m = M, n = N;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, M, N, m, n);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, M, N, m, n);

  init_array(m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif

  polybench_start_instruments;
  kernel_stencil2d(m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif
  polybench_prevent_dce(print_array(m, n, POLYBENCH_ARRAY(B)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  return 0;
}
