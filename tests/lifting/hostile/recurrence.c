// EXPECT: 'P[i][k]' reads a value that the same loop nest computed in an earlier iteration
// EXIT: 0
void f(int n, double P[n][n]) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        P[i][j] = P[i][j] < P[i][k] + P[k][j] ? P[i][j] : P[i][k] + P[k][j];
}
