// EXPECT: 'goto' and labels break the loop structure
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++) {
    if (i == 3) goto out;
    A[i] = 0.0;
  }
out:
  return;
}
