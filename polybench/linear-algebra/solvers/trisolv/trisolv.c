/* trisolv: forward substitution for the lower triangular system L x = b. */
#include "polybench.h"
#include "trisolv.h"

/* Strictly lower entries in [0, 1) and diagonal i + 1: every row is strictly
 * diagonally dominant, so the substitution stays well conditioned. */
static void init_array(int n, DATA_TYPE POLYBENCH_2D(L, N, N, n, n),
                       DATA_TYPE POLYBENCH_1D(x, N, n),
                       DATA_TYPE POLYBENCH_1D(b, N, n))
{
  int i, j;

  for (i = 0; i < n; i++) {
    x[i] = SCALAR_VAL(0.0);
    b[i] = (DATA_TYPE)(i % 11 + 1);
    for (j = 0; j < n; j++)
      L[i][j] = j < i ? (DATA_TYPE)((i + 2 * j + 1) % n) / n
                : j == i ? (DATA_TYPE)(i + 1)
                : SCALAR_VAL(0.0);
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n,
                      DATA_TYPE POLYBENCH_2D(L, N, N, n, n),
                      DATA_TYPE POLYBENCH_1D(x, N, n),
                      DATA_TYPE POLYBENCH_1D(b, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "L", &L[0][0], (size_t)n * n);
  polybench_dump_arg(stage, "x", x, (size_t)n);
  polybench_dump_arg(stage, "b", b, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_1D(x, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("x", x, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_trisolv(int n, DATA_TYPE POLYBENCH_2D(L, N, N, n, n),
                    DATA_TYPE POLYBENCH_1D(x, N, n),
                    DATA_TYPE POLYBENCH_1D(b, N, n))
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
#pragma endscop
}

int main(void)
{
  int n = N;
  POLYBENCH_2D_ARRAY_DECL(L, DATA_TYPE, N, N, n, n);
  POLYBENCH_1D_ARRAY_DECL(x, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(b, DATA_TYPE, N, n);

  init_array(n, POLYBENCH_ARRAY(L), POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(b));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, POLYBENCH_ARRAY(L), POLYBENCH_ARRAY(x),
            POLYBENCH_ARRAY(b));
#endif

  polybench_start_instruments;
  kernel_trisolv(n, POLYBENCH_ARRAY(L), POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(b));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(L), POLYBENCH_ARRAY(x),
            POLYBENCH_ARRAY(b));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(x)));

  POLYBENCH_FREE_ARRAY(L);
  POLYBENCH_FREE_ARRAY(x);
  POLYBENCH_FREE_ARRAY(b);
  return 0;
}
