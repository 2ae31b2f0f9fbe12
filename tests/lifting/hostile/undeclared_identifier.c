// EXPECT: could not be parsed
// EXIT: 1
void f(int n) {
  for (int i = 0; i < n; i++)
    UNDECLARED[i] = 0.0;
}
