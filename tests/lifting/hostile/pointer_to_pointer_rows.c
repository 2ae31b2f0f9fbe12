// EXPECT: element type 'double **' of 'A' is not double, float or int
// EXIT: 0
// `double **A` is a matrix of row pointers (lifted); one more level is not.
void f(int n, double ***A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j][0] = 0.0;
}
