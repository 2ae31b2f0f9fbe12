// EXPECT: 'while' loop has no affine iteration space
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++) {
    int k = 0;
    while (k < i) k++;
    A[i] = k;
  }
}
