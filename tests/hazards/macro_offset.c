#include <stdio.h>
#ifndef ROWS
#define ROWS 32
#endif
#ifndef COLS
#define COLS 16
#endif
static double A[ROWS][COLS], y[ROWS];
void k_lastcol(double alpha) {
  for (int i = 0; i < ROWS; i++)
    y[i] += alpha * A[i][COLS - 1];
}
void k_rowsum(void) {
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      y[i] += A[i][j];
}
int main(void) {
  for (int i = 0; i < ROWS; i++) { y[i] = i; for (int j = 0; j < COLS; j++) A[i][j] = i * 0.5 + j * 0.25; }
  k_lastcol(2.0); k_rowsum();
  for (int i = 0; i < ROWS; i++) printf("%a\n", y[i]);
  return 0;
}
