// EXPECT: is read only under a condition
// EXIT: 0
struct P { int n; double *d; };
void f(struct P *p, struct P *q, int n) {
  for (int i = 0; i < n; i++)
    if (i > 2) q->d[i] = p->d[i];
}
