/* durbin: Levinson-Durbin recursion for the Toeplitz system whose first row
 * is (1, r[0], ..., r[n-2]); y grows by one coefficient per step. */
#include "polybench.h"
#include "durbin.h"

/* r[k] = 1/(k+2): with the leading 1 the sequence 1, 1/2, 1/3, ... is convex,
 * decreasing and tends to 0, hence positive definite, so every reflection
 * coefficient stays below 1 in magnitude and beta stays positive. */
static void init_array(int n, DATA_TYPE POLYBENCH_1D(r, N, n),
                       DATA_TYPE POLYBENCH_1D(y, N, n))
{
  int i;

  for (i = 0; i < n; i++) {
    r[i] = SCALAR_VAL(1.0) / (i + 2);
    y[i] = SCALAR_VAL(0.0);
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n,
                      DATA_TYPE POLYBENCH_1D(r, N, n),
                      DATA_TYPE POLYBENCH_1D(y, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "r", r, (size_t)n);
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

void kernel_durbin(int n, DATA_TYPE POLYBENCH_1D(r, N, n),
                   DATA_TYPE POLYBENCH_1D(y, N, n))
{
  DATA_TYPE z[N];
  DATA_TYPE alpha, beta, sum;
  int i, k;

#pragma scop
  y[0] = -r[0];
  beta = SCALAR_VAL(1.0);
  alpha = -r[0];
  for (k = 1; k < _PB_N; k++) {
    beta = (SCALAR_VAL(1.0) - alpha * alpha) * beta;
    sum = SCALAR_VAL(0.0);
    for (i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
#pragma endscop
}

int main(void)
{
  int n = N;
  POLYBENCH_1D_ARRAY_DECL(r, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(y, DATA_TYPE, N, n);

  init_array(n, POLYBENCH_ARRAY(r), POLYBENCH_ARRAY(y));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, POLYBENCH_ARRAY(r), POLYBENCH_ARRAY(y));
#endif

  polybench_start_instruments;
  kernel_durbin(n, POLYBENCH_ARRAY(r), POLYBENCH_ARRAY(y));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(r), POLYBENCH_ARRAY(y));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(y)));

  POLYBENCH_FREE_ARRAY(r);
  POLYBENCH_FREE_ARRAY(y);
  return 0;
}
