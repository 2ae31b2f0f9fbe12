/* nussinov: maximum number of nested base pairs of an RNA sequence seq: N
 * (bases coded 0..3), dynamic-programming table: N x N. */
#ifndef NUSSINOV_H
#define NUSSINOV_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define N 60
#elif defined(SMALL_DATASET)
#define N 180
#elif defined(MEDIUM_DATASET)
#define N 500
#elif defined(LARGE_DATASET)
#define N 2500
#else /* EXTRALARGE_DATASET */
#define N 5500
#endif

/* Bases A, C, G, U as 0, 1, 2, 3. */
typedef char base;

#endif /* NUSSINOV_H */
