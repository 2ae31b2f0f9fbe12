/* blur1d: B[i] := (A[i-1] + A[i] + A[i+1]) / 3 on the interior points; the
 * two end points of B keep their initial values. */
#include "polybench.h"
#include "blur1d.h"

static void init_array(int n, DATA_TYPE POLYBENCH_1D(A, N, n),
                       DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int i;

  for (i = 0; i < n; i++) {
    A[i] = (DATA_TYPE)((i * 5 + 2) % n) / n;
    B[i] = (DATA_TYPE)((i + 1) % n) / n;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n, DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "A", A, (size_t)n);
  polybench_dump_arg(stage, "B", B, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_1D(B, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("B", B, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_blur1d(int n, DATA_TYPE POLYBENCH_1D(A, N, n),
                   DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int i;

  for (i = 1; i < _PB_N - 1; i++)
    B[i] = (A[i - 1] + A[i] + A[i + 1]) / SCALAR_VAL(3.0);
}

int main(void)
{
  int n = N;
  POLYBENCH_1D_ARRAY_DECL(A, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(B, DATA_TYPE, N, n);

  init_array(n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif

  polybench_start_instruments;
  kernel_blur1d(n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(B)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  return 0;
}
