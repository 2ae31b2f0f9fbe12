/* heat-3d: explicit finite-difference heat equation, each interior point
 * gains 1/8 of the second difference along each axis; A -> B -> A. */
#include "polybench.h"
#include "heat-3d.h"

static void init_array(int n, DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                       DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  int i, j, k;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] =
            (DATA_TYPE)((i * j + 2 * j * k + 3 * i + k) % n) * 10 / n;
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int tsteps, int n,
                      DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                      DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "tsteps", tsteps);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "A", &A[0][0][0], (size_t)n * n * n);
  polybench_dump_arg(stage, "B", &B[0][0][0], (size_t)n * n * n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("A", &A[0][0][0], (size_t)n * n * n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_heat_3d(int tsteps, int n,
                    DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                    DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  int t, i, j, k;

#pragma scop
  for (t = 1; t <= _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        for (k = 1; k < _PB_N - 1; k++)
          B[i][j][k] =
              SCALAR_VAL(0.125) *
                  (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k]) +
              SCALAR_VAL(0.125) *
                  (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k]) +
              SCALAR_VAL(0.125) *
                  (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1]) +
              A[i][j][k];
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        for (k = 1; k < _PB_N - 1; k++)
          A[i][j][k] =
              SCALAR_VAL(0.125) *
                  (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k]) +
              SCALAR_VAL(0.125) *
                  (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k]) +
              SCALAR_VAL(0.125) *
                  (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1]) +
              B[i][j][k];
  }
#pragma endscop
}

int main(void)
{
  int tsteps = TSTEPS, n = N;
  POLYBENCH_3D_ARRAY_DECL(A, DATA_TYPE, N, N, N, n, n, n);
  POLYBENCH_3D_ARRAY_DECL(B, DATA_TYPE, N, N, N, n, n, n);

  init_array(n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", tsteps, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif

  polybench_start_instruments;
  kernel_heat_3d(tsteps, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
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
