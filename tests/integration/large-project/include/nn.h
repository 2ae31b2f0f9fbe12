#ifndef CORE_NN_H
#define CORE_NN_H

#include "types.h"

void dense_forward(struct layer l, const float* in, float* out);
void act_tanh(int n, float* x);
void act_relu(int n, const float* x, float* y);
void softmax(int n, float* x);
void layernorm(int n, const float* x, float* y, float eps);
double cross_entropy(int n, const float* p, const int* labels, int classes);
void conv1d(int n, int k, const float* x, const float* w, float* y);
void maxpool2(int n, const float* x, float* y);
void attention_scores(int t, int d, const float* q, const float* k, float* scores);
void init_weights(struct layer l, unsigned seed);
void sgd_step(int n, float lr, const float* grad, float* w);
void batch_bias_add(int batch, struct layer l, float* out);
const char* nn_activation_name(int kind);

#endif
