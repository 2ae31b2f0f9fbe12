// EXPECT: array subscript 'A[idx[i]]' is not affine
// EXIT: 0
void f(int n, int idx[n], double A[n], double B[n]) {
  for (int i = 0; i < n; i++)
    A[idx[i]] = B[i];
}
