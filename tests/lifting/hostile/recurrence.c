// EXPECT: 'A[i - 1][j]' reads a value that the same loop nest computed in an earlier iteration
// EXIT: 0
void f(int n, int m, double A[n][m]) {
  for (int j = 0; j < m; j++)
    for (int i = 1; i < n; i++)
      A[i][j] = A[i - 1][j] + 1.0;
}
