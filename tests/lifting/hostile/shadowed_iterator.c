// EXPECT: 1 region(s) found, 1 lifted
// EXIT: 0
void f(int n, double A[n][n]) {
  for (int i = 0; i < n; i++)
    for (int i2 = 0; i2 < n; i2++) {
      int i = 0;
      A[i2][0] = i;
    }
}
