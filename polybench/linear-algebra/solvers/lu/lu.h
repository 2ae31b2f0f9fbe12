/* lu: A = L U in place without pivoting, A: N x N. */
#ifndef LU_H
#define LU_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define N 40
#elif defined(SMALL_DATASET)
#define N 120
#elif defined(MEDIUM_DATASET)
#define N 400
#elif defined(LARGE_DATASET)
#define N 2000
#else /* EXTRALARGE_DATASET */
#define N 4000
#endif

#endif /* LU_H */
