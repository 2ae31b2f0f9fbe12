/* syrk: symmetric rank-k update C := alpha*A*A^T + beta*C, computed and
 * stored on the lower triangle of C only (j <= i). */
#include "polybench.h"
#include "syrk.h"

static void init_array(int n, int m, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                       DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.2);
  for (i = 0; i < n; i++) {
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE)((i * j + 1) % n) / n;
    for (j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE)((i * j + 2) % m) / m;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n, int m, DATA_TYPE alpha,
                      DATA_TYPE beta, DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                      DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg(stage, "alpha", &alpha, 1);
  polybench_dump_arg(stage, "beta", &beta, 1);
  polybench_dump_arg(stage, "C", &C[0][0], (size_t)n * n);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)n * m);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_2D(C, N, N, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("C", &C[0][0], (size_t)n * n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                 DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  int i, j, k;

  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < _PB_M; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}

int main(void)
{
  int n = N, m = M;
  DATA_TYPE alpha, beta;
  POLYBENCH_2D_ARRAY_DECL(C, DATA_TYPE, N, N, n, n);
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, M, n, m);

  init_array(n, m, &alpha, &beta, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, m, alpha, beta, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A));
#endif

  polybench_start_instruments;
  kernel_syrk(n, m, alpha, beta, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, m, alpha, beta, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(C)));

  POLYBENCH_FREE_ARRAY(C);
  POLYBENCH_FREE_ARRAY(A);
  return 0;
}
