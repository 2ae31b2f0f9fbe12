// EXPECT: 1 region(s) found, 1 lifted
// EXIT: 0
double A[2][2][2][2][2][2][2][2][2][2][2][2];
void f(void) {
  for (int a = 0; a < 2; a++) for (int b = 0; b < 2; b++) for (int c = 0; c < 2; c++)
  for (int d = 0; d < 2; d++) for (int e = 0; e < 2; e++) for (int g = 0; g < 2; g++)
  for (int h = 0; h < 2; h++) for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++)
  for (int k = 0; k < 2; k++) for (int l = 0; l < 2; l++) for (int m = 0; m < 2; m++)
    A[a][b][c][d][e][g][h][i][j][k][l][m] += 1.0;
}
