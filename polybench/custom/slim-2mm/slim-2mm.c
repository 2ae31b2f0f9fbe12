/* slim-2mm: two chained matrix products without scaling factors,
 * tmp := A*B then D := tmp*C. */
#include "polybench.h"
#include "slim-2mm.h"

static void init_array(int ni, int nj, int nk, int nl,
                       DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                       DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                       DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                       DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                       DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)((i * j + 1) % ni) / ni;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)((i * (j + 1)) % nj) / nj;
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++)
      C[i][j] = (DATA_TYPE)((i * (j + 3) + 1) % nl) / nl;
  /* tmp and D are overwritten by the kernel; zeroed for POLYBENCH_DUMP_ALL. */
  for (i = 0; i < ni; i++) {
    for (j = 0; j < nj; j++)
      tmp[i][j] = SCALAR_VAL(0.0);
    for (j = 0; j < nl; j++)
      D[i][j] = SCALAR_VAL(0.0);
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int ni, int nj, int nk, int nl,
                      DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                      DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                      DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                      DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                      DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "ni", ni);
  polybench_dump_arg_int(stage, "nj", nj);
  polybench_dump_arg_int(stage, "nk", nk);
  polybench_dump_arg_int(stage, "nl", nl);
  polybench_dump_arg(stage, "tmp", &tmp[0][0], (size_t)ni * nj);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)ni * nk);
  polybench_dump_arg(stage, "B", &B[0][0], (size_t)nk * nj);
  polybench_dump_arg(stage, "C", &C[0][0], (size_t)nj * nl);
  polybench_dump_arg(stage, "D", &D[0][0], (size_t)ni * nl);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int ni, int nl, DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("D", &D[0][0], (size_t)ni * nl);
  POLYBENCH_DUMP_FINISH;
}

void kernel_slim_2mm(int ni, int nj, int nk, int nl,
                     DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                     DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                     DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                     DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                     DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++) {
      tmp[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NK; k++)
        tmp[i][j] += A[i][k] * B[k][j];
    }
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NL; j++) {
      D[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NJ; k++)
        D[i][j] += tmp[i][k] * C[k][j];
    }
#pragma endscop
}

int main(void)
{
  int ni = NI, nj = NJ, nk = NK, nl = NL;
  POLYBENCH_2D_ARRAY_DECL(tmp, DATA_TYPE, NI, NJ, ni, nj);
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, NI, NK, ni, nk);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, NK, NJ, nk, nj);
  POLYBENCH_2D_ARRAY_DECL(C, DATA_TYPE, NJ, NL, nj, nl);
  POLYBENCH_2D_ARRAY_DECL(D, DATA_TYPE, NI, NL, ni, nl);

  init_array(ni, nj, nk, nl, POLYBENCH_ARRAY(tmp), POLYBENCH_ARRAY(A),
             POLYBENCH_ARRAY(B), POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(D));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", ni, nj, nk, nl, POLYBENCH_ARRAY(tmp), POLYBENCH_ARRAY(A),
            POLYBENCH_ARRAY(B), POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(D));
#endif

  polybench_start_instruments;
  kernel_slim_2mm(ni, nj, nk, nl, POLYBENCH_ARRAY(tmp), POLYBENCH_ARRAY(A),
                  POLYBENCH_ARRAY(B), POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(D));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", ni, nj, nk, nl, POLYBENCH_ARRAY(tmp), POLYBENCH_ARRAY(A),
            POLYBENCH_ARRAY(B), POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(D));
#endif
  polybench_prevent_dce(print_array(ni, nl, POLYBENCH_ARRAY(D)));

  POLYBENCH_FREE_ARRAY(tmp);
  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  POLYBENCH_FREE_ARRAY(C);
  POLYBENCH_FREE_ARRAY(D);
  return 0;
}
