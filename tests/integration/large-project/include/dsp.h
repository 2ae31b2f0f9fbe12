#ifndef CORE_DSP_H
#define CORE_DSP_H

#include "types.h"

void fir_filter(int n, int taps, const double* x, const double* h, double* y);
void smooth3(int n, const double* x, double* y);
void jacobi2d(struct grid g, int steps, double* a, double* b);
void blur(int n, float in[n][n], float out[n][n]);
double signal_energy(int n, const double* x);
int signal_threads(void);
void hann_window(int n, float* w);
void resample_half(int n, const double* x, double* y);
void finite_diff(int n, double h, const double* x, double* dx);
void filter_bank(int bands, int n, double* x);

#endif
