// EXPECT: loop step 'i += s' is not a constant increment
// EXIT: 0
void f(int n, int s, double A[n]) {
  for (int i = 0; i < n; i += s)
    A[i] = 0.0;
}
