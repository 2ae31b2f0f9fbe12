// EXPECT: 1 region(s) found, 1 lifted, 0 rejected
// EXIT: 0
struct S { double a[10]; };
void f(struct S *s) {
  for (int i = 0; i < 10; i++)
    s->a[i] = 0.0;
}
