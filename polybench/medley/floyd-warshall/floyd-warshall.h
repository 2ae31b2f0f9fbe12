/* floyd-warshall: all-pairs shortest path lengths (min-plus closure) of a
 * directed graph given by its N x N edge-weight matrix paths. */
#ifndef FLOYD_WARSHALL_H
#define FLOYD_WARSHALL_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define N 60
#elif defined(SMALL_DATASET)
#define N 180
#elif defined(MEDIUM_DATASET)
#define N 500
#elif defined(LARGE_DATASET)
#define N 2800
#else /* EXTRALARGE_DATASET */
#define N 5600
#endif

#endif /* FLOYD_WARSHALL_H */
