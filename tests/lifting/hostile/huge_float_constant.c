// EXPECT: is not a finite double
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    A[i] = 1e400;
}
