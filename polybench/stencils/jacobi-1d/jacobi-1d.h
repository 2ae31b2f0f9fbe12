/* jacobi-1d: 3-point 1-D Jacobi relaxation of N points, TSTEPS double
 * steps A -> B -> A. */
#ifndef JACOBI_1D_H
#define JACOBI_1D_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define TSTEPS 20
#define N 30
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

#endif /* JACOBI_1D_H */
