/* Runs every kernel of libcore on fixed inputs and prints the results (see util/report.c for
   the format). */
#include <stdio.h>
#include <stdlib.h>

#include "core.h"

enum { VEC = 4096, MAT = 96, ROWS = 160, COLS = 200, GRID = 64, SEQ = 32, DIM = 48, IMG = 80 };

static void run_vectors(void) {
  double *x = xcalloc(VEC, sizeof *x), *y = xcalloc(VEC, sizeof *y), *z = xcalloc(VEC, sizeof *z);
  fill_uniform(VEC, x, 1);
  fill_uniform(VEC, y, 2);
  vec_copy(VEC, x, z);
  vec_scale(VEC, 0.75, z);
  report_exact("copy_scale", checksum_f64(VEC, z));
  report_sum("dot", vec_dot(VEC, x, y));
  report_sum("norm2", vec_norm2(VEC, y));
  vec_axpy(VEC, -1.5, x, y);
  report_sum("axpy_y17", y[17]);
  report_sum("axpy_norm", vec_norm2(VEC, y));
  double mean, var;
  stats_mean_var(VEC, x, &mean, &var);
  report_sum("mean", mean);
  report_sum("var", var);
  float *xf = xcalloc(VEC, sizeof *xf), *yf = xcalloc(VEC, sizeof *yf);
  fill_uniform_f(VEC, xf, 3);
  fill_uniform_f(VEC, yf, 4);
  report_sum("sdot_wide", vec_sdot_wide(VEC, xf, yf));
  vec_saxpy(VEC, 0.25f, xf, yf);
  report_sum_f("saxpy_y5", yf[5]);
  vec_scale_halve(VEC, xf);
  report_exact("halve", checksum_f32(VEC, xf));
  free(x), free(y), free(z), free(xf), free(yf);
}

static void run_matrices(void) {
  double(*a)[MAT] = xcalloc(MAT * MAT, sizeof(double));
  double(*b)[MAT] = xcalloc(MAT * MAT, sizeof(double));
  double(*c)[MAT] = xcalloc(MAT * MAT, sizeof(double));
  fill_uniform(MAT * MAT, &a[0][0], 5);
  fill_uniform(MAT * MAT, &b[0][0], 6);
  fill_ramp(MAT * MAT, &c[0][0], 0.0, 1.0 / 1024);
  mat_gemm(MAT, a, b, c);
  report_sum("gemm_c00", c[0][0]);
  report_sum("gemm_c_last", c[MAT - 1][MAT - 1]);
  double* at = xcalloc(MAT * MAT, sizeof *at);
  mat_transpose(MAT, MAT, &a[0][0], at);
  report_exact("transpose", checksum_f64(MAT * MAT, at));
  double *big = xcalloc(ROWS * (COLS + 8), sizeof *big), *x = xcalloc(COLS, sizeof *x);
  double* y = xcalloc(ROWS, sizeof *y);
  fill_uniform(ROWS * (COLS + 8), big, 7);
  fill_uniform(COLS, x, 8);
  struct matrix view = mat_view(big, ROWS, COLS, COLS + 8);
  mat_gemv(view, x, y);
  report_sum("gemv_y3", y[3]);
  report_sum("gemv_norm", vec_norm2(ROWS, y));
  double* copy = xcalloc(ROWS * COLS, sizeof *copy);
  struct matrix dense = mat_view(copy, ROWS, COLS, COLS);
  if (mat_same_shape(view, dense)) mat_copy(view, dense);
  report_exact("view_copy", checksum_f64(ROWS * COLS, copy));
  mat_rank1(ROWS, COLS, 0.5, y, x, copy);
  report_sum("rank1_a11", copy[COLS + 1]);
  free(a), free(b), free(c), free(at), free(big), free(x), free(y), free(copy);
}

static void run_single_matrices(void) {
  float *a = xcalloc(ROWS * COLS, sizeof *a), *b = xcalloc(COLS * DIM, sizeof *b);
  float *c = xcalloc(ROWS * DIM, sizeof *c), *x = xcalloc(COLS, sizeof *x);
  float* y = xcalloc(ROWS, sizeof *y);
  fill_uniform_f(ROWS * COLS, a, 9);
  fill_uniform_f(COLS * DIM, b, 10);
  fill_uniform_f(COLS, x, 11);
  mat_sgemv(ROWS, COLS, COLS, a, x, y);
  report_sum_f("sgemv_y0", y[0]);
  report_sum_f("sgemv_y_last", y[ROWS - 1]);
  mat_sgemm(ROWS, DIM, COLS, a, b, c);
  report_sum_f("sgemm_c7", c[7]);
  report_sum_f("sgemm_c_last", c[ROWS * DIM - 1]);
  free(a), free(b), free(c), free(x), free(y);
}

