/* gemver: A := A + u1*v1^T + u2*v2^T; x := x + beta*A^T*y + z;
 * w := w + alpha*A*x. */
#include "polybench.h"
#include "gemver.h"

static void init_array(int n, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                       DATA_TYPE POLYBENCH_1D(u1, N, n),
                       DATA_TYPE POLYBENCH_1D(v1, N, n),
                       DATA_TYPE POLYBENCH_1D(u2, N, n),
                       DATA_TYPE POLYBENCH_1D(v2, N, n),
                       DATA_TYPE POLYBENCH_1D(w, N, n),
                       DATA_TYPE POLYBENCH_1D(x, N, n),
                       DATA_TYPE POLYBENCH_1D(y, N, n),
                       DATA_TYPE POLYBENCH_1D(z, N, n))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.2);
  for (i = 0; i < n; i++) {
    u1[i] = (DATA_TYPE)i / n;
    v1[i] = (DATA_TYPE)((i + 1) % n) / n / 2;
    u2[i] = (DATA_TYPE)((i + 2) % n) / n / 4;
    v2[i] = (DATA_TYPE)((i + 3) % n) / n / 6;
    w[i] = SCALAR_VAL(0.0);
    x[i] = SCALAR_VAL(0.0);
    y[i] = (DATA_TYPE)((i + 4) % n) / n / 8;
    z[i] = (DATA_TYPE)((i + 5) % n) / n / 9;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * j) % n) / n;
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int n, DATA_TYPE alpha,
                      DATA_TYPE beta, DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                      DATA_TYPE POLYBENCH_1D(u1, N, n),
                      DATA_TYPE POLYBENCH_1D(v1, N, n),
                      DATA_TYPE POLYBENCH_1D(u2, N, n),
                      DATA_TYPE POLYBENCH_1D(v2, N, n),
                      DATA_TYPE POLYBENCH_1D(w, N, n),
                      DATA_TYPE POLYBENCH_1D(x, N, n),
                      DATA_TYPE POLYBENCH_1D(y, N, n),
                      DATA_TYPE POLYBENCH_1D(z, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  polybench_dump_arg(stage, "alpha", &alpha, 1);
  polybench_dump_arg(stage, "beta", &beta, 1);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)n * n);
  polybench_dump_arg(stage, "u1", u1, (size_t)n);
  polybench_dump_arg(stage, "v1", v1, (size_t)n);
  polybench_dump_arg(stage, "u2", u2, (size_t)n);
  polybench_dump_arg(stage, "v2", v2, (size_t)n);
  polybench_dump_arg(stage, "w", w, (size_t)n);
  polybench_dump_arg(stage, "x", x, (size_t)n);
  polybench_dump_arg(stage, "y", y, (size_t)n);
  polybench_dump_arg(stage, "z", z, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                        DATA_TYPE POLYBENCH_1D(x, N, n),
                        DATA_TYPE POLYBENCH_1D(w, N, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("A", &A[0][0], (size_t)n * n);
  polybench_dump_data("x", x, (size_t)n);
  polybench_dump_data("w", w, (size_t)n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta,
                   DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                   DATA_TYPE POLYBENCH_1D(u1, N, n),
                   DATA_TYPE POLYBENCH_1D(v1, N, n),
                   DATA_TYPE POLYBENCH_1D(u2, N, n),
                   DATA_TYPE POLYBENCH_1D(v2, N, n),
                   DATA_TYPE POLYBENCH_1D(w, N, n),
                   DATA_TYPE POLYBENCH_1D(x, N, n),
                   DATA_TYPE POLYBENCH_1D(y, N, n),
                   DATA_TYPE POLYBENCH_1D(z, N, n))
{
  int i, j;

  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];

  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];

  for (i = 0; i < _PB_N; i++)
    x[i] = x[i] + z[i];

  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}

int main(void)
{
  int n = N;
  DATA_TYPE alpha, beta;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, N, n, n);
  POLYBENCH_1D_ARRAY_DECL(u1, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(v1, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(u2, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(v2, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(w, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(x, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(y, DATA_TYPE, N, n);
  POLYBENCH_1D_ARRAY_DECL(z, DATA_TYPE, N, n);

  init_array(n, &alpha, &beta, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(u1),
             POLYBENCH_ARRAY(v1), POLYBENCH_ARRAY(u2), POLYBENCH_ARRAY(v2),
             POLYBENCH_ARRAY(w), POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y),
             POLYBENCH_ARRAY(z));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, alpha, beta, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(u1),
            POLYBENCH_ARRAY(v1), POLYBENCH_ARRAY(u2), POLYBENCH_ARRAY(v2),
            POLYBENCH_ARRAY(w), POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y),
            POLYBENCH_ARRAY(z));
#endif

  polybench_start_instruments;
  kernel_gemver(n, alpha, beta, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(u1),
                POLYBENCH_ARRAY(v1), POLYBENCH_ARRAY(u2), POLYBENCH_ARRAY(v2),
                POLYBENCH_ARRAY(w), POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y),
                POLYBENCH_ARRAY(z));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, alpha, beta, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(u1),
            POLYBENCH_ARRAY(v1), POLYBENCH_ARRAY(u2), POLYBENCH_ARRAY(v2),
            POLYBENCH_ARRAY(w), POLYBENCH_ARRAY(x), POLYBENCH_ARRAY(y),
            POLYBENCH_ARRAY(z));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(x),
                                    POLYBENCH_ARRAY(w)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(u1);
  POLYBENCH_FREE_ARRAY(v1);
  POLYBENCH_FREE_ARRAY(u2);
  POLYBENCH_FREE_ARRAY(v2);
  POLYBENCH_FREE_ARRAY(w);
  POLYBENCH_FREE_ARRAY(x);
  POLYBENCH_FREE_ARRAY(y);
  POLYBENCH_FREE_ARRAY(z);
  return 0;
}
