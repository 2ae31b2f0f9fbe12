// EXPECT: induction variable 'x' has non-integer type 'double'
// EXIT: 0
void f(double A[10]) {
  int k = 0;
  for (double x = 0.0; x < 1.0; x += 0.1)
    A[0] = x;
}
