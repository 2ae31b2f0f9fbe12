// C's `/` and `%` truncate toward zero; ISL's floor and mod round down. Bounds and subscripts
// whose numerators are negative for some sizes (and the sizes that make them so) must keep
// C's meaning in every rewrite.
#include <stdio.h>
#define LEN 400
static double a[LEN], b[LEN], c[LEN];
void k_from_half(int m) {
  for (int i = (m - 5) / 2; i < m; i++)
    a[i + 20] += 2.0 * b[i + 20];
}
void k_upto_third(int m) {
  for (int i = 0; i < (m - 7) / 3; i++)
    c[i] = c[i] * 0.5 + b[i];
}
void k_rem_bound(int m) {
  for (int i = 0; i < (m - 9) % 4 + 3; i++)
    c[i + 8] += b[i];
}
void k_half_index(int n) {
  for (int i = 0; i < n; i++)
    a[(i - 1) / 2 + 30] += b[i];
}
int main(void) {
  for (int i = 0; i < LEN; i++) {
    a[i] = i * 0.25;
    b[i] = (i % 9) - 4.0;
    c[i] = 1.0;
  }
  for (int m = -3; m < 40; m++) {
    k_from_half(m);
    k_upto_third(m);
    k_rem_bound(m);
  }
  k_half_index(1);
  k_half_index(64);
  for (int i = 0; i < LEN; i++)
    printf("%a %a\n", a[i], c[i]);
  return 0;
}
