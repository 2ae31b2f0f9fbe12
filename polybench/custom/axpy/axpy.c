/* axpy: y := alpha*x + y. */
#include "polybench.h"
#include "axpy.h"

static void init_array(int n, DATA_TYPE *alpha, DATA_TYPE POLYBENCH_1D(x, N, n),
                       DATA_TYPE POLYBENCH_1D(y, N, n))
{
  int i;

  *alpha = SCALAR_VAL(1.5);
  for (i = 0; i < n; i++) {
    x[i] = (DATA_TYPE)((i * 7 + 1) % n) / n;
    y[i] = (DATA_TYPE)((i * 3 + 2) % n) / n;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n, DATA_TYPE alpha,
                      DATA_TYPE POLYBENCH_1D(x, N, n),
                      DATA_TYPE POLYBENCH_1D(y, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "alpha", &alpha, 1);
  polybench_dump_arg(stage, "x", x, (size_t)n);
  polybench_dump_arg(stage, "y", y, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_1D(y, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("y", y, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_axpy(int n, DATA_TYPE alpha, DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n))
{
  int i;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    y[i] = alpha * x[i] + y[i];
#pragma endscop
}

int main(void)
{
  int n = N;
  DATA_TYPE alpha;
  POLYBENCH_1D_ARRAY_DECL(x, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(y, DATA_TYPE, N, n);

  init_array(n, &alpha, POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, alpha, POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y));
#endif

  polybench_start_instruments;
  kernel_axpy(n, alpha, POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, alpha, POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(y)));

  POLYBENCH_FREE_ARRAY(x);
  POLYBENCH_FREE_ARRAY(y);
  return 0;
}
