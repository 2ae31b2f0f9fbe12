// EXPECT: could not be parsed
// EXIT: 1
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++) {
    A[i] = 0.0;

