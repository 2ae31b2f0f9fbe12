#ifndef CORE_LINALG_H
#define CORE_LINALG_H

#include "types.h"

void vec_axpy(int n, double a, const double* x, double* y);
void vec_saxpy(int n, float a, const float* x, float* y);
double vec_dot(int n, const double* x, const double* y);
double vec_sdot_wide(int n, const float* x, const float* y);
void vec_scale(int n, double a, double* x);
void vec_scale_halve(int n, float* x);
void vec_copy(int n, const double* src, double* dst);
void mat_copy(struct matrix src, struct matrix dst);
void mat_gemv(struct matrix a, const double* x, double* y);
void mat_sgemv(int m, int n, int lda, const float* a, const float* x, float* y);
void mat_gemm(int n, double a[n][n], double b[n][n], double c[n][n]);
void mat_sgemm(int m, int n, int k, const float* a, const float* b, float* c);
void mat_transpose(int m, int n, const double* a, double* at);
void mat_rank1(int m, int n, double alpha, const double* x, const double* y, double* a);
double vec_norm2(int n, const double* x);
struct matrix mat_view(double* data, int rows, int cols, int ld);
int mat_same_shape(struct matrix a, struct matrix b);

#endif
