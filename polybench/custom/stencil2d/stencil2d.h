/* stencil2d: one sweep of a 5-point stencil over an M x N grid. */
#ifndef STENCIL2D_H
#define STENCIL2D_H

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
#define M 3900
#define N 4100
#else /* EXTRALARGE_DATASET */
#define M 7800
#define N 8200
#endif

#endif /* STENCIL2D_H */
