// EXPECT: is not double, float or int
// EXIT: 0
long double A[10];
void f(void) {
  for (int i = 0; i < 10; i++)
    A[i] = 0.0L;
}
