/* memset: x := 0.  x starts non-zero so that a variant skipping the kernel
 * is caught by the comparison. */
#include "polybench.h"
#include "memset.h"

static void init_array(int n, DATA_TYPE POLYBENCH_1D(x, N, n))
{
  int i;

  for (i = 0; i < n; i++)
    x[i] = (DATA_TYPE)((i + 1) % n + 1) / n;
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n, DATA_TYPE POLYBENCH_1D(x, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "x", x, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_1D(x, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("x", x, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_memset(int n, DATA_TYPE POLYBENCH_1D(x, N, n))
{
  int i;

  for (i = 0; i < _PB_N; i++)
    x[i] = SCALAR_VAL(0.0);
}

int main(void)
{
  int n = N;
  POLYBENCH_1D_ARRAY_DECL(x, DATA_TYPE, N, n);

  init_array(n, POLYBENCH_ARRAY(x));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, POLYBENCH_ARRAY(x));
#endif

  polybench_start_instruments;
  kernel_memset(n, POLYBENCH_ARRAY(x));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(x));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(x)));

  POLYBENCH_FREE_ARRAY(x);
  return 0;
}
