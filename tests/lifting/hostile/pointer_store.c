// EXPECT: store through pointer '*(A + i)' is not an array access
// EXIT: 0
void f(int n, double *A) {
  for (int i = 0; i < n; i++)
    *(A + i) = 0.0;
}
