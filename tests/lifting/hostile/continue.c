// EXPECT: 'continue' makes the iteration count data-dependent
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++) {
    if (i > 3) continue;
    A[i] = 0.0;
  }
}
