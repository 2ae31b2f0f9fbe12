// EXPECT: pointer arithmetic
// EXIT: 0
void f(int n, double A[n], double B[n]) {
  for (int i = 0; i < n - 1; i++)
    B[i] = (A + 1)[i];
}
