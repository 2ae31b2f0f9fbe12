// EXPECT: inside the region is not a scalar
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++) {
    double t[4];
    t[0] = 1.0;
    A[i] = t[0];
  }
}
