// EXPECT: pointer expression '*(A + i)' is not an array access
// EXIT: 0
void f(int n, double *A, double B[n]) {
  for (int i = 0; i < n; i++)
    B[i] = *(A + i);
}
