// EXPECT: 'break' makes the iteration count data-dependent
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++) {
    A[i] = 0.0;
    if (i > 3) break;
  }
}
