// EXPECT: 'A[i - 1]' reads a value that the same loop nest computed in an earlier iteration
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 1; i < n; i++)
    A[i] = A[i - 1] + 1.0;
}
