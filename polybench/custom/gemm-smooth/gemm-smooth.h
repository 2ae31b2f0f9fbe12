/* gemm-smooth: an N x N matrix product followed by TSTEPS pairs of 5-point
 * smoothing sweeps over the product. */
#ifndef GEMM_SMOOTH_H
#define GEMM_SMOOTH_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define N 40
#define TSTEPS 2
#elif defined(SMALL_DATASET)
#define N 120
#define TSTEPS 10
#elif defined(MEDIUM_DATASET)
#define N 400
#define TSTEPS 40
#elif defined(LARGE_DATASET)
#define N 1200
#define TSTEPS 100
#else /* EXTRALARGE_DATASET */
#define N 2400
#define TSTEPS 200
#endif

#endif /* GEMM_SMOOTH_H */
