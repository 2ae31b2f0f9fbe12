/* The perceptron step of tests/golden/declared-meanings.c written with CBLAS by hand: what a
   library's optional CBLAS path calls (bench-declared-meanings.sh times it). */
#include <cblas.h>

void mlp_forward(int batch, int n_out, int n_in, const float *x, const float *w, float *y) {
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, batch, n_out, n_in, 1.0f, x, n_in, w,
              n_in, 0.0f, y, n_out);
}

void mlp_backward_input(int batch, int n_out, int n_in, const float *dy, const float *w,
                        float *dx) {
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, batch, n_in, n_out, 1.0f, dy, n_out, w,
              n_in, 0.0f, dx, n_in);
}

void mlp_weight_grad(int batch, int n_out, int n_in, const float *dy, const float *x, float *dw) {
  cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, n_out, n_in, batch, 1.0f, dy, n_out, x,
              n_in, 0.0f, dw, n_in);
}

void mlp_layer_one(int n_out, int n_in, const float *x, const float *w, float *y) {
  cblas_sgemv(CblasRowMajor, CblasNoTrans, n_out, n_in, 1.0f, w, n_in, x, 1, 0.0f, y, 1);
}
