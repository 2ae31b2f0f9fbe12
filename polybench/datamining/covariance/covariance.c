/* covariance: column means, centring, then cov := D^T D / (N - 1) computed on
 * the upper triangle and mirrored. */
#include "polybench.h"
#include "covariance.h"

static void init_array(int m, int n, DATA_TYPE *float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  int i, j;

  /* The term shared by all columns keeps every covariance well away from 0,
   * where the modular pattern alone makes some columns exactly uncorrelated
   * and the result pure rounding noise. */
  *float_n = (DATA_TYPE)n;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] = (DATA_TYPE)((i * (j + 1) + 3 * j) % n) / m +
                   (DATA_TYPE)(i % 13) / 4;
  for (i = 0; i < m; i++) {
    mean[i] = SCALAR_VAL(0.0);
    for (j = 0; j < m; j++)
      cov[i][j] = SCALAR_VAL(0.0);
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int m, int n, DATA_TYPE float_n,
                      DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                      DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "float_n", &float_n, 1);
  polybench_dump_arg(stage, "data", &data[0][0], (size_t)n * m);
  polybench_dump_arg(stage, "cov", &cov[0][0], (size_t)m * m);
  polybench_dump_arg(stage, "mean", mean, (size_t)m);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int m, DATA_TYPE POLYBENCH_2D(cov, M, M, m, m))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("cov", &cov[0][0], (size_t)m * m);
  POLYBENCH_DUMP_FINISH;
}

void kernel_covariance(int m, int n, DATA_TYPE float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  int i, j, k;

#pragma scop
  for (j = 0; j < _PB_M; j++) {
    mean[j] = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_M; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < _PB_M; i++)
    for (j = i; j < _PB_M; j++) {
      cov[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - SCALAR_VAL(1.0));
      cov[j][i] = cov[i][j];
    }
#pragma endscop
}

int main(void)
{
  int m = M, n = N;
  DATA_TYPE float_n;
  POLYBENCH_2D_ARRAY_DECL(data, DATA_TYPE, N, M, n, m);
  POLYBENCH_2D_ARRAY_DECL(cov, DATA_TYPE, M, M, m, m);
  POLYBENCH_1D_ARRAY_DECL(mean, DATA_TYPE, M, m);

  init_array(m, n, &float_n, POLYBENCH_ARRAY(data), POLYBENCH_ARRAY(cov),
             POLYBENCH_ARRAY(mean));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", m, n, float_n, POLYBENCH_ARRAY(data), POLYBENCH_ARRAY(cov),
            POLYBENCH_ARRAY(mean));
#endif

  polybench_start_instruments;
  kernel_covariance(m, n, float_n, POLYBENCH_ARRAY(data), POLYBENCH_ARRAY(cov),
                    POLYBENCH_ARRAY(mean));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", m, n, float_n, POLYBENCH_ARRAY(data),
            POLYBENCH_ARRAY(cov), POLYBENCH_ARRAY(mean));
#endif
  polybench_prevent_dce(print_array(m, POLYBENCH_ARRAY(cov)));

  POLYBENCH_FREE_ARRAY(data);
  POLYBENCH_FREE_ARRAY(cov);
  POLYBENCH_FREE_ARRAY(mean);
  return 0;
}
