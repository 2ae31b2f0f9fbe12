/* gemm: general matrix-matrix product C := alpha*A*B + beta*C. */
#include "polybench.h"
#include "gemm.h"

static void init_array(int ni, int nj, int nk, DATA_TYPE *alpha,
                       DATA_TYPE *beta, DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                       DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                       DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.2);
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((i * j + 1) % ni) / ni;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)((i * (j + 1)) % nk) / nk;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)((i * (j + 2)) % nj) / nj;
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int ni, int nj, int nk,
                      DATA_TYPE alpha, DATA_TYPE beta,
                      DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                      DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                      DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "ni", ni);
  polybench_dump_arg_int(stage, "nj", nj);
  polybench_dump_arg_int(stage, "nk", nk);
  polybench_dump_arg(stage, "alpha", &alpha, 1);
  polybench_dump_arg(stage, "beta", &beta, 1);
  polybench_dump_arg(stage, "C", &C[0][0], (size_t)ni * nj);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)ni * nk);
  polybench_dump_arg(stage, "B", &B[0][0], (size_t)nk * nj);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int ni, int nj, DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("C", &C[0][0], (size_t)ni * nj);
  POLYBENCH_DUMP_FINISH;
}

void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_NI; i++) {
    for (j = 0; j < _PB_NJ; j++)
      C[i][j] *= beta;
    for (k = 0; k < _PB_NK; k++)
      for (j = 0; j < _PB_NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
#pragma endscop
}

int main(void)
{
  int ni = NI, nj = NJ, nk = NK;
  DATA_TYPE alpha, beta;
  POLYBENCH_2D_ARRAY_DECL(C, DATA_TYPE, NI, NJ, ni, nj);
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, NI, NK, ni, nk);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, NK, NJ, nk, nj);

  init_array(ni, nj, nk, &alpha, &beta, POLYBENCH_ARRAY(C),
             POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", ni, nj, nk, alpha, beta, POLYBENCH_ARRAY(C),
            POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif

  polybench_start_instruments;
  kernel_gemm(ni, nj, nk, alpha, beta, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A),
              POLYBENCH_ARRAY(B));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", ni, nj, nk, alpha, beta, POLYBENCH_ARRAY(C),
            POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
#endif
  polybench_prevent_dce(print_array(ni, nj, POLYBENCH_ARRAY(C)));

  POLYBENCH_FREE_ARRAY(C);
  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  return 0;
}