static void run_network(void) {
  struct layer l = {COLS, ROWS, xcalloc(ROWS * COLS, sizeof(float)), xcalloc(COLS, sizeof(float))};
  init_weights(l, 12);
  float *in = xcalloc(ROWS, sizeof *in), *hidden = xcalloc(COLS, sizeof *hidden);
  float *relu = xcalloc(COLS, sizeof *relu), *norm = xcalloc(COLS, sizeof *norm);
  fill_uniform_f(ROWS, in, 13);
  dense_forward(l, in, hidden);
  report_sum_f("dense_h0", hidden[0]);
  act_relu(COLS, hidden, relu);
  act_tanh(COLS, hidden);
  report_sum_f("tanh_h9", hidden[9]);
  layernorm(COLS, relu, norm, 1e-5f);
  report_sum_f("layernorm_n4", norm[4]);
  softmax(COLS, hidden);
  report_sum_f("softmax_p0", hidden[0]);
  int labels[4] = {3, 1, 4, 1};
  report_sum_f("cross_entropy", (float)cross_entropy(4, hidden, labels, COLS / 4));
  float* grad = xcalloc(ROWS * COLS, sizeof *grad);
  fill_uniform_f(ROWS * COLS, grad, 14);
  sgd_step(ROWS * COLS, 0.01f, grad, l.weights);
  report_sum_f("sgd_w1", l.weights[1]);
  float* batch = xcalloc(4 * COLS, sizeof *batch);
  batch_bias_add(4, l, batch);
  report_exact("bias_batch", checksum_f32(4 * COLS, batch));
  printf("activations %s %s\n", nn_activation_name(1), nn_activation_name(7));
  free(l.weights), free(l.bias), free(in), free(hidden), free(relu), free(norm), free(grad);
  free(batch);
}

static void run_sequences(void) {
  float *q = xcalloc(SEQ * DIM, sizeof *q), *k = xcalloc(SEQ * DIM, sizeof *k);
  float* scores = xcalloc(SEQ * SEQ, sizeof *scores);
  fill_uniform_f(SEQ * DIM, q, 15);
  fill_uniform_f(SEQ * DIM, k, 16);
  attention_scores(SEQ, DIM, q, k, scores);
  report_sum_f("attention_s01", scores[1]);
  report_sum_f("attention_s_last", scores[SEQ * SEQ - 1]);
  float w[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f}, *conv = xcalloc(SEQ * DIM, sizeof *conv);
  conv1d(SEQ * DIM, 5, q, w, conv);
  report_sum_f("conv_y2", conv[2]);
  float *pooled = xcalloc(SEQ * DIM / 2, sizeof *pooled), *window = xcalloc(SEQ, sizeof *window);
  maxpool2(SEQ * DIM, k, pooled);
  report_exact("maxpool", checksum_f32(SEQ * DIM / 2, pooled));
  hann_window(SEQ, window);
  report_exact("hann", checksum_f32(SEQ, window));
  free(q), free(k), free(scores), free(conv), free(pooled), free(window);
}

static void run_signals(void) {
  double *x = xcalloc(VEC, sizeof *x), *y = xcalloc(VEC, sizeof *y), *h = xcalloc(16, sizeof *h);
  fill_uniform(VEC, x, 17);
  fill_ramp(16, h, 1.0 / 16, -1.0 / 256);
  fir_filter(VEC, 16, x, h, y);
  report_sum("fir_y100", y[100]);
  smooth3(VEC, x, y);
  report_exact("smooth", checksum_f64(VEC, y));
  resample_half(VEC, x, y);
  report_exact("resample", checksum_f64(VEC / 2, y));
  finite_diff(VEC, 0.5, x, y);
  report_exact("diff", checksum_f64(VEC, y));
  report_sum("energy", signal_energy(VEC, x));
  filter_bank(16, VEC / 16, x);
  report_exact("bank", checksum_f64(VEC, x));
  struct grid g = {GRID, GRID + 16};
  double *a = xcalloc(g.nx * g.ny, sizeof *a), *b = xcalloc(g.nx * g.ny, sizeof *b);
  fill_uniform(g.nx * g.ny, a, 18);
  vec_copy(g.nx * g.ny, a, b);
  jacobi2d(g, 10, a, b);
  report_exact("jacobi", checksum_f64(g.nx * g.ny, a));
  report_value("jacobi_center", a[(g.nx / 2) * g.ny + g.ny / 2]);
  float(*img)[IMG] = xcalloc(IMG * IMG, sizeof(float));
  float(*out)[IMG] = xcalloc(IMG * IMG, sizeof(float));
  fill_uniform_f(IMG * IMG, &img[0][0], 19);
  blur(IMG, img, out);
  report_exact("blur", checksum_f32(IMG * IMG, &out[0][0]));
  free(x), free(y), free(h), free(a), free(b), free(img), free(out);
}

int main(void) {
  printf("libcore %s, signal kernels on %d thread(s)\n", core_version(), signal_threads());
  run_vectors();
  run_matrices();
  run_single_matrices();
  run_network();
  run_sequences();
  run_signals();
  return 0;
}
