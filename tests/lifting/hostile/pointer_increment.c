// EXPECT: its final position is not kept
// EXIT: 0
double *f(int n, double *p) {
  for (int i = 0; i < n; i += 2)
    *p++ = 0.0;
  return p;
}
