// EXPECT: is too large for the affine model
// EXIT: 0
double A[10];
void f(void) {
  for (long i = 0; i < 100000000000000000L; i++)
    A[0] = 1.0;
}
