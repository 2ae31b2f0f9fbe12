// EXPECT: loop bound 'size[0]' is not affine
// EXIT: 0
void f(int n, int size[1], double A[n]) {
  for (int i = 0; i < size[0]; i++)
    A[i] = 0.0;
}
