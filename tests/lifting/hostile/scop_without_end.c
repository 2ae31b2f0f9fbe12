// EXPECT: 1 region(s) found, 1 lifted
// EXIT: 0
void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = 0.0;
}
