/* syr2k: C := alpha*A*B^T + alpha*B*A^T + beta*C on the lower triangle, A, B: N x M. */
#ifndef SYR2K_H
#define SYR2K_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define M 20
#define N 30
#elif defined(SMALL_DATASET)
#define M 60
#define N 80
#elif defined(MEDIUM_DATASET)
#define M 200
#define N 240
#elif defined(LARGE_DATASET)
#define M 1000
#define N 1200
#else /* EXTRALARGE_DATASET */
#define M 2000
#define N 2600
#endif

#endif /* SYR2K_H */
