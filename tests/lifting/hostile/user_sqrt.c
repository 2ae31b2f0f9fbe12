// EXPECT: call to 'sqrt' is not a known side-effect-free math function
// EXIT: 0
static int calls;
double sqrt(double x) { calls++; return x; }
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    A[i] = sqrt(A[i]);
}
