/* seidel-2d: Gauss-Seidel sweeps in place, each interior point becomes the
 * mean of its 3 x 3 neighbourhood using the already updated values. */
#include "polybench.h"
#include "seidel-2d.h"

static void init_array(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = ((DATA_TYPE)((i * (j + 2) + 2) % n) + 2) / n;
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int tsteps, int n,
                      DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "tsteps", tsteps);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)n * n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("A", &A[0][0], (size_t)n * n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int t, i, j;

  for (t = 0; t <= _PB_TSTEPS - 1; t++)
    for (i = 1; i <= _PB_N - 2; i++)
      for (j = 1; j <= _PB_N - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                   A[i][j - 1] + A[i][j] + A[i][j + 1] +
                   A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) /
                  SCALAR_VAL(9.0);
}

int main(void)
{
  int tsteps = TSTEPS, n = N;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, N, n, n);

  init_array(n, POLYBENCH_ARRAY(A));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", tsteps, n, POLYBENCH_ARRAY(A));
#endif

  polybench_start_instruments;
  kernel_seidel_2d(tsteps, n, POLYBENCH_ARRAY(A));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", tsteps, n, POLYBENCH_ARRAY(A));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(A)));

  POLYBENCH_FREE_ARRAY(A);
  return 0;
}
