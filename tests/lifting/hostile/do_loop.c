// EXPECT: 'do' loop has no affine iteration space
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    do { A[i] = 0.0; } while (0);
}
