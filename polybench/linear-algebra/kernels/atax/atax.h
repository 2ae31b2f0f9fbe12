/* atax: y := A^T (A x) with A: M x N, x and y: N, tmp: M. */
#ifndef ATAX_H
#define ATAX_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define M 38
#define N 42
#elif defined(SMALL_DATASET)
#define M 116
#define N 124
#elif defined(MEDIUM_DATASET)
#define M 390
#define N 410
#elif defined(LARGE_DATASET)
#define M 1900
#define N 2100
#else /* EXTRALARGE_DATASET */
#define M 1800
#define N 2200
#endif

#endif /* ATAX_H */
