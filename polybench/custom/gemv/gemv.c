/* gemv: y := alpha*A*x + beta*y with A: M x N. */
#include "polybench.h"
#include "gemv.h"

static void init_array(int m, int n, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                       DATA_TYPE POLYBENCH_1D(x, N, n),
                       DATA_TYPE POLYBENCH_1D(y, M, m))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.2);
  for (j = 0; j < n; j++)
    x[j] = (DATA_TYPE)((j + 1) % n) / n;
  for (i = 0; i < m; i++) {
    y[i] = (DATA_TYPE)((i * 3 + 1) % m) / m;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * j + 2) % n) / n;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int m, int n, DATA_TYPE alpha,
                      DATA_TYPE beta, DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                      DATA_TYPE POLYBENCH_1D(x, N, n),
                      DATA_TYPE POLYBENCH_1D(y, M, m))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "alpha", &alpha, 1);
  polybench_dump_arg(stage, "beta", &beta, 1);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)m * n);
  polybench_dump_arg(stage, "x", x, (size_t)n);
  polybench_dump_arg(stage, "y", y, (size_t)m);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int m, DATA_TYPE POLYBENCH_1D(y, M, m))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("y", y, (size_t)m);
  POLYBENCH_DUMP_FINISH;
}

void kernel_gemv(int m, int n, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, M, m))
{
  int i, j;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_M; i++) {
    acc = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; j++)
      acc += A[i][j] * x[j];
    y[i] = alpha * acc + beta * y[i];
  }
#pragma endscop
}

int main(void)
{
  int m = M, n = N;
  DATA_TYPE alpha, beta;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, M, N, m, n);
  POLYBENCH_1D_ARRAY_DECL(x, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(y, DATA_TYPE, M, m);

  init_array(m, n, &alpha, &beta, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(x),
             POLYBENCH_ARRAY(y));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", m, n, alpha, beta, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(x),
            POLYBENCH_ARRAY(y));
#endif

  polybench_start_instruments;
  kernel_gemv(m, n, alpha, beta, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(x),
              POLYBENCH_ARRAY(y));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", m, n, alpha, beta, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(x),
            POLYBENCH_ARRAY(y));
#endif
  polybench_prevent_dce(print_array(m, POLYBENCH_ARRAY(y)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(x);
  POLYBENCH_FREE_ARRAY(y);
  return 0;
}
