/* The vector helpers of declared-meanings.c: SSE code by default on x86, plain loops with
   -DMLP_SCALAR, as a small neural-network library writes them. liar cannot see through the
   intrinsics; the meanings the test file declares say what each helper computes. */
#if defined(__SSE__) && !defined(MLP_SCALAR)
#include <xmmintrin.h>

static inline float mlp_sdot(int n, const float *x, const float *y) {
  __m128 acc = _mm_setzero_ps();
  float lanes[4], s;
  int i = 0;
  for (; i + 4 <= n; i += 4)
    acc = _mm_add_ps(acc, _mm_mul_ps(_mm_loadu_ps(x + i), _mm_loadu_ps(y + i)));
  _mm_storeu_ps(lanes, acc);
  s = lanes[0] + lanes[1] + lanes[2] + lanes[3];
  for (; i < n; ++i)
    s += x[i] * y[i];
  return s;
}

static inline void mlp_saxpy(int n, float a, const float *x, float *y) {
  __m128 va = _mm_set1_ps(a);
  int i = 0;
  for (; i + 4 <= n; i += 4)
    _mm_storeu_ps(y + i, _mm_add_ps(_mm_loadu_ps(y + i), _mm_mul_ps(va, _mm_loadu_ps(x + i))));
  for (; i < n; ++i)
    y[i] += a * x[i];
}
#else
static inline float mlp_sdot(int n, const float *x, const float *y) {
  float s = 0.0f;
  int i;
  for (i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}

static inline void mlp_saxpy(int n, float a, const float *x, float *y) {
  int i;
  for (i = 0; i < n; ++i)
    y[i] += a * x[i];
}
#endif

/* A dot product of another library, which the file only declares (the main defines it). */
float ext_sdot(int n, const float *x, const float *y);
