// EXPECT: does not bound the iterator
// EXIT: 0
void f(int n, double A[n]) {
  int j = 0;
  for (int i = 0; j < n; i++)
    A[i] = 0.0;
}
