/* gramschmidt: modified Gram-Schmidt QR factorisation; each normalised column
 * of Q is projected out of the remaining columns of A. */
#include "polybench.h"
#include "gramschmidt.h"

/* Entries in [-1/2, 1/2) plus n on the diagonal: the perturbation's
 * Frobenius norm, at most sqrt(m n)/2 < n for m <= 1.5 n, cannot cancel the
 * diagonal, so A has full column rank and is well conditioned. */
static void init_array(int m, int n, DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                       DATA_TYPE POLYBENCH_2D(R, N, N, n, n),
                       DATA_TYPE POLYBENCH_2D(Q, M, N, m, n))
{
  int i, j;

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * j + 2 * i + j) % m) / m - SCALAR_VAL(0.5);
      if (i == j)
        A[i][j] += (DATA_TYPE)n;
      Q[i][j] = SCALAR_VAL(0.0);
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      R[i][j] = SCALAR_VAL(0.0);
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int m, int n,
                      DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                      DATA_TYPE POLYBENCH_2D(R, N, N, n, n),
                      DATA_TYPE POLYBENCH_2D(Q, M, N, m, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "m", m);
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)m * n);
  polybench_dump_arg(stage, "R", &R[0][0], (size_t)n * n);
  polybench_dump_arg(stage, "Q", &Q[0][0], (size_t)m * n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int m, int n, DATA_TYPE POLYBENCH_2D(R, N, N, n, n),
                        DATA_TYPE POLYBENCH_2D(Q, M, N, m, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("R", &R[0][0], (size_t)n * n);
  polybench_dump_data("Q", &Q[0][0], (size_t)m * n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_gramschmidt(int m, int n, DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                        DATA_TYPE POLYBENCH_2D(R, N, N, n, n),
                        DATA_TYPE POLYBENCH_2D(Q, M, N, m, n))
{
  int i, j, k;
  DATA_TYPE nrm;

  for (k = 0; k < _PB_N; k++) {
    nrm = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_M; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = SQRT_FUN(nrm);
    for (i = 0; i < _PB_M; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < _PB_N; j++) {
      R[k][j] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_M; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < _PB_M; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

int main(void)
{
  int m = M, n = N;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, M, N, m, n);
  POLYBENCH_2D_ARRAY_DECL(R, DATA_TYPE, N, N, n, n);
  POLYBENCH_2D_ARRAY_DECL(Q, DATA_TYPE, M, N, m, n);

  init_array(m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(R), POLYBENCH_ARRAY(Q));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(R),
            POLYBENCH_ARRAY(Q));
#endif

  polybench_start_instruments;
  kernel_gramschmidt(m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(R),
                     POLYBENCH_ARRAY(Q));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", m, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(R),
            POLYBENCH_ARRAY(Q));
#endif
  polybench_prevent_dce(print_array(m, n, POLYBENCH_ARRAY(R), POLYBENCH_ARRAY(Q)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(R);
  POLYBENCH_FREE_ARRAY(Q);
  return 0;
}
