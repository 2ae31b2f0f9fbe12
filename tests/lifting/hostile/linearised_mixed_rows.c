// EXPECT: with rows of another length than its other accesses
// EXIT: 0
void f(int n, int m, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i * n + j] = A[i * m + j];
}
