#ifndef POOL_H
#define POOL_H
void matvec(float* out, const float* x, const float* w, int n, int d);
void scale(double* v, double s, int n);
#endif
