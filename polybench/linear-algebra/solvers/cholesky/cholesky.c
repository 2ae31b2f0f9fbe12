/* cholesky: A = L L^T, L overwrites the lower triangle of A row by row. */
#include "polybench.h"
#include "cholesky.h"

/* Symmetric with off-diagonal entries in [0, 1/2) and diagonal n/2 + 1:
 * strictly diagonally dominant with a positive diagonal, hence SPD. */
static void init_array(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = i == j ? (DATA_TYPE)(n / 2 + 1)
                       : (DATA_TYPE)((i * j + i + j) % n) / (2 * n);
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

void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = SQRT_FUN(A[i][i]);
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
  kernel_cholesky(n, POLYBENCH_ARRAY(A));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(A));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(A)));

  POLYBENCH_FREE_ARRAY(A);
  return 0;
}
