// EXPECT: the region's store to 'p->n' may change 'p->n'
// EXIT: 0
struct P { int n; double *d; };
void f(struct P *p) {
  for (int i = 0; i < p->n; i++) {
    p->d[i] = 0.0;
    p->n--;
  }
}
