/* vsum: s := x[0] + x[1] + ... + x[n-1], accumulated left to right. */
#include "polybench.h"
#include "vsum.h"

static void init_array(int n, DATA_TYPE *s, DATA_TYPE POLYBENCH_1D(x, N, n))
{
  int i;

  *s = SCALAR_VAL(0.0);
  for (i = 0; i < n; i++)
    x[i] = (DATA_TYPE)((i * 13 + 5) % n) / n;
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n, DATA_TYPE s,
                      DATA_TYPE POLYBENCH_1D(x, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "x", x, (size_t)n);
  polybench_dump_arg(stage, "s", &s, 1);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(DATA_TYPE s)
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("s", &s, 1);
  POLYBENCH_DUMP_FINISH;
}

void kernel_vsum(int n, DATA_TYPE POLYBENCH_1D(x, N, n), DATA_TYPE *s)
{
  int i;
  DATA_TYPE acc;

#pragma scop
  acc = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_N; i++)
    acc += x[i];
  *s = acc;
#pragma endscop
}

int main(void)
{
  int n = N;
  DATA_TYPE s;
  POLYBENCH_1D_ARRAY_DECL(x, DATA_TYPE, N, n);

  init_array(n, &s, POLYBENCH_ARRAY(x));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, s, POLYBENCH_ARRAY(x));
#endif

  polybench_start_instruments;
  kernel_vsum(n, POLYBENCH_ARRAY(x), &s);
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, s, POLYBENCH_ARRAY(x));
#endif
  polybench_prevent_dce(print_array(s));

  POLYBENCH_FREE_ARRAY(x);
  return 0;
}
