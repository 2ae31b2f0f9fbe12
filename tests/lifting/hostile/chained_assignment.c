// EXPECT: 1 region(s) found, 1 lifted
// EXIT: 0
void f(int n, double A[n], double B[n]) {
  for (int i = 0; i < n; i++)
    B[i] = A[i] = 1.0;
}
