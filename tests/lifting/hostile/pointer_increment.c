// EXPECT: store through pointer
// EXIT: 0
void f(int n, double *p) {
  for (int i = 0; i < n; i++)
    *p++ = 0.0;
}
