// EXPECT: 'do' loop
// EXIT: 0
#define CLEAR(x) do { (x) = 0.0; } while (0)
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    CLEAR(A[i]);
}
