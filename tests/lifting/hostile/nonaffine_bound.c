// EXPECT: is not affine
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n * n; i++)
    A[i % n] = 0.0;
}
