/* bicg: the two matrix-vector products of a BiCG step, s := A^T r; q := A p. */
#include "polybench.h"
#include "bicg.h"

static void init_array(int m, int n, DATA_TYPE POLYBENCH_2D(A, N, M, n, m),
                       DATA_TYPE POLYBENCH_1D(s, M, m),
                       DATA_TYPE POLYBENCH_1D(q, N, n),
                       DATA_TYPE POLYBENCH_1D(p, M, m),
                       DATA_TYPE POLYBENCH_1D(r, N, n))
{
  int i, j;

  for (j = 0; j < m; j++) {
    p[j] = (DATA_TYPE)(j % m) / m;
    s[j] = SCALAR_VAL(0.0);
  }
  for (i = 0; i < n; i++) {
    r[i] = (DATA_TYPE)((3 * i + 1) % n) / n;
    q[i] = SCALAR_VAL(0.0);
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE)((i * (j + 2) + 1) % n) / n;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int m, int n,
                      DATA_TYPE POLYBENCH_2D(A, N, M, n, m),
                      DATA_TYPE POLYBENCH_1D(s, M, m),
                      DATA_TYPE POLYBENCH_1D(q, N, n),
                      DATA_TYPE POLYBENCH_1D(p, M, m),
                      DATA_TYPE POLYBENCH_1D(r, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)n * m);
  polybench_dump_arg(stage, "s", s, (size_t)m);
  polybench_dump_arg(stage, "q", q, (size_t)n);
  polybench_dump_arg(stage, "p", p, (size_t)m);
  polybench_dump_arg(stage, "r", r, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int m, int n, DATA_TYPE POLYBENCH_1D(s, M, m),
                        DATA_TYPE POLYBENCH_1D(q, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("s", s, (size_t)m);
  polybench_dump_data("q", q, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_bicg(int m, int n, DATA_TYPE POLYBENCH_2D(A, N, M, n, m),
                 DATA_TYPE POLYBENCH_1D(s, M, m),
                 DATA_TYPE POLYBENCH_1D(q, N, n),
                 DATA_TYPE POLYBENCH_1D(p, M, m),
                 DATA_TYPE POLYBENCH_1D(r, N, n))
{
  int i, j;

  for (j = 0; j < _PB_M; j++)
    s[j] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_N; i++) {
    q[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_M; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

int main(void)
{
  int m = M, n = N;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, M, n, m);
  POLYBENCH_1D_ARRAY_DECL(s, DATA_TYPE, M, m);
  POLYBENCH_1D_ARRAY_DECL(q, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(p, DATA_TYPE, M, m);
  POLYBENCH_1D_ARRAY_DECL(r, DATA_TYPE, N, n);

  init_array(m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(s), POLYBENCH_ARRAY(q),
             POLYBENCH_ARRAY(p), POLYBENCH_ARRAY(r));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(s),
            POLYBENCH_ARRAY(q), POLYBENCH_ARRAY(p), POLYBENCH_ARRAY(r));
#endif

  polybench_start_instruments;
  kernel_bicg(m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(s), POLYBENCH_ARRAY(q),
              POLYBENCH_ARRAY(p), POLYBENCH_ARRAY(r));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(s),
            POLYBENCH_ARRAY(q), POLYBENCH_ARRAY(p), POLYBENCH_ARRAY(r));
#endif
  polybench_prevent_dce(print_array(m, n, POLYBENCH_ARRAY(s), POLYBENCH_ARRAY(q)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(s);
  POLYBENCH_FREE_ARRAY(q);
  POLYBENCH_FREE_ARRAY(p);
  POLYBENCH_FREE_ARRAY(r);
  return 0;
}
