// EXPECT: call to 'mystery' is not a known side-effect-free math function
// EXIT: 0
double mystery(double);
void f(int n, double A[n], double B[n]) {
  for (int i = 0; i < n; i++)
    B[i] = mystery(A[i]);
}
