// EXPECT: 'return' inside the loop nest
// EXIT: 0
double f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    if (i == 2)
      return A[i];
  return 0.0;
}
