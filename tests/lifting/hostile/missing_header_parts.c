// EXPECT: does not initialise, test and step one iterator
// EXIT: 0
void f(int n, double A[n]) {
  int i = 0;
  for (;;) {
    A[0] = 0.0;
  }
}
