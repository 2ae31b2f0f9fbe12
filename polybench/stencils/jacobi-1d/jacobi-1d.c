/* jacobi-1d: each interior point becomes the mean of itself and its two
 * neighbours, alternating between A and B. */
#include "polybench.h"
#include "jacobi-1d.h"

static void init_array(int n, DATA_TYPE POLYBENCH_1D(A, N, n),
                       DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int i;

  for (i = 0; i < n; i++) {
    A[i] = (DATA_TYPE)((i * 7 + 2) % n) / n;
    B[i] = (DATA_TYPE)((i * 3 + 5) % n) / n;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "tsteps", tsteps);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "A", A, (size_t)n);
  polybench_dump_arg(stage, "B", B, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_1D(A, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("A", A, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_jacobi_1d(int tsteps, int n, DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int t, i;

  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
    for (i = 1; i < _PB_N - 1; i++)
      A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
  }
}

int main(void)
{
  int tsteps = TSTEPS, n = N;
  POLYBENCH_1D_ARRAY_DECL(A, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(B, DATA_TYPE, N, n);

  init_array(n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", tsteps, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif

  polybench_start_instruments;
  kernel_jacobi_1d(tsteps, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", tsteps, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(A)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  return 0;
}
