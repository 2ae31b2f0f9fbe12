// EXPECT: 'u->n' is a member of a union
// EXIT: 0
union U { int n; float f[8]; };
void f(union U *u, float *x) {
  for (int i = 0; i < u->n; i++)
    x[i] = 0.0f;
}
