// EXPECT: does not initialise, test and step one iterator
// EXIT: 0
void f(int n, double A[n], double B[n]) {
  int i, j;
  for (i = 0, j = n - 1; i < n; i++, j--)
    B[i] = A[j];
}
