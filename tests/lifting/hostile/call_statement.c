// EXPECT: call to 'printf' may have side effects
// EXIT: 0
#include <stdio.h>
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    printf("%f\n", A[i]);
}
