/* doitgen: multiresolution analysis kernel, every (r,q) row of the 3-D array A
 * is multiplied in place by C4 through the temporary sum. */
#include "polybench.h"
#include "doitgen.h"

static void init_array(int nr, int nq, int np,
                       DATA_TYPE POLYBENCH_3D(A, NR, NQ, NP, nr, nq, np),
                       DATA_TYPE POLYBENCH_2D(C4, NP, NP, np, np),
                       DATA_TYPE POLYBENCH_1D(sum, NP, np))
{
  int i, j, k;

  for (i = 0; i < nr; i++)
    for (j = 0; j < nq; j++)
      for (k = 0; k < np; k++)
        A[i][j][k] = (DATA_TYPE)((i * j + 2 * k + 1) % np) / np;
  for (i = 0; i < np; i++)
    for (j = 0; j < np; j++)
      C4[i][j] = (DATA_TYPE)((i * (j + 3)) % np) / (2 * np);
  for (i = 0; i < np; i++)
    sum[i] = SCALAR_VAL(0.0);
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int nr, int nq, int np,
                      DATA_TYPE POLYBENCH_3D(A, NR, NQ, NP, nr, nq, np),
                      DATA_TYPE POLYBENCH_2D(C4, NP, NP, np, np),
                      DATA_TYPE POLYBENCH_1D(sum, NP, np))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "nr", nr);
  polybench_dump_arg_int(stage, "nq", nq);
  polybench_dump_arg_int(stage, "np", np);
  polybench_dump_arg(stage, "A", &A[0][0][0], (size_t)nr * nq * np);
  polybench_dump_arg(stage, "C4", &C4[0][0], (size_t)np * np);
  polybench_dump_arg(stage, "sum", sum, (size_t)np);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int nr, int nq, int np,
                        DATA_TYPE POLYBENCH_3D(A, NR, NQ, NP, nr, nq, np))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("A", &A[0][0][0], (size_t)nr * nq * np);
  POLYBENCH_DUMP_FINISH;
}

void kernel_doitgen(int nr, int nq, int np,
                    DATA_TYPE POLYBENCH_3D(A, NR, NQ, NP, nr, nq, np),
                    DATA_TYPE POLYBENCH_2D(C4, NP, NP, np, np),
                    DATA_TYPE POLYBENCH_1D(sum, NP, np))
{
  int r, q, p, s;

#pragma scop
  for (r = 0; r < _PB_NR; r++)
    for (q = 0; q < _PB_NQ; q++) {
      for (p = 0; p < _PB_NP; p++) {
        sum[p] = SCALAR_VAL(0.0);
        for (s = 0; s < _PB_NP; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < _PB_NP; p++)
        A[r][q][p] = sum[p];
    }
#pragma endscop
}

int main(void)
{
  int nr = NR, nq = NQ, np = NP;
  POLYBENCH_3D_ARRAY_DECL(A, DATA_TYPE, NR, NQ, NP, nr, nq, np);
  POLYBENCH_2D_ARRAY_DECL(C4, DATA_TYPE, NP, NP, np, np);
  POLYBENCH_1D_ARRAY_DECL(sum, DATA_TYPE, NP, np);

  init_array(nr, nq, np, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(C4),
             POLYBENCH_ARRAY(sum));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", nr, nq, np, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(C4),
            POLYBENCH_ARRAY(sum));
#endif

  polybench_start_instruments;
  kernel_doitgen(nr, nq, np, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(C4),
                 POLYBENCH_ARRAY(sum));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", nr, nq, np, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(C4),
            POLYBENCH_ARRAY(sum));
#endif
  polybench_prevent_dce(print_array(nr, nq, np, POLYBENCH_ARRAY(A)));

  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(C4);
  POLYBENCH_FREE_ARRAY(sum);
  return 0;
}
