// EXPECT: could not be parsed
// EXIT: 1
#include "this_header_does_not_exist.h"
void f(int n, double A[n]) {
  for (int i = 0; i < n; i++)
    A[i] = 0.0;
}
