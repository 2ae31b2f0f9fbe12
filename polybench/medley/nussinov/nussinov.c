/* nussinov: table[i][j] is the best pairing score of seq[i..j]; it extends
 * the neighbouring sub-intervals, pairs seq[i] with seq[j], or splits at k. */
#include "polybench.h"
#include "nussinov.h"

/* A-U (0+3) and C-G (1+2) are the complementary pairs. */
#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1) >= (s2) ? (s1) : (s2))

static void init_array(int n, base POLYBENCH_1D(seq, N, n),
                       DATA_TYPE POLYBENCH_2D(table, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++) {
    seq[i] = (base)((i * (i + 3) / 2 + i / 5) % 4);
    for (j = 0; j < n; j++)
      table[i][j] = SCALAR_VAL(0.0);
  }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_seq(const char *stage, int n, base POLYBENCH_1D(seq, N, n))
{
  char full[128];
  int i;

  snprintf(full, sizeof full, "%s:seq", stage);
  POLYBENCH_DUMP_BEGIN(full);
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      fprintf(POLYBENCH_DUMP_TARGET, "\n");
    fprintf(POLYBENCH_DUMP_TARGET, "%d ", (int)seq[i]);
  }
  POLYBENCH_DUMP_END(full);
}

static void dump_args(const char *stage, int n, base POLYBENCH_1D(seq, N, n),
                      DATA_TYPE POLYBENCH_2D(table, N, N, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "n", n);
  dump_seq(stage, n, seq);
  polybench_dump_arg(stage, "table", &table[0][0], (size_t)n * n);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int n, DATA_TYPE POLYBENCH_2D(table, N, N, n, n))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("table", &table[0][0], (size_t)n * n);
  POLYBENCH_DUMP_FINISH;
}

void kernel_nussinov(int n, base POLYBENCH_1D(seq, N, n),
                     DATA_TYPE POLYBENCH_2D(table, N, N, n, n))
{
  int i, j, k;

  for (i = _PB_N - 1; i >= 0; i--)
    for (j = i + 1; j < _PB_N; j++) {
      if (j - 1 >= 0)
        table[i][j] = max_score(table[i][j], table[i][j - 1]);
      if (i + 1 < _PB_N)
        table[i][j] = max_score(table[i][j], table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < _PB_N) {
        if (i < j - 1)
          table[i][j] = max_score(table[i][j],
                                  table[i + 1][j - 1] + match(seq[i], seq[j]));
        else
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
      }
      for (k = i + 1; k < j; k++)
        table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
    }
}

int main(void)
{
  int n = N;
  POLYBENCH_1D_ARRAY_DECL(seq, base, N, n);
  POLYBENCH_2D_ARRAY_DECL(table, DATA_TYPE, N, N, n, n);

  init_array(n, POLYBENCH_ARRAY(seq), POLYBENCH_ARRAY(table));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", n, POLYBENCH_ARRAY(seq), POLYBENCH_ARRAY(table));
#endif

  polybench_start_instruments;
  kernel_nussinov(n, POLYBENCH_ARRAY(seq), POLYBENCH_ARRAY(table));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", n, POLYBENCH_ARRAY(seq), POLYBENCH_ARRAY(table));
#endif
  polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(table)));

  POLYBENCH_FREE_ARRAY(seq);
  POLYBENCH_FREE_ARRAY(table);
  return 0;
}
