/* lu: A = L U without pivoting; the unit lower L (below the diagonal) and U
 * overwrite A row by row. */
#include "polybench.h"
#include "lu.h"

/* Off-diagonal entries in [0, 1) and diagonal n: strictly diagonally dominant
 * by rows and columns, so elimination without pivoting is stable. */
static void init_array(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = i == j ? (DATA_TYPE)n
                       : (DATA_TYPE)((i * j + 2 * i + 1) % n) / n;
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n,
                      DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  POLYBENCH_DUMP_START;
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

void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < _PB_N; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
#pragma endscop
}

int main(void)
{
  int n = N;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, N, n, n);

  init_array(n, POLYBENCH_ARRAY(A));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, POLYBENCH_ARRAY(A));
#endif

  polybench_start_instruments;
  kernel_lu(n, POLYBENCH_ARRAY(A));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(A));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(A)));

  POLYBENCH_FREE_ARRAY(A);
  return 0;
}
