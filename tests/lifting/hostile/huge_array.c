// EXPECT: 1 region(s) found, 1 lifted
// EXIT: 0
#define N 1000000000
double A[N];
void f(void) {
  for (long i = 0; i < N; i++)
    A[i] = 2.0 * A[i];
}
