/* 3mm: three matrix products, E := A*B; F := C*D; G := E*F. */
#include "polybench.h"
#include "3mm.h"

static void init_array(int ni, int nj, int nk, int nl, int nm,
                       DATA_TYPE POLYBENCH_2D(E, NI, NJ, ni, nj),
                       DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                       DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                       DATA_TYPE POLYBENCH_2D(F, NJ, NL, nj, nl),
                       DATA_TYPE POLYBENCH_2D(C, NJ, NM, nj, nm),
                       DATA_TYPE POLYBENCH_2D(D, NM, NL, nm, nl),
                       DATA_TYPE POLYBENCH_2D(G, NI, NL, ni, nl))
{
  int i, j;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      E[i][j] = SCALAR_VAL(0.0);
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++)
      F[i][j] = SCALAR_VAL(0.0);
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      G[i][j] = SCALAR_VAL(0.0);

  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)((i * j + 1) % ni) / (5 * ni);
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)((i * (j + 1) + 2) % nj) / (5 * nj);
  for (i = 0; i < nj; i++)
    for (j = 0; j < nm; j++)
      C[i][j] = (DATA_TYPE)((i * (j + 3)) % nl) / (5 * nl);
  for (i = 0; i < nm; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (DATA_TYPE)((i * (j + 2) + 2) % nk) / (5 * nk);
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int ni, int nj, int nk, int nl,
                      int nm, DATA_TYPE POLYBENCH_2D(E, NI, NJ, ni, nj),
                      DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                      DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                      DATA_TYPE POLYBENCH_2D(F, NJ, NL, nj, nl),
                      DATA_TYPE POLYBENCH_2D(C, NJ, NM, nj, nm),
                      DATA_TYPE POLYBENCH_2D(D, NM, NL, nm, nl),
                      DATA_TYPE POLYBENCH_2D(G, NI, NL, ni, nl))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "ni", ni);
  polybench_dump_arg_int(stage, "nj", nj);
  polybench_dump_arg_int(stage, "nk", nk);
  polybench_dump_arg_int(stage, "nl", nl);
  polybench_dump_arg_int(stage, "nm", nm);
  polybench_dump_arg(stage, "E", &E[0][0], (size_t)ni * nj);
  polybench_dump_arg(stage, "A", &A[0][0], (size_t)ni * nk);
  polybench_dump_arg(stage, "B", &B[0][0], (size_t)nk * nj);
  polybench_dump_arg(stage, "F", &F[0][0], (size_t)nj * nl);
  polybench_dump_arg(stage, "C", &C[0][0], (size_t)nj * nm);
  polybench_dump_arg(stage, "D", &D[0][0], (size_t)nm * nl);
  polybench_dump_arg(stage, "G", &G[0][0], (size_t)ni * nl);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int ni, int nl, DATA_TYPE POLYBENCH_2D(G, NI, NL, ni, nl))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("G", &G[0][0], (size_t)ni * nl);
  POLYBENCH_DUMP_FINISH;
}

void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                DATA_TYPE POLYBENCH_2D(E, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(F, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(C, NJ, NM, nj, nm),
                DATA_TYPE POLYBENCH_2D(D, NM, NL, nm, nl),
                DATA_TYPE POLYBENCH_2D(G, NI, NL, ni, nl))
{
  int i, j, k;

  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++) {
      E[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NK; k++)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (i = 0; i < _PB_NJ; i++)
    for (j = 0; j < _PB_NL; j++) {
      F[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NM; k++)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NL; j++) {
      G[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NJ; k++)
        G[i][j] += E[i][k] * F[k][j];
    }
}

int main(void)
{
  int ni = NI, nj = NJ, nk = NK, nl = NL, nm = NM;
  POLYBENCH_2D_ARRAY_DECL(E, DATA_TYPE, NI, NJ, ni, nj);
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, NI, NK, ni, nk);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, NK, NJ, nk, nj);
  POLYBENCH_2D_ARRAY_DECL(F, DATA_TYPE, NJ, NL, nj, nl);
  POLYBENCH_2D_ARRAY_DECL(C, DATA_TYPE, NJ, NM, nj, nm);
  POLYBENCH_2D_ARRAY_DECL(D, DATA_TYPE, NM, NL, nm, nl);
  POLYBENCH_2D_ARRAY_DECL(G, DATA_TYPE, NI, NL, ni, nl);

  init_array(ni, nj, nk, nl, nm, POLYBENCH_ARRAY(E), POLYBENCH_ARRAY(A),
             POLYBENCH_ARRAY(B), POLYBENCH_ARRAY(F), POLYBENCH_ARRAY(C),
             POLYBENCH_ARRAY(D), POLYBENCH_ARRAY(G));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", ni, nj, nk, nl, nm, POLYBENCH_ARRAY(E), POLYBENCH_ARRAY(A),
            POLYBENCH_ARRAY(B), POLYBENCH_ARRAY(F), POLYBENCH_ARRAY(C),
            POLYBENCH_ARRAY(D), POLYBENCH_ARRAY(G));
#endif

  polybench_start_instruments;
  kernel_3mm(ni, nj, nk, nl, nm, POLYBENCH_ARRAY(E), POLYBENCH_ARRAY(A),
             POLYBENCH_ARRAY(B), POLYBENCH_ARRAY(F), POLYBENCH_ARRAY(C),
             POLYBENCH_ARRAY(D), POLYBENCH_ARRAY(G));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", ni, nj, nk, nl, nm, POLYBENCH_ARRAY(E),
            POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B), POLYBENCH_ARRAY(F),
            POLYBENCH_ARRAY(C), POLYBENCH_ARRAY(D), POLYBENCH_ARRAY(G));
#endif
  polybench_prevent_dce(print_array(ni, nl, POLYBENCH_ARRAY(G)));

  POLYBENCH_FREE_ARRAY(E);
  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);
  POLYBENCH_FREE_ARRAY(F);
  POLYBENCH_FREE_ARRAY(C);
  POLYBENCH_FREE_ARRAY(D);
  POLYBENCH_FREE_ARRAY(G);
  return 0;
}
