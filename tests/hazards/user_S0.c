#include <stdio.h>
#define S0 3
#define S1(x) ((x) + 1)
#define n 200
#define liar_min(a, b) ((a) < (b) ? (b) : (a)) /* the user's own, with another meaning */
static double liar_t0[4];
static double a[n][n], b[n][n], u[n], v[n];
void k_stencil(void) {
  for (int t = 0; t < 4; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        b[i][j] = 0.2 * (a[i][j] + a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        a[i][j] = b[i][j];
  }
}
void k_scale(void) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      v[i] += a[i][j] * u[j];
}

int main(void) {
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i][j] = (i * S0 + S1(j)) % 11;
  for (int i = 0; i < n; i++) u[i] = i % 3;
  k_stencil();
  k_scale();
  double s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) s += a[i][j] * (i + 1) + v[i];
  liar_t0[0] = liar_min(1.0, 2.0);
  printf("%a %d %a\n", s, S0 + S1(2), liar_t0[0]);
  return 0;
}
