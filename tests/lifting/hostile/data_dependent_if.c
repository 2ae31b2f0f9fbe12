// EXPECT: condition 'A[i] > 0.0' is not affine
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    if (A[i] > 0.0)
      A[i] = 0.0;
}
