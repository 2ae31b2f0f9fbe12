/* trmm: B := alpha*A^T*B with A unit lower triangular.  Row i of A^T*B is
 * B[i] + sum over k > i of A[k][i]*B[k]: the diagonal is 1 and never read,
 * and rows are updated in increasing i so that the B[k] (k > i) read are
 * still the original ones. */
#include "polybench.h"
#include "trmm.h"

/* Written where A is implicitly 1 (diagonal) or 0 (strict upper triangle),
 * so that a variant reading those entries produces visibly wrong results. */
#define POISON SCALAR_VAL(-999.0)

static void init_array(int m, int n, DATA_TYPE *alpha,
                       DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                       DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  for (i = 0; i < m; i++) {
    for (j = 0; j < m; j++)
      A[i][j] = j < i ? (DATA_TYPE)((i + j) % m) / m : POISON;
    for (j = 0; j < n; j++)
      B[i][j] = (DATA_TYPE)((n + i - j) % n) / n;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int m, int n, DATA_TYPE alpha,
                      DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                      DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "alpha", &alpha, 1);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)m * m);
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

void kernel_trmm(int m, int n, DATA_TYPE alpha,
                 DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                 DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_M; i++)
    for (j = 0; j < _PB_N; j++) {
      for (k = i + 1; k < _PB_M; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
#pragma endscop
}

int main(void)
{
  int m = M, n = N;
  DATA_TYPE alpha;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, M, M, m, m);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, M, N, m, n);

  init_array(m, n, &alpha, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", m, n, alpha, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif

  polybench_start_instruments;
  kernel_trmm(m, n, alpha, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", m, n, alpha, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif
  polybench_prevent_dce(print_array(m, n, POLYBENCH_ARRAY(B)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  return 0;
}
