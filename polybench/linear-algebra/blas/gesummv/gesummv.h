/* gesummv: y := alpha*A*x + beta*B*x with A, B: N x N. */
#ifndef GESUMMV_H
#define GESUMMV_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define N 30
#elif defined(SMALL_DATASET)
#define N 90
#elif defined(MEDIUM_DATASET)
#define N 250
#elif defined(LARGE_DATASET)
#define N 1300
#else /* EXTRALARGE_DATASET */
#define N 2800
#endif

#endif /* GESUMMV_H */
