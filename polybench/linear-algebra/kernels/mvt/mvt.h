/* mvt: x1 := x1 + A y1; x2 := x2 + A^T y2 with A: N x N, vectors: N. */
#ifndef MVT_H
#define MVT_H

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

#endif /* MVT_H */
