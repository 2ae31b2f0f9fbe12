/* correlation: column means and standard deviations, normalisation, then
 * corr := D^T D on the upper triangle (mirrored) with a unit diagonal. */
#include "polybench.h"
#include "correlation.h"

static void init_array(int m, int n, DATA_TYPE *float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(corr, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m),
                       DATA_TYPE POLYBENCH_1D(stddev, M, m))
{
  int i, j;

  *float_n = (DATA_TYPE)n;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] = (DATA_TYPE)((i * (j + 1) + j) % n) / m +
                   (DATA_TYPE)(i % 7) / 7;
  for (i = 0; i < m; i++) {
    mean[i] = SCALAR_VAL(0.0);
    stddev[i] = SCALAR_VAL(0.0);
    for (j = 0; j < m; j++)
      corr[i][j] = SCALAR_VAL(0.0);
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int m, int n, DATA_TYPE float_n,
                      DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(corr, M, M, m, m),
                      DATA_TYPE POLYBENCH_1D(mean, M, m),
                      DATA_TYPE POLYBENCH_1D(stddev, M, m))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "float_n", &float_n, 1);
  polybench_dump_arg(stage, "data", &data[0][0], (size_t)n * m);
  polybench_dump_arg(stage, "corr", &corr[0][0], (size_t)m * m);
  polybench_dump_arg(stage, "mean", mean, (size_t)m);
  polybench_dump_arg(stage, "stddev", stddev, (size_t)m);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int m, DATA_TYPE POLYBENCH_2D(corr, M, M, m, m))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("corr", &corr[0][0], (size_t)m * m);
  POLYBENCH_DUMP_FINISH;
}

void kernel_correlation(int m, int n, DATA_TYPE float_n,
                        DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                        DATA_TYPE POLYBENCH_2D(corr, M, M, m, m),
                        DATA_TYPE POLYBENCH_1D(mean, M, m),
                        DATA_TYPE POLYBENCH_1D(stddev, M, m))
{
  int i, j, k;
  /* Columns this flat are treated as unit deviation so they do not blow up
   * the normalisation. */
  DATA_TYPE eps = SCALAR_VAL(0.1);

  for (j = 0; j < _PB_M; j++) {
    mean[j] = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (j = 0; j < _PB_M; j++) {
    stddev[j] = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_N; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = SQRT_FUN(stddev[j]);
    stddev[j] = stddev[j] <= eps ? SCALAR_VAL(1.0) : stddev[j];
  }
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_M; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= SQRT_FUN(float_n) * stddev[j];
    }
  for (i = 0; i < _PB_M - 1; i++) {
    corr[i][i] = SCALAR_VAL(1.0);
    for (j = i + 1; j < _PB_M; j++) {
      corr[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_N; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[_PB_M - 1][_PB_M - 1] = SCALAR_VAL(1.0);
}

int main(void)
{
  int m = M, n = N;
  DATA_TYPE float_n;
  POLYBENCH_2D_ARRAY_DECL(data, DATA_TYPE, N, M, n, m);
  POLYBENCH_2D_ARRAY_DECL(corr, DATA_TYPE, M, M, m, m);
  POLYBENCH_1D_ARRAY_DECL(mean, DATA_TYPE, M, m);
  POLYBENCH_1D_ARRAY_DECL(stddev, DATA_TYPE, M, m);

  init_array(m, n, &float_n, POLYBENCH_ARRAY(data), POLYBENCH_ARRAY(corr),
             POLYBENCH_ARRAY(mean), POLYBENCH_ARRAY(stddev));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", m, n, float_n, POLYBENCH_ARRAY(data),
            POLYBENCH_ARRAY(corr), POLYBENCH_ARRAY(mean),
            POLYBENCH_ARRAY(stddev));
#endif

  polybench_start_instruments;
  kernel_correlation(m, n, float_n, POLYBENCH_ARRAY(data),
                     POLYBENCH_ARRAY(corr), POLYBENCH_ARRAY(mean),
                     POLYBENCH_ARRAY(stddev));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", m, n, float_n, POLYBENCH_ARRAY(data),
            POLYBENCH_ARRAY(corr), POLYBENCH_ARRAY(mean),
            POLYBENCH_ARRAY(stddev));
#endif
  polybench_prevent_dce(print_array(m, POLYBENCH_ARRAY(corr)));

  POLYBENCH_FREE_ARRAY(data);
  POLYBENCH_FREE_ARRAY(corr);
  POLYBENCH_FREE_ARRAY(mean);
  POLYBENCH_FREE_ARRAY(stddev);
  return 0;
}
