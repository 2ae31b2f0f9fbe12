// OpenMP written as real code writes it: directives through _Pragma and macros, clauses from
// macros, a directive continued over lines, a collapsed nest under a macro's _Pragma, an
// orphaned work-shared loop in a helper called from a parallel region, a threadprivate array
// named through _Pragma. Built with and without
// -fopenmp, the rewrite must compute what the original computes.
#include <stdio.h>
#define N 600
#define PRAGMA(x) _Pragma(#x)
#define PRIVATE_T private(t)
#define WORKSHARE PRAGMA(omp for)
static double x[N], y[N], z[N], w[N], v[N];
static double tp[N];
static double grid[N / 10][N / 10];
PRAGMA(omp threadprivate(tp))

static void orphan(void) {
  WORKSHARE
  for (int i = 0; i < N; i++)
    y[i] += 2.0 * x[i];
}

void k_team(void) {
#pragma omp parallel
  orphan();
}

void k_clause_macro(void) {
  double t = -1.0;
  PRAGMA(omp parallel for PRIVATE_T)
  for (int i = 0; i < N; i++) {
    t = x[i] * 3.0;
    z[i] = t - 1.0;
  }
  printf("t %a\n", t);
}

void k_private_hash(void) {
  double t = -2.0;
#pragma omp parallel for PRIVATE_T
  for (int i = 0; i < N; i++) {
    t = x[i] + 0.25;
    v[i] += t;
  }
  printf("t %a\n", t);
}

void k_continued(void) {
#pragma omp parallel for \
    schedule(static)
  for (int i = 0; i < N; i++)
    w[i] = x[i] * x[i];
}

void k_collapsed_fill(void) {
  PRAGMA(omp parallel for collapse(2))
  for (int i = 0; i < N / 10; i++)
    for (int j = 0; j < N / 10; j++)
      grid[i][j] = 0.0;
}

void k_fill_private(void) {
  for (int i = 0; i < N; i++)
    tp[i] = x[i] + 1.0;
}

double k_sum_private(void) {
  double s = 0.0;
  for (int i = 0; i < N; i++)
    s += tp[i] * v[i];
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 11) * 0.5;
    v[i] = i % 3;
  }
  k_team();
  k_clause_macro();
  k_private_hash();
  k_continued();
  for (int i = 0; i < N / 10; i++)
    grid[i][i] = 1.0;
  k_collapsed_fill();
  k_fill_private();
  double first = k_sum_private(), others = 0.0;
#pragma omp parallel copyin(tp) reduction(+ : others)
  others += tp[N - 1];
  for (int i = 0; i < N; i++)
    printf("%a %a %a\n", y[i], z[i], w[i]);
  printf("%a %a %a\n", first, others > 0.0 ? tp[N - 1] : 0.0, grid[3][3]);
  return 0;
}
