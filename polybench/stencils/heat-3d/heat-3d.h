/* heat-3d: explicit 3-D heat equation on an N x N x N grid, TSTEPS double
 * steps A -> B -> A. */
#ifndef HEAT_3D_H
#define HEAT_3D_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define TSTEPS 20
#define N 10
#elif defined(SMALL_DATASET)
#define TSTEPS 40
#define N 20
#elif defined(MEDIUM_DATASET)
#define TSTEPS 100
#define N 40
#elif defined(LARGE_DATASET)
#define TSTEPS 500
#define N 120
#else /* EXTRALARGE_DATASET */
#define TSTEPS 1000
#define N 200
#endif

#endif /* HEAT_3D_H */
