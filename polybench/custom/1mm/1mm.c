/* 1mm: one plain matrix product C := A*B; C is overwritten, so its initial
 * contents do not matter to the result. */
#include "polybench.h"
#include "1mm.h"

static void init_array(int ni, int nj, int nk,
                       DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                       DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                       DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((i + j) % nj) / nj;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)((i * (j + 1) + 1) % nk) / nk;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)((i * (j + 3)) % nj) / nj;
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int ni, int nj, int nk,
                      DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                      DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                      DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "ni", ni);
  polybench_dump_arg_int(stage, "nj", nj);
  polybench_dump_arg_int(stage, "nk", nk);
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

void kernel_1mm(int ni, int nj, int nk,
                DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;

  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++) {
      C[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NK; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
}

int main(void)
{
  int ni = NI, nj = NJ, nk = NK;
  POLYBENCH_2D_ARRAY_DECL(C, DATA_TYPE, NI, NJ, ni, nj);
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, NI, NK, ni, nk);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, NK, NJ, nk, nj);

  init_array(ni, nj, nk, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A),
             POLYBENCH_ARRAY(B));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", ni, nj, nk, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A),
            POLYBENCH_ARRAY(B));
#endif

  polybench_start_instruments;
  kernel_1mm(ni, nj, nk, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A),
             POLYBENCH_ARRAY(B));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", ni, nj, nk, POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(A),
            POLYBENCH_ARRAY(B));
#endif
  polybench_prevent_dce(print_array(ni, nj, POLYBENCH_ARRAY(C)));

  POLYBENCH_FREE_ARRAY(C);
  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  return 0;
}
