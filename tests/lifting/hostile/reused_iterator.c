// EXPECT: loop body assigns its iterator 'i'
// EXIT: 0
void f(int n, double A[n]) {
  int i;
  for (i = 0; i < n; i++)
    for (i = 0; i < n; i++)
      A[i] = 0.0;
}
