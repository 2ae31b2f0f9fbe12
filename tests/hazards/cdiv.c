#include <stdio.h>
#include <stdlib.h>
static double x[1000], y[1000];
void k_half(int m) {
  for (int i = (m - 5) / 2; i < m; i++)
    y[i + 10] += 2.0 * x[i + 10];
}
void k_mod(int m) {
  for (int i = 0; i < (m - 7) / 3; i++)
    y[i] = y[i] * 0.5 + x[i];
}
int main(int argc, char **argv) {
  for (int i = 0; i < 1000; i++) { x[i] = i; y[i] = 1; }
  int ms[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 100, 501};
  for (int t = 0; t < 12; t++) { k_half(ms[t]); k_mod(ms[t]); }
  double s = 0; for (int i = 0; i < 1000; i++) s += y[i] * (i % 17 + 1);
  printf("%a\n", s);
  return 0;
}
