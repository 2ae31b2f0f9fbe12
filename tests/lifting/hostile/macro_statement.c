// EXPECT: 1 region(s) found, 1 lifted
// EXIT: 0
#define ZERO(A, i) A[i] = 0.0;
#define EACH(i, n) for (int i = 0; i < (n); i++)
void f(int n, double A[n]) {
  EACH(i, n)
    ZERO(A, i)
}
