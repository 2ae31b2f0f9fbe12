/* seidel-2d: 9-point 2-D Gauss-Seidel relaxation in place on an N x N grid,
 * TSTEPS sweeps. */
#ifndef SEIDEL_2D_H
#define SEIDEL_2D_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define TSTEPS 20
#define N 40
#elif defined(SMALL_DATASET)
#define TSTEPS 40
#define N 120
#elif defined(MEDIUM_DATASET)
#define TSTEPS 100
#define N 400
#elif defined(LARGE_DATASET)
#define TSTEPS 500
#define N 2000
#else /* EXTRALARGE_DATASET */
#define TSTEPS 1000
#define N 4000
#endif

#endif /* SEIDEL_2D_H */
