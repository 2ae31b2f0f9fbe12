/* Sizes and kernels of the example: included with quotes, so a rewrite compiled from the
   build tree must still find it next to the sources. */
#ifndef KERNELS_H
#define KERNELS_H

#define N 120

void gemm(double alpha, double beta, double C[N][N], double A[N][N], double B[N][N]);
double dot(int n, const double* x, const double* y);

#endif
