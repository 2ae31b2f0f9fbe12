/* adi: alternating direction implicit (Peaceman-Rachford) solver of the 2-D
 * heat equation on an N x N grid, TSTEPS time steps. */
#ifndef ADI_H
#define ADI_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define TSTEPS 20
#define N 20
#elif defined(SMALL_DATASET)
#define TSTEPS 40
#define N 60
#elif defined(MEDIUM_DATASET)
#define TSTEPS 100
#define N 200
#elif defined(LARGE_DATASET)
#define TSTEPS 500
#define N 1000
#else /* EXTRALARGE_DATASET */
#define TSTEPS 1000
#define N 2000
#endif

#endif /* ADI_H */
