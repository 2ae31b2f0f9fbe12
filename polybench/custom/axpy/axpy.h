/* axpy: y := alpha*x + y over N elements. */
#ifndef AXPY_H
#define AXPY_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define N 400
#elif defined(SMALL_DATASET)
#define N 10000
#elif defined(MEDIUM_DATASET)
#define N 200000
#elif defined(LARGE_DATASET)
#define N 4000000
#else /* EXTRALARGE_DATASET */
#define N 20000000
#endif

#endif /* AXPY_H */
