/* floyd-warshall: paths[i][j] := min(paths[i][j], paths[i][k] + paths[k][j])
 * for every intermediate vertex k in turn. */
#include "polybench.h"
#include "floyd-warshall.h"

/* Stands for a missing edge: larger than any path of real edges here, and
 * small enough that sums of two stay exact integers even in float. */
#define NO_EDGE 100000

/* About one pair in six gets an edge of integer weight 1..17; the rest have
 * none.  Weights are integers so every result is exact in any precision. */
static void init_array(int n, DATA_TYPE POLYBENCH_2D(paths, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if (i == j)
        paths[i][j] = SCALAR_VAL(0.0);
      else if ((i * j + i + 2 * j) % 6 == 1 || (i + 1) % n == j)
        paths[i][j] = (DATA_TYPE)((i + 3 * j) % 17 + 1);
      else
        paths[i][j] = (DATA_TYPE)NO_EDGE;
    }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n,
                      DATA_TYPE POLYBENCH_2D(paths, N, N, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "paths", &paths[0][0], (size_t)n * n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_2D(paths, N, N, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("paths", &paths[0][0], (size_t)n * n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_floyd_warshall(int n, DATA_TYPE POLYBENCH_2D(paths, N, N, n, n))
{
  int i, j, k;

#pragma scop
  for (k = 0; k < _PB_N; k++)
    for (i = 0; i < _PB_N; i++)
      for (j = 0; j < _PB_N; j++)
        paths[i][j] = paths[i][j] < paths[i][k] + paths[k][j]
                          ? paths[i][j]
                          : paths[i][k] + paths[k][j];
#pragma endscop
}

int main(void)
{
  int n = N;
  POLYBENCH_2D_ARRAY_DECL(paths, DATA_TYPE, N, N, n, n);

  init_array(n, POLYBENCH_ARRAY(paths));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, POLYBENCH_ARRAY(paths));
#endif

  polybench_start_instruments;
  kernel_floyd_warshall(n, POLYBENCH_ARRAY(paths));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(paths));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(paths)));

  POLYBENCH_FREE_ARRAY(paths);
  return 0;
}
