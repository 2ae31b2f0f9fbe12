/* durbin: Levinson-Durbin solve of the Toeplitz system built from the
 * autocorrelations r: N, solution y: N. */
#ifndef DURBIN_H
#define DURBIN_H

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

#endif /* DURBIN_H */
