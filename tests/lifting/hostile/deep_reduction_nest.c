// EXPECT: 1 region(s) found, 1 lifted
// EXIT: 0
double s[1];
double A[3][3][3][3][3][3][3][3];
void f(void) {
  for (int a = 0; a < 3; a++) for (int b = 0; b < 3; b++) for (int c = 0; c < 3; c++)
  for (int d = 0; d < 3; d++) for (int e = 0; e < 3; e++) for (int g = 0; g < 3; g++)
  for (int h = 0; h < 3; h++) for (int i = 0; i < 3; i++)
    s[0] += A[a][b][c][d][e][g][h][i];
}
