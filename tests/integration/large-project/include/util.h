#ifndef CORE_UTIL_H
#define CORE_UTIL_H

#include <stddef.h>

unsigned rng_next(unsigned* state);
double rng_uniform(unsigned* state);
void fill_uniform(int n, double* x, unsigned seed);
void fill_uniform_f(int n, float* x, unsigned seed);
void fill_ramp(int n, double* x, double start, double step);
unsigned long checksum_f64(size_t n, const double* x);
unsigned long checksum_f32(size_t n, const float* x);
void stats_mean_var(int n, const double* x, double* mean, double* var);
void scale_rows_orphan(int rows, int cols, double* a, const double* factor);
void report_exact(const char* name, unsigned long sum);
void report_value(const char* name, double value);
void report_sum(const char* name, double value);
void report_sum_f(const char* name, float value);
const char* core_version(void);
void* xcalloc(size_t n, size_t size);

#endif
