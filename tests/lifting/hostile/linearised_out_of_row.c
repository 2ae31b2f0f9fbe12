// EXPECT: linearised subscript 'A[i * n + j]' cannot be delinearised
// EXIT: 0
void f(int n, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= n; j++)
      A[i * n + j] = 0.0;
}
