// EXPECT: call to 'log_value' may have side effects
// EXIT: 0
void log_value(double);
#define SET(A, i, v) A[i] = (v); log_value(v)
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++) {
    SET(A, i, 1.0);
  }
}
