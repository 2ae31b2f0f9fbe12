// EXPECT: loop bound 'len(n)' is not affine
// EXIT: 0
int len(int);
void f(int n, double A[n]) {
  for (int i = 0; i < len(n); i++)
    A[i] = 0.0;
}
