// EXPECT: array subscript 'A[i * i]' is not affine
// EXIT: 0
void f(int n, double A[n], double B[n]) {
  for (int i = 0; i < n; i++)
    A[i] = A[i * i] + B[i];
}
