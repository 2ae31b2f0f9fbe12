// EXPECT: element type 'double *' of 'A' is not double, float or int
// EXIT: 0
void f(int n, double **A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = 0.0;
}
