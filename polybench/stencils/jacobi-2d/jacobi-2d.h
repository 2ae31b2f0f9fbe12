/* jacobi-2d: 5-point 2-D Jacobi relaxation on an N x N grid, TSTEPS double
 * steps A -> B -> A. */
#ifndef JACOBI_2D_H
#define JACOBI_2D_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define TSTEPS 20
#define N 30
#elif defined(SMALL_DATASET)
#define TSTEPS 40
#define N 90
#elif defined(MEDIUM_DATASET)
#define TSTEPS 100
#define N 250
#elif defined(LARGE_DATASET)
#define TSTEPS 500
#define N 1300
#else /* EXTRALARGE_DATASET */
#define TSTEPS 1000
#define N 2800
#endif

#endif /* JACOBI_2D_H */
