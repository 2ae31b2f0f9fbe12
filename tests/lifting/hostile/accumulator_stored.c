// EXPECT: running value of accumulator 's' is stored inside its loop
// EXIT: 0
void f(int n, double A[n], double P[n]) {
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    s += A[i];
    P[i] = s;
  }
}
