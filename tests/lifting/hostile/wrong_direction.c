// EXPECT: does not bound the iterator in the direction of its step
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i--)
    A[0] = 0.0;
}
