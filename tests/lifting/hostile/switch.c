// EXPECT: 'switch' inside the loop nest
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    switch (i % 2) { case 0: A[i] = 0.0; break; default: A[i] = 1.0; }
}
