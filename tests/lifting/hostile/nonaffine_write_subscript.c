// EXPECT: array subscript 'B[i * j]' is not affine
// EXIT: 0
void f(int n, double B[n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i * j] = 1.0;
}
