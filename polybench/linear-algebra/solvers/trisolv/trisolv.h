/* trisolv: solve L x = b by forward substitution, L: N x N lower
 * triangular, b and x: N. */
#ifndef TRISOLV_H
#define TRISOLV_H

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

#endif /* TRISOLV_H */
