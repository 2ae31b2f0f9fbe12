// EXPECT: loop body assigns its iterator 'i'
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++) {
    A[i] = 0.0;
    i++;
  }
}
