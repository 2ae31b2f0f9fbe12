// EXPECT: 0 region(s) found
// EXIT: 0
int g;
int f(int x) { g = x; return x * 2; }
