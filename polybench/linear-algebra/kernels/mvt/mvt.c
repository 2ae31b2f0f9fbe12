/* mvt: matrix-vector and transposed matrix-vector products accumulated into
 * x1 and x2, x1 := x1 + A y_1; x2 := x2 + A^T y_2. */
#include "polybench.h"
#include "mvt.h"

static void init_array(int n, DATA_TYPE POLYBENCH_1D(x1, N, n),
                       DATA_TYPE POLYBENCH_1D(x2, N, n),
                       DATA_TYPE POLYBENCH_1D(y_1, N, n),
                       DATA_TYPE POLYBENCH_1D(y_2, N, n),
                       DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++) {
    x1[i] = (DATA_TYPE)(i % n) / n;
    x2[i] = (DATA_TYPE)((i + 1) % n) / n;
    y_1[i] = (DATA_TYPE)((2 * i + 3) % n) / n;
    y_2[i] = (DATA_TYPE)((3 * i + 4) % n) / n;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * j + 2) % n) / n;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n,
                      DATA_TYPE POLYBENCH_1D(x1, N, n),
                      DATA_TYPE POLYBENCH_1D(x2, N, n),
                      DATA_TYPE POLYBENCH_1D(y_1, N, n),
                      DATA_TYPE POLYBENCH_1D(y_2, N, n),
                      DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "x1", x1, (size_t)n);
  polybench_dump_arg(stage, "x2", x2, (size_t)n);
  polybench_dump_arg(stage, "y_1", y_1, (size_t)n);
  polybench_dump_arg(stage, "y_2", y_2, (size_t)n);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)n * n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_1D(x1, N, n),
                        DATA_TYPE POLYBENCH_1D(x2, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("x1", x1, (size_t)n);
  polybench_dump_data("x2", x2, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_mvt(int n, DATA_TYPE POLYBENCH_1D(x1, N, n),
                DATA_TYPE POLYBENCH_1D(x2, N, n),
                DATA_TYPE POLYBENCH_1D(y_1, N, n),
                DATA_TYPE POLYBENCH_1D(y_2, N, n),
                DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;

  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
}

int main(void)
{
  int n = N;
  POLYBENCH_1D_ARRAY_DECL(x1, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(x2, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(y_1, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(y_2, DATA_TYPE, N, n);
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, N, n, n);

  init_array(n, POLYBENCH_ARRAY(x1), POLYBENCH_ARRAY(x2), POLYBENCH_ARRAY(y_1),
             POLYBENCH_ARRAY(y_2), POLYBENCH_ARRAY(A));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, POLYBENCH_ARRAY(x1), POLYBENCH_ARRAY(x2),
            POLYBENCH_ARRAY(y_1), POLYBENCH_ARRAY(y_2), POLYBENCH_ARRAY(A));
#endif

  polybench_start_instruments;
  kernel_mvt(n, POLYBENCH_ARRAY(x1), POLYBENCH_ARRAY(x2), POLYBENCH_ARRAY(y_1),
             POLYBENCH_ARRAY(y_2), POLYBENCH_ARRAY(A));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(x1), POLYBENCH_ARRAY(x2),
            POLYBENCH_ARRAY(y_1), POLYBENCH_ARRAY(y_2), POLYBENCH_ARRAY(A));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(x1), POLYBENCH_ARRAY(x2)));

  POLYBENCH_FREE_ARRAY(x1);
  POLYBENCH_FREE_ARRAY(x2);
  POLYBENCH_FREE_ARRAY(y_1);
  POLYBENCH_FREE_ARRAY(y_2);
  POLYBENCH_FREE_ARRAY(A);
  return 0;
}
