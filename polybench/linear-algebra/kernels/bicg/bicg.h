/* bicg: s := A^T r; q := A p with A: N x M, r and q: N, p and s: M. */
#ifndef BICG_H
#define BICG_H

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
#define M 1900
#define N 2100
#else /* EXTRALARGE_DATASET */
#define M 1800
#define N 2200
#endif

#endif /* BICG_H */
