// EXPECT: is read only under a condition
// EXIT: 0
struct P { int n; double *d; };
void f(struct P *p, double *x, int n, int c) {
  for (int i = 0; i < n; i++)
    x[i] = c > 2 ? p->d[i] : 0.0;
}
