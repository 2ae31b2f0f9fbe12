/* symm: C := alpha*A*B + beta*C where A is symmetric and only its lower
 * triangle (k <= i) is stored; A[i][k] for k > i is read as A[k][i]. */
#include "polybench.h"
#include "symm.h"

/* Written into the unused strict upper triangle of A so that a variant
 * reading it produces visibly wrong results. */
#define POISON SCALAR_VAL(-999.0)

static void init_array(int m, int n, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE POLYBENCH_2D(C, M, N, m, n),
                       DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                       DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.2);
  for (i = 0; i < m; i++) {
    for (j = 0; j < n; j++) {
      C[i][j] = (DATA_TYPE)((i + j) % 100) / m;
      B[i][j] = (DATA_TYPE)((n + i - j) % 100) / m;
    }
    for (j = 0; j < m; j++)
      A[i][j] = j <= i ? (DATA_TYPE)((i + j) % 100) / m : POISON;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int m, int n, DATA_TYPE alpha,
                      DATA_TYPE beta, DATA_TYPE POLYBENCH_2D(C, M, N, m, n),
                      DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                      DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "alpha", &alpha, 1);
  polybench_dump_arg(stage, "beta", &beta, 1);
  polybench_dump_arg(stage, "C", &C[0][0], (size_t)m * n);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)m * m);
  polybench_dump_arg(stage, "B", &B[0][0], (size_t)m * n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int m, int n, DATA_TYPE POLYBENCH_2D(C, M, N, m, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("C", &C[0][0], (size_t)m * n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, M, N, m, n),
                 DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                 DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j, k;
  DATA_TYPE acc;

  for (i = 0; i < _PB_M; i++)
    for (j = 0; j < _PB_N; j++) {
      acc = SCALAR_VAL(0.0);
      /* Row i of the full A: stored part left of and on the diagonal... */
      for (k = 0; k <= i; k++)
        acc += A[i][k] * B[k][j];
      /* ...and, right of it, the mirror image of column i. */
      for (k = i + 1; k < _PB_M; k++)
        acc += A[k][i] * B[k][j];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
}

int main(void)
{
  int m = M, n = N;
  DATA_TYPE alpha, beta;
  POLYBENCH_2D_ARRAY_DECL(C, DATA_TYPE, M, N, m, n);
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, M, M, m, m);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, M, N, m, n);

  init_array(m, n, &alpha, &beta, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A),
             POLYBENCH_ARRAY(B));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", m, n, alpha, beta, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A),
            POLYBENCH_ARRAY(B));
#endif

  polybench_start_instruments;
  kernel_symm(m, n, alpha, beta, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A),
              POLYBENCH_ARRAY(B));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", m, n, alpha, beta, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A),
            POLYBENCH_ARRAY(B));
#endif
  polybench_prevent_dce(print_array(m, n, POLYBENCH_ARRAY(C)));

  POLYBENCH_FREE_ARRAY(C);
  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  return 0;
}
