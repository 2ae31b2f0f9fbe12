#include "solver.h"

/* c = a * b: a matrix product, which --target=torch turns into a LibTorch runtime call. */
void product(double c[PN][PN], double a[PN][PN], double b[PN][PN]) {
  for (int i = 0; i < PN; i++)
    for (int j = 0; j < PN; j++) {
      c[i][j] = 0.0;
      for (int k = 0; k < PN; k++)
        c[i][j] += a[i][k] * b[k][j];
    }
}
