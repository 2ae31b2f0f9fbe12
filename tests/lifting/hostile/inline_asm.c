// EXPECT: is not supported
// EXIT: 0
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    __asm__ volatile("" ::: "memory");
}
